/**
 * What a bot that cannot go on tells the player to change. Each candidate change of its settings is tried
 * against the very choice the attack loop makes (the same `pickSized` over the targets in its levels, with
 * the soldiers it would then have; for targets no table describes, the same loss memory), and only a change
 * that lets the next attack go is offered: Coins for upkeep (%) raised (the spearmen the losses took, as far as the food keeps), Soldiers
 * per attack, Soldiers to keep at home (a castle whose soldiers are all kept home is a stall like any other),
 * Most soldiers lost per attack (%) (when a camp is beaten but would cost more than it allows), the baron levels,
 * Soldiers to bring from the main castle. When none would, it says what it takes instead.
 * Each advice names the setting by its label in the bot's settings (shared/src/templates).
 */
import type { MapTarget } from '@shared/game-wire/live-map';
import { UNIT } from '@shared/game-wire/ids';
import type { LineMessage, LineParam } from '@shared/console';
import { said, type Said } from '@shared/i18n/said';
import { attackLines } from '@shared/bot-lines/attacks.messages';
import { lossCapThatGoes, pickSized, poolOf, type SizedAsk, type SizedPick } from './sized-targets';
import { unitUpkeep } from '@shared/game-data/upkeep';

type Stacks = readonly (readonly [number, number])[];

/** What a sized attack (robber barons) is chosen from, and with. */
export type SizedScene = {
  /** The plan's targets on the map that no army is at or booked for, at any level, nearest first. */
  targets: readonly MapTarget[];
  minLevel: number;
  maxLevel: number;
  /** Soldiers per attack. */
  troops: number;
  /** The castle's soldiers at home by unit, as it lists them, and how many of them may go. */
  soldiers: Stacks;
  free: number;
  playerLevel: number;
  margin: number;
  /** The most of the soldiers sent an attack's forecast may lose (sized-targets.ts lossCapOf); none when not given. */
  maxLossShare?: number;
  lostTo: ReadonlySet<number>;
  kept: Kept;
};

/**
 * This bot's Soldiers to keep at home (`setting`; `inCamp`: labelled "in the camp", a Berimond camp's bot), and
 * `unkept`: the soldiers at home that could go were none kept by it (those booked by other bots of the account
 * are not among them). A lower setting frees the soldiers between it and `unkept`.
 */
export type Kept = { setting: number; unkept: number; inCamp: boolean };

/** Soldiers that could come: from the main castle (its spare soldiers, by unit), for plans with that setting. */
export type MainCastle = { bringSetting: number; spare: number; soldiers: Stacks };

export const inLevels = (targets: readonly MapTarget[], min: number, max: number) =>
  targets.filter((t) => t.level === null || (t.level >= min && t.level <= max));

export function askOf(scene: SizedScene): SizedAsk {
  return {
    pool: poolOf(scene.soldiers, scene.free),
    budget: Math.min(scene.troops, scene.free),
    playerLevel: scene.playerLevel,
    margin: scene.margin,
    lostTo: scene.lostTo,
    ...(scene.maxLossShare !== undefined && { maxLossShare: scene.maxLossShare }),
  };
}

/** What the loop would attack in this scene, ready or not (a camp cooling down is an attack to wait for). */
export function sizedChoice(scene: SizedScene): SizedPick {
  return pickSized(inLevels(scene.targets, scene.minLevel, scene.maxLevel), askOf(scene));
}

const goes = (scene: SizedScene) => sizedChoice(scene).kind === 'attack';

/** The scene with `n` more soldiers at home, of the units of `kinds` (largest first), spearmen by default. */
export function withSoldiers(scene: SizedScene, n: number, kinds: Stacks = [[UNIT.SPEARMAN, n]]): SizedScene {
  const added = soldiersWith(scene.soldiers, n, kinds);
  return { ...scene, soldiers: added.soldiers, free: scene.free + added.brought };
}

/**
 * A castle's soldiers by unit with up to `n` more of the units of `kinds` (largest first), and how many came:
 * what an advice tries (the attack loop's here, the Strategy Planner's in planner/stall-advice.ts).
 */
export function soldiersWith(soldiers: Stacks, n: number, kinds: Stacks = [[UNIT.SPEARMAN, n]]): { soldiers: [number, number][]; brought: number } {
  const added = new Map<number, number>();
  let left = n;
  for (const [id, count] of kinds) {
    const take = Math.min(count, left);
    if (take > 0) added.set(id, (added.get(id) ?? 0) + take);
    left -= take;
  }
  // Soldiers that come stand first: the loop sends the soldiers that may go in the castle's order.
  const rest = soldiers.filter(([id]) => !added.has(id)).map(([id, count]): [number, number] => [id, count]);
  const merged = [...added].map(([id, count]): [number, number] => [id, count + (soldiers.find(([s]) => s === id)?.[1] ?? 0)]);
  return { soldiers: [...merged, ...rest], brought: n - Math.max(0, left) };
}

/**
 * What the army's last upkeep round left undone (upkeep.ts): the army it keeps up, the soldiers lost it did not recruit, the spearmen
 * the castle's food keeps beyond this round's, the share of the coins it spent from, the coins, its budget and what it spent.
 */
export type UpkeepLeft = { wanted: number; missing: number; foodRoom: number; share: number; coins: number; budget: number; spent: number };

const SPEARMAN_COINS = unitUpkeep(UNIT.SPEARMAN)!.coins;

/** The fewest of 1…`most` more spearmen at home that let the next attack go, or null (halved, as more never lets fewer attacks go). */
function fewestRecruits(scene: SizedScene, most: number): number | null {
  if (most <= 0 || !goes(withSoldiers(scene, most))) return null;
  let stuck = 0;
  let going = most;
  while (going - stuck > 1) {
    const mid = Math.floor((stuck + going) / 2);
    if (goes(withSoldiers(scene, mid))) going = mid;
    else stuck = mid;
  }
  return going;
}

/**
 * The upkeep changes that let the next attack go, as far as the castle's food keeps spearmen: soldiers lost and not recruited for want
 * of coins are paid for by a larger Coins for upkeep (%); an army at what upkeep keeps up grows by a larger Army to keep up (with the
 * share that pays for it, when this one does not). Each recruits the fewest spearmen that let the attack go, up to a full attack.
 */
function upkeepAdvices(scene: SizedScene, left: UpkeepLeft | null): Said[] {
  if (!left || left.coins <= 0) return [];
  const room = Math.min(scene.troops - scene.free, left.foodRoom + left.missing);
  const recruits = fewestRecruits(scene, left.missing > 0 ? Math.min(room, left.missing) : room);
  if (recruits === null) return [];
  // The next round's budget is its share of the coins this one left.
  const percent = Math.ceil((recruits * SPEARMAN_COINS * 100) / Math.max(1, left.coins - left.spent));
  const share = Math.round(left.share * 100);
  const raiseShare = percent > share && percent <= 100 ? said(attackLines, 'adviceRaiseUpkeep', { percent }) : null;
  if (left.missing > 0) return raiseShare ? [raiseShare] : [];
  if (percent > 100) return [];
  const raiseArmy = said(attackLines, 'adviceRaiseArmy', { soldiers: String(left.wanted + recruits) });
  return [raiseShare ? said(attackLines, 'adviceAnd', { first: raiseArmy.message, rest: raiseShare.message }) : raiseArmy];
}

/** Several advices, each alone enough, as one part of the line; `fallback` when there are none (made only then: it may cost). */
export function adviceOf(advices: readonly Said[], fallback: Said | (() => Said)): LineMessage {
  const parts = advices.map((a) => a.message);
  if (parts.length === 0) return (typeof fallback === 'function' ? fallback() : fallback).message;
  return parts.slice(0, -1).reduceRight((rest, first) => said(attackLines, 'adviceOr', { first, rest }).message, parts.at(-1)!);
}

/** The smallest Soldiers per attack (above the setting, within the soldiers that may go) that lets an attack go. */
function troopsThatGo(scene: SizedScene, fewest: number | null): number | null {
  if (scene.troops >= scene.free) return null;
  for (const n of [fewest, scene.free]) if (n !== null && n > scene.troops && n <= scene.free && goes({ ...scene, troops: n })) return n;
  return null;
}

/** The narrowest widening of the levels that lets an attack go: the level of the nearest-level target that would do. */
function levelsThatGo(scene: SizedScene): { min: number } | { max: number } | null {
  const outside = scene.targets
    .filter((t) => t.level !== null && (t.level < scene.minLevel || t.level > scene.maxLevel))
    .map((t) => t.level!)
    .sort((a, b) => Math.max(scene.minLevel - a, a - scene.maxLevel) - Math.max(scene.minLevel - b, b - scene.maxLevel));
  for (const level of new Set(outside)) {
    const widened = { ...scene, minLevel: Math.min(scene.minLevel, level), maxLevel: Math.max(scene.maxLevel, level) };
    if (goes(widened)) return level < scene.minLevel ? { min: level } : { max: level };
  }
  return null;
}

/**
 * The advice of a sized attack that cannot go (`fewest`: the fewest soldiers any target in the levels
 * takes, null when the waves cannot hold them): each change that would let the next attack go.
 */
export function sizedAdvice(scene: SizedScene, o: { upkeep: UpkeepLeft | null; main: MainCastle | null; target: LineParam }): LineMessage {
  const choice = sizedChoice(scene);
  const fewest = choice.kind === 'too-strong' ? choice.fewest : null;
  const advices: Said[] = [];
  advices.push(...upkeepAdvices(scene, o.upkeep));
  const troops = troopsThatGo(scene, fewest);
  if (troops !== null) advices.push(said(attackLines, 'adviceRaiseTroops', { soldiers: String(troops) }));
  const keep = keepThatGoes(scene.kept, (free) => goes({ ...scene, free }));
  if (keep !== null) advices.push(keepAdvice(scene.kept, keep));
  const cap = scene.maxLossShare === undefined ? null : lossCapThatGoes(inLevels(scene.targets, scene.minLevel, scene.maxLevel), askOf(scene));
  if (cap !== null) advices.push(said(attackLines, 'adviceRaiseLossCap', { percent: cap }));
  const levels = levelsThatGo(scene);
  if (levels && 'min' in levels) advices.push(said(attackLines, 'adviceLowestLevel', { level: String(levels.min) }));
  if (levels && 'max' in levels) advices.push(said(attackLines, 'adviceHighestLevel', { level: String(levels.max) }));
  const bring = o.main && bringThatGoes(o.main, scene.troops - scene.free, (n) => goes(withSoldiers(scene, n, o.main!.soldiers)));
  if (bring) advices.push(said(attackLines, 'adviceBring', { soldiers: String(bring) }));
  const fallback =
    fewest !== null
      ? said(attackLines, 'adviceNeedSoldiers', { count: fewest + scene.kept.setting })
      : said(attackLines, 'adviceBeyondWaves', { target: o.target });
  return adviceOf(advices, fallback);
}

/**
 * The most Soldiers to keep at home below the setting whose freed soldiers let the next attack go (`lets`, given the
 * soldiers that may then go), or null when even none kept would not. Halved until the keep that lets it go meets the one that does not.
 */
export function keepThatGoes(kept: Kept, lets: (free: number) => boolean): number | null {
  if (kept.setting <= 0 || !lets(kept.unkept)) return null;
  let going = 0;
  let stuck = kept.setting;
  while (stuck - going > 1) {
    const mid = Math.floor((going + stuck) / 2);
    if (lets(Math.max(0, kept.unkept - mid))) going = mid;
    else stuck = mid;
  }
  return going;
}

const keepAdvice = (kept: Kept, keep: number) => said(attackLines, kept.inCamp ? 'adviceLowerKeepInCamp' : 'adviceLowerKeep', { soldiers: String(keep) });

/** Soldiers to bring (more than the setting brings, within the main castle's spare) that let an attack go, or null. */
function bringThatGoes(main: MainCastle, missing: number, lets: (n: number) => boolean): number | null {
  if (missing <= 0 || missing <= main.bringSetting || missing > main.spare) return null;
  return lets(missing) ? missing : null;
}

/** What an attack on targets no table describes is chosen from: the targets in range, and the loss memory's verdict. */
export type PlainScene = {
  targets: readonly MapTarget[];
  troops: number;
  free: number;
  kept: Kept;
  /** Whether an attack of `soldiers` at the target would repeat a loss (loss-memory.ts). */
  shuns(target: MapTarget, soldiers: number): boolean;
};

/** The targets the loop may attack with `soldiers` (none that would repeat a loss). */
export const openTargets = (scene: PlainScene, soldiers: number) => scene.targets.filter((t) => !scene.shuns(t, soldiers));

/** The advice when fewer than Soldiers per attack are at home and none are coming. */
export function shortAdvice(scene: PlainScene, main: MainCastle | null): LineMessage {
  const advices: Said[] = [];
  if (scene.free > 0 && openTargets(scene, scene.free).length > 0) advices.push(said(attackLines, 'adviceLowerTroops', { soldiers: String(scene.free) }));
  const keep = keepThatGoes(scene.kept, (free) => free >= scene.troops && openTargets(scene, scene.troops).length > 0);
  if (keep !== null) advices.push(keepAdvice(scene.kept, keep));
  const bring = main && bringThatGoes(main, scene.troops - scene.free, () => openTargets(scene, scene.troops).length > 0);
  if (bring) advices.push(said(attackLines, 'adviceBring', { soldiers: String(bring) }));
  return adviceOf(advices, said(attackLines, 'adviceNeedSoldiers', { count: scene.troops + scene.kept.setting }));
}

/** The advice when every target in range would repeat a loss with Soldiers per attack (`mostLost`: the most an attack lost with). */
export function lossAdvice(scene: PlainScene, mostLost: number): LineMessage {
  const more = Math.max(mostLost, scene.troops) + 1;
  if (more <= scene.free && openTargets(scene, more).length > 0) return said(attackLines, 'adviceRaiseAbove', { soldiers: String(more - 1) }).message;
  return said(attackLines, 'adviceNeedSoldiers', { count: more }).message;
}
