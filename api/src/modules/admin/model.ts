import { t } from 'elysia';
import { oneOf } from '../../lib/one-of';
import { ANNOUNCEMENT_CATEGORIES } from './announcements';

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
  search: t.Optional(t.String({ maxLength: 254, description: 'Part of an e-mail address' })),
  page: t.Optional(t.Numeric({ minimum: 1, maximum: LAST_PAGE, multipleOf: 1, default: 1, error: `page must be a whole number from 1 to ${LAST_PAGE}.` })),
  limit: t.Optional(
    t.Numeric({ minimum: 1, maximum: USERS_PER_PAGE_MAX, multipleOf: 1, default: 20, error: `limit must be a whole number from 1 to ${USERS_PER_PAGE_MAX}.` }),
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

/** As published (admin) and as everyone reads it (GET /api/users/announcements). */
export const Announcement = t.Object({ id: t.String(), title: t.String(), body: t.String(), category: oneOf(ANNOUNCEMENT_CATEGORIES), created_at: t.String({ format: 'date-time' }) });

export const NewAnnouncement = t.Object({
  title: t.String({ minLength: 1, maxLength: 120, pattern: '\\S', error: 'Please give the announcement a title (up to 120 characters).' }),
  body: t.String({ minLength: 1, maxLength: 5000, pattern: '\\S', error: 'Please write the announcement (up to 5000 characters).' }),
  // Elysia fills in a default before it validates, so a request without a category publishes an
  // "announcement"; the handler always sees one (the document marks it optional: docs/document.ts).
  category: oneOf(ANNOUNCEMENT_CATEGORIES, {
    default: 'announcement',
    description: 'Exactly one of these values (lower case); "announcement" when left out.',
    error: 'Category must be announcement, maintenance or update.',
  }),
});

export const AuditEntry = t.Object({
  id: t.String(),
  actor: t.String(),
  action: t.String(),
  target: t.Nullable(t.String()),
  details: t.Nullable(t.String()),
  created_at: t.String({ format: 'date-time' }),
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
});
