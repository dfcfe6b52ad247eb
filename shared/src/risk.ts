/**
 * The ban-risk meter: what one game account did in a UTC day, set against what a person does, as a level
 * (low, raised, high) with its reasons; and the daily budget its player may set, which every bot of the
 * account stops short of (api/src/runtime/risk/).
 *
 * What is public about how the live game catches automation, and where we read it:
 * - Map reads: about 810,000 tiles within ~30 s ban the account for 12 hours, whatever the request size
 *   (EmpireCore 0.59.0 map/pacing.py, measured on server build 6.1174.6). Our pacing reads 5,000 tiles/s
 *   at most (api/src/runtime/game/account-pacing.ts), so the window is never reached; the day's total is
 *   what the meter watches.
 * - Attacks: the server refuses one sent less than 4 s after the account's previous one (EmpireCore
 *   attack/pacing.py); the game client itself has no such limit.
 * - Penalties for bots: 12 h, then 24 h, then 72 h with a final warning, then permanent closure (Goodgame
 *   Studios, community.goodgamestudios.com/empire/en/discussion/333265 "Advancing the battle against
 *   Bots!", 2017, and the Customer Service post "Info about ban times"); bans come in waves from an
 *   automated detection system whose criteria are not disclosed.
 * No norm is public for logins, attacks, hours online or actions a minute in a day: RISK_NORMS picks them
 * from what a person does, each with its reason, and docs/runtime.md lists them.
 */
import type { LineMessage } from './console';

export const RISK_FIGURES = ['logins', 'attacks', 'mapTiles', 'onlineMinutes', 'peakApm'] as const;
export type RiskFigure = (typeof RISK_FIGURES)[number];

/** One account's figures for one UTC day. */
export type RiskFigures = Record<RiskFigure, number>;

export type RiskLevel = 'low' | 'raised' | 'high';

/** From `raised` on a figure raises the level; from `high` on it makes it high. */
export type RiskNorm = { raised: number; high: number };

/**
 * What a person does in a day, per figure. None of these is published by the game; each is our pick.
 * - logins 12 / 24: a person opens the game a handful of times a day (morning, breaks, evening); twelve
 *   leaves room for reconnects after drops, twenty-four is one an hour around the clock.
 * - attacks 150 / 300: a devoted player sends an attack every two minutes or so over a five-hour
 *   evening (150); twice that is a day spent doing nothing else. The 4 s floor allows 21,600.
 * - mapTiles 300,000 / 810,000: the web client reads only what is on screen; thirty full 101×101 reads
 *   (10,201 tiles each) is a long look around; the ban threshold's 810,000 in one day is far past a person.
 * - onlineMinutes 600 / 960 (10 h / 16 h): a person sleeps; sixteen hours a day online, day after day,
 *   is a bot's mark.
 * - peakApm 40 / 90: commands sent in the busiest minute. The web client sends several for one click
 *   (the castle, the map, movements), so 40 is a busy person; 90 is a click every two-thirds of a second.
 */
export const RISK_NORMS: Record<RiskFigure, RiskNorm> = {
  logins: { raised: 12, high: 24 },
  attacks: { raised: 150, high: 300 },
  mapTiles: { raised: 300_000, high: 810_000 },
  onlineMinutes: { raised: 600, high: 960 },
  peakApm: { raised: 40, high: 90 },
};

/** A figure at or past its norm: why the level is what it is. */
export type RiskReason = { figure: RiskFigure; value: number; norm: number; level: Exclude<RiskLevel, 'low'> };

export const NO_FIGURES: RiskFigures = { logins: 0, attacks: 0, mapTiles: 0, onlineMinutes: 0, peakApm: 0 };

/** The day's level: the highest any figure reaches, with each figure that raised it, worst first. */
export function riskOf(figures: RiskFigures, norms: Record<RiskFigure, RiskNorm> = RISK_NORMS): { level: RiskLevel; reasons: RiskReason[] } {
  const reasons: RiskReason[] = [];
  for (const figure of RISK_FIGURES) {
    const value = figures[figure];
    const norm = norms[figure];
    if (value >= norm.high) reasons.push({ figure, value, norm: norm.high, level: 'high' });
    else if (value >= norm.raised) reasons.push({ figure, value, norm: norm.raised, level: 'raised' });
  }
  reasons.sort((a, b) => (a.level === b.level ? 0 : a.level === 'high' ? -1 : 1));
  return { level: reasons[0]?.level ?? 'low', reasons };
}

/** What the player may cap per day (at least attacks); null: no cap of their own. */
export const BUDGET_FIGURES = ['attacks', 'mapTiles', 'onlineHours'] as const;
export type BudgetFigure = (typeof BUDGET_FIGURES)[number];
export type DailyBudget = Record<BudgetFigure, number | null>;
export const NO_BUDGET: DailyBudget = { attacks: null, mapTiles: null, onlineHours: null };

/** The bounds of each cap, as the form and the API check them (whole numbers). */
export const BUDGET_BOUNDS: Record<BudgetFigure, { min: number; max: number }> = {
  attacks: { min: 1, max: 10_000 },
  mapTiles: { min: 1_000, max: 10_000_000 },
  onlineHours: { min: 1, max: 24 },
};

/** The day's figure a cap is counted in (hours online are counted in minutes). */
export const BUDGET_COUNTS: Record<BudgetFigure, RiskFigure> = { attacks: 'attacks', mapTiles: 'mapTiles', onlineHours: 'onlineMinutes' };
const UNIT: Record<BudgetFigure, number> = { attacks: 1, mapTiles: 1, onlineHours: 60 };

/**
 * Whether doing `amount` more today (in the figure it is counted in) would pass the budget: true stops it.
 * "Before it would exceed": with a budget of 180 attacks and 180 made, the 181st waits; the hours online
 * stop once they are used up.
 */
export function budgetStops(budget: DailyBudget, figure: BudgetFigure, done: number, amount: number): boolean {
  const cap = budget[figure];
  if (cap === null) return false;
  return done + amount > cap * UNIT[figure];
}

/** A budget as stored (fields missing or null: no cap). */
export function budgetOf(stored: Partial<Record<BudgetFigure, number | null>> | null | undefined): DailyBudget {
  return { attacks: stored?.attacks ?? null, mapTiles: stored?.mapTiles ?? null, onlineHours: stored?.onlineHours ?? null };
}

/** What `GET /api/accounts/:id/risk` answers: the day, its figures, the level with its reasons, the budget. */
export type AccountRisk = {
  day: string;
  figures: RiskFigures;
  level: RiskLevel;
  reasons: { text: string; message: LineMessage; level: Exclude<RiskLevel, 'low'> }[];
  budget: DailyBudget;
  /** The caps reached today (the bots of the account wait for the next UTC day or a higher cap). */
  reached: BudgetFigure[];
};
