/**
 * What a `cra` carries, read against the castle's stock: each wave's `L`, `M` and `R` flank holds unit
 * slots `U` and tool slots `T` (`[wodId, amount]`, `[-1, 0]` empty), and `RW` is the courtyard wave
 * (EmpireCore attack/models/send.py `CreateAttackRequest`, army/models/units.py `AttackWave`). The army is
 * kept by flank and unit id, added up over the waves, and the tools by flank (camp-fights.ts fights with
 * both).
 *
 * Refusals: units or tools the castle does not hold (or not as many) are refused with 88 TOO_MUCH_UNITS,
 * as the simulator refused units before; EmpireCore's code table (enums/errors.py) also names 101
 * MISSING_UNITS, and no public source says which of the two the live server answers for a tool short of
 * stock (ours: 88 for both). A negative amount is 10 INVALID_PARAMETER_VALUE.
 */
import { FLANKS, type Flank } from '@shared/combat/camp-defence';
import { UNIT } from '@shared/game-wire/ids';
import { RESULT } from '@shared/game-wire/protocol';
import type { UnitCount } from '@shared/game-wire/live-shapes';
import { CommandError, list, pairs, type Payload } from '../core/payload';
import type { CastleRecord, SentArmy } from '../core/players';

export type AttackArmy = { total: number; army: SentArmy['army']; tools: SentArmy['tools'] };

type Counts = Map<number, number>;

const add = (into: Counts, wod: number, n: number) => into.set(wod, (into.get(wod) ?? 0) + n);
const asStacks = (counts: Counts): UnitCount[] => [...counts].filter(([, n]) => n > 0).map(([wod, n]): UnitCount => [wod, n]);

/** The non-empty slots of a slot list, as wod ids and amounts; a negative amount is refused. */
function slotsOf(slots: unknown, what: string): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (const [wod, amount] of pairs(slots ?? [], what)) {
    if (wod === -1 || amount === 0) continue;
    if (amount < 0) throw new CommandError(`${what}: a negative amount`, RESULT.INVALID_PARAMETER_VALUE);
    out.push([Number(wod), amount]);
  }
  return out;
}

/** The units and tools of a `cra`'s waves and courtyard, checked against what `castle` holds at home (spearmen, and its tools in stock). */
export function attackArmy(req: Payload, castle: Pick<CastleRecord, 'troops' | 'tools'>): AttackArmy {
  const units: Record<Flank | 'yard', Counts> = { L: new Map(), M: new Map(), R: new Map(), yard: new Map() };
  const tools: Record<Flank, Counts> = { L: new Map(), M: new Map(), R: new Map() };
  for (const [i, wave] of list(req, 'A').entries()) {
    if (typeof wave !== 'object' || wave === null) throw new CommandError(`wave ${i} must be an object`, RESULT.INVALID_PARAMETER_VALUE);
    for (const flank of FLANKS) {
      const slots = (wave as Record<string, { U?: unknown; T?: unknown }>)[flank];
      for (const [wod, n] of slotsOf(slots?.U, `wave ${i} ${flank} units`)) add(units[flank], wod, n);
      for (const [wod, n] of slotsOf(slots?.T, `wave ${i} ${flank} tools`)) add(tools[flank], wod, n);
    }
  }
  for (const [wod, n] of slotsOf(req.RW, 'courtyard')) add(units.yard, wod, n);

  // The castle holds spearmen alone (the one unit the local world recruits): any other unit is not there.
  const sentUnits: Counts = new Map();
  for (const part of Object.values(units)) for (const [wod, n] of part) add(sentUnits, wod, n);
  for (const [wod, n] of sentUnits) {
    if (wod !== UNIT.SPEARMAN) throw new CommandError(`unit ${wod} is not in the castle`, RESULT.TOO_MUCH_UNITS);
    if (n > castle.troops) throw new CommandError(`not enough units: ${castle.troops} at home`, RESULT.TOO_MUCH_UNITS);
  }
  const sentTools: Counts = new Map();
  for (const part of Object.values(tools)) for (const [wod, n] of part) add(sentTools, wod, n);
  for (const [wod, n] of sentTools) {
    const stock = castle.tools[wod] ?? 0;
    if (n > stock) throw new CommandError(`tool ${wod}: ${n} sent, ${stock} in stock`, RESULT.TOO_MUCH_UNITS);
  }
  return {
    total: [...sentUnits.values()].reduce((a, b) => a + b, 0),
    army: { L: asStacks(units.L), M: asStacks(units.M), R: asStacks(units.R), yard: asStacks(units.yard) },
    tools: { L: asStacks(tools.L), M: asStacks(tools.M), R: asStacks(tools.R) },
  };
}

/** Takes the tools an attack carries out of the castle's stock (they leave with it: rules.ts, "Attack tools"). */
export function takeTools(castle: Pick<CastleRecord, 'tools'>, tools: SentArmy['tools']): void {
  for (const flank of FLANKS) for (const [wod, n] of tools[flank]) castle.tools[wod] = (castle.tools[wod] ?? 0) - n;
}

/** Puts back the tools of an attack that never fought (recalled with `mcm`). */
export function returnTools(castle: Pick<CastleRecord, 'tools'>, tools: SentArmy['tools'] | undefined): void {
  if (!tools) return;
  for (const flank of FLANKS) for (const [wod, n] of tools[flank]) castle.tools[wod] = (castle.tools[wod] ?? 0) + n;
}
