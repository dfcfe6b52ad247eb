import { t } from 'elysia';
import { oneOf } from '../../lib/one-of';
import { ANALYTICS_RANGES, TALLY_FIELDS } from '@shared/outcomes';
import { ATTACK_END_SOURCES, ATTACK_RESULTS, RESULT_FILTERS } from '@shared/timeline';
import { MAP_TARGET_KINDS } from '@shared/account-map';

const OBJECT_ID = '^[0-9a-fA-F]{24}$';

export const AnalyticsParams = t.Object({
  range: t.Optional(
    t.UnionEnum(['24h', '7d', '30d'] as const satisfies readonly (keyof typeof ANALYTICS_RANGES)[], {
      default: '24h',
      error: 'range must be 24h, 7d or 30d.',
      description: 'The last 24 hours (by hour), 7 or 30 days (by UTC day).',
    }),
  ),
  accountId: t.Optional(t.String({ pattern: OBJECT_ID, error: 'accountId must be a game account id.', description: 'Only this game account' })),
  botId: t.Optional(t.String({ pattern: OBJECT_ID, error: 'botId must be a bot id.', description: 'Only this bot' })),
});

export const Tally = t.Partial(
  t.Object(Object.fromEntries(TALLY_FIELDS.map((f) => [f, t.Number({ minimum: 0 })])) as Record<(typeof TALLY_FIELDS)[number], ReturnType<typeof t.Number>>),
);
const Point = t.Object({ at: t.Number({ description: 'Start of the hour or day, ms since the epoch (UTC)' }), tally: Tally });

export const AnalyticsResponse = t.Object({
  range: t.String(),
  step: t.UnionEnum(['hour', 'day']),
  from: t.Number({ description: "The range's start, ms: the period's start, or the player's sign-up when that is later" }),
  to: t.Number({ description: "The period's end, ms (the end of the current hour or UTC day)" }),
  preview: t.Boolean({ description: 'True on plans without Performance analytics: only the last 24 hours.' }),
  totals: Tally,
  points: t.Array(Point, { description: 'Every hour (24 h) or UTC day of the period, oldest first, empty ones too' }),
  bots: t.Array(
    t.Object({
      botId: t.String(),
      name: t.Nullable(t.String({ description: 'null: the bot was deleted' })),
      accountId: t.String(),
      accountName: t.Nullable(t.String()),
      totals: Tally,
      points: t.Array(Point),
    }),
  ),
});

export const TimelineParams = t.Object({
  accountId: t.Optional(t.String({ pattern: OBJECT_ID, error: 'accountId must be a game account id.', description: 'Only this game account' })),
  botId: t.Optional(t.String({ pattern: OBJECT_ID, error: 'botId must be a bot id.', description: 'Only this bot' })),
  day: t.Optional(
    t.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', error: 'day must be a date written YYYY-MM-DD.', description: 'Only attacks launched on this UTC day' }),
  ),
  template: t.Optional(t.String({ maxLength: 64, error: 'template must be a template id.', description: 'Only attacks of bots of this template' })),
  // oneOf, not t.UnionEnum: its hidden default ('won') filtered every unfiltered timeline to the won attacks.
  result: t.Optional(oneOf(RESULT_FILTERS, { error: 'result must be won, lost or away.', description: 'Only won, lost, or still away' })),
  before: t.Optional(t.Numeric({ minimum: 0, error: 'before must be a time in ms.', description: 'The next page: the `next` of the page before' })),
});

const Loot = t.Object({ wood: t.Number(), stone: t.Number(), food: t.Number() });
export const TimelineEntrySchema = t.Object({
  id: t.String(),
  botId: t.String(),
  botName: t.String({ description: 'Empty when the bot was deleted' }),
  templateId: t.String(),
  accountId: t.String(),
  target: t.Object({
    id: t.String({ description: '`<kingdom>:<x>:<y>`, as the live map names it' }),
    kingdomId: t.Number(),
    x: t.Number(),
    y: t.Number(),
    kind: t.UnionEnum(MAP_TARGET_KINDS),
    level: t.Nullable(t.Number()),
    name: t.Unknown({ description: 'The target as the console named it: text, or a message each reader reads in their language' }),
  }),
  soldiers: t.Number(),
  sentAt: t.Number({ description: 'ms since the epoch' }),
  arrivesAt: t.Nullable(t.Number()),
  endedAt: t.Nullable(t.Number()),
  result: t.UnionEnum(ATTACK_RESULTS),
  loot: Loot,
  lost: t.Number({ description: 'Soldiers that did not come back' }),
  source: t.Nullable(
    t.UnionEnum(ATTACK_END_SOURCES, {
      description:
        "How its end was known: army (seen home), report (the game's battle report, read because no bot saw the army home), noReport (the game kept no report: unknown)",
    }),
  ),
  forecast: t.Nullable(
    t.Object(
      { won: t.Boolean(), lost: t.Number({ description: 'Soldiers it expected to lose' }) },
      { description: 'What the bot forecast before it sent the attack; null when it forecast nothing (a target no table describes)' },
    ),
  ),
});
export const TimelinePageSchema = t.Object({ entries: t.Array(TimelineEntrySchema), next: t.Nullable(t.String()) });
