/**
 * A castle's defence (issue 22): `dfc` reads its units, stock, wall, moat and keep; `dfw`, `dfm`, `dfk` set
 * them, the tools coming out of the castle's stock and going back to it (EmpireCore defense/models.py).
 */
import { RESULT } from '@shared/game-wire/protocol';
import { defenceView, keepView, moatView, wallView } from '../map/live-views';
import { ownCastleById, type Handlers } from '../core/command-context';
import { CommandError, int, pairs, type Payload } from '../core/payload';
import type { CastleRecord, DefenceLayout, PlayerCore } from '../core/players';
import { DEFENCE } from '../core/rules';

/** The castle a defence command names: by id (`AID`), at `CX`/`CY` (EmpireCore defense/models.py:39-75). */
function defenceCastle(player: PlayerCore, req: Payload): CastleRecord {
  const castle = ownCastleById(player, int(req, 'AID', 0));
  if (castle.x !== int(req, 'CX', 0) || castle.y !== int(req, 'CY', 0))
    throw new CommandError('CX/CY is not where that castle stands', RESULT.INVALID_PARAMETER_VALUE);
  return castle;
}

/** Tool slots as sent: at most `count`, each a stocked defence tool or the empty slot [-1, 0]. */
function toolSlots(value: unknown, what: string, count: number): Array<[number, number]> {
  const slots = pairs(value ?? [], what);
  if (slots.length > count) throw new CommandError(`${what} takes at most ${count} slots`, RESULT.INVALID_PARAMETER_VALUE);
  return slots.flatMap(([wod, amount]): Array<[number, number]> => {
    if (typeof wod !== 'number' || amount < 0) throw new CommandError(`${what}: [wodId, amount] slots`, RESULT.INVALID_PARAMETER_VALUE);
    if (wod === -1 || amount === 0) return [];
    if (!(wod in DEFENCE.startStock)) throw new CommandError(`${what}: ${wod} is not a defence tool of this castle`, RESULT.INVALID_PARAMETER_VALUE);
    return [[wod, amount]];
  });
}

/**
 * Replaces part of a castle's defence layout: the tools leaving it go back to stock, the new ones come out
 * of it; more than the stock holds is refused and nothing changes.
 */
function placeTools(castle: CastleRecord, replaced: Array<[number, number]>, placed: Array<[number, number]>, apply: (layout: DefenceLayout) => void): void {
  const stock: Record<number, number> = { ...castle.tools };
  for (const [wod, n] of replaced) if (wod !== -1) stock[wod] = (stock[wod] ?? 0) + n;
  for (const [wod, n] of placed) {
    stock[wod] = (stock[wod] ?? 0) - n;
    if (stock[wod]! < 0) throw new CommandError(`not enough of tool ${wod}: ${n + stock[wod]!} in stock`, RESULT.TOO_MUCH_UNITS);
  }
  castle.tools = stock;
  apply(castle.defence);
}

export const DEFENCE_COMMANDS: Handlers<'dfc' | 'dfw' | 'dfm' | 'dfk'> = {
  dfc: (_ctx, player, req) => {
    const castle = defenceCastle(player, req);
    int(req, 'KID', -1, 10);
    return defenceView(castle, player.playerId);
  },

  dfw: (_ctx, player, req) => {
    const castle = defenceCastle(player, req);
    const section = (key: 'L' | 'M' | 'R') => {
      const value = req[key];
      if (typeof value !== 'object' || value === null) throw new CommandError(`${key} must be a wall section {S, UP, UC}`, RESULT.MISSING_PARAMETER);
      const sectionReq = value as Payload;
      int(sectionReq, 'UP', 0, 100);
      int(sectionReq, 'UC', 0, 100);
      return toolSlots(sectionReq.S, `${key}.S`, DEFENCE.slots.wall[key]);
    };
    const next = { L: section('L'), M: section('M'), R: section('R') };
    const { wall } = castle.defence;
    placeTools(castle, [...wall.L, ...wall.M, ...wall.R], [...next.L, ...next.M, ...next.R], (layout) => (layout.wall = next));
    return wallView(castle);
  },

  dfm: (_ctx, player, req) => {
    const castle = defenceCastle(player, req);
    const next = {
      L: toolSlots(req.LS, 'LS', DEFENCE.slots.moat),
      M: toolSlots(req.MS, 'MS', DEFENCE.slots.moat),
      R: toolSlots(req.RS, 'RS', DEFENCE.slots.moat),
    };
    const { moat } = castle.defence;
    placeTools(castle, [...moat.L, ...moat.M, ...moat.R], [...next.L, ...next.M, ...next.R], (layout) => (layout.moat = next));
    return moatView(castle);
  },

  dfk: (_ctx, player, req) => {
    const castle = defenceCastle(player, req);
    int(req, 'MAUCT', 0, 1_000_000);
    int(req, 'UC', 0, 100);
    const next = toolSlots(req.S, 'S', DEFENCE.slots.keep);
    // Not live: the local world has no support tools; their slots must be empty.
    if (toolSlots(req.STS, 'STS', DEFENCE.slots.support).length > 0) throw new CommandError('no support tools here', RESULT.INVALID_PARAMETER_VALUE);
    placeTools(castle, castle.defence.keep, next, (layout) => (layout.keep = next));
    return keepView(castle);
  },
};
