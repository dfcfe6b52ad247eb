/**
 * What players do with a landmark (landmarks.ts, landmarks.md): conquer it with an army (`cra` with `ATT` 8
 * for a monument, 9 for a laboratory: EmpireCore enums/combat.py AttackType, the client's
 * ACTION_TYPE_LANDMARK_ATTACK), give it wood and stone by market carriage (`crm` to its position:
 * EmpireCore movements/service.py send_resources, "at most 2 goods (wood and stone) to a monument or
 * laboratory"; the client's upgrade dialog opens the send-goods dialog), and read it: its points (`glp`,
 * `gmp`) and the attack dialog's pre-calculation (`ali`). Only its occupier and the occupier's alliance may
 * give to it (UpgradableLandmarkMapobjectVO.canBeUpgradedByMe, cited in EmpireCore movements/service.py).
 *
 * Ours, not live: the fight is the NPC camps' (combat.ts) against the landmark's garrison, and a conquest
 * carries no loot and files no battle report; the live refusal codes are public only for a landmark at its
 * highest level (320, 341), the rest are GENERAL_ERROR; goods count on arrival whoever holds it by then.
 */
import type { AttackInfo } from '@shared/game-wire/client-reads';
import { LANDMARK_ATTACK_TYPE, LANDMARK_MAX_LEVEL_RESULT, type LandmarkProgress } from '@shared/game-wire/landmarks';
import type { LiveOwner } from '@shared/game-wire/live-shapes';
import { RESULT } from '@shared/game-wire/protocol';
import { attackInfoReply as attackReply, places as attackPlaces } from './attack-info';
import { sendGoods } from '../economy/carriages';
import { resolveAttack } from '../map/combat';
import type { CommandContext, Handlers } from '../core/command-context';
import {
  MAX_LANDMARK_POINTS,
  landmarkGarrison,
  landmarkLevel,
  landmarkRow,
  npcOwnerRecord,
  type LandmarkSite,
  type Landmarks,
  type LandmarksContext,
} from '../map/landmarks';
import { gcu, ownerRecord } from '../map/live-views';
import { sentMovement } from '../map/movement-views';
import { CommandError, int, type Payload } from '../core/payload';
import type { CastleRecord, MovementRecord, PlayerCore, Resources } from '../core/players';
import type { Rng } from '../core/rng';
import { travelMs } from '../map/travel';

/** What an arrival needs from the world: the landmarks, time's scale and new movement ids. */
export type LandmarkWorld = { landmarks: Landmarks; timeScale: number; nextId(): number };

/** The landmark's row and the owner record it names, as they are now. */
function rowAndOwner(ctx: CommandContext & LandmarksContext, player: PlayerCore, site: LandmarkSite) {
  const state = ctx.landmarks.state(player.zone, site.id, ctx.now, ctx.timeScale);
  const occupier = state.occupierId === null ? undefined : occupierOf(ctx, state.occupierId);
  const owner: LiveOwner = occupier ? ownerRecord(occupier) : npcOwnerRecord(site);
  return { state, row: landmarkRow(site, state), owner, occupier };
}

function occupierOf(ctx: CommandContext & LandmarksContext, playerId: number): PlayerCore | undefined {
  // Every player holds a castle in the Great Empire, so its owners are the zone's players.
  return ctx.castlesIn('green').find(({ owner }) => owner.playerId === playerId)?.owner;
}

/** The landmark's rows and the occupiers' owner records inside a map read's rectangle (`gaa`). */
export function landmarksOnMap(
  ctx: CommandContext & LandmarksContext,
  player: PlayerCore,
  kingdom: CastleRecord['kingdom'],
  rect: { x1: number; y1: number; x2: number; y2: number },
) {
  return ctx.landmarks.inRect(player.zone, kingdom, rect).map((site) => {
    const { row, owner, occupier } = rowAndOwner(ctx, player, site);
    return { row, owner: occupier ? owner : null };
  });
}

/**
 * `cra` at a landmark: the army leaves for it as for any attack (the checks of the troops and of the
 * attack spacing are `cra`'s own, army-commands.ts). `ATT` must name the landmark's kind.
 */
export function conquerLandmark(
  ctx: CommandContext & LandmarksContext,
  player: PlayerCore,
  castle: CastleRecord,
  army: { lordId: number; troops: number },
  site: LandmarkSite,
  req: Payload,
) {
  const wanted = site.kind === 'monument' ? LANDMARK_ATTACK_TYPE.MONUMENT : LANDMARK_ATTACK_TYPE.LABORATORY;
  if (req.ATT === undefined || int(req, 'ATT', 0) !== wanted)
    throw new CommandError(`a ${site.kind} is conquered with ATT ${wanted}`, RESULT.INVALID_PARAMETER_VALUE);
  const { row, owner, state } = rowAndOwner(ctx, player, site);
  if (state.occupierId === player.playerId) throw new CommandError(`you hold this ${site.kind} already`);
  castle.troops -= army.troops;
  player.lastAttackAt = ctx.now;
  const movement: MovementRecord = {
    id: ctx.nextId(),
    type: 'attack',
    castleId: castle.id,
    targetId: null,
    troops: army.troops,
    departedAt: ctx.now,
    arrivesAt: ctx.now + travelMs(castle, site, ctx.timeScale),
    loot: null,
    attacker: null,
    lordId: army.lordId,
    landmark: { id: site.id, row, owner },
  };
  player.movements.push(movement);
  const sent = sentMovement(player, movement, ctx.now, ctx.seed);
  return { AAM: sent.movement, gcu: gcu(player), O: sent.owners };
}

/** `crm` to a landmark: wood and stone for its points, from its occupier or their alliance. */
export function giveToLandmark(ctx: CommandContext & LandmarksContext, player: PlayerCore, from: CastleRecord, site: LandmarkSite, amounts: Resources) {
  const { row, owner, state, occupier } = rowAndOwner(ctx, player, site);
  const ours = occupier !== undefined && (occupier === player || (player.allianceId !== undefined && occupier.allianceId === player.allianceId));
  if (!ours) throw new CommandError(`only the ${site.kind}’s occupier and their alliance may give to it`);
  if (amounts.food > 0) throw new CommandError(`a ${site.kind} takes wood and stone only`, RESULT.INVALID_PARAMETER_VALUE);
  if (state.points >= MAX_LANDMARK_POINTS) {
    throw new CommandError(
      `the ${site.kind} is at its highest level`,
      site.kind === 'monument' ? LANDMARK_MAX_LEVEL_RESULT.MONUMENT : LANDMARK_MAX_LEVEL_RESULT.LABORATORY,
    );
  }
  // Food was refused above, so the goods are wood and stone.
  return sendGoods(ctx, player, from, site, amounts, { landmark: { id: site.id, row, owner } });
}

/** A conquest arrives: won against the landmark's garrison, the player holds it; the survivors walk home. */
export function arriveConquest(player: PlayerCore, m: MovementRecord, rng: Rng, world: LandmarkWorld): void {
  const castle = player.castles.find((c) => c.id === m.castleId);
  const site = m.landmark ? world.landmarks.byId(player.zone, m.landmark.id) : undefined;
  if (!castle || !site) return;
  const state = world.landmarks.state(player.zone, site.id, m.arrivesAt, world.timeScale);
  const level = landmarkLevel(state.points);
  // The kind only prices the loot, which a conquest does not take.
  const outcome = resolveAttack(rng, m.troops, { kind: 'baron', level, defence: landmarkGarrison(level) });
  if (outcome.won) state.occupierId = player.playerId;
  if (outcome.survivors <= 0) return;
  player.movements.push({
    id: world.nextId(),
    type: 'return',
    castleId: castle.id,
    targetId: null,
    troops: outcome.survivors,
    departedAt: m.arrivesAt,
    arrivesAt: m.arrivesAt + travelMs(castle, site, world.timeScale),
    // A conquest takes no goods (ours).
    loot: null,
    attacker: null,
    lordId: m.lordId ?? null,
    landmark: m.landmark,
  });
}

/** Goods given to a landmark arrive: each unit of wood and stone is a point, up to its highest level. */
export function arriveGift(player: PlayerCore, m: MovementRecord, world: LandmarkWorld): void {
  if (!m.landmark || !m.loot) return;
  const state = world.landmarks.state(player.zone, m.landmark.id, m.arrivesAt, world.timeScale);
  state.points = Math.min(MAX_LANDMARK_POINTS, state.points + Math.floor(m.loot.wood) + Math.floor(m.loot.stone));
}

/** `glp`/`gmp {ID}`: the points of the landmark of that kind with that object id; any player may read them. */
function progress(ctx: CommandContext & LandmarksContext, player: PlayerCore, req: Payload, kind: LandmarkSite['kind']): LandmarkProgress {
  const id = int(req, 'ID', 0);
  const site = ctx.landmarks.byId(player.zone, id);
  // Ours: the code for an id that names no such landmark is not public.
  if (!site || site.kind !== kind) throw new CommandError(`no ${kind} with object id ${id}`, RESULT.INVALID_PARAMETER_VALUE);
  return { OID: site.id, CP: ctx.landmarks.state(player.zone, site.id, ctx.now, ctx.timeScale).points };
}

export const LANDMARK_ANSWERS: Handlers<'glp' | 'gmp' | 'ali', CommandContext & LandmarksContext> = {
  glp: (ctx, player, req) => progress(ctx, player, req, 'laboratory'),
  gmp: (ctx, player, req) => progress(ctx, player, req, 'monument'),
  /** `ali {KID, TX, TY, SX, SY}`: a landmark at TX/TY, from our castle at SX/SY; no landmark there is 203, as `cra` answers. */
  ali: (ctx, player, req): AttackInfo => {
    const at = attackPlaces(player, req);
    const site = ctx.landmarks.at(player.zone, at.kingdom, at.tx, at.ty);
    if (!site) throw new CommandError(`no landmark at ${at.tx}:${at.ty}`, RESULT.INVALID_AREA);
    const { row, owner, occupier } = rowAndOwner(ctx, player, site);
    return attackReply(ctx, player, at.source, at, row, occupier ? [owner] : []);
  },
};
