/**
 * The tool half of the client's wave auto-fill, ported from EmpireCore combat/tools.py (0.59.0), the client's
 * `AFillFlankStrategy.fillFlankWithTools` and `checkFlank` with its five `AReduceDefenseBonusStrategy`s:
 * each free tool slot asks the last strategy of the pool (wall first, then gate, melee, range, moat) for the
 * tool that cancels what is left of the defender's bonus with the fewest tools, else the one that cancels
 * the most in what fits; a strategy with nothing to offer, or whose tool does not fit the slot, retires.
 * A wave's tools of one type share one per-wave budget across its three flanks, and a flank that ends with
 * no soldiers gives its tools back. EmpireCore's one divergence from the client is kept (tools.py:376-382):
 * only what is placed is taken out of stock.
 */
import { ATTACK_TOOLS, type AttackToolStats } from '../game-data/attack-tools';
import type { Stack } from './camp-defence';
import { hasMeleeDefenders, hasRangeDefenders, withTool, type AttackerEffects, type DefenderParts } from './effects';
import { byWodId, deduct, type Inventory } from './inventory';

/** Where the attack goes (tools.py:32-63, `TargetContext`): a robber baron camp is an NPC's, area type 2, in its kingdom. */
export type TargetContext = { areaType: number | null; spaceId: number | null; isPlayer: boolean };

/** Tools of one type placed in the wave so far (`getSumOfToolsByTool` over the wave's three containers). */
export type UsedPerType = Map<string, number>;

type Strategy = {
  name: 'moat' | 'range' | 'melee' | 'gate' | 'wall';
  toolBonus: (t: AttackToolStats) => number;
  defenderBonus: (a: AttackerEffects, d: DefenderParts) => number;
  requires?: (d: DefenderParts) => boolean;
};

/** A tool column as the client parses it: per cent times 0.01 (EmpireCore gamedata/models.py `ToolStats` properties). */
const share = (percent: number) => percent * 0.01;

/** The client's five, in pool order; the fill pops from the end, so wall goes first and moat last (tools.py:296-333). */
export function defaultToolStrategies(): Strategy[] {
  return [
    { name: 'moat', toolBonus: (t) => share(t.moat), defenderBonus: (a, d) => d.moat - a.moatReduction },
    { name: 'range', toolBonus: (t) => share(t.defRange), defenderBonus: (a, d) => d.rangeBonus - a.defenderRangeReduction, requires: hasRangeDefenders },
    { name: 'melee', toolBonus: (t) => share(t.defMelee), defenderBonus: (a, d) => d.meleeBonus - a.defenderMeleeReduction, requires: hasMeleeDefenders },
    { name: 'gate', toolBonus: (t) => share(t.gate), defenderBonus: (a, d) => d.gate - a.gateReduction },
    { name: 'wall', toolBonus: (t) => share(t.wall), defenderBonus: (a, d) => d.wall - a.wallReduction },
  ];
}

/** Whether a tool may be carried against the target at all (tools.py:225-253, `AttackHelper.canUseToolForAttackOnTarget`). */
export function canUseToolOnTarget(tool: AttackToolStats, target: TargetContext): boolean {
  // No alien invasion camps or raid bosses in our world; a tool's effects are not in our tables (effects.ts).
  if (!(tool.npc || target.isPlayer)) return false;
  if (tool.allowed.length === 0) return true;
  return tool.allowed.some(
    ([space, area]) =>
      space !== null &&
      area !== null &&
      (target.spaceId === null || space === target.spaceId || space === -1) &&
      (target.areaType === null || area === target.areaType || area === -1),
  );
}

/** How many more of this tool the wave may take (tools.py:210-222). */
function perWaveAllowance(tool: AttackToolStats, used: UsedPerType, free: number): number {
  return tool.perWave > 0 ? tool.perWave - (used.get(tool.type) ?? 0) : free;
}

type Pick = { wodId: number; tool: AttackToolStats; count: number };

/** One strategy's choice for a slot (tools.py:152-207, `pickToolByStrategy`), or null: it retires. */
function pickTool(s: Strategy, pool: Inventory, free: number, a: AttackerEffects, d: DefenderParts | undefined, target: TargetContext, used: UsedPerType) {
  if (!d || (s.requires && !s.requires(d))) return null;
  const remaining = s.defenderBonus(a, d);
  if (remaining <= 0) return null;
  let exact: Pick | null = null;
  let partial: Pick | null = null;
  let partialValue = 0;
  for (const [wodId, available] of byWodId(pool)) {
    const tool = ATTACK_TOOLS[wodId];
    if (!tool || available <= 0 || !canUseToolOnTarget(tool, target)) continue;
    const bonus = s.toolBonus(tool);
    if (bonus <= 0) continue;
    const needed = Math.ceil(remaining / bonus);
    const placeable = Math.trunc(Math.min(available, free, perWaveAllowance(tool, used, free)));
    if (placeable <= 0) continue;
    if (needed <= placeable) {
      if (!exact || needed < exact.count) exact = { wodId, tool, count: needed };
    } else if (bonus * placeable > partialValue) {
      partial = { wodId, tool, count: placeable };
      partialValue = bonus * placeable;
    }
  }
  return exact ?? partial;
}

export type FlankToolSlots = { capacity: number; slots: number; slotType: number };

/**
 * One flank's tool slots (tools.py:336-437, `fillFlankWithTools`): the tools placed, merged by kind in the
 * order first placed, and the attacker's effects after them, which the soldier pass then scores against.
 */
export function fillFlankWithTools(
  room: FlankToolSlots,
  pool: Inventory,
  strategies: Strategy[],
  ctx: { attacker: AttackerEffects; defender: DefenderParts | undefined; target: TargetContext; used: UsedPerType },
): { placed: Stack[]; effects: AttackerEffects } {
  const left = [...strategies];
  const placed = new Map<number, number>();
  let effects = ctx.attacker;
  let free = room.capacity;
  for (let slot = 0; slot < Math.max(0, room.slots); slot++) {
    if (free <= 0 || left.length === 0) break;
    let chosen: Pick | null = null;
    while (left.length && !chosen) {
      const candidate = pickTool(left[left.length - 1]!, pool, free, effects, ctx.defender, ctx.target, ctx.used);
      if (candidate && candidate.tool.slotTypes.includes(room.slotType)) chosen = candidate;
      else left.pop();
    }
    if (!chosen) break;
    const taken = deduct(pool, chosen.wodId, Math.min(chosen.count, free));
    if (!taken) break;
    placed.set(chosen.wodId, (placed.get(chosen.wodId) ?? 0) + taken);
    ctx.used.set(chosen.tool.type, (ctx.used.get(chosen.tool.type) ?? 0) + taken);
    free -= taken;
    effects = withTool(effects, chosen.tool, taken);
  }
  return { placed: [...placed], effects };
}

/** A flank with no soldiers gives its tools back to the pool and the wave's budget (tools.py:440-485, `checkFlank`). */
export function checkFlank(tools: Stack[], units: readonly Stack[], pool: Inventory, used: UsedPerType): Stack[] {
  if (units.reduce((n, [, c]) => n + c, 0) > 0) return tools;
  for (const [wodId, count] of tools) {
    pool.set(wodId, (pool.get(wodId) ?? 0) + count);
    const type = ATTACK_TOOLS[wodId]?.type;
    if (type !== undefined && used.has(type)) used.set(type, Math.max(0, used.get(type)! - count));
  }
  return [];
}
