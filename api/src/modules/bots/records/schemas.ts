import { t } from 'elysia';
import { BOT_STATES, CONSOLE_LEVELS } from '@shared/console';
import { oneOf } from '../../../lib/one-of';
import { fixedText } from '../../../lib/error-language';
import { BOT_NAME_MAX } from '@shared/limits';
import { botErrors } from './errors.messages';

const BotName = t.String({ minLength: 1, maxLength: BOT_NAME_MAX, error: fixedText(botErrors, 'nameLength', { min: 1, count: BOT_NAME_MAX }) });

const Value = t.Union([t.String(), t.Number()]);
/** Words kept as a message (shared/src/console.ts), for a reader in another language; the English beside it stands otherwise. */
const LineMessage = t.Object(
  { key: t.String(), params: t.Optional(t.Record(t.String(), t.Unknown())) },
  { description: 'The words as a message, for a reader in another language' },
);

export const BotResponse = t.Object({
  id: t.String(),
  name: t.String(),
  templateId: t.String(),
  templateLabel: t.String(),
  accountId: t.String(),
  accountName: t.String(),
  server: t.String(),
  state: oneOf(BOT_STATES),
  desiredState: oneOf(['online', 'offline']),
  lastError: t.Nullable(t.String({ description: 'Why it failed, in English' })),
  lastErrorMessage: t.Nullable(LineMessage),
  stalled: t.Nullable(
    t.Object(
      {
        reason: t.String({ description: 'Why, and what to do, in English' }),
        reasonMessage: t.Nullable(LineMessage),
        since: t.String({ format: 'date-time' }),
      },
      { description: 'An online bot that cannot go on by itself (a wait that cannot end: no soldiers coming, no target it can beat), or null' },
    ),
  ),
  settings: t.Record(t.String(), Value),
  /** Which secrets are set — never their values. */
  secretKeys: t.Array(t.String()),
  startedAt: t.Nullable(t.String({ format: 'date-time' })),
  created_at: t.String({ format: 'date-time' }),
  lastLine: t.Nullable(
    t.Object(
      { text: t.String(), at: t.String({ format: 'date-time' }), level: oneOf(CONSOLE_LEVELS), message: t.Optional(LineMessage) },
      { description: "The console's newest line" },
    ),
  ),
  today: t.Object(
    { day: t.String({ description: 'The UTC day, YYYY-MM-DD' }), actions: t.Integer({ minimum: 0 }), loot: t.Integer({ minimum: 0 }) },
    { description: 'What the bot did today (UTC): game actions taken (attacks, taxes, feasts, recruiting) and resources looted' },
  ),
  runUntil: t.Nullable(t.String({ format: 'date-time', description: 'When a "run now for N hours" under way stops the bot' })),
});

export const CreateBot = t.Object({
  templateId: t.String({ minLength: 1, error: 'Choose a bot template.' }),
  accountId: t.String({ minLength: 1, error: 'Choose a game account.' }),
  settings: t.Optional(t.Record(t.String(), t.Unknown())),
  secrets: t.Optional(t.Record(t.String(), t.Unknown())),
  name: t.Optional(BotName),
});

export const UpdateBot = t.Object({
  name: t.Optional(BotName),
  settings: t.Optional(t.Record(t.String(), t.Unknown(), { description: 'Only the settings to change; checked against the template.' })),
  secrets: t.Optional(
    t.Record(t.String(), t.Nullable(t.String()), { description: 'A text replaces the secret, "" keeps it, null removes it. Secrets are never returned.' }),
  ),
});

export const BotAction = t.Object({
  action: t.String({ description: 'start or stop', examples: ['start', 'stop'] }),
});

export const BotParams = t.Object({ id: t.String() });

export const BulkAction = t.Object({
  action: t.String({ description: 'start or stop', examples: ['start', 'stop'] }),
  accountId: t.Optional(t.String({ minLength: 1, description: 'Only the bots of this game account; without it, all your bots' })),
});

export const BulkResults = t.Object({
  results: t.Array(
    t.Object({
      id: t.String(),
      name: t.String(),
      outcome: oneOf(['done', 'unchanged', 'refused'], { description: 'done: asked of it now; unchanged: already so; refused: see message' }),
      message: t.Nullable(t.String({ description: 'Why it was refused (plan, slots, daily limit)' })),
    }),
  ),
});

export const ConsoleTicket = t.Object({
  ticket: t.String({ description: 'Pass as ?token= to the console stream within its lifetime.' }),
  expires_in: t.Number({ description: 'Seconds' }),
});
