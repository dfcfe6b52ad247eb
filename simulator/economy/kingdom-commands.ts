/**
 * Units (`kut`) and goods (`kgt`) to the account's castle in another kingdom (issue 22; EmpireCore
 * movements/models/transfers.py): they leave at once and arrive after KINGDOM_TRANSFER_MINUTES of game
 * time (not live), listed meanwhile in `kpi.UT` / `kpi.RT`, never in `gam`.
 */
import { KINGDOM_ID, UNIT } from '@shared/game-wire/ids';
import { RESULT } from '@shared/game-wire/protocol';
import { goodsOf } from './carriages';
import { kingdomOf, ownCastleById, type Handlers } from '../core/command-context';
import { castleResources, gcu, kingdomInfo } from '../map/live-views';
import { CommandError, int, pairs } from '../core/payload';
import type { CastleRecord } from '../core/players';
import { GAME_MINUTE_MS, KINGDOM_TRANSFER_MINUTES, realMs } from '../core/rules';

export const KINGDOM_COMMANDS: Handlers<'kut' | 'kgt'> = {
  kut: (ctx, player, req) => {
    const from = ownCastleById(player, int(req, 'SCID', 0));
    if (KINGDOM_ID[from.kingdom] !== int(req, 'SKID', 0)) throw new CommandError('SKID is not the source castle’s kingdom', RESULT.INVALID_PARAMETER_VALUE);
    const target = kingdomOf(req, 'TKID');
    if (target === from.kingdom) throw new CommandError('the units are in that kingdom already', RESULT.INVALID_PARAMETER_VALUE);
    const cid = int(req, 'CID', -1);
    // CID -1: the player's castle in the target kingdom (the client sends -1 when none is picked).
    const to = cid === -1 ? player.castles.find((c) => c.kingdom === target) : ownCastleById(player, cid);
    if (!to || to.kingdom !== target)
      throw new CommandError(`no castle of yours in kingdom ${KINGDOM_ID[target as CastleRecord['kingdom']]}`, RESULT.NOT_IN_OWNED_CASTLE);
    const slots = pairs(req.A, 'A');
    // Public bots send at most 10 unit slots (GGE-BOT fork attackBerimondKingdom.js); the live limit is not public.
    if (slots.length === 0 || slots.length > 10) throw new CommandError('A takes 1 to 10 unit slots', RESULT.INVALID_PARAMETER_VALUE);
    let troops = 0;
    for (const [wod, amount] of slots) {
      if (wod !== UNIT.SPEARMAN) throw new CommandError(`unit ${wod} is not in the castle`, RESULT.TOO_MUCH_UNITS);
      if (amount <= 0) throw new CommandError('A: amounts must be positive', RESULT.INVALID_PARAMETER_VALUE);
      troops += amount;
    }
    if (troops > from.troops) throw new CommandError(`not enough units: ${from.troops} at home`, RESULT.TOO_MUCH_UNITS);
    from.troops -= troops;
    player.movements.push({
      id: ctx.nextId(),
      type: 'kingdom',
      castleId: from.id,
      toCastleId: to.id,
      targetId: null,
      troops,
      departedAt: ctx.now,
      arrivesAt: ctx.now + Math.round(realMs(KINGDOM_TRANSFER_MINUTES * GAME_MINUTE_MS, ctx.timeScale)),
      loot: null,
      attacker: null,
    });
    return { gcu: gcu(player), gui: { I: from.troops > 0 ? [[UNIT.SPEARMAN, from.troops]] : [], TU: [], SHI: [], HI: [] }, kpi: kingdomInfo(player, ctx.now) };
  },

  kgt: (ctx, player, req) => {
    const from = ownCastleById(player, int(req, 'SCID', 0));
    if (KINGDOM_ID[from.kingdom] !== int(req, 'SKID', 0)) throw new CommandError('SKID is not the source castle’s kingdom', RESULT.INVALID_PARAMETER_VALUE);
    const target = kingdomOf(req, 'TKID');
    // Not from the target kingdom itself, nor from Berimond (EmpireCore movements/service.py:545-548).
    if (target === from.kingdom || from.kingdom === 'berimond')
      throw new CommandError('goods cannot go there from this castle', RESULT.INVALID_PARAMETER_VALUE);
    const to = player.castles.find((c) => c.kingdom === target);
    if (!to) throw new CommandError(`no castle of yours in kingdom ${KINGDOM_ID[target as CastleRecord['kingdom']]}`, RESULT.NOT_IN_OWNED_CASTLE);
    const amounts = goodsOf(req);
    for (const key of ['wood', 'stone', 'food'] as const) {
      if (amounts[key] > from.resources[key]) throw new CommandError(`not enough ${key}`, RESULT.NOT_ENOUGH_RESOURCES);
    }
    for (const key of ['wood', 'stone', 'food'] as const) from.resources[key] -= amounts[key];
    player.movements.push({
      id: ctx.nextId(),
      type: 'kingdomGoods',
      castleId: from.id,
      toCastleId: to.id,
      targetId: null,
      troops: 0,
      departedAt: ctx.now,
      arrivesAt: ctx.now + Math.round(realMs(KINGDOM_TRANSFER_MINUTES * GAME_MINUTE_MS, ctx.timeScale)),
      loot: amounts,
      attacker: null,
    });
    return { gcu: gcu(player), grc: castleResources(from), kpi: kingdomInfo(player, ctx.now) };
  },
};
