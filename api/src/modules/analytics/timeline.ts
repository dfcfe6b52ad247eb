/**
 * The timeline (shared/src/timeline.ts): each attack a bot reports, written beside the sums of the same
 * report (service.ts `record`), and read back per player, game account or bot, by day, template and result.
 */
import { dayOf } from '@shared/day';
import { toCsv, type CsvValue } from '@shared/csv';
import { isLateEnd, TIMELINE_PAGE, type AttackReport, type OpenAttack, type ResultFilter, type TimelineEntry } from '@shared/timeline';
import { hourOf, TALLY_FIELDS, tallyOf, type HourTally, type Tally } from '@shared/outcomes';
import { textOf } from '@shared/i18n/said';
import type { LineParam } from '@shared/console';
// The sets a target's name is made of (runtime/words/line-words.ts targetPart): the CSV writes it in English.
import '@shared/bot-lines/targets.messages';
import '@shared/bot-lines/words.messages';
import { AttackModel } from './attack.model';
import type { BotOwner } from '../bots/records';

const NO_LOOT = { wood: 0, stone: 0, food: 0 };

/**
 * What a report's ends read from battle reports came to: sums the reporting bot counted that another report had counted first
 * (`uncounted`, taken back from its report's sums), and the sums of other bots' attacks it read (`others`, by their bot).
 */
export type LateEndCounts = { uncounted: HourTally[]; others: Map<string, HourTally[]> };

/**
 * Writes the attacks of one report (`batch`, its name): a launch sets what was sent, an end what came of it, each on the
 * attack's own document (created by whichever comes first). Written again, a report sets the same values. An end read from
 * a battle report (shared/src/timeline.ts isLateEnd) is written only on a row no other report ended (runtime/unseen-attacks.ts).
 */
export async function recordAttacks(owner: BotOwner & { templateId: string }, attacks: readonly AttackReport[], batch = ''): Promise<LateEndCounts> {
  const who = { botId: owner.botId, userId: owner.userId, accountId: owner.accountId, templateId: owner.templateId };
  const counts: LateEndCounts = { uncounted: [], others: new Map() };
  for (const attack of attacks) {
    if (attack.phase === 'ended' && isLateEnd(attack)) {
      await recordLateEnd(who, attack, batch, counts);
      continue;
    }
    const _id = `${owner.botId}:${attack.id}`;
    const set =
      attack.phase === 'sent'
        ? {
            sentAt: attack.at,
            target: attack.target,
            soldiers: attack.soldiers,
            arrivesAt: attack.arrivesAt,
            forecast: attack.forecast ? { won: attack.forecast.won, lost: attack.forecast.lost } : null,
            day: dayOf(attack.at),
          }
        : { endedAt: attack.at, result: attack.result, loot: attack.loot, lost: attack.lost };
    // An end reported before its launch (never: one report keeps their order; but a launch lost with a crash) is kept under the end's day.
    const onInsert = attack.phase === 'sent' ? who : { ...who, day: dayOf(attack.at) };
    await AttackModel.updateOne({ _id }, { $set: set, $setOnInsert: onInsert }, { upsert: true }).catch(async (err: unknown) => {
      // Two instances inserting the same attack at once: the second finds it now.
      if ((err as { code?: number }).code !== 11000) throw err;
      await AttackModel.updateOne({ _id }, { $set: set });
    });
  }
  return counts;
}

type LateEnd = Extract<AttackReport, { phase: 'ended' }>;

/**
 * An end read from the game's battle report (or found missing there), on the row of the bot that launched the attack: written
 * only while the row is away or unknown, or was ended by this very report (handled again). So two logins that read the same
 * report (a failover, a start before the last report was written) end it once, and only the first counts its sums.
 */
async function recordLateEnd(
  who: { botId: string; userId: string; accountId: string; templateId: string },
  attack: LateEnd,
  batch: string,
  counts: LateEndCounts,
) {
  const botId = attack.botId ?? who.botId;
  const own = botId === who.botId;
  const _id = `${botId}:${attack.id}`;
  const set = { endedAt: attack.endedAt ?? attack.at, result: attack.result, loot: attack.loot, lost: attack.lost, source: attack.source, endedBy: batch };
  // Only a row of the reporting bot's own game account: the attacks its session was handed are its account's.
  const filter = { _id, accountId: who.accountId, $or: [{ result: null }, { result: 'unknown' }, { endedBy: batch }] };
  // Another bot's row exists (the API handed it over); the reporting bot's own may not yet, as any end before its launch.
  const applied = await AttackModel.updateOne(filter, { $set: set, ...(own && { $setOnInsert: { ...who, day: dayOf(attack.at) } }) }, { upsert: own }).then(
    (r) => r.matchedCount + r.upsertedCount > 0,
    (err: unknown) => {
      // The row exists and another report ended it first.
      if ((err as { code?: number }).code !== 11000) throw err;
      return false;
    },
  );
  const tally = lateEndTally(attack);
  if (!tally) return;
  const hour = { hour: hourOf(attack.at), tally };
  if (own && !applied) counts.uncounted.push(hour);
  else if (!own && applied) counts.others.set(botId, [...(counts.others.get(botId) ?? []), hour]);
}

/** The sums an end read from a battle report adds: the same as its outcome added where its bot said it (runtime/unseen-attacks.ts). */
function lateEndTally(attack: LateEnd): Tally | null {
  if (attack.result !== 'won' && attack.result !== 'lost') return null;
  return tallyOf({ kind: 'attack-home', loot: attack.loot, soldiersSent: attack.lost, soldiersHome: 0, won: attack.result === 'won' });
}

/** A report's hourly sums less those of ends another report counted first. */
export function lessCounted(hours: readonly HourTally[], counted: readonly HourTally[]): HourTally[] {
  if (!counted.length) return [...hours];
  return hours.map(({ hour, tally }) => {
    const less: Tally = { ...tally };
    for (const c of counted.filter((c) => c.hour === hour))
      for (const field of TALLY_FIELDS) if (c.tally[field]) less[field] = (less[field] ?? 0) - c.tally[field]!;
    return { hour, tally: less };
  });
}

/**
 * A game account's attacks whose end no bot saw (away, or ended unseen before battle reports were read), newest first: handed
 * to a bot starting on the account (BotSpec.openAttacks), whose session reads their battle reports. Those launched on the last
 * two UTC days (at least the last 24 hours): the mailbox holds the newest 25 reports, so an older one would only end unknown.
 * One equality on the account and day per day (13,500 rows of one account: 45-60 ms a day; by account and result, or with the
 * days in one `$in`, 1.0-1.4 s: the embedded database reads those row by row).
 */
export async function openAttacksOf(accountId: string, now = Date.now(), limit = 50): Promise<OpenAttack[]> {
  const days = [dayOf(now), dayOf(now - 86_400_000)];
  const found = await Promise.all(days.map((day) => AttackModel.find({ accountId, day, result: { $in: [null, 'unknown'] } }).lean()));
  const open = found.flat().filter((row) => row.result == null || row.source == null);
  return open
    .sort((a, b) => (b.sentAt ?? 0) - (a.sentAt ?? 0))
    .slice(0, limit)
    .flatMap((row) => {
      const target = row.target as TimelineEntry['target'] | null;
      const id = String(row._id).slice(String(row.botId).length + 1);
      if (!target || row.sentAt == null) return [];
      const { kingdomId, x, y, name } = target;
      return [
        { botId: String(row.botId), id, target: { kingdomId, x, y, name }, soldiers: row.soldiers ?? 0, sentAt: row.sentAt, arrivesAt: row.arrivesAt ?? null },
      ];
    });
}

export type TimelineScope = { userId: string; accountId?: string; botId?: string };
export type TimelineFilter = { day?: string; templateId?: string; result?: ResultFilter; before?: number; limit?: number };

/** The newest attacks first, in pages of TIMELINE_PAGE (`before`: the `sentAt` the last page ended at). */
export async function timelineOf(
  scope: TimelineScope,
  filter: TimelineFilter,
  names: Map<string, string>,
): Promise<{ entries: TimelineEntry[]; next: string | null }> {
  const query: Record<string, unknown> = scope.botId ? { botId: scope.botId } : scope.accountId ? { accountId: scope.accountId } : { userId: scope.userId };
  // The owner is checked on every row: a bot or account id of someone else's finds nothing.
  query.userId = scope.userId;
  if (filter.day) query.day = filter.day;
  if (filter.templateId) query.templateId = filter.templateId;
  if (filter.result === 'away') query.result = null;
  // Lost is every end that was not won, as Analytics counts it (tallyOf): an army home with nothing too.
  else if (filter.result === 'lost') query.result = { $in: ['lost', 'empty'] };
  else if (filter.result) query.result = filter.result;
  if (filter.before !== undefined) query.sentAt = { $lt: filter.before };
  const limit = Math.min(filter.limit ?? TIMELINE_PAGE, 5000);
  const rows = await AttackModel.find(query)
    .sort({ sentAt: -1, _id: -1 })
    .limit(limit + 1)
    .lean();
  const entries = rows.slice(0, limit).flatMap((row) => {
    const entry = entryOf(row, names);
    return entry ? [entry] : [];
  });
  const last = rows.length > limit ? rows[limit - 1] : undefined;
  return { entries, next: last?.sentAt != null ? String(last.sentAt) : null };
}

function entryOf(row: Awaited<ReturnType<typeof AttackModel.find>>[number] | Record<string, unknown>, names: Map<string, string>): TimelineEntry | null {
  const r = row as Record<string, unknown> & { _id: string; botId: unknown; accountId: unknown };
  if (!r.target || r.sentAt == null) return null; // an end whose launch was never told: nothing to show
  const botId = String(r.botId);
  return {
    id: r._id,
    botId,
    botName: names.get(botId) ?? '',
    templateId: String(r.templateId),
    accountId: String(r.accountId),
    target: r.target as TimelineEntry['target'],
    soldiers: Number(r.soldiers ?? 0),
    sentAt: Number(r.sentAt),
    arrivesAt: (r.arrivesAt as number | null) ?? null,
    endedAt: (r.endedAt as number | null) ?? null,
    result: (r.result as TimelineEntry['result'] | null) ?? 'away',
    loot: (r.loot as TimelineEntry['loot'] | null) ?? NO_LOOT,
    lost: Number(r.lost ?? 0),
    source: (r.source as TimelineEntry['source'] | null) ?? null,
    forecast: (r.forecast as TimelineEntry['forecast'] | null) ?? null,
  };
}

/** The timeline as CSV (RFC 4180, the formula guard: shared/src/csv.ts), times in UTC, the target in English. */
export function timelineCsv(entries: readonly TimelineEntry[]): string {
  const iso = (at: number | null) => (at === null ? '' : new Date(at).toISOString().replace('.000Z', 'Z'));
  const header: CsvValue[] = [
    'Sent (UTC)',
    'Bot',
    'Template',
    'Target',
    'Kingdom',
    'X',
    'Y',
    'Level',
    'Soldiers',
    'Result',
    'Wood',
    'Stone',
    'Food',
    'Soldiers lost',
    'Ended (UTC)',
    'Duration (s)',
  ];
  const rows = entries.map((e): CsvValue[] => [
    iso(e.sentAt),
    e.botName,
    e.templateId,
    nameText(e.target.name),
    e.target.kingdomId,
    e.target.x,
    e.target.y,
    e.target.level,
    e.soldiers,
    e.result,
    e.loot.wood,
    e.loot.stone,
    e.loot.food,
    e.lost,
    iso(e.endedAt),
    e.endedAt === null ? '' : Math.round((e.endedAt - e.sentAt) / 1000),
  ]);
  return toCsv([header, ...rows]);
}

/** Forgets attacks launched before `keepDays` ago, a day at a time by equality (as the days' sweep: record.ts). */
export async function sweepAttacks(keepDays: number, now: number, lookBackDays = 40): Promise<void> {
  for (let d = 1; d <= lookBackDays; d++) await AttackModel.deleteMany({ day: dayOf(now - (keepDays + d) * 86_400_000) });
}

/** A target's name as the console said it, in English. */
function nameText(name: LineParam): string {
  if (typeof name === 'string' || typeof name === 'number') return String(name);
  return 'key' in name ? textOf('en', name, '') : '';
}
