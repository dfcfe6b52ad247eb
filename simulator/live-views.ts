/**
 * The world's records on the wire, in the live shapes (api/src/runtime/game/live-shapes.ts): the login
 * bundle `gbd`, the movement list `gam` and a sent movement (`AAM`). Choices where the live game's own
 * values are not public are marked "not live" here and listed in README.md.
 */
import {
  AREA_TYPE,
  KINGDOM_ID,
  MOVEMENT_TYPE,
  NO_FESTIVAL,
  RESOURCE_KEY,
  SOLDIER_UNIT_ID,
  type AreaRow,
  type Goods,
  type LiveLoginData,
  type LiveMovements,
  type LiveMovementWrapper,
  type LiveOwner,
  type LiveSentMovement,
  type UnitCount,
} from '../shared/src/game-wire/live-shapes';
import type { NpcKind, Resources } from '../shared/src/game-wire/protocol';
import { npcById } from './npcs';
import { effectiveProduction, floorResources, type CastleRecord, type MovementRecord, type PlayerRecord } from './players';

/** Area types of NPC targets (the game's robber baron dungeon, isle dungeon, nomad camp, faction camp). */
const NPC_AREA_TYPE: Record<NpcKind, number> = {
  baron: AREA_TYPE.DUNGEON,
  fortress: AREA_TYPE.DUNGEON,
  seafort: AREA_TYPE.ISLE_DUNGEON,
  khan: AREA_TYPE.NOMAD_CAMP,
  berimond: AREA_TYPE.FACTION_CAMP,
};

/** NPC owner ids (the game's are below 0): robber baron, desert dungeon, island dungeon, nomad camp, faction king. */
const NPC_OWNER: Record<NpcKind, number> = { baron: -202, fortress: -220, seafort: -223, khan: -601, berimond: -410 };

/**
 * Raiders' owner ids: robber barons count down from -202, nomad camps from -601, the samurai camp is
 * -651 (the game's NPC owner ids). Not live: which id goes with which invented raider name.
 */
const RAIDER_OWNER: Record<string, number> = {
  'Robber Baron Ragnar': -202,
  'Robber Baron Gunnar': -203,
  'Robber Baron Sigrid': -204,
  'Khan Tarik': -601,
  'Nomad Chief Batu': -602,
  'Samurai Daimyo Ken': -651,
};
/** The game's "unknown NPC" owner. */
const UNKNOWN_OWNER = -366;

const soldiers = (count: number): UnitCount[] => (count > 0 ? [[SOLDIER_UNIT_ID, count]] : []);
const seconds = (ms: number) => ms / 1000;

/** Not live: building levels (positions 5–9) are 0, as the local world has no buildings. */
function castleRow(castle: CastleRecord, playerId: number): AreaRow {
  return [AREA_TYPE.CASTLE, castle.x, castle.y, castle.id, playerId, 0, 0, 0, 0, 0, castle.name];
}

function byKingdom<T>(castles: CastleRecord[], entry: (castle: CastleRecord) => T): Array<{ KID: number; AI: T[] }> {
  const blocks = new Map<number, T[]>();
  for (const castle of castles) {
    const kid = KINGDOM_ID[castle.kingdom];
    blocks.set(kid, [...(blocks.get(kid) ?? []), entry(castle)]);
  }
  return [...blocks].map(([KID, AI]) => ({ KID, AI }));
}

/** The login bundle: player, currencies, castles with their stock, units and production, the running feast. */
export function loginData(player: PlayerRecord, now: number, timeScale: number): LiveLoginData {
  const PID = player.playerId;
  const away = (castleId: number) => player.movements.filter((m) => m.type !== 'incoming' && m.castleId === castleId).reduce((sum, m) => sum + m.troops, 0);
  return {
    gpi: { PID, PN: player.name },
    // Not live: the local world has no experience points; XP counts won fights, as its levels do.
    gxp: { LVL: player.level, XP: player.wins },
    gcu: { C1: player.coins, C2: player.rubies },
    gal: { AID: -1 },
    gcl: { PID, C: byKingdom(player.castles, (castle) => ({ AI: castleRow(castle, PID) })) },
    dcl: {
      PID,
      C: byKingdom(player.castles, (castle) => {
        const stock = floorResources(castle.resources);
        const perHour = effectiveProduction(castle, player.feastUntil > now ? player.feastLevel : 0);
        return {
          AID: castle.id,
          W: stock.wood,
          S: stock.stone,
          F: stock.food,
          AC: soldiers(castle.troops),
          TU: soldiers(away(castle.id)),
          gpa: {
            DW: Math.round(perHour.wood * 10),
            DS: Math.round(perHour.stone * 10),
            DF: Math.round(perHour.food * 10),
            MRW: castle.capacity,
            MRS: castle.capacity,
            MRF: castle.capacity,
          },
        };
      }),
    },
    // Not live: the festival type `T` carries the feast level (1–3); the game's festival ids are not public.
    boi: { bfs: player.feastUntil > now ? { T: player.feastLevel, RT: seconds(player.feastUntil - now) } : { T: NO_FESTIVAL, RT: 0 } },
    // Not live (OwnSections): skip items and the time scale have no public live shape.
    skips: { ...player.skips },
    timeScale,
  };
}

function goods(loot: Resources): Goods {
  const whole = floorResources(loot);
  return [
    [RESOURCE_KEY.wood, whole.wood],
    [RESOURCE_KEY.stone, whole.stone],
    [RESOURCE_KEY.food, whole.food],
  ];
}

/**
 * One movement as the game lists it. Our armies: source our castle, target the NPC's area, `D` 1 on
 * the way home (not live: whether the game swaps the two areas for the way home is not public; readers
 * find our castle by its owner either way). A raider: target our castle; not live: raiders have no camp
 * on the local map, so their source row is the target castle's position under the raider's owner id.
 */
function wrapper(player: PlayerRecord, m: MovementRecord, now: number, seed: number): LiveMovementWrapper {
  const PID = player.playerId;
  const castle = player.castles.find((c) => c.id === m.castleId);
  const home: AreaRow = castle ? castleRow(castle, PID) : [AREA_TYPE.CASTLE, 0, 0, m.castleId, PID];
  const timing = { PT: seconds(Math.min(now, m.arrivesAt) - m.departedAt), TT: seconds(m.arrivesAt - m.departedAt), KID: KINGDOM_ID[castle?.kingdom ?? 'green'] };
  const army = { L: [], M: soldiers(m.troops), R: [], RW: [] };
  if (m.type === 'incoming') {
    const raider = RAIDER_OWNER[m.attacker ?? ''] ?? UNKNOWN_OWNER;
    const source: AreaRow = [AREA_TYPE.DUNGEON, home[1], home[2], -m.id, raider];
    return { M: { MID: m.id, T: MOVEMENT_TYPE.NPC_ATTACK, D: 0, ...timing, OID: raider, SID: raider, TID: PID, SA: source, TA: home }, GA: army };
  }
  const npc = m.targetId === null ? undefined : npcById(seed, player.zone, m.targetId);
  const owner = npc ? NPC_OWNER[npc.kind] : UNKNOWN_OWNER;
  const target: AreaRow = npc ? [NPC_AREA_TYPE[npc.kind], npc.x, npc.y, npc.id, owner] : [AREA_TYPE.DUNGEON, 0, 0, m.targetId ?? -1, owner];
  const movement: LiveMovementWrapper = {
    M: { MID: m.id, T: MOVEMENT_TYPE.ATTACK, D: m.type === 'return' ? 1 : 0, ...timing, OID: PID, SID: PID, TID: owner, SA: home, TA: target },
    GA: army,
  };
  if (m.type === 'return' && m.loot) movement.G = goods(m.loot);
  return movement;
}

/** The owner records the movements name: the player and each raider. */
function owners(player: PlayerRecord, movements: MovementRecord[]): LiveOwner[] {
  const records = new Map<number, LiveOwner>([[player.playerId, { OID: player.playerId, N: player.name, L: player.level }]]);
  for (const m of movements) {
    if (m.type === 'incoming') {
      const raider = RAIDER_OWNER[m.attacker ?? ''] ?? UNKNOWN_OWNER;
      records.set(raider, { OID: raider, N: m.attacker ?? 'unknown raider' });
    }
  }
  return [...records.values()];
}

/** `gam`: every movement of the player, soonest arrival first. */
export function movementList(player: PlayerRecord, now: number, seed: number): LiveMovements {
  const sorted = [...player.movements].sort((a, b) => a.arrivesAt - b.arrivesAt || a.id - b.id);
  return { M: sorted.map((m) => wrapper(player, m, now, seed)), O: owners(player, sorted) };
}

/** The reply to `cra` (and, not live, to `msd`): the movement under `AAM`. */
export function sentMovement(player: PlayerRecord, m: MovementRecord, now: number, seed: number): LiveSentMovement {
  return { AAM: wrapper(player, m, now, seed), O: owners(player, [m]) };
}
