/**
 * A player's analytics for a period: the sums over it, one point per hour (24 h) or per UTC day (7 and
 * 30 days), and each bot's share, for the whole player, one game account or one bot. Read by owner and
 * day (24 h: two reads) or month (7 and 30 days: one or two reads), bot-day.model.ts.
 */
import { ANALYTICS_RANGES, addTally, HOUR_MS, type AnalyticsRange, type Tally } from '@shared/outcomes';
import { dayOf } from '@shared/day';
import { BotDayModel, BotMonthModel } from './bot-day.model';

export type Scope = { accountId?: string; botId?: string };
export type Point = { at: number; tally: Tally };
export type BotShare = { botId: string; accountId: string; totals: Tally; points: Point[] };
export type Analytics = { range: AnalyticsRange; step: 'hour' | 'day'; from: number; to: number; totals: Tally; points: Point[]; bots: BotShare[] };

const DAY_MS = 24 * HOUR_MS;

/** The points of a period ending now: their start times, oldest first, and where the period ends. */
export function periodOf(range: AnalyticsRange, now: number): { step: 'hour' | 'day'; starts: number[]; to: number } {
  const { hours, step } = ANALYTICS_RANGES[range];
  const size = step === 'hour' ? HOUR_MS : DAY_MS;
  const last = now - (now % size);
  const count = step === 'hour' ? hours : hours / 24;
  return { step, starts: Array.from({ length: count }, (_, i) => last - (count - 1 - i) * size), to: last + size };
}

/** The UTC days (YYYY-MM-DD) a period touches. */
function daysOf(from: number, to: number): string[] {
  const days = new Set<string>();
  for (let at = from; at < to; at += HOUR_MS) days.add(dayOf(at));
  return [...days];
}

export async function analyticsOf(userId: string, range: AnalyticsRange, scope: Scope, now: number): Promise<Analytics> {
  const { step, starts, to } = periodOf(range, now);
  const from = starts[0]!;
  const filter = { userId, ...(scope.accountId && { accountId: scope.accountId }), ...(scope.botId && { botId: scope.botId }) };
  const days = daysOf(from, to);
  // By hour: the days' documents (hours inside); by day: the months' (days inside). Equalities only.
  const docs: { botId: unknown; accountId: unknown; sums: Record<string, Tally>; start: number; size: number }[] =
    step === 'hour'
      ? (await Promise.all(days.map((day) => BotDayModel.find({ ...filter, day }, { botId: 1, accountId: 1, day: 1, hours: 1 }).lean()))).flat().map((d) => ({
          botId: d.botId,
          accountId: d.accountId,
          sums: (d.hours ?? {}) as Record<string, Tally>,
          start: Date.parse(`${d.day}T00:00:00Z`),
          size: HOUR_MS,
        }))
      : (
          await Promise.all(
            [...new Set(days.map((d) => d.slice(0, 7)))].map((month) =>
              BotMonthModel.find({ ...filter, month }, { botId: 1, accountId: 1, month: 1, days: 1 }).lean(),
            ),
          )
        )
          .flat()
          .map((d) => ({
            botId: d.botId,
            accountId: d.accountId,
            sums: (d.days ?? {}) as Record<string, Tally>,
            start: Date.parse(`${d.month}-01T00:00:00Z`),
            size: DAY_MS,
          }));

  const index = new Map(starts.map((at, i) => [at, i]));
  const points = () => starts.map((at) => ({ at, tally: {} as Tally }));
  const totals: Tally = {};
  const all = points();
  const bots = new Map<string, BotShare>();
  for (const doc of docs) {
    const share = bots.get(String(doc.botId)) ?? { botId: String(doc.botId), accountId: String(doc.accountId), totals: {}, points: points() };
    for (const [key, tally] of Object.entries(doc.sums)) {
      // h00…h23 are hours of the day, d01…d31 days of the month.
      const i = index.get(doc.start + (Number(key.slice(1)) - (key[0] === 'd' ? 1 : 0)) * doc.size);
      if (i === undefined) continue;
      bots.set(share.botId, share);
      addTally(all[i]!.tally, tally);
      addTally(share.points[i]!.tally, tally);
      addTally(share.totals, tally);
      addTally(totals, tally);
    }
  }
  return { range, step, from, to, totals, points: all, bots: [...bots.values()] };
}
