import { t } from 'elysia';
import { PLAN_REASON_LENGTH } from '@shared/limits';
import { PLAN_INPUTS } from '@shared/plans';
import { oneOf } from '../../lib/one-of';
import { fixedText } from '../../lib/error-language';
import { adminErrors } from './errors.messages';

export const Stats = t.Object({
  totalUsers: t.Number(),
  activeBots: t.Number(),
  activeSubscriptions: t.Number(),
  monthlyRecurringRevenue: t.Number({ description: 'What renewing subscriptions bill per month, in `currency`' }),
  currency: t.Literal('usd', { description: 'Every price and figure is in US dollars.' }),
});

const BotSummary = t.Object({ id: t.String(), name: t.String(), templateLabel: t.String(), state: t.String() });

export const AdminUser = t.Object({
  id: t.String(),
  email: t.String(),
  metadata: t.Object({ username: t.Nullable(t.String()), avatar: t.Nullable(t.String()) }),
  subscription: t.Object({ plan: t.String(), status: t.String(), payment_provider: t.Nullable(t.String()) }),
  created_at: t.String({ format: 'date-time' }),
  last_sign_in_at: t.Nullable(t.String({ format: 'date-time' })),
  bots: t.Array(BotSummary),
});

export const UserPage = t.Object({ users: t.Array(AdminUser), total: t.Number(), page: t.Number(), limit: t.Number() });

const USERS_PER_PAGE_MAX = 100;
/** The list skips (page - 1) × limit users; past this page that count stops being an exact number. */
const LAST_PAGE = Math.floor(Number.MAX_SAFE_INTEGER / USERS_PER_PAGE_MAX);

export const UserQuery = t.Object({
  search: t.Optional(t.String({ maxLength: 254, description: 'Part of an e-mail address or a username (any case)' })),
  page: t.Optional(t.Numeric({ minimum: 1, maximum: LAST_PAGE, multipleOf: 1, default: 1, error: fixedText(adminErrors, 'page', { max: String(LAST_PAGE) }) })),
  limit: t.Optional(
    t.Numeric({ minimum: 1, maximum: USERS_PER_PAGE_MAX, multipleOf: 1, default: 20, error: fixedText(adminErrors, 'limit', { max: USERS_PER_PAGE_MAX }) }),
  ),
});

export const AdminBot = t.Object({
  id: t.String(),
  name: t.String(),
  templateLabel: t.String(),
  owner: t.String(),
  account: t.String(),
  state: t.String(),
  desiredState: t.String(),
  lastError: t.Nullable(t.String()),
  created_at: t.String({ format: 'date-time' }),
});

export const AuditEntry = t.Object({
  id: t.String(),
  actor: t.String(),
  action: t.String(),
  target: t.Nullable(t.String()),
  details: t.Nullable(t.String()),
  reason: t.Nullable(t.String({ description: "Why, in the admin's words (a plan change requires one)" })),
  user_id: t.Nullable(t.String({ description: 'The user the action was about, if any' })),
  created_at: t.String({ format: 'date-time' }),
});

const OBJECT_ID = { pattern: '^[0-9a-fA-F]{24}$', error: 'Not a valid id.' };
export const UserParams = t.Object({ id: t.String(OBJECT_ID) });
export const UserBotParams = t.Object({ id: t.String(OBJECT_ID), botId: t.String(OBJECT_ID) });

export const AuditQuery = t.Object({
  limit: t.Optional(t.Numeric({ minimum: 1, maximum: 500, multipleOf: 1, error: fixedText(adminErrors, 'limit', { max: 500 }) })),
  user: t.Optional(t.String({ ...OBJECT_ID, description: 'Only the entries about this user' })),
});

export const AdminUserDetail = t.Object({
  id: t.String(),
  email: t.String(),
  username: t.Nullable(t.String()),
  avatar: t.Nullable(t.String()),
  sign_in_methods: t.Array(oneOf(['password', 'discord'] as const)),
  is_admin: t.Boolean(),
  created_at: t.String({ format: 'date-time' }),
  last_sign_in_at: t.Nullable(t.String({ format: 'date-time' })),
  subscription: t.Object({
    plan: t.String({ description: 'What the user has now (paid or granted)' }),
    status: t.String(),
    payment_provider: t.Nullable(t.String()),
    paid_plan: t.Nullable(t.String({ description: 'The plan of the provider subscription, whatever its status' })),
    next_billing_time: t.Nullable(t.String({ format: 'date-time' })),
    transaction_id: t.Nullable(t.String()),
  }),
  grant: t.Nullable(t.Object({ plan: t.String(), reason: t.String(), granted_at: t.String({ format: 'date-time' }) })),
  bots: t.Array(
    t.Object({
      id: t.String(),
      name: t.String(),
      templateLabel: t.String(),
      state: oneOf(['online', 'offline', 'error'] as const),
      desiredState: oneOf(['online', 'offline'] as const),
      account: t.String(),
    }),
  ),
  audit: t.Array(AuditEntry),
});

export const PLAN_REASON_ERROR = fixedText(adminErrors, 'reason', { min: PLAN_REASON_LENGTH.min, count: PLAN_REASON_LENGTH.max });
export const PlanChange = t.Object({
  // `advanced` is the old id of Premium (before issue 37), still read as Premium.
  plan: oneOf(PLAN_INPUTS, { error: 'Plan must be starter, plus, premium or professional.' }),
  // The reason is trimmed before use; the handler checks the trimmed length against the same bounds.
  reason: t.String({
    minLength: PLAN_REASON_LENGTH.min,
    maxLength: PLAN_REASON_LENGTH.max,
    error: PLAN_REASON_ERROR,
    description: `Why: written to the audit log (${PLAN_REASON_LENGTH.min} to ${PLAN_REASON_LENGTH.max} characters)`,
  }),
});

export const System = t.Object({
  database: t.Object({ state: t.String(), latencyMs: t.Nullable(t.Number()) }),
  runtime: t.Object({ state: t.String(), running: t.Number(), rssBytes: t.Number(), lagMs: t.Number() }),
  /** The fleet's runner nodes; empty when the API runs its bots in a process of its own (RUNNERS=local). */
  runners: t.Array(
    t.Object({
      id: t.String(),
      host: t.String(),
      capacity: t.Number(),
      bots: t.Number(),
      sessions: t.Number(),
      rssBytes: t.Number(),
      lagMs: t.Number(),
      startedAt: t.String(),
      /** Takes new sessions: the game's network document answers it (runtime/fleet/runner-readiness.ts). */
      ready: t.Boolean(),
      state: t.Union([t.Literal('live'), t.Literal('draining'), t.Literal('silent')]),
    }),
  ),
  gameServer: t.Object({
    /** The server probed (the default one) and the zone and URL its bots get. */
    server: t.String(),
    zone: t.String(),
    url: t.String(),
    urlFrom: t.Union([t.Literal('GAME_WS_URL'), t.Literal('network document'), t.Literal('document host')]),
    reachable: t.Boolean(),
    /** The game's network document: where it is, whether a good copy is held, and the last read error. */
    network: t.Object({
      hosts: t.Union([t.Literal('GAME_WS_URL'), t.Literal('network document')]),
      documentUrl: t.Nullable(t.String()),
      read: t.Boolean(),
      readAt: t.Nullable(t.String()),
      servers: t.Number(),
      error: t.Nullable(t.String()),
    }),
  }),
  /** The game client build the bots announce: from the game's client files (GAME_CLIENT_URL) or the setting GAME_CLIENT_BUILD. */
  gameClient: t.Object({
    build: t.String(),
    from: t.Union([t.Literal('client files'), t.Literal('setting')]),
    documentUrl: t.Nullable(t.String()),
    readAt: t.Nullable(t.String()),
    error: t.Nullable(t.String()),
  }),
  /** The engine (NATS with JetStream): reachable or not, and what its streams hold. */
  engine: t.Object({
    state: t.Union([t.Literal('up'), t.Literal('connecting'), t.Literal('down')]),
    url: t.String(),
    server: t.Nullable(t.String()),
    streams: t.Nullable(t.Number()),
    storedBytes: t.Nullable(t.Number()),
  }),
  billing: t.Object({ stripe: t.Boolean(), paypal: t.Boolean() }),
  uptimeSeconds: t.Number(),
  /** The admins' alerts open now (modules/alerts/open-alerts.ts), newest first: what each rule saw, in the reader's language. */
  alerts: t.Array(t.Object({ rule: t.String(), name: t.String(), subject: t.String(), startedAt: t.String(), saw: t.String(), quiet: t.Boolean() })),
});

export const AnalyticsRangeQuery = t.Object({
  range: t.Optional(t.UnionEnum(['30d', '90d'], { default: '30d', error: 'range must be 30d or 90d.', description: 'The last 30 or 90 UTC days' })),
});
export const PlatformAnalytics = t.Object({
  range: t.String(),
  currency: t.Literal('usd'),
  points: t.Array(
    t.Object({
      day: t.String({ description: 'YYYY-MM-DD (UTC)' }),
      signUps: t.Integer(),
      activeBots: t.Integer({ description: 'Bots online at some time that day' }),
      payingUsers: t.Integer({ description: 'Paying at the end of the day (today: now)' }),
      mrr: t.Number({ description: 'Monthly recurring revenue of the renewing subscriptions, in dollars' }),
      churned: t.Integer({ description: 'Paying at the start of the day and no longer at its end' }),
    }),
  ),
  totals: t.Object({
    signUps: t.Integer(),
    payingUsers: t.Integer(),
    mrr: t.Number(),
    churned: t.Integer(),
    payingAtStart: t.Integer(),
    churnRate: t.Nullable(t.Number({ description: 'Churned per 100 paying at the start of the period' })),
  }),
});
