/**
 * Which robber baron camp to attack, and with what: the nearest one the army at home beats with the
 * player's margin, by the game's own numbers (shared/src/combat: the camp's defenders from its kingdom
 * and victory count, as the web client's attack screen reads them before it sends). A camp it lost to is
 * not tried again, and a camp whose row gives no victory count is skipped: without it nothing says what
 * defends it, and a bot does not guess.
 */
import { robberBaronCampDefence, type Stack } from '@shared/combat/camp-defence';
import { sizeAttack, type Sizing } from '@shared/combat/attack-sizing';
import { waveCaps, waveSize, maxWaves } from '@shared/game-wire/wave-caps';
import { AREA_TYPE, UNIT } from '@shared/game-wire/ids';
import { unitUpkeep } from '@shared/game-data/upkeep';
import type { MapTarget } from '@shared/game-wire/live-map';
import { targetKey } from './send-attack';
import type { Judgement } from '../map-watch';
import type { Ledger, Reading } from '../reservations/ledger';
import type { AttackForecast } from '@shared/timeline';

export type SizedPick =
  | { kind: 'attack'; target: MapTarget; sizing: Extract<Sizing, { kind: 'attack' }> }
  /**
   * None of the targets can be beaten with these soldiers: the nearest, and what it would take (null: more
   * than the waves hold); `fewest`: the fewest soldiers any of them takes (null: none can be beaten however many);
   * `costly`: the nearest is beaten with the margin but would lose more than the loss cap allows (what its forecast loses).
   */
  | { kind: 'too-strong'; nearest: MapTarget; needed: number | null; fewest: number | null; costly?: { lost: number; sent: number } }
  | { kind: 'none' };

export type SizedAsk = {
  /** The soldiers at home that may go, by unit id. */
  pool: readonly Stack[];
  /** At most this many go (the template's soldiers per attack). */
  budget: number;
  playerLevel: number;
  /** 1.2: the defence beaten by a fifth to spare. */
  margin: number;
  /** Camps an attack of this bot lost to (their `targetKey`). */
  lostTo: ReadonlySet<number>;
  /** Attack tools at home that may go, by wod id (none: the attack goes without). */
  tools?: readonly Stack[];
  /** The most of the soldiers sent an attack's forecast may lose (lossCapOf); none when not given. */
  maxLossShare?: number;
};

/**
 * The battle forecast of a sized attack: its waves as filled against the camp's defenders without the
 * margin, by the fight the game server is decided by (the sizing's `expectedLost` is shared/src/combat
 * forecast.ts `forecastAttack` of those waves). A sized attack goes only when it wins against the camp made
 * margin times as strong, so it is forecast won.
 */
export function forecastOf(sizing: Extract<Sizing, { kind: 'attack' }>): AttackForecast {
  return { won: true, lost: sizing.expectedLost };
}

/** The player's "win margin" setting (per cent over the defence), as a factor; 20 % when out of bounds. */
export function marginOf(pct: number): number {
  return 1 + (Number.isFinite(pct) && pct >= 0 ? Math.min(pct, 500) : 20) / 100;
}

/** The player's "Most soldiers lost per attack (%)" setting as a share; no cap when out of bounds (100 % or more, or not a number). */
export function lossCapOf(pct: number): number | undefined {
  return Number.isFinite(pct) && pct >= 0 && pct < 100 ? pct / 100 : undefined;
}

const SPEARMAN_COINS = unitUpkeep(UNIT.SPEARMAN)!.coins;

/**
 * The loss cap a step sizes with: the player's, raised to the soldiers the upkeep's share of the coins recruits again at once
 * (`soldiers`: those the attack may send). Ours: a player takes a costly camp their treasury makes good, and holds back when it
 * cannot, so the army is kept and the bot does not stop while coins lie unspent. None when the player set no cap.
 */
export function lossCapNow(cap: number | undefined, o: { coins: number; share: number; soldiers: number }): number | undefined {
  if (cap === undefined) return undefined;
  const affordable = Math.floor((Math.max(0, o.coins) * Math.max(0, o.share)) / SPEARMAN_COINS);
  return Math.min(1, Math.max(cap, o.soldiers > 0 ? affordable / o.soldiers : 0));
}

/**
 * The nearest of `targets` (nearest first) it can beat within the loss cap, or why none: a camp whose forecast loses more
 * than the cap is passed over for the next, as a player keeping an army prefers a cheaper camp a little farther.
 */
export function pickSized(targets: readonly MapTarget[], ask: SizedAsk): SizedPick {
  let first: Omit<Extract<SizedPick, { kind: 'too-strong' }>, 'kind' | 'fewest'> | undefined;
  let fewest: number | null = null;
  for (const target of targets) {
    if (ask.lostTo.has(targetKey(target))) continue;
    const sizing = sizeFor(target, ask);
    if (!sizing) continue;
    if (sizing.kind === 'attack') return { kind: 'attack', target, sizing };
    first ??= { nearest: target, needed: sizing.needed, ...(sizing.costly && { costly: sizing.costly }) };
    if (sizing.needed !== null) fewest = Math.min(fewest ?? sizing.needed, sizing.needed);
  }
  return first ? { kind: 'too-strong', ...first, fewest } : { kind: 'none' };
}

/**
 * The smallest loss cap (whole per cent) under which one of `targets` is attacked with these soldiers, or null when none
 * is beaten with the margin however much it may lose: what the stall advice offers when the cap alone holds the bot back.
 */
export function lossCapThatGoes(targets: readonly MapTarget[], ask: SizedAsk): number | null {
  let least: number | null = null;
  for (const target of targets) {
    if (ask.lostTo.has(targetKey(target))) continue;
    const sizing = sizeFor(target, ask);
    const costly = sizing?.kind === 'too-strong' ? sizing.costly : undefined;
    if (costly) least = Math.min(least ?? 100, Math.ceil((costly.lost * 100) / costly.sent));
  }
  return least;
}

/** The attack on one camp, or undefined for a target this cannot size (not a robber baron camp, or no victory count). */
export function sizeFor(target: MapTarget, ask: Omit<SizedAsk, 'lostTo'>): Sizing | undefined {
  if (target.areaType !== AREA_TYPE.DUNGEON || target.victories === null) return undefined;
  const camp = robberBaronCampDefence(target.victories, target.kingdomId);
  if (!camp) return undefined;
  const caps = { ...waveCaps(camp.level), waves: maxWaves(ask.playerLevel) };
  const minimum = Math.floor(0.1 * waveSize(camp.level));
  return sizeAttack({ camp, pool: ask.pool, budget: ask.budget, caps, margin: ask.margin, minimum, tools: ask.tools ?? [], maxLossShare: ask.maxLossShare });
}

/**
 * What the army at home makes of each target, for the account's map (runtime/map-watch.ts): beatable, too
 * strong (and what it would take), or lost to; targets it cannot size are left unjudged.
 */
export function judge(targets: readonly MapTarget[], ask: Omit<SizedAsk, 'lostTo'> & { lostTo?: ReadonlySet<number> }): Judgement[] {
  return targets.flatMap((t): Judgement[] => {
    const at = { kingdomId: t.kingdomId, x: t.x, y: t.y };
    if (ask.lostTo?.has(targetKey(t))) return [{ ...at, verdict: 'lost' }];
    const sizing = sizeFor(t, ask);
    if (!sizing) return [];
    return [sizing.kind === 'attack' ? { ...at, verdict: 'beatable' } : { ...at, verdict: 'tooStrong', needed: sizing.needed }];
  });
}

/**
 * The attack tools at home that may go: what the castle's `AC` listed at `readAt`, less those other bots of
 * the account have booked since (send-attack.ts claims them with the soldiers), so a second attack does
 * not plan tools already on their way.
 */
export function toolsAt(
  ledger: Ledger,
  owner: string,
  castle: { id: number; details: { tools: readonly (readonly [number, number])[] } },
  readAt: Reading,
): Stack[] {
  return castle.details.tools.map(([id, n]): Stack => [id, ledger.available(owner, castle.id, `tool:${id}`, n, readAt)]).filter(([, n]) => n > 0);
}

/** The soldiers at home that may go: `free` of them, the largest stacks first (as the castle lists them). */
export function poolOf(soldiers: readonly (readonly [number, number])[], free: number): Stack[] {
  const pool: Stack[] = [];
  let left = free;
  for (const [id, n] of soldiers) {
    if (left <= 0) break;
    const take = Math.min(n, left);
    if (take > 0) pool.push([id, take]);
    left -= take;
  }
  return pool;
}
