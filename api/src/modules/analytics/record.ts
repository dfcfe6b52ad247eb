/**
 * Counting outcomes and time into the bots' days, each report once. A report comes from a source (a bot
 * run, or the API's time tick) with a number that grows; a day remembers the last number it counted per
 * source and counts a report only past it. One conditional write per day touched: the condition and the
 * sums change together, so a report handled twice, or by two instances at once, counts once.
 */
import { HOUR_MS, TALLY_FIELDS, type HourTally, type Tally } from '@shared/outcomes';
import { dayOf } from '@shared/day';
import { BotDayModel } from './bot-day.model';
import { accountCleanups } from '../leaving/cleanups';

export type BotRef = { botId: string; userId: string; accountId: string };
/** Who sent a report, and its number from that source (counted once, and only past the last counted). */
export type ReportId = { source: string; seq: number };

/** The field of an hour in a day's document: `h00` … `h23` (UTC). */
export function hourKey(hour: number): string {
  return `h${String(new Date(hour).getUTCHours()).padStart(2, '0')}`;
}

/** Parses a runtime report's name `<bot>:<run>:<n>` into its source and number. */
export function reportIdOf(batch: string): ReportId | null {
  const match = /^[0-9a-f]{24}:([0-9a-f-]{8,36}):(\d+)$/.exec(batch);
  return match ? { source: match[1]!.replaceAll('-', '').slice(0, 16), seq: Number(match[2]) } : null;
}

/** Counts the hours' sums into the bot's days, unless this report was counted already. */
export async function recordTallies(bot: BotRef, report: ReportId, hours: HourTally[]): Promise<void> {
  const byDay = new Map<string, HourTally[]>();
  for (const h of hours) {
    const day = dayOf(h.hour);
    byDay.set(day, [...(byDay.get(day) ?? []), h]);
  }
  for (const [day, tallies] of byDay) await recordDay(bot, day, report, tallies);
}

async function recordDay(bot: BotRef, day: string, report: ReportId, hours: HourTally[]): Promise<void> {
  const inc: Record<string, number> = {};
  for (const { hour, tally } of hours) {
    for (const field of TALLY_FIELDS) {
      const n = tally[field];
      if (!n || !Number.isFinite(n)) continue;
      inc[`hours.${hourKey(hour)}.${field}`] = (inc[`hours.${hourKey(hour)}.${field}`] ?? 0) + n;
      inc[`total.${field}`] = (inc[`total.${field}`] ?? 0) + n;
    }
  }
  if (!Object.keys(inc).length) return;
  const seen = `seen.${report.source}`;
  try {
    await BotDayModel.updateOne(
      { _id: `${bot.botId}:${day}`, $or: [{ [seen]: { $exists: false } }, { [seen]: { $lt: report.seq } }] },
      { $inc: inc, $set: { [seen]: report.seq }, $setOnInsert: { botId: bot.botId, userId: bot.userId, accountId: bot.accountId, day, month: day.slice(0, 7) } },
      { upsert: true },
    );
  } catch (err) {
    // The day exists and counted this report already: the upsert's insert met its `_id`.
    if ((err as { code?: number }).code === 11000) return;
    throw err;
  }
}

/** Counts `seconds` of time online or in error for each bot, in the hour of `at`; `tick` numbers the count (once per tick). */
export async function recordTime(bots: BotRef[], field: 'onlineSeconds' | 'errorSeconds', seconds: number, at: number, tick: number): Promise<void> {
  const hour = at - (at % HOUR_MS);
  const tally: Tally = { [field]: seconds };
  for (const bot of bots) await recordTallies(bot, { source: field === 'onlineSeconds' ? 'online' : 'error', seq: tick }, [{ hour, tally }]);
}

/** Forgets days older than `keepDays`. */
export async function sweepDays(keepDays: number, now: number): Promise<number> {
  const oldest = dayOf(now - keepDays * 24 * HOUR_MS);
  const { deletedCount } = await BotDayModel.deleteMany({ day: { $lt: oldest } });
  return deletedCount;
}

// A deleted player's days go with them.
accountCleanups.push((userId) => BotDayModel.deleteMany({ userId }));

/** Days over for two days no longer change (a late report lands within minutes): their counts are kept once read. */
const activeOnPastDays = new Map<string, number>();

/** How many bots were online at some time on each of these UTC days (the admin's chart), today's read afresh. */
export async function activeBotsOn(days: string[], today: string): Promise<number[]> {
  return Promise.all(
    days.map(async (day) => {
      const known = activeOnPastDays.get(day);
      if (known !== undefined) return known;
      const n = await BotDayModel.countDocuments({ day, 'total.onlineSeconds': { $gt: 0 } });
      if (Date.parse(today) - Date.parse(day) >= 2 * 86_400_000) activeOnPastDays.set(day, n);
      return n;
    }),
  );
}
