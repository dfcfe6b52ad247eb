/**
 * What bots achieve, as numbers: the runtime reports structured outcomes beside its console lines, the
 * API keeps their sums per bot and hour (analytics), and a bot's "today" is read from the same sums, so
 * the card, the console strip and the charts never tell two stories.
 */

export const LOOT_RESOURCES = ['wood', 'stone', 'food'] as const;
export type LootResource = (typeof LOOT_RESOURCES)[number];

/** One thing a bot did or met, as its behaviour reports it beside the console line saying it. */
export type Outcome =
  | { kind: 'attack-sent'; soldiers: number }
  /**
   * An army of ours came home: with loot it won, empty it lost; `won` when the game's battle report said which
   * (runtime/battle-reports.ts: read when no bot saw the army come home).
   */
  | { kind: 'attack-home'; loot: Record<LootResource, number>; soldiersSent: number | null; soldiersHome: number; won?: boolean }
  | { kind: 'taxes'; coins: number }
  | { kind: 'feast' }
  | { kind: 'recruit'; soldiers: number }
  | { kind: 'incoming-attack'; count: number }
  /** Any other game action (a skip, a donation, a purchase): counted among the day's actions only. */
  | { kind: 'action'; count: number };

/** The sums kept per bot and hour. Seconds online and in error are counted by the API, not reported. */
export const TALLY_FIELDS = [
  'actions',
  'attacksSent',
  'attacksWon',
  'attacksLost',
  'wood',
  'stone',
  'food',
  'taxes',
  'feasts',
  'recruits',
  'troopsLost',
  'incoming',
  'onlineSeconds',
  'errorSeconds',
] as const;
export type TallyField = (typeof TALLY_FIELDS)[number];
export type Tally = Partial<Record<TallyField, number>>;
/** The sums of one UTC hour (`hour`: its start, ms since the epoch). */
export type HourTally = { hour: number; tally: Tally };

/** The sums one outcome adds. */
export function tallyOf(outcome: Outcome): Tally {
  switch (outcome.kind) {
    case 'attack-sent':
      return { actions: 1, attacksSent: 1 };
    case 'attack-home': {
      const won = outcome.won ?? lootOf(outcome.loot) > 0;
      const lost = outcome.soldiersSent === null ? 0 : Math.max(0, outcome.soldiersSent - outcome.soldiersHome);
      return { ...outcome.loot, ...(won ? { attacksWon: 1 } : { attacksLost: 1 }), ...(lost > 0 && { troopsLost: lost }) };
    }
    case 'taxes':
      return { actions: 1, taxes: outcome.coins };
    case 'feast':
      return { actions: 1, feasts: 1 };
    case 'recruit':
      return { actions: 1, recruits: outcome.soldiers };
    case 'incoming-attack':
      return { incoming: outcome.count };
    case 'action':
      return { actions: outcome.count };
  }
}

/** Resources looted, all kinds together. */
export function lootOf(tally: Partial<Record<LootResource, number>>): number {
  return LOOT_RESOURCES.reduce((sum, r) => sum + (tally[r] ?? 0), 0);
}

/** Adds `more` into `into` (in place) and returns it. */
export function addTally(into: Tally, more: Tally): Tally {
  for (const field of TALLY_FIELDS) {
    const n = more[field];
    if (n) into[field] = (into[field] ?? 0) + n;
  }
  return into;
}

export const HOUR_MS = 3_600_000;

/** The start of the UTC hour `at` falls in. */
export function hourOf(at: number): number {
  return at - (((at % HOUR_MS) + HOUR_MS) % HOUR_MS);
}

/** The periods the analytics show: the last 24 hours by hour, the last 7 or 30 days by day. */
export const ANALYTICS_RANGES = { '24h': { hours: 24, step: 'hour' }, '7d': { hours: 7 * 24, step: 'day' }, '30d': { hours: 30 * 24, step: 'day' } } as const;
export type AnalyticsRange = keyof typeof ANALYTICS_RANGES;
/** How long the hourly sums are kept. */
export const ANALYTICS_KEEP_DAYS = 90;
/** What plans without "Performance analytics" see: the last 24 hours. */
export const PREVIEW_RANGE: AnalyticsRange = '24h';
/** "Performance analytics" (every period) come with this plan and those above it: the Premium card. */
export const ANALYTICS_PLAN = 'premium';

/** What each sum is called on screens and in the CSV's header. */
export const TALLY_LABELS: Record<TallyField, string> = {
  actions: 'Actions',
  attacksSent: 'Attacks sent',
  attacksWon: 'Attacks won',
  attacksLost: 'Attacks lost',
  wood: 'Wood looted',
  stone: 'Stone looted',
  food: 'Food looted',
  taxes: 'Coins from taxes',
  feasts: 'Feasts',
  recruits: 'Soldiers recruited',
  troopsLost: 'Soldiers lost',
  incoming: 'Incoming attacks',
  onlineSeconds: 'Seconds online',
  errorSeconds: 'Seconds in error',
};
