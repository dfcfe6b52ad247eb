/**
 * Outcome analytics: a player's figures (whole player, one game account or one bot) for the plan's
 * periods, as JSON for the charts or CSV; the outcomes the runtime reports counted in; and the time
 * bots spend online and in error, counted every few minutes (on the leading instance: periodic-jobs.ts).
 */
import { ForbiddenError, NotFoundError } from '../../lib/errors';
import { log } from '../../lib/logger';
import { mapConcurrently } from '../../lib/concurrently';
import { planIncludes } from '@shared/plans';
import { ANALYTICS_KEEP_DAYS, ANALYTICS_PLAN, PREVIEW_RANGE, TALLY_FIELDS, type AnalyticsRange, type HourTally } from '@shared/outcomes';
import { botNamesOf, botOwner, botsInState, type BotOwner } from '../bots/records';
import { accountLabelsOf } from '../accounts/service';
import './errors.messages';
import { analyticsOf, type Analytics, type BotShare } from './query';
import { recordTallies, recordTime, reportIdOf, sweepDays } from './record';
import { toCsv } from './csv';
import { lessCounted, openAttacksOf, recordAttacks, sweepAttacks, timelineCsv, timelineOf, type TimelineFilter } from './timeline';
import type { AttackReport, OpenAttack, TimelineEntry } from '@shared/timeline';

export type AnalyticsQuery = { range: AnalyticsRange; accountId?: string; botId?: string };
/** Who asks: `joinedAt` (their sign-up, ms) is where their figures can begin, so no range starts before it. */
type Viewer = { id: string; plan: string; joinedAt?: number };
/** The figures as the charts read them: each bot named, and whether the plan shows only the preview. */
export type AnalyticsView = Omit<Analytics, 'bots'> & { preview: boolean; bots: (BotShare & { name: string | null; accountName: string | null })[] };

export type AnalyticsOptions = {
  now?: () => number;
  /** How often time online and in error is counted. */
  timeTickMs?: number;
};

/** Bots' owners, kept: a bot never changes hands, and each report needs them. */
const OWNERS_KEPT = 20_000;

export interface AnalyticsService {
  /**
   * Counts a runtime report of outcomes, and writes its attacks on the timeline: one report, so the sums and
   * the rows tell the same. Handled again, it counts nothing twice and writes the same rows.
   */
  record(botId: string, batch: string, hours: HourTally[], attacks?: AttackReport[]): Promise<void>;
  /** The player's figures for a range (only the preview range without the plan: 403); a bot or account not theirs is 404. */
  read(viewer: Viewer, query: AnalyticsQuery): Promise<AnalyticsView>;
  /** The same figures as CSV: one row per period and bot that did anything. */
  csv(viewer: Viewer, query: AnalyticsQuery): Promise<string>;
  /** A player's attacks, newest first: all, one game account's or one bot's (theirs, or not found). */
  timeline(viewer: Viewer, scope: { accountId?: string; botId?: string }, filter: TimelineFilter): Promise<{ entries: TimelineEntry[]; next: string | null }>;
  /** The timeline's rows as CSV (the newest 5,000 that match). */
  timelineCsv(viewer: Viewer, scope: { accountId?: string; botId?: string }, filter: TimelineFilter): Promise<string>;
  /** A game account's attacks whose end no bot saw, for a bot starting on it (its spec): its session reads their battle reports. */
  openAttacks(accountId: string): Promise<OpenAttack[]>;
  /** Run every `timeTickMs` by the leading instance. */
  countTime(at?: number): Promise<void>;
  /** How often `countTime` runs. */
  timeTickMs: number;
  /** Forgets days past the keeping period (run hourly by the leading instance). */
  sweepOld(): Promise<number>;
}

export function createAnalytics({ now = Date.now, timeTickMs = 300_000 }: AnalyticsOptions = {}): AnalyticsService {
  const owners = new Map<string, BotOwner & { templateId: string }>();

  async function ownerOf(botId: string): Promise<(BotOwner & { templateId: string }) | null> {
    const known = owners.get(botId);
    if (known) return known;
    const found = await botOwner(botId);
    if (found) {
      if (owners.size >= OWNERS_KEPT) owners.delete(owners.keys().next().value!);
      owners.set(botId, found);
    }
    return found;
  }

  async function record(botId: string, batch: string, hours: HourTally[], attacks: AttackReport[] = []): Promise<void> {
    const report = reportIdOf(batch);
    if (!report) return log.warn('outcome report without a usable name', { bot: botId, batch });
    const owner = await ownerOf(botId);
    if (!owner) return;
    const late = await recordAttacks(owner, attacks, batch);
    // Ends read from battle reports count once, on the row of the bot that launched the attack, whoever read them.
    await recordTallies(owner, report, lessCounted(hours, late.uncounted));
    for (const [otherId, sums] of late.others) {
      const other = await ownerOf(otherId);
      if (other?.accountId === owner.accountId) await recordTallies(other, report, sums);
    }
  }

  async function timeline(viewer: Viewer, scope: { accountId?: string; botId?: string }, filter: TimelineFilter) {
    const [bots, accounts] = await Promise.all([botNamesOf(viewer.id), scope.accountId ? accountLabelsOf(viewer.id) : Promise.resolve([])]);
    if (scope.botId && !bots.some((b) => b.id === scope.botId)) throw new NotFoundError('Bot');
    if (scope.accountId && !accounts.some((a) => String(a._id) === scope.accountId)) throw new NotFoundError('Game account');
    return timelineOf({ userId: viewer.id, ...scope }, filter, new Map(bots.map((b) => [b.id, b.name])));
  }

  async function read(viewer: Viewer, query: AnalyticsQuery) {
    const full = planIncludes(viewer.plan, ANALYTICS_PLAN);
    if (!full && query.range !== PREVIEW_RANGE) {
      throw new ForbiddenError('Analytics over 7 and 30 days come with Premium and Professional: your plan shows the last 24 hours.');
    }
    const [bots, accounts] = await Promise.all([botNamesOf(viewer.id), accountLabelsOf(viewer.id)]);
    if (query.botId && !bots.some((b) => b.id === query.botId)) throw new NotFoundError('Bot');
    if (query.accountId && !accounts.some((a) => String(a._id) === query.accountId)) throw new NotFoundError('Game account');
    const data = await analyticsOf(viewer.id, query.range, query, now());
    const botName = new Map(bots.map((b) => [b.id, b.name]));
    const accountName = new Map(accounts.map((a) => [String(a._id), `${a.username} – ${a.server}`]));
    return {
      ...data,
      // The range is the player's own: it starts at their sign-up when that is later than the period's start.
      from: Math.max(data.from, viewer.joinedAt ?? 0),
      preview: !full,
      bots: data.bots
        .map((b) => ({ ...b, name: botName.get(b.botId) ?? null, accountName: accountName.get(b.accountId) ?? null }))
        .sort((a, b) => (a.name === null ? 1 : b.name === null ? -1 : a.name.localeCompare(b.name))),
    };
  }

  async function csv(viewer: Viewer, query: AnalyticsQuery): Promise<string> {
    return toCsv(await read(viewer, query));
  }

  /** Adds a tick of time to every bot online and every bot in error. */
  async function countTime(at = now()): Promise<void> {
    const tick = Math.floor(at / timeTickMs);
    for (const [state, field] of [
      ['online', 'onlineSeconds'],
      ['error', 'errorSeconds'],
    ] as const) {
      const bots = await botsInState(state);
      await mapConcurrently(bots, 8, (bot) => recordTime([bot], field, timeTickMs / 1000, at, tick));
    }
  }

  return {
    record,
    read,
    csv,
    timeline,
    timelineCsv: async (viewer: Viewer, scope: { accountId?: string; botId?: string }, filter: TimelineFilter) =>
      timelineCsv((await timeline(viewer, scope, { ...filter, limit: 5000 })).entries),
    openAttacks: (accountId: string) => openAttacksOf(accountId),
    countTime,
    timeTickMs,
    sweepOld: async () => {
      await sweepAttacks(ANALYTICS_KEEP_DAYS, now());
      return sweepDays(ANALYTICS_KEEP_DAYS, now());
    },
  };
}
export { TALLY_FIELDS };
