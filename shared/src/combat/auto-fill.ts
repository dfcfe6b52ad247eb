/**
 * The game client's wave auto-fill, ported from EmpireCore combat/solver.py (0.59.0), the client's
 * `AFillFlankStrategy.fillFlankWithSoldiers` and `StrongestDefenceCounterRatioConsideredFlankStrategy
 * .pickSoldierStack`: each flank takes its tools first (tool-fill.ts), then, slot by slot, the stack whose
 * attack best counters whichever of the defender's melee or ranged defence is the weaker share, as many
 * as fit; flanks in the client's order left, right, middle from one pool; waves front to back until one
 * comes out empty. Capacities are the client's (wave-capacity.ts). What differs from the client is
 * EmpireCore's and said there: ties go to the lower wod id, as the client's inventory order is unknown.
 */
import { FLANKS, soldierStats, type CampDefence, type Flank, type Stack } from './camp-defence';
import { NO_ATTACKER_EFFECTS, meleeDefenceValue, rangeDefenceValue, type AttackerEffects, type DefenderParts } from './effects';
import { DEFAULT_FILL_OPTIONS, allowsTool, type FillOptions } from './fill-options';
import { byWodId, deduct, filtered, inventoryOf, soldierCount, type Inventory } from './inventory';
import { checkFlank, defaultToolStrategies, fillFlankWithTools, type TargetContext, type UsedPerType } from './tool-fill';
import { TOOL_SLOT_TYPE, YARD_SLOTS, waveCapacity, waveCount, type WaveCapacity } from './wave-capacity';
import { ATTACK_TOOLS } from '../game-data/attack-tools';
import { AREA_TYPE } from '../game-wire/ids';

export type WaveFlank = { units: Stack[]; tools: Stack[] };
/** One wave as the client fills it: each flank's soldier stacks and tool stacks, in slot order. */
export type AttackWave = Record<Flank, WaveFlank>;

/** The client fills left, then right, then middle (solver.py:353-360): the flanks share one pool and one tool budget. */
export const FILL_ORDER: readonly Flank[] = ['L', 'R', 'M'];

/**
 * Chooses one stack for a flank slot and takes it out of the pool (solver.py:169-246, `pick_soldier_stack`):
 * the best melee stack against the best ranged one, each weighed by the share of the defence it does not
 * meet, the defence as the tools already placed dented it. Null when nothing eligible is left.
 */
export function pickSoldierStack(free: number, pool: Inventory, attacker: AttackerEffects, defender: DefenderParts | undefined): Stack | null {
  if (free <= 0) return null;
  // The client reads both with the ranged reduction alone (solver.py:207-208).
  const melee = defender ? meleeDefenceValue(defender, 0, attacker.defenderRangeReduction) : 0;
  const range = defender ? rangeDefenceValue(defender, attacker.defenderRangeReduction, 0) : 0;
  const total = melee + range;
  const meleeShare = total > 0 ? melee / total : 1;
  const rangeShare = total > 0 ? range / total : 1;
  let best = { melee: 0, meleeId: 0, range: 0, rangeId: 0 };
  for (const [id, available] of byWodId(pool)) {
    const s = soldierStats(id);
    if (!s?.autoFill) continue;
    // `getSoldierStackAttackValue` (effects.py:83-115): the unit's attack times its bonus, truncated, times what fits.
    const perUnit = Math.trunc(s.role === 'melee' ? s.meleeAttack * attacker.meleeBonus : s.rangeAttack * attacker.rangeBonus);
    const value = perUnit * Math.max(0, Math.min(free, available));
    if (s.role === 'melee' && value > best.melee) best = { ...best, melee: value, meleeId: id };
    else if (s.role === 'ranged' && value > best.range) best = { ...best, range: value, rangeId: id };
  }
  if (best.melee + best.range === 0) return null;
  const chosen =
    best.melee === 0 ? best.rangeId : best.range === 0 ? best.meleeId : best.melee * rangeShare >= best.range * meleeShare ? best.meleeId : best.rangeId;
  const taken = deduct(pool, chosen, free);
  return taken ? [chosen, taken] : null;
}

/** One flank's soldier slots (solver.py:249-298, `fill_flank_with_soldiers`): stops at the first slot it cannot fill. */
export function fillFlankWithSoldiers(
  capacity: number,
  slots: number,
  pool: Inventory,
  attacker: AttackerEffects,
  defender: DefenderParts | undefined,
): Stack[] {
  const placed: Stack[] = [];
  let free = capacity;
  for (let slot = 0; slot < Math.max(0, slots); slot++) {
    if (free <= 0 || soldierCount(pool) <= 0) break;
    const stack = pickSoldierStack(free, pool, attacker, defender);
    if (!stack) break;
    placed.push(stack);
    free -= stack[1];
  }
  return placed;
}

export type FillContext = {
  /** The defenders per flank, as the attack dialog reads them (camp-defence.ts). */
  defence: Partial<Record<Flank, DefenderParts>>;
  target: TargetContext;
  options: FillOptions;
  /** The commander's effects on every flank (none in our world: effects.ts). */
  attacker: AttackerEffects;
};

/**
 * One wave, flank by flank in the client's order (solver.py:301-434, `fill_wave`): tools first, then the
 * soldiers scored against the dented defence, then `checkFlank`. The tools the options leave out are kept
 * out of the pool while the wave is filled and are back in it after.
 */
export function fillWave(pool: Inventory, capacity: WaveCapacity, ctx: FillContext): AttackWave {
  const wave: AttackWave = { L: { units: [], tools: [] }, M: { units: [], tools: [] }, R: { units: [], tools: [] } };
  const used: UsedPerType = new Map();
  const { part: usable, restore } = filtered(pool, (id) => {
    const tool = ATTACK_TOOLS[id];
    return !tool || allowsTool(ctx.options, tool);
  });
  for (const f of FILL_ORDER) {
    const defender = ctx.defence[f];
    // A fresh pool of strategies per flank (solver.py:380-387).
    const strategies = ctx.options.useTools ? defaultToolStrategies() : [];
    const room = { capacity: capacity.tools[f], slots: capacity.toolSlots[f], slotType: TOOL_SLOT_TYPE[f] };
    const tools = fillFlankWithTools(room, usable, strategies, { attacker: ctx.attacker, defender, target: ctx.target, used });
    const units = fillFlankWithSoldiers(capacity.soldiers[f], capacity.unitSlots[f], usable, tools.effects, defender);
    wave[f] = { units, tools: checkFlank(tools.placed, units, usable, used) };
  }
  restore();
  return wave;
}

/** The courtyard wave (solver.py:437-480, `fill_yard_wave`): soldiers only, on their raw values, against the keep. */
export function fillYardWave(pool: Inventory, capacity: number, keep: DefenderParts | undefined): Stack[] {
  return fillFlankWithSoldiers(capacity, YARD_SLOTS, pool, NO_ATTACKER_EFFECTS, keep);
}

export const waveUnits = (wave: AttackWave): number => FLANKS.reduce((n, f) => n + wave[f].units.reduce((m, [, c]) => m + c, 0), 0);

/**
 * Every wave the attack may carry (solver.py:483-571, `fill_waves`): flanks sized by the target's level,
 * as many waves as the attacker's level unlocks, stopping at the first wave that comes out empty.
 */
export function fillWaves(pool: Inventory, levels: { target: number; attacker: number }, ctx: FillContext): AttackWave[] {
  return fillUpTo(pool, waveCapacity(levels.target), waveCount(levels.attacker), ctx);
}

/** Up to `count` waves of this capacity, front to back, until one comes out empty (the loop of `fill_waves`). */
export function fillUpTo(pool: Inventory, capacity: WaveCapacity, count: number, ctx: FillContext): AttackWave[] {
  const waves: AttackWave[] = [];
  for (let i = 0; i < count; i++) {
    const wave = fillWave(pool, capacity, ctx);
    if (waveUnits(wave) === 0) break;
    waves.push(wave);
  }
  return waves;
}

/** What the client knows of a robber baron camp when it fills: its defenders per flank, an NPC's camp (area type 2) in its kingdom. */
export function campFillContext(camp: CampDefence, options: Partial<FillOptions> = {}, attacker: AttackerEffects = NO_ATTACKER_EFFECTS): FillContext {
  return {
    defence: { L: camp.flanks.L.parts, M: camp.flanks.M.parts, R: camp.flanks.R.parts },
    target: { areaType: AREA_TYPE.DUNGEON, spaceId: camp.kingdomId, isPlayer: false },
    options: { ...DEFAULT_FILL_OPTIONS, ...options },
    attacker,
  };
}

/** Fills an attack on a camp from these soldiers and tools: the waves and what is left at home. */
export function fillCampAttack(stacks: Iterable<Stack>, camp: CampDefence, levels: { target: number; attacker: number }, options: Partial<FillOptions> = {}) {
  const pool = inventoryOf(stacks);
  const waves = fillWaves(pool, levels, campFillContext(camp, options));
  return { waves, left: pool };
}
