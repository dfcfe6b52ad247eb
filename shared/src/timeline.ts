/**
 * The timeline: every attack a bot sent, one row each, from its launch to its army's return. A row is
 * written from the same outcome reports as the analytics sums (shared/src/outcomes.ts), in the same named
 * report, so the timeline, a bot's "today" and Analytics add up to the same figures.
 */
import type { LineParam } from './console';
import type { MapTargetKind } from './account-map';
import type { LootResource } from './outcomes';

/**
 * away: on its way or coming home; won: home with loot; lost: soldiers lost and no loot; empty: home
 * whole with nothing (the camp had nothing left); unknown: it ended between two looks, so what it brought
 * was not seen.
 */
export const ATTACK_RESULTS = ['away', 'won', 'lost', 'empty', 'unknown'] as const;
export type AttackResult = (typeof ATTACK_RESULTS)[number];

/**
 * How an attack's end was known: `army` its army seen home (or fallen); `report` the game's own battle report,
 * read because no bot saw the army come home (a stop, a restart, a failover, a stall); `noReport` the game kept
 * no report of it (the mailbox holds the newest 25), so its result is not known.
 */
export const ATTACK_END_SOURCES = ['army', 'report', 'noReport'] as const;
export type AttackEndSource = (typeof ATTACK_END_SOURCES)[number];

/** The results a player filters by (away is shown, never filtered out of "all"). */
export const RESULT_FILTERS = ['won', 'lost', 'away'] as const;
export type ResultFilter = (typeof RESULT_FILTERS)[number];

/** What an attack was sent at: where, what (the map's kinds), its level, and its name as the console said it. */
export type AttackTarget = { id: string; kingdomId: number; x: number; y: number; kind: MapTargetKind; level: number | null; name: LineParam };

/**
 * What the bot forecast before it sent an attack (shared/src/combat, the maths the fight is decided by, on
 * what the bot read): whether it wins and how many soldiers it loses. Shown beside what came of it.
 */
export type AttackForecast = { won: boolean; lost: number };

/** One attack on the timeline. Times are epoch ms. */
export type TimelineEntry = {
  id: string;
  botId: string;
  botName: string;
  templateId: string;
  accountId: string;
  target: AttackTarget;
  soldiers: number;
  sentAt: number;
  /** When the army reaches its target, when the game said. */
  arrivesAt: number | null;
  /** When the army was home (or known fallen). */
  endedAt: number | null;
  result: AttackResult;
  loot: Record<LootResource, number>;
  /** Soldiers that did not come back. */
  lost: number;
  /** How its end was known (null: on its way, or ended before the timeline said). */
  source: AttackEndSource | null;
  /** What the bot forecast when it sent it (null: a target no table describes, or sent before bots forecast). */
  forecast: AttackForecast | null;
};

export type TimelinePage = { entries: TimelineEntry[] /** The next page's cursor, or null. */; next: string | null };

/** Rows per page of the timeline. */
export const TIMELINE_PAGE = 50;
/** How long rows are kept: as long as Analytics keeps days. */
export const TIMELINE_KEEP_DAYS = 90;

/**
 * A launch or an end of one attack, as a bot tells it beside the console line and outcome saying it (`id`: the bot's own name for the attack).
 * An end read from the game's battle report (`source` report or noReport) may be another bot's attack of the same game account (`botId`,
 * when the bot that launched it is not the one that read it): the API writes it on that bot's row, and counts it only if no other report
 * ended that row first (a second login reading the same report counts nothing).
 */
export type AttackNote =
  | { phase: 'sent'; id: string; target: AttackTarget; soldiers: number; arrivesAt: number | null; forecast?: AttackForecast }
  | {
      phase: 'ended';
      id: string;
      result: Exclude<AttackResult, 'away'>;
      loot: Record<LootResource, number>;
      lost: number;
      source?: AttackEndSource;
      botId?: string;
      /** When the army was home, when the game's report tells it (its fight, and a way home as long as the way out); else the note's time. */
      endedAt?: number;
    };
/** An end read from the game's battle reports (or not found there): the API writes it only on a row no other report ended. */
export const isLateEnd = (note: AttackNote): boolean => note.phase === 'ended' && (note.source === 'report' || note.source === 'noReport');

/**
 * An attack of a game account whose end no bot saw (its row away, or ended unseen before battle reports were read): the API hands them
 * to a starting bot (BotSpec.openAttacks), whose session reads their battle reports. `id` is the bot's own name for it.
 */
export type OpenAttack = {
  botId: string;
  id: string;
  target: Pick<AttackTarget, 'kingdomId' | 'x' | 'y' | 'name'>;
  soldiers: number;
  sentAt: number;
  arrivesAt: number | null;
};
/** The same as the runtime reports it, with the time of its line. */
export type AttackReport = AttackNote & { at: number };
