import { t } from 'elysia';
import { ANALYTICS_RANGES, TALLY_FIELDS } from '@shared/outcomes';

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
  from: t.Number(),
  to: t.Number(),
  preview: t.Boolean({ description: 'True on plans without Performance analytics: only the last 24 hours.' }),
  totals: Tally,
  points: t.Array(Point),
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
