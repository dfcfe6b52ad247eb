/**
 * The durable side of a bot's day limits (runtime/reservations/day-limits.ts): reservations answered from the database,
 * whichever runtime asks (the API's own runtime process over IPC, a runner node over the engine).
 *
 * A reservation reads the total the hint knows, then inserts the next entry if the limit allows. An entry
 * already there (another reservation's at the same moment, or one whose hint a crash kept from being
 * written) is read, counted, and the decision made again on the next. So the limit holds across instances,
 * restarts and failovers, in three `_id` operations as a rule, two once this process knows where the log
 * ends (the embedded FerretDB pushes no other filter down). A spec's counts read the hints alone (one
 * document per bot and day holds every counter's): one reservation low at worst, after such a crash,
 * until the bot's next reservation counts it.
 */
import { dayOf } from '@shared/day';
import { isDuplicateKey } from '../../../../lib/db';
import type { DayCounter, DayCounts, DayGrant, DayReserve } from '../../../../runtime';
import { DayCountEntryModel, DayCountTotalModel } from './day-count.model';

const keyOf = (botId: string, day: string, counter: DayCounter) => `${botId}|${day}|${counter}`;
/** The document holding the hints of every counter of `botId` on `day`. */
const totalsId = (botId: string, day: string) => `${botId}|${day}`;
const entryId = (key: string, n: number) => `${key}|${n}`;

/** Entries past its hint a reservation walks at most (a runaway log is a bug, not a day's count). */
const MAX_WALK = 10_000;

type Position = { seq: number; total: number };

/**
 * Where this process last saw each log end, by day: a true prefix of the log (entries are only appended), so
 * a reservation starts from it instead of reading the hint (one database read less per reservation), and
 * one that another instance has passed since walks on from it as from a hint left behind. Today's and
 * yesterday's only.
 */
const known = new Map<string, Map<string, Position>>();
function knownOf(day: string): Map<string, Position> {
  let positions = known.get(day);
  if (!positions) {
    known.set(day, (positions = new Map()));
    for (const kept of [...known.keys()].sort().slice(0, -2)) known.delete(kept);
  }
  return positions;
}
function remember(day: string, key: string, at: Position): void {
  const positions = knownOf(day);
  const before = positions.get(key);
  if (!before || at.seq > before.seq) positions.set(key, { ...at });
}

type StoredTotals = { counters?: Partial<Record<DayCounter, Position>> } | null;

/** Where the hints say the logs of `counters` end: one read for all of them. */
async function hinted(botId: string, day: string, counters: readonly DayCounter[]): Promise<Map<DayCounter, Position>> {
  const stored = (await DayCountTotalModel.findById(totalsId(botId, day), { counters: 1 }).lean()) as StoredTotals;
  return new Map(
    counters.map((counter) => {
      const hint = stored?.counters?.[counter];
      return [counter, { seq: hint?.seq ?? 0, total: hint?.total ?? 0 }];
    }),
  );
}

/**
 * Keeps the hint of one counter at `at`. By `_id` alone (FerretDB pushes no other filter down: a condition
 * on `seq` would read the whole collection per write). Two writers at once (of this counter or of another
 * in the same document) may leave an earlier position: still a true prefix of the log, which the next
 * reservation walks past. The day's first two writers may both find no document and both insert: the
 * second is refused for the key, and writes over the first's, or its granted reservation (its entry
 * already in the log) would end in an error.
 */
async function keepHint(botId: string, day: string, counter: DayCounter, at: Position): Promise<void> {
  const update = { $set: { [`counters.${counter}`]: { seq: at.seq, total: at.total }, botId, day } };
  const _id = totalsId(botId, day);
  try {
    await DayCountTotalModel.updateOne({ _id }, update, { upsert: true });
  } catch (err) {
    if (!isDuplicateKey(err)) throw err;
    await DayCountTotalModel.updateOne({ _id }, update);
  }
}

/** Reserves (amount > 0) or gives back (amount < 0) a bot's day count; see DayReserve. */
export async function reserveDayCount(request: DayReserve): Promise<DayGrant> {
  const { botId, counter, day, limit } = request;
  if (!Number.isFinite(request.amount) || request.amount === 0) throw new Error(`day count: amount must be a non-zero number, got ${request.amount}`);
  const key = keyOf(botId, day, counter);
  const seen = knownOf(day).get(key);
  const at = seen ? { ...seen } : (await hinted(botId, day, [counter])).get(counter)!;
  for (let walked = 0; ; walked++) {
    if (walked > MAX_WALK) throw new Error(`day count ${key}: its log runs past ${MAX_WALK} entries beyond its total`);
    // A give-back never takes the day below zero (it gives back what was reserved, no more).
    const amount = request.amount < 0 ? Math.max(request.amount, -at.total) : request.amount;
    if (amount > 0 && limit !== null && at.total + amount > limit) return (remember(day, key, at), { granted: false, total: at.total });
    if (amount === 0) return (remember(day, key, at), { granted: true, total: at.total });
    try {
      await DayCountEntryModel.create({ _id: entryId(key, at.seq + 1), botId, day, amount, at: new Date() });
    } catch (err) {
      if (!isDuplicateKey(err)) throw err;
      // Someone else took this entry first: count theirs, then decide again.
      const taken = await DayCountEntryModel.findById(entryId(key, at.seq + 1), { amount: 1 }).lean();
      at.seq += 1;
      at.total += taken?.amount ?? 0;
      continue;
    }
    at.seq += 1;
    at.total += amount;
    remember(day, key, at);
    await keepHint(botId, day, counter, at);
    return { granted: true, total: at.total };
  }
}

/** A bot's counts for `day` (today by default), for its spec: the runtime counts on from them. */
export async function dayCountsOf(botId: string, counters: readonly DayCounter[], day = dayOf(Date.now())): Promise<DayCounts> {
  const hints = await hinted(botId, day, counters);
  // A hint is a true prefix too: the bot's first reservations start from it without reading it again.
  for (const [counter, at] of hints) remember(day, keyOf(botId, day, counter), at);
  return { day, counts: Object.fromEntries([...hints].filter(([, at]) => at.total > 0).map(([counter, at]) => [counter, at.total])) };
}

/**
 * Days before yesterday go (a bot running over midnight may still give back to yesterday). Hourly; a
 * deleted bot's counts (its id, days and numbers: nothing of the player's) go with their day.
 */
export async function sweepDayCounts(now = Date.now()): Promise<void> {
  const yesterday = dayOf(now - 86_400_000);
  await Promise.all([DayCountEntryModel.deleteMany({ day: { $lt: yesterday } }), DayCountTotalModel.deleteMany({ day: { $lt: yesterday } })]);
}
