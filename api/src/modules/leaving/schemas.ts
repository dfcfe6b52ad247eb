/** Schemas of "Download my data" and "Delete my account". */
import { t } from 'elysia';
import { SIGN_IN_PROVIDERS } from '@shared/auth';
import { CONSOLE_LEVELS } from '@shared/console';
import { ACCOUNT_TAGS, GAME_SERVERS } from '@shared/game';
import { PLAN_TIERS } from '@shared/plans';
import { TICKET_STATES } from '@shared/support';
import { oneOf } from '../../lib/one-of';
import { ActivityItem } from '../auth/activity/schemas';
import { SUBSCRIPTION_STATUSES } from '../billing/records';
import { BotResponse } from '../bots/records';
import { TradeView } from '../bots/control';
import { fixedText } from '../../lib/error-language';
import { leavingErrors } from './errors.messages';

/** The word a person types to delete their account (the site asks for it). */
export const DELETE_CONFIRMATION = 'DELETE';

const When = t.String({ format: 'date-time' });
const MaybeWhen = t.Nullable(When);

export const DeleteUserBody = t.Object({
  password: t.Optional(t.String({ maxLength: 256, description: 'Your password (accounts that have one).' })),
  code: t.Optional(
    t.String({
      maxLength: 64,
      description: 'A code from your authenticator app, or a recovery code (two-factor sign-in on): accepted instead of the password.',
    }),
  ),
  confirm: t.Literal(DELETE_CONFIRMATION, {
    error: fixedText(leavingErrors, 'confirm', { word: DELETE_CONFIRMATION }),
    description: `The word ${DELETE_CONFIRMATION}, typed by the person.`,
  }),
});
export type DeleteUserInput = typeof DeleteUserBody.static;

export const UserDeleted = t.Object({ success: t.Literal(true), message: t.String() });

const Profile = t.Object({
  id: t.String(),
  email: t.String(),
  username: t.Nullable(t.String()),
  avatar: t.Nullable(t.String()),
  plan: oneOf(PLAN_TIERS),
  createdAt: When,
  emailVerifiedAt: MaybeWhen,
  lastSignInAt: MaybeWhen,
  signInMethods: t.Array(oneOf(SIGN_IN_PROVIDERS), { description: 'email (a password is set), discord (a linked Discord account).' }),
  twoFactor: t.Boolean({ description: 'Whether two-factor sign-in is on (its secret and recovery codes are never exported).' }),
  timeZone: t.Nullable(t.String({ description: "The time zone your bots' schedules are read in" })),
  language: t.Nullable(t.String({ description: 'The language you chose to read Castellan in' })),
});

const GameAccount = t.Object({
  id: t.String(),
  username: t.String(),
  gameEmail: t.String(),
  server: oneOf(GAME_SERVERS),
  tag: oneOf(ACCOUNT_TAGS),
  proxy: t.Nullable(t.String({ description: 'The proxy without its login.' })),
  proxyHasLogin: t.Boolean(),
  yieldMinutes: t.Number(),
  createdAt: When,
  updatedAt: When,
});

const ConsoleHistory = t.Object({
  botId: t.String(),
  botName: t.String(),
  lines: t.Array(t.Object({ at: When, level: oneOf(CONSOLE_LEVELS), text: t.String() })),
});

const Notification = t.Object({ id: t.String(), kind: t.String(), message: t.String(), read: t.Boolean(), createdAt: When });

const SubscriptionRecord = t.Object({
  plan: oneOf(PLAN_TIERS),
  status: oneOf(SUBSCRIPTION_STATUSES),
  provider: t.Nullable(oneOf(['stripe', 'paypal'])),
  providerSubscriptionId: t.Nullable(t.String()),
  stripeCustomerId: t.Nullable(t.String()),
  currentPeriodEnd: MaybeWhen,
  createdAt: When,
});

const BillingEvent = t.Object({
  provider: t.String(),
  eventType: t.String(),
  providerSubscriptionId: t.Nullable(t.String()),
  occurredAt: When,
  plan: t.Nullable(t.String()),
  status: t.Nullable(t.String()),
  periodEnd: MaybeWhen,
});

export const ExportedTicket = t.Object({
  id: t.String(),
  subject: t.String(),
  state: oneOf(TICKET_STATES),
  createdAt: When,
  closedAt: MaybeWhen,
  bot: t.Nullable(t.Object({ id: t.String(), name: t.String() })),
  account: t.Nullable(t.Object({ id: t.String(), label: t.String() })),
  consoleLines: t.Array(t.Object({ at: When, level: oneOf(CONSOLE_LEVELS), text: t.String() })),
  messages: t.Array(t.Object({ from: oneOf(['player', 'support'] as const), body: t.String(), createdAt: When })),
});
export type ExportedTicket = typeof ExportedTicket.static;

export const ExportedPreferences = t.Object({
  dashboardLayouts: t.Array(
    t.Object({
      size: t.String({ description: 'wide or narrow' }),
      summary: t.Array(t.String()),
      charts: t.Array(t.String()),
      groups: t.Array(t.String()),
      hiddenGroups: t.Array(t.String()),
      pinnedBots: t.Array(t.String()),
      updatedAt: When,
    }),
    { description: 'How you arranged the dashboard, per screen size.' },
  ),
  betaOptIns: t.Array(t.Object({ flagId: t.String(), optedInAt: When }), { description: 'The beta features you opted into.' }),
});
export type ExportedPreferences = typeof ExportedPreferences.static;
export const ExportedScript = t.Object({
  name: t.String(),
  createdAt: When,
  versions: t.Array(t.Object({ number: t.Integer(), source: t.String(), createdAt: When })),
});
export type ExportedScript = typeof ExportedScript.static;

export const ExportedMembership = t.Object({
  spaceId: t.String(),
  name: t.String(),
  server: t.String(),
  gameAlliance: t.String(),
  role: t.String(),
  sharedAccountIds: t.Array(t.String()),
  joinedAt: When,
  notes: t.Array(t.Object({ title: t.String(), startsAt: When, endsAt: MaybeWhen, text: t.String() })),
});
export type ExportedMembership = typeof ExportedMembership.static;

export const DataExport = t.Object(
  {
    exportedAt: When,
    profile: Profile,
    gameAccounts: t.Array(GameAccount, { description: "Without passwords, proxy logins or the game's login tokens." }),
    bots: t.Array(BotResponse, { description: 'With settings; secrets by name only.' }),
    consoleHistory: t.Array(ConsoleHistory, { description: 'The console lines kept for each bot.' }),
    schedules: t.Array(
      t.Object({
        botId: t.String(),
        windows: t.Array(t.Object({ day: t.String(), start: t.String(), end: t.String() })),
        duringEvent: t.Boolean(),
        runUntil: MaybeWhen,
      }),
      { description: "Each scheduled bot's weekly windows, event mode and run under way." },
    ),
    trades: t.Array(t.Composite([t.Object({ botId: t.String() }), TradeView]), { description: "The market bots' trade logs, newest first." }),
    notifications: t.Array(Notification),
    notificationSettings: t.Object(
      {
        bell: t.Array(t.String(), { description: 'The kinds the bell shows' }),
        discordWebhookSet: t.Boolean({ description: 'A Discord webhook is saved (its URL is a secret and is not exported)' }),
        discordKinds: t.Array(t.String()),
        emailKinds: t.Array(t.String()),
        quietHours: t.Nullable(t.Object({ from: t.String(), to: t.String(), timeZone: t.String(), attacksBreakThrough: t.Boolean() })),
      },
      { description: 'Settings → Notifications' },
    ),
    subscription: t.Nullable(SubscriptionRecord),
    billingHistory: t.Array(BillingEvent, { description: 'The payment provider events recorded for you, oldest first.' }),
    activity: t.Array(ActivityItem, { description: 'Your activity log, newest first.' }),
    supportTickets: t.Array(ExportedTicket, {
      description: "Your support tickets and their messages (the support team's internal notes are not yours and are left out).",
    }),
    ...ExportedPreferences.properties,
    scripts: t.Array(ExportedScript, { description: 'Your custom scripts, every version.' }),
    allianceSpaces: t.Array(ExportedMembership, {
      description: 'The alliance spaces you belong to: your role, the game accounts you share, your calendar notes.',
    }),
    sharesGiven: t.Array(t.Object({ accountId: t.String(), with: t.Nullable(t.String()), permissions: t.Array(t.String()), createdAt: When }), {
      description: 'Your game accounts whose bots you share: with whom (null: a code not used yet) and what they may do.',
    }),
    sharesReceived: t.Array(t.Object({ accountId: t.String(), owner: t.String(), permissions: t.Array(t.String()), acceptedAt: t.Nullable(When) }), {
      description: 'Game accounts other players share with you: whose, and what you may do.',
    }),
    webhooks: t.Array(
      t.Object({
        url: t.String(),
        kinds: t.Array(t.String()),
        paused: t.Boolean(),
        createdAt: When,
        deliveries: t.Array(t.Object({ type: t.String(), status: t.String(), attempts: t.Integer(), body: t.String(), createdAt: When })),
      }),
      { description: 'Your webhook endpoints (not their secrets) and each one’s deliveries.' },
    ),
  },
  { description: 'Everything Castellan keeps about you, as JSON.' },
);
export type DataExport = typeof DataExport.static;
