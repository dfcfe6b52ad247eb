/** Request and response schemas of the support desk: the player's routes and the admins'. */
import { fixedText } from '../../lib/error-language';
import { t } from 'elysia';
import { CONSOLE_LEVELS } from '@shared/console';
import { MESSAGE_MAX, SUBJECT_MAX, TICKET_STATES } from '@shared/support';
import { oneOf } from '../../lib/one-of';
import { supportErrors } from './errors.messages';

const When = t.String({ format: 'date-time' });
const OBJECT_ID = { pattern: '^[0-9a-fA-F]{24}$', error: 'Not a valid id.' };

const SUBJECT_ERROR = fixedText(supportErrors, 'subjectLength', { min: 1, count: SUBJECT_MAX });
const MESSAGE_ERROR = fixedText(supportErrors, 'messageLength', { min: 1, count: MESSAGE_MAX });
const Message = t.String({ minLength: 1, maxLength: MESSAGE_MAX, error: MESSAGE_ERROR, description: `1 to ${MESSAGE_MAX} characters` });

export const TicketParams = t.Object({ id: t.String(OBJECT_ID) });
export const BotParams = t.Object({ botId: t.String(OBJECT_ID) });

export const NewTicket = t.Object({
  subject: t.String({ minLength: 1, maxLength: SUBJECT_MAX, error: SUBJECT_ERROR, description: `1 to ${SUBJECT_MAX} characters` }),
  message: Message,
  botId: t.Optional(t.String({ ...OBJECT_ID, error: 'botId must be the id of one of your bots.', description: 'The bot the ticket is about' })),
  accountId: t.Optional(
    t.String({
      ...OBJECT_ID,
      error: 'accountId must be the id of one of your game accounts.',
      description: "The game account it is about (by default the bot's)",
    }),
  ),
  attachConsole: t.Optional(t.Boolean({ error: 'attachConsole must be true or false.', description: "Attach the bot's newest console lines (botId needed)" })),
});
export type NewTicket = typeof NewTicket.static;

export const Reply = t.Object({ body: Message });

const SupportPromise = t.Object({
  level: t.String({ description: 'Community, Priority or Dedicated support' }),
  target: t.String({ description: 'The promise in a sentence' }),
  target_hours: t.Nullable(t.Number({ description: 'Hours to an answer; null: best effort' })),
  answer_due_at: t.Nullable(When),
});

const ConsoleLine = t.Object({ at: When, level: oneOf(CONSOLE_LEVELS), text: t.String() });
const Attachments = {
  bot: t.Nullable(t.Object({ id: t.String(), name: t.String() })),
  account: t.Nullable(t.Object({ id: t.String(), label: t.String() })),
  console_lines: t.Array(ConsoleLine, { description: "The bot's console lines when they were attached" }),
};

const TicketSummary = t.Object({
  id: t.String(),
  subject: t.String(),
  state: oneOf(TICKET_STATES),
  created_at: When,
  last_message_at: When,
  waiting_since: t.Nullable(When),
  support: SupportPromise,
});

export const TicketList = t.Object({ support: SupportPromise, tickets: t.Array(TicketSummary) });

export const PlayerTicket = t.Object({
  ...TicketSummary.properties,
  ...Attachments,
  messages: t.Array(t.Object({ id: t.String(), from: oneOf(['you', 'support'] as const), body: t.String(), created_at: When })),
});

export const ConsolePreview = t.Object({ lines: t.Array(ConsoleLine) });

// The admins' side.

export const QueueQuery = t.Object({
  view: t.Optional(oneOf(['waiting', 'answered', 'closed'] as const, { error: 'view must be waiting, answered or closed.' })),
  user: t.Optional(t.String({ ...OBJECT_ID, description: "Every ticket of this user instead (the user's page)" })),
});

export const AdminReply = t.Object({
  body: Message,
  internal: t.Optional(t.Boolean({ error: 'internal must be true or false.', description: "An admins' note: never shown to the player" })),
});

const AdminSummary = t.Object({
  id: t.String(),
  subject: t.String(),
  state: oneOf(TICKET_STATES),
  user: t.Object({ id: t.String(), email: t.String(), plan: t.String(), plan_name: t.String() }),
  level: t.String(),
  target_hours: t.Nullable(t.Number()),
  waiting_since: t.Nullable(When),
  answer_due_at: t.Nullable(When),
  overdue: t.Boolean(),
  player_replied: t.Boolean({ description: 'The player wrote again after an answer' }),
  assignee: t.Nullable(t.String({ description: 'The admin it is assigned to' })),
  created_at: When,
  last_message_at: When,
});

export const Queue = t.Object({ tickets: t.Array(AdminSummary), waiting: t.Integer({ description: 'Tickets waiting for support' }) });

export const AdminTicket = t.Object({
  ...AdminSummary.properties,
  ...Attachments,
  messages: t.Array(
    t.Object({
      id: t.String(),
      from: oneOf(['player', 'support'] as const),
      author: t.String({ description: "The player's or the admin's address" }),
      internal: t.Boolean(),
      body: t.String(),
      created_at: When,
    }),
  ),
});

export const CannedAnswer = t.Object({ id: t.String(), title: t.String(), body: t.String() });
