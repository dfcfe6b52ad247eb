/**
 * The reads the game's web client makes in ordinary play and our bots never send
 * (shared/src/game-wire/client-reads.ts, with each shape's public source), answered from the world's
 * state: the joined castle's units and production, a player's details, the mailbox, bookmarks, the
 * attack pre-calculations (attack-info.ts), shop counts, highscores and event points (rankings.ts), the
 * troops dialog's `sti`. `upt` and `gfp` have no public reply: they are answered `{}`, ours (not live).
 * EmpireCore's own reads of the alliance and the player are in alliance-reads.ts and player-reads.ts;
 * this table gathers them all.
 */
import type { TravelInfo } from '@shared/game-wire/client-reads';
import { KINGDOM_ID } from '@shared/game-wire/ids';
import { encodeJsonText } from '@shared/game-wire/login';
import { RESULT } from '@shared/game-wire/protocol';
import { joinedCastle, kingdomOf, ownCastleAt, type CommandContext, type Handlers } from '../core/command-context';
import { castleDetail, castleInventory, castleList, castleRow, castleUnits, commanders, ownerRecord } from '../map/live-views';
import { markRead } from './inbox';
import { mailById } from '../mail/mailbox';
import { ALLIANCE_READ_ANSWERS } from '../alliance/alliance-reads';
import { attackInfo, dungeonInfo } from '../army/attack-info';
import { CommandError, int, type Payload } from '../core/payload';
import { PLAYER_READ_ANSWERS } from './player-reads';
import type { PlayerCore } from '../core/players';
import { eventPointsReply, highscore } from '../events/rankings';

type ReadName = 'gui' | 'gpa' | 'gcl' | 'gdi' | 'rms' | 'mmr' | 'gbl' | 'aci' | 'gbc' | 'hgh' | 'klh' | 'pep' | 'upt' | 'gfp' | 'sti' | 'adi';

/**
 * A player of this zone by id (every account holds a Great Empire castle from its first login); none is 21, as ggejs reads `gdi`'s refusal
 * (src/commands/onReceived/gdi.js: "player_not_found").
 */
function playerById(ctx: CommandContext, id: number): PlayerCore {
  const found = ctx.castlesIn('green').find(({ owner }) => owner.playerId === id)?.owner;
  if (!found) throw new CommandError(`no player ${id}`, RESULT.PLAYER_NOT_FOUND);
  return found;
}

/**
 * `sti`: troops from one own castle (`SX`/`SY`) to another (`TX`/`TY`) in kingdom `KID`; the client works
 * out travel time and cost itself from the distance (EmpireCore movements/models/support.py:311-314).
 * A source that is not ours is the live 53 (support.py:314-315); a target that is not ours is not public:
 * 53 too, and the source itself is 2, as `cat` (army-commands.ts) refuses them. No area effects here (`AE` []).
 */
function travelInfo(_ctx: CommandContext, player: PlayerCore, req: Payload): TravelInfo {
  const kid = KINGDOM_ID[kingdomOf(req) as keyof typeof KINGDOM_ID];
  const source = ownCastleAt(player, kid, int(req, 'SX', 0), int(req, 'SY', 0));
  const target = ownCastleAt(player, kid, int(req, 'TX', 0), int(req, 'TY', 0));
  if (target === source) throw new CommandError('the troops are at that castle already', RESULT.INVALID_PARAMETER_VALUE);
  return {
    SCID: source.id,
    KID: kid,
    gaa: { AI: castleRow(target, player.playerId), OI: ownerRecord(player) },
    gui: { I: castleInventory(source), SHI: [] },
    AE: [],
    gli: commanders(player),
  };
}

/** Every read the simulator answers beside the bots' commands (commands.ts spreads this table into its own). */
export const CLIENT_READ_ANSWERS: Handlers<ReadName | keyof typeof ALLIANCE_READ_ANSWERS | keyof typeof PLAYER_READ_ANSWERS> = {
  ...ALLIANCE_READ_ANSWERS,
  ...PLAYER_READ_ANSWERS,

  // The joined castle's inventories, its wounded in `HI` (army/hospital.ts); arriving units and the stronghold are not kept here.
  gui: (ctx, player) => castleUnits(joinedCastle(ctx, player)),

  gpa: (ctx, player) => castleDetail(player, joinedCastle(ctx, player), ctx.now).gpa ?? {},

  gcl: (ctx, player, req) => castleList(req.PID === undefined ? player : playerById(ctx, int(req, 'PID', 0))),

  gdi: (ctx, _player, req) => {
    const found = playerById(ctx, int(req, 'PID', 0));
    return { O: ownerRecord(found), gcl: castleList(found) };
  },

  rms: (_ctx, player, req) => {
    const mail = mailById(player, int(req, 'MID', 0));
    // Opening a message reads it, as the client marks its own copy (EmpireCore messages/service.py:117-124).
    mail.read = true;
    // The body travels as chat text, which the client decodes (EmpireCore mailbox.py:802-818).
    return { MTXT: encodeJsonText(mail.body) };
  },

  mmr: (_ctx, player, req) => {
    markRead(player, int(req, 'MID', 0));
    return null;
  },

  // No command makes bookmarks here, so both lists are empty.
  gbl: () => ({ BL: [], ABL: [] }),

  aci: attackInfo,

  adi: dungeonInfo,

  sti: travelInfo,

  gbc: (_ctx, player, req) => {
    // `CID` is sent (a fixed number per shop in the GGE-BOT fork) but what it names is not public: the
    // counts of every package the player bought are answered.
    int(req, 'CID', -1);
    int(req, 'KID', 0, 10);
    return { PL: Object.entries(player.shopBought ?? {}).map(([pid, amount]) => ({ PID: Number(pid), AMT: amount })) };
  },

  hgh: highscore,

  // The season ranks are ranks on the season's highscore lists, which the world does not keep (the season league's own state is kli's, season-league.ts).
  klh: () => [],

  pep: eventPointsReply,

  // Not live: no public source shows what these answer.
  upt: () => ({}),
  gfp: () => ({}),
};
