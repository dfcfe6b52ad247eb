/**
 * A player's analytics for a period: the sums over it, one point per hour (24 h) or per UTC day (7 and
 * 30 days), and each bot's share, for the whole player, one game account or one bot. Read from the bots'
 * days (bot-day.model.ts) by owner and month: at most two reads for 30 days.
 */
import { ANALYTICS_RANGES, addTally, HOUR_MS, type AnalyticsRange, type Tally } from '@shared/outcomes';
import { dayOf } from '@shared/day';
import { BotDayModel } from './bot-day.model';

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

/** The UTC months a period touches: "YYYY-MM". */
function monthsOf(from: number, to: number): string[] {
  const months = new Set<string>();
  for (let at = from; at < to; at += DAY_MS) months.add(dayOf(at).slice(0, 7));
  months.add(dayOf(to - 1).slice(0, 7));
  return [...months];
}

export async function analyticsOf(userId: string, range: AnalyticsRange, scope: Scope, now: number): Promise<Analytics> {
  const { step, starts, to } = periodOf(range, now);
  const from = starts[0]!;
  const filter = { userId, ...(scope.accountId && { accountId: scope.accountId }), ...(scope.botId && { botId: scope.botId }) };
  const docs = (await Promise.all(monthsOf(from, to).map((month) => BotDayModel.find({ ...filter, month }, { seen: 0 }).lean()))).flat();

  const index = new Map(starts.map((at, i) => [at, i]));
  const points = () => starts.map((at) => ({ at, tally: {} as Tally }));
  const totals: Tally = {};
  const all = points();
  const bots = new Map<string, BotShare>();
  for (const doc of docs) {
    const dayStart = Date.parse(`${doc.day}T00:00:00Z`);
    if (dayStart + DAY_MS <= from || dayStart >= to) continue;
    const share = bots.get(String(doc.botId)) ?? { botId: String(doc.botId), accountId: String(doc.accountId), totals: {}, points: points() };
    bots.set(share.botId, share);
    const add = (at: number, tally: Tally) => {
      const i = index.get(at);
      if (i === undefined) return;
      addTally(all[i]!.tally, tally);
      addTally(share.points[i]!.tally, tally);
      addTally(share.totals, tally);
      addTally(totals, tally);
    };
    if (step === 'day') add(dayStart, (doc.total ?? {}) as Tally);
    else for (const [key, tally] of Object.entries((doc.hours ?? {}) as Record<string, Tally>)) add(dayStart + Number(key.slice(1)) * HOUR_MS, tally);
  }
  return { range, step, from, to, totals, points: all, bots: [...bots.values()] };
}
