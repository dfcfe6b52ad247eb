/**
 * Alliances and their help list, as public clients see them (EmpireCore alliance/models/help.py): a
 * member asks for help (`ahr`), every member online is told (`ahh`, pushed), the list comes with the login
 * data (`ahl`), and `aha` helps every request of the others at once. Not live: alliances are set up by
 * tests and operators (`world.joinAlliance`), only build help (type 4) is asked here, a request needs 5
 * helps and stays until then, and the list is not kept across restarts.
 */
import { RESULT } from '@shared/game-wire/protocol';
import type { HelpRequest } from '@shared/game-wire/commands';
import { CommandError } from '../core/payload';
import type { PlayerCore } from '../core/players';

/** EmpireCore enums/alliance.py:86-98 (`HelpType`): 4 is "build". */
export const HELP_BUILD = 4;
/** Not live: helps a request needs before it leaves the list. */
export const HELPS_NEEDED = 5;

type HelpRecord = { LID: number; PID: number; PN: string; AID: number; TID: number; OP: { KID: number; AID: number; OID: number }; helpers: Set<number> };

export class HelpList {
  private readonly byZone = new Map<string, Map<number, HelpRecord>>();
  private lastId = 0;

  /** The request as one member sees it: `AC` whether they helped it already (EmpireCore help.py:91-140). */
  static view(r: HelpRecord, viewer: number): HelpRequest {
    return { AC: r.helpers.has(viewer) ? 1 : 0, LID: r.LID, PN: r.PN, P: r.helpers.size, PID: r.PID, TID: r.TID, OP: r.OP, RT: -1 };
  }

  /** The alliance's requests, as the login data's `ahl` carries them. */
  list(player: PlayerCore): { AHL: HelpRequest[]; TSL: number } {
    const aid = player.allianceId ?? -1;
    const requests = aid < 0 ? [] : [...this.zone(player.zone).values()].filter((r) => r.AID === aid);
    return { AHL: requests.map((r) => HelpList.view(r, player.playerId)), TSL: -1 };
  }

  /** `ahr {ID, T}`: a build help request for one of the player's buildings. */
  ask(player: PlayerCore, objectId: number, type: number): HelpRecord {
    if ((player.allianceId ?? -1) < 0) throw new CommandError('not in an alliance', RESULT.GENERAL_ERROR);
    if (type !== HELP_BUILD) throw new CommandError(`help type ${type} is not asked here`, RESULT.INVALID_PARAMETER_VALUE);
    const castle = player.castles.find((c) => c.buildings.some((b) => b.objectId === objectId));
    if (!castle) throw new CommandError('no such building of yours', RESULT.INVALID_PARAMETER_VALUE);
    const zone = this.zone(player.zone);
    if ([...zone.values()].some((r) => r.PID === player.playerId && r.OP.OID === objectId))
      throw new CommandError('help is asked for it already', RESULT.GENERAL_ERROR);
    this.lastId += 1;
    const record: HelpRecord = {
      LID: this.lastId,
      PID: player.playerId,
      PN: player.name,
      AID: player.allianceId!,
      TID: type,
      OP: { KID: 0, AID: castle.id, OID: objectId },
      helpers: new Set(),
    };
    zone.set(record.LID, record);
    return record;
  }

  /** `aha`: helps every request of the others in the player's alliance not helped yet; returns those helped. */
  helpAll(player: PlayerCore): HelpRecord[] {
    const aid = player.allianceId ?? -1;
    if (aid < 0) return [];
    const zone = this.zone(player.zone);
    const helped = [...zone.values()].filter((r) => r.AID === aid && r.PID !== player.playerId && !r.helpers.has(player.playerId));
    for (const r of helped) {
      r.helpers.add(player.playerId);
      if (r.helpers.size >= HELPS_NEEDED) zone.delete(r.LID);
    }
    return helped;
  }

  /** A request by id, for tests. */
  request(zone: string, lid: number): HelpRecord | undefined {
    return this.zone(zone).get(lid);
  }

  private zone(zone: string): Map<number, HelpRecord> {
    let requests = this.byZone.get(zone);
    if (!requests) this.byZone.set(zone, (requests = new Map()));
    return requests;
  }
}

/** The help lists' part of the command context (session/world-context.ts composes the slices). */
export type HelpContext = { help: HelpList };
