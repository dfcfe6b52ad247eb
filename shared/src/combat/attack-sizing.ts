/**
 * An attack sized from the target's defence, as a person sizes one on the web client's attack screen:
 * each defended flank gets the units that best counter it (the client's auto-fill choice, EmpireCore
 * combat/solver.py `pick_soldier_stack`: the best melee stack against the best ranged one, weighed by the
 * defence's weaker share) until it beats the flank's defence with the margin, within the waves' caps
 * (combat/capacity.py); then enough reach the courtyard to beat the keep; then the rest of the player's
 * "soldiers per attack" goes where it saves the most lives. An attack it does not expect to win with the
 * margin is not planned: the answer says how many soldiers it would take, or that the waves cannot hold
 * enough (fight.ts says how a fight is decided).
 */
import { FLANKS, hardened, soldierStats, type CampDefence, type Flank, type Stack } from './camp-defence';
import { attackStrength, defenceMet, fightCamp, type Army } from './fight';
import { UNIT } from '../game-wire/ids';

export type SizingAsk = {
  camp: CampDefence;
  /** Soldiers at home that may go, by unit id. */
  pool: readonly Stack[];
  /** The most soldiers the attack may carry (the template's "soldiers per attack"). */
  budget: number;
  /** Units one wave holds on the middle (front) and on each side flank, and how many waves go. */
  caps: { front: number; flank: number; waves: number };
  /** The defence is beaten by this factor at least (1.2: a fifth to spare). */
  margin: number;
  /** The fewest units an attack must carry (the client's `min_soldiers`). */
  minimum: number;
};

export type Sizing =
  | { kind: 'attack'; army: Army; sent: number; expectedLost: number }
  /** `needed`: the soldiers it would take (null: more than the waves hold, whatever the army at home). */
  | { kind: 'too-strong'; needed: number | null };

type Pool = Map<number, number>;

/** The unit the client's auto-fill would put on this flank next, or undefined when none is left. */
function pickUnit(pool: Pool, defence: CampDefence['keep']): number | undefined {
  const total = defence.meleeDefence + defence.rangeDefence;
  const meleeShare = total > 0 ? defence.meleeDefence / total : 1;
  const rangeShare = total > 0 ? defence.rangeDefence / total : 1;
  let best = { melee: 0, meleeId: -1, range: 0, rangeId: -1 };
  for (const [id, n] of [...pool].sort((a, b) => a[0] - b[0])) {
    const s = soldierStats(id);
    if (!s || n <= 0) continue;
    const value = (s.role === 'melee' ? s.meleeAttack : s.rangeAttack) * n;
    if (s.role === 'melee' && value > best.melee) best = { ...best, melee: value, meleeId: id };
    if (s.role === 'ranged' && value > best.range) best = { ...best, range: value, rangeId: id };
  }
  if (best.melee + best.range === 0) return undefined;
  if (best.melee === 0) return best.rangeId;
  if (best.range === 0) return best.meleeId;
  return best.melee * rangeShare >= best.range * meleeShare ? best.meleeId : best.rangeId;
}

const total = (stacks: readonly Stack[]) => stacks.reduce((n, [, c]) => n + c, 0);

export function sizeAttack(ask: SizingAsk): Sizing {
  const pool: Pool = new Map(ask.pool.filter(([, n]) => n > 0).map(([id, n]) => [id, n]));
  const plan = planWith(
    ask,
    pool,
    Math.min(
      ask.budget,
      [...pool.values()].reduce((a, b) => a + b, 0),
    ),
  );
  if (plan) return plan;
  // How many it would take: the same kinds of soldiers (spearmen when none are home), as many as the waves hold.
  const plenty: Pool = new Map([...(pool.size ? pool.keys() : [UNIT.SPEARMAN])].map((id) => [id, 1_000_000]));
  const unlimited = planWith(ask, plenty, Number.POSITIVE_INFINITY, false);
  return { kind: 'too-strong', needed: unlimited ? unlimited.sent : null };
}

/** The plan within `budget` soldiers from `pool`, or null when it cannot be won so. `spend`: the rest of the budget goes too. */
function planWith(ask: SizingAsk, pool: Pool, budget: number, spend = true): Extract<Sizing, { kind: 'attack' }> | null {
  const camp = hardened(ask.camp, ask.margin);
  const army: Record<Flank, Map<number, number>> = { L: new Map(), M: new Map(), R: new Map() };
  const cap = (f: Flank) => (f === 'M' ? ask.caps.front : ask.caps.flank) * ask.caps.waves;
  const placed = (f: Flank) => [...army[f].values()].reduce((a, b) => a + b, 0);
  let left = budget;
  const stacks = (f: Flank): Stack[] => [...army[f]].map(([id, n]) => [id, n] as const);
  const asArmy = (): Army => ({ L: stacks('L'), M: stacks('M'), R: stacks('R'), yard: [] });
  /** Up to `n` more units on flank `f`, of the auto-fill's choice; false when none can go there. */
  const add = (f: Flank, n = 1): boolean => {
    if (left <= 0 || placed(f) >= cap(f)) return false;
    const id = pickUnit(pool, ask.camp.flanks[f]);
    if (id === undefined) return false;
    const take = Math.min(n, left, cap(f) - placed(f), pool.get(id)!);
    pool.set(id, pool.get(id)! - take);
    army[f].set(id, (army[f].get(id) ?? 0) + take);
    left -= take;
    return take > 0;
  };
  const beats = (f: Flank) => {
    const a = attackStrength(stacks(f));
    return a.melee + a.range > defenceMet(a, camp.flanks[f]);
  };

  // Each defended flank until it is beaten with the margin.
  for (const f of FLANKS) {
    if (camp.flanks[f].meleeDefence + camp.flanks[f].rangeDefence <= 0) continue;
    while (!beats(f)) if (!add(f, stepFor(camp, f, stacks(f)))) return null;
  }
  // Then the courtyard (and the fewest units an attack carries): more where the fewest fall.
  const open = () => FLANKS.filter((f) => placed(f) < cap(f));
  const cheapest = () => open().sort((a, b) => lossRate(camp, a, stacks(a)) - lossRate(camp, b, stacks(b)))[0];
  while (!fightCamp(asArmy(), camp).won || FLANKS.reduce((n, f) => n + placed(f), 0) < ask.minimum) {
    const f = cheapest();
    if (!f || !add(f)) return null;
  }
  // The rest of the soldiers per attack: fewer fall, more loot is carried.
  while (spend && left > 0) {
    const f = cheapest();
    if (!f || !add(f, Math.max(1, Math.floor(left / 20)))) break;
  }
  const final = asArmy();
  const result = fightCamp(final, ask.camp);
  const sent = FLANKS.reduce((n, f) => n + total(final[f]), 0);
  return { kind: 'attack', army: final, sent, expectedLost: result.lost };
}

/** Units to add at once while a flank is short: most of the gap, so a large flank is not filled one by one. */
function stepFor(camp: CampDefence, f: Flank, stacks: Stack[]): number {
  const a = attackStrength(stacks);
  const gap = defenceMet(a.melee + a.range > 0 ? a : { melee: 1, range: 0 }, camp.flanks[f]) - (a.melee + a.range);
  return Math.max(1, Math.floor(gap / 60));
}

/** How many of this flank's units a further one would cost (0 where nothing defends it). */
function lossRate(camp: CampDefence, f: Flank, stacks: Stack[]): number {
  const a = attackStrength(stacks);
  const d = defenceMet(a.melee + a.range > 0 ? a : { melee: 1, range: 0 }, camp.flanks[f]);
  return d <= 0 ? 0 : d / Math.max(1, a.melee + a.range);
}
