/**
 * Armies leaving a castle: attacks on NPC targets (`cra`, EmpireCore attack/models/send.py; GGE-BOT
 * attack.js), troops to another own castle (`cat`), support for an ally (`cds`, support.ts) and the recall
 * of an attack on its way out (`mcm`).
 */
import { UNIT } from '@shared/game-wire/ids';
import { RESULT } from '@shared/game-wire/protocol';
import { freeCommander, ownCastleAt, ownCastleById, type CommandContext, type Handlers } from '../core/command-context';
import { gcu } from '../map/live-views';
import { sentMovement } from '../map/movement-views';
import { npcAt, presentNow } from '../map/npcs';
import { CommandError, int, pairs } from '../core/payload';
import { attackArmy, takeTools } from './attack-army';
import type { MovementRecord } from '../core/players';
import type { LandmarksContext } from '../map/landmarks';
import { RECALL_WITHIN_MS, realMs } from '../core/rules';
import { cooldownMs, travelMs } from './simulate';
import { sendSupport } from './support';
import { conquerLandmark } from './landmark-actions';
import { conquestTarget } from './resource-isles';
import { ATTACK_TYPE_CONQUER } from '@shared/game-wire/isles-and-ruins';

export const ARMY_COMMANDS: Handlers<'cra' | 'cat' | 'cds' | 'mcm', CommandContext & LandmarksContext> = {
  cra: (ctx, player, req) => {
    const kid = int(req, 'KID', 0);
    const castle = ownCastleAt(player, kid, int(req, 'SX', 0), int(req, 'SY', 0));
    const lordId = freeCommander(player, req);
    const [tx, ty] = [int(req, 'TX', 0), int(req, 'TY', 0)];
    // A landmark is conquered with ATT 8 or 9 (landmark-actions.ts); a conquest (ATT 7, EmpireCore
    // attack/service.py:160-170) takes a resource isle (resource-isles.ts); other conquests (outposts,
    // villages) are not modelled, so they find nothing there; everything else here is an NPC target.
    const landmark = ctx.landmarks.at(player.zone, castle.kingdom, tx, ty);
    const conquest = !landmark && req.ATT === ATTACK_TYPE_CONQUER;
    const npc = landmark || conquest ? undefined : npcAt(ctx.seed, player.zone, castle.kingdom, tx, ty);
    const target = landmark ? undefined : conquest ? conquestTarget(ctx, player, castle, tx, ty) : npc;
    if (!landmark && (!target || (npc && !presentNow(ctx, npc.kind)))) {
      throw new CommandError('nothing to attack there', RESULT.INVALID_AREA);
    }
    const { total: troops, sent: waves } = attackArmy(req, castle);
    if (troops <= 0) throw new CommandError('the army has no units', RESULT.MOVEMENT_HAS_NO_UNITS);
    // Live: an attack less than 4 s after the account's previous one is refused; its code is not public.
    if (ctx.now - player.lastAttackAt < ctx.attackSpacingMs) throw new CommandError('attacks 4 seconds apart at least');
    if (landmark) return conquerLandmark(ctx, player, castle, { lordId, troops }, landmark, req);
    if (!target) throw new CommandError('nothing to attack there', RESULT.INVALID_AREA);
    const until = ctx.cooldownUntil(player.zone, target.id);
    if (until > ctx.now) throw new CommandError(`the target is cooling down for ${Math.ceil((until - ctx.now) / 1000)} s`, RESULT.COOLING_DOWN);
    castle.troops -= troops;
    takeTools(castle, waves);
    player.lastAttackAt = ctx.now;
    const movement: MovementRecord = {
      id: ctx.nextId(),
      type: 'attack',
      castleId: castle.id,
      targetId: target.id,
      troops,
      departedAt: ctx.now,
      arrivesAt: ctx.now + travelMs(castle, target, ctx.timeScale),
      loot: null,
      attacker: null,
      lordId,
      ...(conquest && { conquest: true as const }),
      ...(!conquest && { sent: waves }),
    };
    player.movements.push(movement);
    // Claimed from the moment the army leaves, so two attacks cannot race for one target; an isle until the
    // fight, which then holds it or frees it (isle-conquest.ts).
    ctx.setCooldown(player.zone, target.id, movement.arrivesAt + (conquest ? 0 : cooldownMs(ctx.timeScale)));
    const sent = sentMovement(player, movement, ctx.now, ctx.seed);
    return { AAM: sent.movement, gcu: gcu(player), O: sent.owners };
  },

  cat: (ctx, player, req) => {
    const kid = int(req, 'KID', 0);
    const from = ownCastleAt(player, kid, int(req, 'SX', 0), int(req, 'SY', 0));
    const to = ownCastleAt(player, kid, int(req, 'TX', 0), int(req, 'TY', 0));
    if (to === from) throw new CommandError('the troops are there already', RESULT.INVALID_PARAMETER_VALUE);
    const lordId = freeCommander(player, req);
    let troops = 0;
    for (const [wod, amount] of pairs(req.A, 'A')) {
      if (wod === -1 || amount === 0) continue;
      if (wod !== UNIT.SPEARMAN || amount < 0) throw new CommandError(`unit ${wod} is not in the castle`, RESULT.TOO_MUCH_UNITS);
      troops += amount;
    }
    if (troops <= 0) throw new CommandError('the army has no units', RESULT.MOVEMENT_HAS_NO_UNITS);
    if (troops > from.troops) throw new CommandError(`not enough units: ${from.troops} at home`, RESULT.TOO_MUCH_UNITS);
    from.troops -= troops;
    const movement: MovementRecord = {
      id: ctx.nextId(),
      type: 'travel',
      castleId: from.id,
      toCastleId: to.id,
      targetId: null,
      troops,
      departedAt: ctx.now,
      arrivesAt: ctx.now + travelMs(from, to, ctx.timeScale),
      loot: null,
      attacker: null,
      lordId,
    };
    player.movements.push(movement);
    const sent = sentMovement(player, movement, ctx.now, ctx.seed);
    return { O: sent.owners, A: sent.movement, gcu: gcu(player) };
  },

  cds: (ctx, player, req) => {
    const from = ownCastleById(player, int(req, 'SID', 0));
    const movement = sendSupport(ctx, player, from, freeCommander(player, req), req);
    const sent = sentMovement(player, movement, ctx.now, ctx.seed);
    return { gcu: gcu(player), O: sent.owners, A: sent.movement };
  },

  mcm: (ctx, player, req) => {
    // Recall one of our attacks heading out, no later than 600 s after it left (EmpireCore
    // movements/models/movement.py:426-510, the client's TravelConst.MAX_FALLBACK_TIME): it turns round and
    // is home after as long as it was out. The client also wants level 5 (a client check; not enforced
    // here); the live refusal codes for the rest are not public (GENERAL_ERROR).
    // Spies heading out turn round too (EmpireCore spy/service.py:160-175, SpyMapmovementVO.canBeRetreated), within the same 600 s (ours).
    const movement = player.movements.find((m) => m.id === int(req, 'MID', 0));
    if (!movement || (movement.type !== 'attack' && movement.type !== 'spy'))
      throw new CommandError('no attack or spies of yours on their way with that id', RESULT.GENERAL_ERROR);
    const out = ctx.now - movement.departedAt;
    if (out > realMs(RECALL_WITHIN_MS, ctx.timeScale)) throw new CommandError('too late to recall: more than 600 s on its way', RESULT.GENERAL_ERROR);
    Object.assign(movement, {
      type: movement.type === 'spy' ? 'spyHome' : 'return',
      departedAt: ctx.now,
      arrivesAt: ctx.now + out,
      loot: null,
    } satisfies Partial<MovementRecord>);
    return { A: sentMovement(player, movement, ctx.now, ctx.seed).movement };
  },
};
