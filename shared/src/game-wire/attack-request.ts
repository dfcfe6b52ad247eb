/**
 * The whole `cra` request (AttackRequest in commands.ts; keys and order EmpireCore attack/models/send.py:26,
 * C2SCreateArmyAttackMovementVO, as key-order.ts holds them), with the defaults public clients send: no
 * horse (HBW -1), no support tools (AST), no boosters, no skip, a plain attack (ATT 0) and an empty
 * courtyard (RW). A wave's tools go in its flanks' `T` slots beside the units' `U` (EmpireCore
 * army/models/units.py `WaveFlank`: a sized attack's, api/src/runtime/actions/attack-waves.ts `sizedWaves`).
 * The bots, the simulator's tests and anything else that attacks build it here, so its fields are
 * written once.
 */
import type { AttackRequest, FlankSlots, Wave } from './commands';
import type { UnitCount } from './live-shapes';

export function attackRequest(
  from: { x: number; y: number; kingdomId: number },
  target: { x: number; y: number },
  lordId: number,
  waves: Wave[],
  options: { attackType?: AttackRequest['ATT']; courtyard?: UnitCount[] } = {},
): AttackRequest {
  return {
    SX: from.x,
    SY: from.y,
    TX: target.x,
    TY: target.y,
    KID: from.kingdomId,
    LID: lordId,
    WT: 0,
    HBW: -1,
    BPC: 0,
    ATT: options.attackType ?? 0,
    AV: 0,
    LP: 0,
    FC: 0,
    PTT: 0,
    SD: 0,
    ICA: 0,
    CD: 99,
    A: waves,
    BKS: [],
    AST: [],
    RW: options.courtyard ?? [],
    ASCT: 0,
  };
}

/** A flank with `units` in its slots and no tools. */
export const flankOf = (units: UnitCount[] = []): FlankSlots => ({ T: [], U: units });

/** One wave with `units` in the middle and both flanks empty. */
export const middleWave = (units: UnitCount[]): Wave => ({ L: flankOf(), R: flankOf(), M: flankOf(units) });
