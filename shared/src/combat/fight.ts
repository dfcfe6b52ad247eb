/**
 * A fight against a camp, flank by flank and then in the courtyard. The strengths are the client's (an
 * attacker's melee units strike the flank's melee defence and its ranged units the ranged defence,
 * EmpireCore combat/effects.py `soldier_stack_attack_value`, `melee_defense_value`; walls and gate raise
 * the defence by their protection). **How a fight ends is ours**: the game's server decides it and no
 * public source gives its formula. We take the square law (Lanchester's): the stronger side wins, and
 * the winner keeps √(1 − (weaker / stronger)²) of its units; the loser keeps none on that flank. The
 * survivors of every won flank, and the defenders still standing on lost ones, meet in the courtyard
 * with the keep's defenders, where no wall stands. The attack is won when the courtyard is.
 *
 * The local game server (simulator/map/combat.ts) decides fights with this, and bots size their attacks by
 * the same strengths with a margin on top (attack-sizing.ts), so a margin of 1 is exact here and the
 * margin the player sets covers what the live game may decide otherwise.
 */
import { FLANKS, soldierStats, type CampDefence, type Flank, type FlankDefence, type Stack } from './camp-defence';

export type Army = Record<Flank | 'yard', Stack[]>;

export type Strength = { melee: number; range: number };

/** An army's attack on a flank (no attacker bonuses: our players have no commanders' effects or tools). */
export function attackStrength(stacks: readonly Stack[]): Strength {
  let melee = 0,
    range = 0;
  for (const [id, count] of stacks) {
    const s = soldierStats(id);
    if (!s || count <= 0) continue;
    if (s.role === 'melee') melee += s.meleeAttack * count;
    else range += s.rangeAttack * count;
  }
  return { melee, range };
}

/** The defence an attack of this make-up meets on a flank, its fortification applied unless `open`. */
export function defenceMet(attack: Strength, defence: FlankDefence, open = false): number {
  const total = attack.melee + attack.range;
  const raw =
    total > 0 ? (defence.meleeDefence * attack.melee + defence.rangeDefence * attack.range) / total : Math.max(defence.meleeDefence, defence.rangeDefence);
  return raw * (open ? 1 : 1 + Math.max(0, defence.fortification));
}

/** The share the winner of a fight keeps, by the square law (ours: see above). */
export function keptShare(winner: number, loser: number): number {
  if (winner <= 0) return 0;
  if (loser <= 0) return 1;
  const r = Math.min(1, loser / winner);
  return Math.sqrt(1 - r * r);
}

export type FightResult = {
  won: boolean;
  /** Attackers coming home, per unit id. */
  survivors: Stack[];
  sent: number;
  lost: number;
};

const count = (stacks: readonly Stack[]) => stacks.reduce((n, [, c]) => n + Math.max(0, c), 0);
const scale = (stacks: readonly Stack[], share: number): Stack[] => stacks.map(([id, c]) => [id, Math.floor(c * share + 1e-9)] as const);

/** Defenders of a flank as an army of their own (their defence, unfortified), for the courtyard. */
function standing(defence: FlankDefence, share: number): FlankDefence {
  return { stacks: scale(defence.stacks, share), meleeDefence: defence.meleeDefence * share, rangeDefence: defence.rangeDefence * share, fortification: 0 };
}

/** The fight as described above: deterministic, so a bot's estimate and the server's verdict agree. */
export function fightCamp(army: Army, camp: CampDefence): FightResult {
  const sent = FLANKS.reduce((n, f) => n + count(army[f]), count(army.yard));
  const yard: Stack[] = [...army.yard];
  const keep: FlankDefence[] = [camp.keep];
  for (const f of FLANKS) {
    const attack = attackStrength(army[f]);
    const a = attack.melee + attack.range;
    const d = defenceMet(attack, camp.flanks[f]);
    if (count(army[f]) === 0) {
      // An empty flank is not fought: its defenders go to the courtyard.
      if (d > 0) keep.push(standing(camp.flanks[f], 1));
      continue;
    }
    if (a > d) yard.push(...scale(army[f], keptShare(a, d)));
    else keep.push(standing(camp.flanks[f], keptShare(d, a)));
  }
  const attack = attackStrength(yard);
  const a = attack.melee + attack.range;
  const d = keep.reduce((sum, k) => sum + defenceMet(attack, k, true), 0);
  const won = a > 0 && a > d;
  const survivors = won ? scale(yard, keptShare(a, d)).filter(([, c]) => c > 0) : [];
  return { won, survivors, sent, lost: sent - count(survivors) };
}
