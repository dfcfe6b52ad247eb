/**
 * An attack sized as a player sizes one on the web client's attack screen: the soldiers the bot may send
 * (the template's "soldiers per attack") and the tools in stock go through the client's own wave auto-fill
 * (auto-fill.ts, EmpireCore's port of it), and the attack goes when the forecast of the waves so filled
 * (forecast.ts, the fight the simulator decides by) wins against the camp made `margin` times as strong.
 * An attack it does not expect to win with the margin is not planned: the answer says how many soldiers
 * of the same kinds it would take, or that the waves the player's level unlocks cannot hold enough.
 * With a loss cap (`maxLossShare`, the template's "Most soldiers lost per attack (%)"), a win whose forecast
 * loses more than that share of the soldiers sent is not planned either (`costly` says what it would lose):
 * a player keeping an army passes a costly camp over for a cheaper one, and the soldiers it would take are
 * those that win within the cap too.
 *
 * **Ours**: the client fills from everything at home; a bot sends at most its budget, so it first limits
 * the pool to that many soldiers, the strongest attackers first (by the attack the auto-fill scores a unit
 * on; ties to the lower wod id), and lets the client's fill place them. The whole budget goes when it
 * wins: more soldiers on a flank lose fewer of themselves (fight.ts) and carry more loot home.
 */
import { campFillContext, fillUpTo, type AttackWave } from './auto-fill';
import { hardened, soldierStats, type CampDefence, type Stack } from './camp-defence';
import type { FillOptions } from './fill-options';
import { armyOf, fightAttack, toolsOf, type Army, type FightAttack } from './fight';
import { inventoryOf } from './inventory';
import { waveCapacity } from './wave-capacity';
import { UNIT } from '../game-wire/ids';

export type SizingAsk = {
  camp: CampDefence;
  /** Soldiers at home that may go, by unit id. */
  pool: readonly Stack[];
  /** The most soldiers the attack may carry (the template's "soldiers per attack"). */
  budget: number;
  /** How many waves go (the attacker's level: wave-capacity.ts `waveCount`); the flanks' sizes follow the camp's level. */
  caps: { front: number; flank: number; waves: number };
  /** The defence is beaten by this factor at least (1.2: a fifth to spare). */
  margin: number;
  /** The fewest units an attack must carry (the client's `min_soldiers`). */
  minimum: number;
  /** Attack tools in stock, by tool id; none when not given. */
  tools?: readonly Stack[];
  /** Which tools the fill may use (fill-options.ts: event tools only when the player allows them). */
  options?: Partial<FillOptions>;
  /** The most of the soldiers sent the forecast may lose (0.1: a tenth); none when not given. */
  maxLossShare?: number;
};

export type Sizing =
  | {
      kind: 'attack';
      /** The soldiers per flank, the waves added up, and how many go. */
      army: Army;
      sent: number;
      expectedLost: number;
      /** The waves as filled, tools in their slots: what `cra` sends, and what was forecast. */
      waves: AttackWave[];
      /** The tools the waves carry, out of stock. */
      tools: Stack[];
    }
  /**
   * `needed`: the soldiers it would take (null: more than the waves hold, whatever the army at home); `costly`: the attack
   * with the soldiers there are wins with the margin, but its forecast loses `lost` of the `sent`, more than the loss cap.
   */
  | { kind: 'too-strong'; needed: number | null; costly?: { lost: number; sent: number } };

const total = (stacks: readonly Stack[]) => stacks.reduce((n, [, c]) => n + Math.max(0, c), 0);

/** The attack the auto-fill scores a unit on (effects.py `soldier_stack_attack_value` per unit, no commander). */
const attackOf = (id: number) => {
  const s = soldierStats(id);
  return s?.autoFill ? (s.role === 'melee' ? s.meleeAttack : s.rangeAttack) : 0;
};

/** At most `n` soldiers of `pool`, the strongest attackers first (ours: see above); the tools are not soldiers and stay out. */
export function limitSoldiers(pool: readonly Stack[], n: number): Stack[] {
  const out: Stack[] = [];
  let left = Math.max(0, Math.floor(n));
  const ranked = [...pool].filter(([id, c]) => c > 0 && attackOf(id) > 0).sort((a, b) => attackOf(b[0]) - attackOf(a[0]) || a[0] - b[0]);
  for (const [id, c] of ranked) {
    if (left <= 0) break;
    const take = Math.min(c, left);
    out.push([id, take]);
    left -= take;
  }
  return out;
}

/** The client's fill of these soldiers and the tools in stock: `caps.waves` waves, each flank sized by the camp's level. */
function filled(ask: SizingAsk, soldiers: readonly Stack[]): FightAttack {
  const pool = inventoryOf([...soldiers, ...(ask.tools ?? [])]);
  return { waves: fillUpTo(pool, waveCapacity(ask.camp.level), ask.caps.waves, campFillContext(ask.camp, ask.options)), yard: [] };
}

/**
 * Whether `n` soldiers of `pool` win with the margin (`beats`) and within the loss cap (`wins`), the attack they make,
 * and what its forecast (the fight on the camp as it is) loses.
 */
function trial(ask: SizingAsk, pool: readonly Stack[], n: number) {
  const attack = filled(ask, limitSoldiers(pool, n));
  const army = armyOf(attack);
  const sent = total(army.L) + total(army.M) + total(army.R);
  const beats = sent > 0 && sent >= ask.minimum && fightAttack(attack, hardened(ask.camp, ask.margin)).won;
  const lost = beats ? fightAttack(attack, ask.camp).lost : 0;
  // A hair over the product, so a cap of 29 % lets 29 of 100 go (0.29 * 100 is 28.999… in floating point).
  const wins = beats && lost <= (ask.maxLossShare ?? 1) * sent + 1e-9;
  return { attack, army, sent, beats, wins, lost };
}

export function sizeAttack(ask: SizingAsk): Sizing {
  const home = total(limitSoldiers(ask.pool, Number.POSITIVE_INFINITY));
  const tried = trial(ask, ask.pool, Math.min(ask.budget, home));
  if (tried.wins) {
    return { kind: 'attack', army: tried.army, sent: tried.sent, expectedLost: tried.lost, waves: tried.attack.waves, tools: toolsOf(tried.attack) };
  }
  const costly = tried.beats ? { costly: { lost: tried.lost, sent: tried.sent } } : {};
  return { kind: 'too-strong', needed: neededSoldiers(ask), ...costly };
}

/**
 * The fewest soldiers of the kinds at home (spearmen when none are) that win with the margin and within the
 * loss cap, with the same tools; null when even waves full to the brim do not. A binary search over the count
 * (more soldiers on a flank lose fewer of themselves: fight.ts): each step is checked by a fill and a
 * forecast, and the answer is one that was seen to win.
 */
function neededSoldiers(ask: SizingAsk): number | null {
  const kinds = limitSoldiers(ask.pool, Number.POSITIVE_INFINITY).map(([id]) => id);
  const plenty: Stack[] = (kinds.length ? kinds : [UNIT.SPEARMAN]).map((id) => [id, 1_000_000]);
  const capacity = waveCapacity(ask.camp.level);
  let high = ask.caps.waves * (capacity.soldiers.L + capacity.soldiers.M + capacity.soldiers.R);
  if (!trial(ask, plenty, high).wins) return null;
  let low = 1;
  while (low < high) {
    const mid = Math.floor((low + high) / 2);
    if (trial(ask, plenty, mid).wins) high = mid;
    else low = mid + 1;
  }
  return high;
}
