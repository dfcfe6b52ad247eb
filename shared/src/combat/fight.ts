/**
 * A fight against a camp, flank by flank and then in the courtyard. The strengths are the client's (an
 * attacker's melee units strike the flank's melee defence and its ranged units the ranged defence,
 * EmpireCore combat/effects.py `soldier_stack_attack_value`, `melee_defense_value`; walls and gate raise
 * the defence by their protection). An attack's tools dent the defence its own wave meets on their flank,
 * as the client's effects do (effects.ts: a ladder takes its share off the wall, shields off the ranged
 * defenders' bonus), and a commander's effects would do the same on every flank (our commanders carry
 * none: docs/game.md). The camp's own commander (dungeons.json `lordID`) is not applied: EmpireCore
 * combat/defense.py:498-499 leaves it out, as nothing shows the server defends the camp with it.
 *
 * **How a fight ends is ours**: the game's server decides it and no public source gives its formula. We
 * take the square law (Lanchester's): the stronger side wins, and the winner keeps √(1 − (weaker /
 * stronger)²) of its units; the loser keeps none on that flank. A flank's defence is what each wave's
 * soldiers meet, weighed by their attack (with no tools, the flank's defence as if one wave); a bonus or a
 * wall dented below nothing counts as nothing. The survivors of every won flank, and the defenders still
 * standing on lost ones, meet in the courtyard with the keep's defenders, where no wall stands. The attack
 * is won when the courtyard is.
 *
 * The local game server (simulator/map/combat.ts) decides fights with this, and bots forecast and size their
 * attacks by the same function (forecast.ts, attack-sizing.ts) with a margin on top, so a margin of 1 is
 * exact here and the margin the player sets covers what the live game may decide otherwise.
 */
import { FLANKS, soldierStats, type CampDefence, type Flank, type FlankDefence, type Stack } from './camp-defence';
import { NO_ATTACKER_EFFECTS, withTool, type AttackerEffects } from './effects';
import type { AttackWave } from './auto-fill';
import { ATTACK_TOOLS } from '../game-data/attack-tools';

export type Army = Record<Flank | 'yard', Stack[]>;
/** Tools per flank, for an attack of one wave. */
export type AttackTools = Record<Flank, Stack[]>;
/**
 * An attack as it leaves: its waves (each flank's soldiers and tools, auto-fill.ts), its courtyard wave and
 * the commander's effects (none in our world).
 */
export type FightAttack = { waves: AttackWave[]; yard: Stack[]; commander?: AttackerEffects };

export type Strength = { melee: number; range: number };

/** An army's attack on a flank, the commander's multipliers applied (none: ×1). */
export function attackStrength(stacks: readonly Stack[], effects: AttackerEffects = NO_ATTACKER_EFFECTS): Strength {
  let melee = 0,
    range = 0;
  for (const [id, count] of stacks) {
    const s = soldierStats(id);
    if (!s || count <= 0) continue;
    if (s.role === 'melee') melee += s.meleeAttack * effects.meleeBonus * count;
    else range += s.rangeAttack * effects.rangeBonus * count;
  }
  return { melee, range };
}

/** The flank's defence against melee and ranged attackers and its walls, as the attacker's effects dent them (effects.ts). */
function dented(defence: FlankDefence, e: AttackerEffects): FlankDefence {
  const p = defence.parts;
  if (!p) return defence;
  const melee = Math.max(0, p.meleeBonus - e.defenderMeleeReduction);
  const range = Math.max(0, p.rangeBonus - e.defenderRangeReduction);
  const wall = Math.max(0, p.wall - e.wallReduction);
  const moat = Math.max(0, p.moat - e.moatReduction);
  const gate = Math.max(0, p.gate - e.gateReduction);
  return {
    stacks: defence.stacks,
    meleeDefence: p.meleeUnitsMelee * melee + p.rangeUnitsMelee * range,
    rangeDefence: p.rangeUnitsRange * range + p.meleeUnitsRange * melee,
    fortification: wall + moat + gate,
  };
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

/** Stacks of one id added together, in the order each id first comes. */
export function merged(stacks: Iterable<Stack>): Stack[] {
  const all = new Map<number, number>();
  for (const [id, n] of stacks) all.set(id, (all.get(id) ?? 0) + n);
  return [...all];
}

/** Defenders of a flank as an army of their own (their defence, unfortified), for the courtyard. */
function standing(defence: FlankDefence, share: number): FlankDefence {
  return { stacks: scale(defence.stacks, share), meleeDefence: defence.meleeDefence * share, rangeDefence: defence.rangeDefence * share, fortification: 0 };
}

/** An army of one wave, its tools on its flanks (none when not given). */
export function oneWave(army: Army, tools?: AttackTools): FightAttack {
  const flank = (f: Flank) => ({ units: army[f], tools: tools?.[f] ?? [] });
  return { waves: [{ L: flank('L'), M: flank('M'), R: flank('R') }], yard: army.yard };
}

/** The soldiers of an attack per flank, its waves added up. */
export function armyOf(attack: FightAttack): Army {
  const flank = (f: Flank) => merged(attack.waves.flatMap((w) => w[f].units));
  return { L: flank('L'), M: flank('M'), R: flank('R'), yard: [...attack.yard] };
}

/** Every tool an attack carries, its waves added up. */
export function toolsOf(attack: FightAttack): Stack[] {
  return merged(attack.waves.flatMap((w) => FLANKS.flatMap((f) => w[f].tools)));
}

/** The attacker's effects on one flank of one wave: the commander's, then each tool there (effects.ts `withTool`). */
function waveEffects(commander: AttackerEffects, tools: readonly Stack[]): AttackerEffects {
  return tools.reduce((e, [id, n]) => (ATTACK_TOOLS[id] ? withTool(e, ATTACK_TOOLS[id], n) : e), commander);
}

/** One flank's fight: the attack of all its waves against the defence each wave meets, weighed by its attack. */
function flankFight(attack: FightAttack, f: Flank, defence: FlankDefence): { attack: number; defence: number } {
  const commander = attack.commander ?? NO_ATTACKER_EFFECTS;
  const met: Array<{ attack: number; defence: number }> = [];
  for (const wave of attack.waves) {
    const s = attackStrength(wave[f].units, commander);
    if (s.melee + s.range > 0) met.push({ attack: s.melee + s.range, defence: defenceMet(s, dented(defence, waveEffects(commander, wave[f].tools))) });
  }
  // One wave meets the defence as it is (no rounding through the weighing).
  if (met.length <= 1) return met[0] ?? { attack: 0, defence: 0 };
  const a = met.reduce((n, m) => n + m.attack, 0);
  return { attack: a, defence: met.reduce((n, m) => n + m.attack * m.defence, 0) / a };
}

/** The fight as described above: deterministic, so a bot's forecast and the server's verdict agree. */
export function fightAttack(attack: FightAttack, camp: CampDefence): FightResult {
  const army = armyOf(attack);
  const sent = FLANKS.reduce((n, f) => n + count(army[f]), count(army.yard));
  const yard: Stack[] = [...army.yard];
  const keep: FlankDefence[] = [camp.keep];
  for (const f of FLANKS) {
    if (count(army[f]) === 0) {
      // An empty flank is not fought: its defenders go to the courtyard.
      if (defenceMet({ melee: 0, range: 0 }, camp.flanks[f]) > 0) keep.push(standing(camp.flanks[f], 1));
      continue;
    }
    const { attack: a, defence: d } = flankFight(attack, f, camp.flanks[f]);
    if (a > d) yard.push(...scale(army[f], keptShare(a, d)));
    else keep.push(standing(camp.flanks[f], keptShare(d, a)));
  }
  const strength = attackStrength(yard, attack.commander);
  const a = strength.melee + strength.range;
  const d = keep.reduce((sum, k) => sum + defenceMet(strength, k, true), 0);
  const won = a > 0 && a > d;
  const survivors = won ? scale(yard, keptShare(a, d)).filter(([, c]) => c > 0) : [];
  return { won, survivors, sent, lost: sent - count(survivors) };
}

/** An army of one wave without tools or commander: the fight above (the form callers used before tools). */
export function fightCamp(army: Army, camp: CampDefence): FightResult {
  return fightAttack(oneWave(army), camp);
}
