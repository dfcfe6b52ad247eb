/**
 * Counting outcomes and time into the bots' days, each report once. A report comes from a source (a bot
 * run, or the API's time tick) with a number that grows; a day remembers the last number it counted per
 * source and counts a report only past it. One conditional write per day touched: the condition and the
 * sums change together, so a report handled twice, or by two instances at once, counts once.
 */
import { HOUR_MS, TALLY_FIELDS, type HourTally, type Tally } from '@shared/outcomes';
import { dayOf } from '@shared/day';
import { ActiveBotDayModel, BotDayModel, BotMonthModel } from './bot-day.model';

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

/**
 * Counts the hours' sums into the bot's days (by hour) and months (by day), unless this report was
 * counted there already: the 24 hours read two days' documents, 7 and 30 days one or two months'.
 */
export async function recordTallies(bot: BotRef, report: ReportId, hours: HourTally[]): Promise<void> {
  const days = new Map<string, Record<string, number>>();
  const months = new Map<string, Record<string, number>>();
  const add = (into: Map<string, Record<string, number>>, key: string, path: string, n: number) => {
    const inc = into.get(key) ?? {};
    inc[path] = (inc[path] ?? 0) + n;
    into.set(key, inc);
  };
  for (const { hour, tally } of hours) {
    const day = dayOf(hour);
    for (const field of TALLY_FIELDS) {
      const n = tally[field];
      if (!n || !Number.isFinite(n)) continue;
      add(days, day, `hours.${hourKey(hour)}.${field}`, n);
      add(days, day, `total.${field}`, n);
      add(months, day.slice(0, 7), `days.d${day.slice(8, 10)}.${field}`, n);
      add(months, day.slice(0, 7), `total.${field}`, n);
    }
  }
  const owner = { botId: bot.botId, userId: bot.userId, accountId: bot.accountId };
  for (const [day, inc] of days) await countOnce(BotDayModel, `${bot.botId}:${day}`, report, inc, { ...owner, day, month: day.slice(0, 7) });
  for (const [month, inc] of months) await countOnce(BotMonthModel, `${bot.botId}:${month}`, report, inc, { ...owner, month });
}

/**
 * Reports of one source counted per document: a report handled later than this many newer ones of its
 * source (a runtime report held back an hour behind sixty others) is taken for counted.
 */
const COUNTED_KEPT = 64;

/**
 * Adds `inc` to the document unless it counted this report already. Reports of a source may arrive out of
 * order (a runtime's periodic report and the one it sends on stopping are written side by side; the fleet
 * hands back a report whose write failed while later ones go through), so a document keeps the numbers it
 * counted, the newest COUNTED_KEPT per source (`counted.<source>`, ascending), not just the highest: the
 * highest alone skipped an earlier report that landed second, and its sums were lost. Documents written
 * before keep `seen.<source>`, the highest number counted then, and count nothing at or below it.
 *
 * The write's insert meets the `_id` when the document exists and counted the report, and also when
 * another instance's first report of the day inserted it a moment before: written once more, the second
 * case counts and the first meets the `_id` again. Writers of one document need no turns: the database
 * applies each conditional `$inc` whole (the conformance suite, lib/database-conformance.test.ts).
 */
async function countOnce(
  model: typeof BotDayModel | typeof BotMonthModel,
  id: string,
  report: ReportId,
  inc: Record<string, number>,
  fields: Record<string, string>,
): Promise<void> {
  const counted = `counted.${report.source}`;
  const write = () =>
    (model as typeof BotDayModel).updateOne(
      {
        _id: id,
        [`seen.${report.source}`]: { $not: { $gte: report.seq } },
        [counted]: { $ne: report.seq },
        // Newer than the oldest number kept, or fewer kept than the window holds.
        $or: [{ [`${counted}.${COUNTED_KEPT - 1}`]: { $exists: false } }, { [counted]: { $elemMatch: { $lt: report.seq } } }],
      },
      { $inc: inc, $push: { [counted]: { $each: [report.seq], $sort: 1, $slice: -COUNTED_KEPT } }, $setOnInsert: fields },
      { upsert: true },
    );
  const isCounted = (err: unknown) => (err as { code?: number }).code === 11000;
  try {
    await write();
  } catch (err) {
    if (!isCounted(err)) throw err;
    await write().catch((again: unknown) => {
      if (!isCounted(again)) throw again;
    });
  }
}

/** Counts `seconds` of time online or in error for each bot, in the hour of `at`; `tick` numbers the count (once per tick). */
export async function recordTime(bots: BotRef[], field: 'onlineSeconds' | 'errorSeconds', seconds: number, at: number, tick: number): Promise<void> {
  const hour = at - (at % HOUR_MS);
  const tally: Tally = { [field]: seconds };
  for (const bot of bots) {
    await recordTallies(bot, { source: field === 'onlineSeconds' ? 'online' : 'error', seq: tick }, [{ hour, tally }]);
    if (field === 'onlineSeconds') await markActive(bot.botId, dayOf(at));
  }
}

/** Bot-days marked active here already (a restart marks them again: the write is idempotent). */
const markedActive = new Set<string>();

/** Notes that the bot was online on the day: a tiny document, so the admin's count per day reads little. */
async function markActive(botId: string, day: string): Promise<void> {
  const id = `${day}:${botId}`;
  if (markedActive.has(id)) return;
  await ActiveBotDayModel.updateOne({ _id: id }, { $setOnInsert: { day } }, { upsert: true }).catch((err) => {
    if ((err as { code?: number }).code !== 11000) throw err;
  });
  if (markedActive.size > 100_000) markedActive.clear();
  markedActive.add(id);
}

/**
 * Forgets days older than `keepDays`, and months wholly before them. By equality, one day (or month) at a
 * time, going back `lookBackDays` (the sweep runs hourly): the embedded database reads every row of a
 * range filter, but serves an equality from its index.
 */
export async function sweepDays(keepDays: number, now: number, lookBackDays = 40): Promise<number> {
  const oldest = now - keepDays * 24 * HOUR_MS;
  let deleted = 0;
  for (let d = 1; d <= lookBackDays; d++) {
    const day = dayOf(oldest - d * 24 * HOUR_MS);
    deleted += (await BotDayModel.deleteMany({ day })).deletedCount;
    await ActiveBotDayModel.deleteMany({ day });
    const month = day.slice(0, 7);
    if (month < dayOf(oldest).slice(0, 7)) await BotMonthModel.deleteMany({ month });
  }
  return deleted;
}

/** Days over for two days no longer change (a late report lands within minutes): their counts are kept once read. */
const activeOnPastDays = new Map<string, number>();

/** How many bots were online at some time on each of these UTC days (the admin's chart), recent days read afresh. */
export async function activeBotsOn(days: string[], today: string): Promise<number[]> {
  return Promise.all(
    days.map(async (day) => {
      const known = activeOnPastDays.get(day);
      if (known !== undefined) return known;
      const n = await ActiveBotDayModel.countDocuments({ day });
      if (Date.parse(today) - Date.parse(day) >= 2 * 86_400_000) activeOnPastDays.set(day, n);
      return n;
    }),
  );
}
