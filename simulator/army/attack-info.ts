/**
 * The attack dialog's pre-calculations (shapes and sources in shared/src/game-wire/client-reads.ts): `aci`
 * on another player's castle and `adi` on an NPC camp, both the same reply (EmpireCore
 * attack/models/target_info.py:46-56: `adi`'s reply is read as `aci`'s), and `abi` on a boss dungeon. The bots send `cra` without
 * them; the web client and EmpireCore ask first. The newest spy report on the target, while current, is in
 * `S`/`AS` (spy-logs.ts; none: `AS` -1). Not live: no area effects, kings tower or workshop here, morality 0.
 */
import type { AttackInfo } from '@shared/game-wire/client-reads';
import { KINGDOM_ID } from '@shared/game-wire/ids';
import type { AreaRow, LiveOwner } from '@shared/game-wire/live-shapes';
import { RESULT } from '@shared/game-wire/protocol';
import { kingdomOf, ownCastleAt, type CommandContext } from '../core/command-context';
import { castleInventory, castleRow, commanders, npcRow, ownerRecord } from '../map/live-views';
import { npcAt, type NpcSite, presentNow } from '../map/npcs';
import { CommandError, int, type Payload } from '../core/payload';
import type { CastleRecord, PlayerCore } from '../core/players';
import { currentSpiedArmy } from './spy-logs';

/** The kingdom, our castle at `SX`/`SY` in it and the target place `TX`/`TY` a pre-calculation names. */
export function places(player: PlayerCore, req: Payload) {
  const kingdom = kingdomOf(req) as CastleRecord['kingdom'];
  const kid = KINGDOM_ID[kingdom];
  const source = ownCastleAt(player, kid, int(req, 'SX', 0), int(req, 'SY', 0));
  return { kingdom, kid, source, tx: int(req, 'TX', 0), ty: int(req, 'TY', 0) };
}

/** A pre-calculation's reply for the target row `row` (with its owners) attacked from `source`; resource-isles.ts's `aii` too. */
export function attackInfoReply(
  ctx: CommandContext,
  player: PlayerCore,
  source: CastleRecord,
  at: { tx: number; ty: number; kid: number },
  row: AreaRow,
  owners: LiveOwner[],
): AttackInfo {
  return {
    SCID: source.id,
    TX: at.tx,
    TY: at.ty,
    KID: at.kid,
    AE: [],
    // The newest spy report on the target while current (spy-logs.ts); none: AS -1.
    ...(currentSpiedArmy(player, at.kid, at.tx, at.ty, ctx.now, ctx.timeScale) ?? { AS: -1 }),
    KTB: 0,
    HAWL: 0,
    gaa: { AI: row, OI: owners },
    gui: { I: castleInventory(source), SHI: [] },
    gli: commanders(player),
    MB: 0,
  };
}

/** `aci`: the target must be another player's castle in kingdom `KID`; ours to attack from at `SX`/`SY`. */
export function attackInfo(ctx: CommandContext, player: PlayerCore, req: Payload): AttackInfo {
  const at = places(player, req);
  const target = ctx.castlesIn(at.kingdom).find(({ castle }) => castle.x === at.tx && castle.y === at.ty);
  // Not live: the code refusing a place that is no other player's castle is not public; 203 as for `cra`.
  if (!target || target.owner === player) throw new CommandError(`no castle of another player at ${at.tx}:${at.ty}`, RESULT.INVALID_AREA);
  return attackInfoReply(ctx, player, at.source, at, castleRow(target.castle, target.owner.playerId), [ownerRecord(target.owner)]);
}

/** An NPC target's pre-calculation: its row as `gaa` shows it (cooldown included); no such target there is 203, as `cra` refuses it. */
function npcInfo(ctx: CommandContext, player: PlayerCore, req: Payload, accepts: (site: NpcSite) => boolean): AttackInfo {
  const at = places(player, req);
  const site = npcAt(ctx.seed, player.zone, at.kingdom, at.tx, at.ty);
  if (!site || !accepts(site)) throw new CommandError(`no such target at ${at.tx}:${at.ty}`, RESULT.INVALID_AREA);
  const until = ctx.cooldownUntil(player.zone, site.id);
  const row = npcRow(site, player.victories[site.id] ?? 0, until > ctx.now ? Math.ceil((until - ctx.now) / 1000) : 0);
  // `OI` is empty: the map read lists no owner record for NPC rows either (commands.ts `gaaReply`).
  return attackInfoReply(ctx, player, at.source, at, row, []);
}

/** `adi {SX, SY, TX, TY, KID}`: an NPC camp on the map now. */
export function dungeonInfo(ctx: CommandContext, player: PlayerCore, req: Payload): AttackInfo {
  return npcInfo(ctx, player, req, (site) => presentNow(ctx, site.kind));
}

/**
 * `abi {KID, SX, SY, TX, TY}`: a boss dungeon, the fortresses of the three outer kingdoms (area type 11,
 * npcs.ts), answered as `adi` (EmpireCore attack/models/target_info.py: `abi`'s reply is read as `aci`'s;
 * the client's attackBossDungeon, bundle line 14837).
 */
export function bossDungeonInfo(ctx: CommandContext, player: PlayerCore, req: Payload): AttackInfo {
  return npcInfo(ctx, player, req, (site) => site.kind === 'fortress');
}
