/**
 * What a `cra` carries, read against the castle's stock: each wave's `L`, `M` and `R` flank holds unit
 * slots `U` and tool slots `T` (`[wodId, amount]`, `[-1, 0]` empty), and `RW` is the courtyard wave
 * (EmpireCore attack/models/send.py `CreateAttackRequest`, army/models/units.py `AttackWave`). The waves are
 * kept as they left, each flank's units and tools by wod id, since a wave's tools dent only the defence its
 * own soldiers meet (shared/src/combat/fight.ts; camp-fights.ts fights with them).
 *
 * Refusals: units or tools the castle does not hold (or not as many) are refused with 88 TOO_MUCH_UNITS,
 * as the simulator refused units before; EmpireCore's code table (enums/errors.py) also names 101
 * MISSING_UNITS, and no public source says which of the two the live server answers for a tool short of
 * stock (ours: 88 for both). A negative amount is 10 INVALID_PARAMETER_VALUE.
 */
import { FLANKS } from '@shared/combat/camp-defence';
import { UNIT } from '@shared/game-wire/ids';
import { RESULT } from '@shared/game-wire/protocol';
import type { UnitCount } from '@shared/game-wire/live-shapes';
import { CommandError, list, pairs, type Payload } from '../core/payload';
import type { CastleRecord, SentAttack, SentFlank } from '../core/players';

type Counts = Map<number, number>;

/** The non-empty slots of a slot list, added up by wod id; a negative amount is refused. */
function slotsOf(slots: unknown, what: string): UnitCount[] {
  const counts: Counts = new Map();
  for (const [wod, amount] of pairs(slots ?? [], what)) {
    if (wod === -1 || amount === 0) continue;
    if (amount < 0) throw new CommandError(`${what}: a negative amount`, RESULT.INVALID_PARAMETER_VALUE);
    counts.set(Number(wod), (counts.get(Number(wod)) ?? 0) + amount);
  }
  return [...counts].map(([wod, n]): UnitCount => [wod, n]);
}

/** Every unit (or tool) of the attack, added up by wod id. */
function totals(stacks: Iterable<UnitCount>): Counts {
  const counts: Counts = new Map();
  for (const [wod, n] of stacks) counts.set(wod, (counts.get(wod) ?? 0) + n);
  return counts;
}

const unitsOf = (a: SentAttack): UnitCount[] => [...a.waves.flatMap((w) => FLANKS.flatMap((f) => w[f].units)), ...a.yard];
const toolsOf = (a: SentAttack): UnitCount[] => a.waves.flatMap((w) => FLANKS.flatMap((f) => w[f].tools));

/** The waves and courtyard of a `cra` as the request lays them (wire shapes checked, nothing against a castle). */
export function readAttack(req: Payload): SentAttack {
  const waves = list(req, 'A').map((wave, i) => {
    if (typeof wave !== 'object' || wave === null) throw new CommandError(`wave ${i} must be an object`, RESULT.INVALID_PARAMETER_VALUE);
    const flank = (f: (typeof FLANKS)[number]): SentFlank => {
      const slots = (wave as Record<string, { U?: unknown; T?: unknown }>)[f];
      return { units: slotsOf(slots?.U, `wave ${i} ${f} units`), tools: slotsOf(slots?.T, `wave ${i} ${f} tools`) };
    };
    return { L: flank('L'), M: flank('M'), R: flank('R') };
  });
  return { waves, yard: slotsOf(req.RW, 'courtyard') };
}

/** The waves and courtyard of a `cra`, checked against what `castle` holds at home (spearmen, and its tools in stock); `total` counts the soldiers. */
export function attackArmy(req: Payload, castle: Pick<CastleRecord, 'troops' | 'tools'>): { total: number; sent: SentAttack } {
  const sent = readAttack(req);
  // The castle holds spearmen alone (the one unit the local world recruits): any other unit is not there.
  const units = totals(unitsOf(sent));
  for (const [wod, n] of units) {
    if (wod !== UNIT.SPEARMAN) throw new CommandError(`unit ${wod} is not in the castle`, RESULT.TOO_MUCH_UNITS);
    if (n > castle.troops) throw new CommandError(`not enough units: ${castle.troops} at home`, RESULT.TOO_MUCH_UNITS);
  }
  for (const [wod, n] of totals(toolsOf(sent))) {
    const stock = castle.tools[wod] ?? 0;
    if (n > stock) throw new CommandError(`tool ${wod}: ${n} sent, ${stock} in stock`, RESULT.TOO_MUCH_UNITS);
  }
  return { total: [...units.values()].reduce((a, b) => a + b, 0), sent };
}

/** The tools of an attack by flank, added up over its waves (its battle report lists them so). */
export function toolsByFlank(sent: SentAttack): { L: UnitCount[]; M: UnitCount[]; R: UnitCount[] } {
  const flank = (f: (typeof FLANKS)[number]) => [...totals(sent.waves.flatMap((w) => w[f].tools))].map(([wod, n]): UnitCount => [wod, n]);
  return { L: flank('L'), M: flank('M'), R: flank('R') };
}

/** Takes the tools an attack carries out of the castle's stock (they leave with it: rules.ts, "Attack tools"). */
export function takeTools(castle: Pick<CastleRecord, 'tools'>, sent: SentAttack): void {
  for (const [wod, n] of toolsOf(sent)) castle.tools[wod] = (castle.tools[wod] ?? 0) - n;
}

/** Puts back the tools of an attack that never fought (recalled with `mcm`, or its target gone). */
export function returnTools(castle: Pick<CastleRecord, 'tools'>, sent: SentAttack | undefined): void {
  if (!sent) return;
  for (const [wod, n] of toolsOf(sent)) castle.tools[wod] = (castle.tools[wod] ?? 0) + n;
}
