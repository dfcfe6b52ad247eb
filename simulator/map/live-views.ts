/**
 * The world's records on the wire, in the live shapes (shared/src/game-wire/live-shapes.ts): the login
 * bundle `gbd`, castle details `dcl` and map rows `gaa` (the movements, `gam`: movement-views.ts).
 * Choices where the live game's own values are not public are marked "not live" here and listed in
 * README.md.
 */
import { AREA_TYPE, KINGDOM_ID, NO_FESTIVAL, NPC_OWNER, UNIT, TAX_DURATIONS_S } from '@shared/game-wire/ids';
import type {
  AreaRow,
  CastleRow,
  Goods,
  LiveCastleDetail,
  LiveCastleDetails,
  LiveCommanders,
  LiveKingdoms,
  LiveLoginData,
  LiveOwner,
  LiveTaxInfo,
  OwnSections,
  UnitCount,
} from '@shared/game-wire/live-shapes';
import type { CastleDefence, KeepDefence, MoatDefence, WallDefence } from '@shared/game-wire/commands';
import type { UnitInventory } from '@shared/game-wire/client-reads';
import { foodEatenPerHour } from '../core/upkeep';
import { isDaimyoCastle, type NpcSite } from './npcs';
import { DEFENCE } from '../core/rules';
import { effectiveProduction, floorResources, type CastleRecord, type NpcKind, type PlayerCore, type Resources } from '../core/players';

/** NPC owner ids (the game's are below 0) for movement owner records (EmpireCore enums/map.py:113-201). */
const NPC_OWNER_ID: Record<NpcKind, number> = {
  baron: NPC_OWNER.ROBBER_BARON,
  fortress: NPC_OWNER.DESERT_BOSS_DUNGEON,
  seafort: NPC_OWNER.ISLAND_DUNGEON,
  khan: NPC_OWNER.KHAN_CAMP,
  berimond: NPC_OWNER.FACTION,
  nomad: NPC_OWNER.NOMAD_CAMP,
  samurai: NPC_OWNER.SAMURAI_CAMP,
  daimyo: NPC_OWNER.DAIMYO_TOWNSHIP,
  alien: NPC_OWNER.ALIEN_CAMP,
  redAlien: NPC_OWNER.RED_ALIEN_CAMP,
  factionInvasion: NPC_OWNER.FACTION,
};

/** A site's owner: each outer kingdom's fortresses have their own (DESERT -230, ICE -231, VOLCANO -232). */
export function ownerOf(site: NpcSite): number {
  if (site.kind === 'fortress') return NPC_OWNER.DESERT_BOSS_DUNGEON - (KINGDOM_ID[site.kingdom] - 1);
  if (isDaimyoCastle(site)) return NPC_OWNER.DAIMYO_CASTLE;
  return NPC_OWNER_ID[site.kind];
}

/** The raider name of the Khan camp's attacks on alliance members. */
export const KHAN_HORDE = 'The Khan’s horde';
/** Raiders' owner ids (robber barons count down from -202, nomad camps from -601). Not live: which id goes with which invented raider name. */
const RAIDER_OWNER: Record<string, number> = {
  'Robber Baron Ragnar': -202,
  'Robber Baron Gunnar': -203,
  'Robber Baron Sigrid': -204,
  'Khan Tarik': -601,
  'Nomad Chief Batu': -602,
  'Samurai Daimyo Ken': -651,
  /** The Khan's camp attacking alliance members in the Nomad invasion (EmpireCore NPCOwner.ALLIANCE_NOMAD_CAMP); only by launchRaid. */
  [KHAN_HORDE]: -801,
};
export const UNKNOWN_OWNER = -366;
/** A raider's owner id, by its name. */
export const raiderOwnerId = (name: string | null): number => RAIDER_OWNER[name ?? ''] ?? UNKNOWN_OWNER;

export const soldiers = (count: number): UnitCount[] => (count > 0 ? [[UNIT.SPEARMAN, count]] : []);
/** Whole seconds, as the live game sends them (EmpireCore reads `PT`/`TT` as integers). */
export const seconds = (ms: number) => Math.max(0, Math.round(ms / 1000));

/**
 * A castle row (EmpireCore items.py:100-131): `[1, x, y, id, owner, keep, wall, gate, tower, moat,
 * name, attackCooldown, sabotageCooldown, spyAge, outpostType, occupier, kingdom, skin]`. Not live: the
 * local world's castles have no defences, so keep, wall and gate are level 1 (the least public clients
 * read) and tower and moat 0.
 */
/** The player's coins and rubies (`gcu`), in the login data, the replies that spend them, and pushed when they change. */
export const gcu = (player: PlayerCore) => ({ C1: Math.floor(player.coins), C2: player.rubies });

/** A player's owner record (`OI`, `O`): id, name, level and alliance when in one (EmpireCore map/models/areas.py MapObject). */
export const ownerRecord = (p: PlayerCore): LiveOwner => ({
  OID: p.playerId,
  N: p.name,
  L: p.level,
  ...(p.allianceId === undefined ? {} : { AID: p.allianceId }),
});

export function castleRow(castle: Pick<CastleRecord, 'id' | 'x' | 'y' | 'name' | 'kingdom'>, playerId: number): CastleRow {
  // A castle outside the Great Empire is a kingdom castle (12), as public bots pick them from gcl; in
  // Berimond it is the player's camp (15, the GGE-BOT fork's "beriCastle"; EmpireCore enums/map.py:84).
  const type = castle.kingdom === 'green' ? AREA_TYPE.CASTLE : castle.kingdom === 'berimond' ? AREA_TYPE.FACTION_CAMP : AREA_TYPE.KINGDOM_CASTLE;
  return [type, castle.x, castle.y, castle.id, playerId, 1, 1, 1, 0, 0, castle.name, 0, 0, -1, 0, -1, KINGDOM_ID[castle.kingdom], 0];
}

/**
 * An NPC target's map row in the layout public clients parse for its area type (EmpireCore
 * map/models/items.py; ggejs src/structures/mapobjects):
 *   baron (2)     [2, x, y, spyAge, victories, cooldownSeconds, kingdom]          level from victories (ids.ts)
 *   fortress (11) [11, x, y, spyAge, level, cooldownSeconds, defeaterId, kingdom]
 *   isle (25)     [25, x, y, kingdom, spyAge, isleId, cooldownSeconds, victories, hidden]
 *   khan (35)     [35, x, y, spyAge, campId, cooldownSeconds, totalCooldown, skipCost, victories, difficultyCampId, wall, gate, moat]
 *   tower (17)    [17, x, y, ownerId, destroyed, protectors, spyAge, level, attacksLeft, objectId]
 * `spyAge` -1: never spied. Not live: the Khan camp's difficulty id is its level (the live one indexes
 * the game's data tables), and its skip cost is 0.
 */
export function npcRow(site: NpcSite, wins: number, cooldownSeconds: number): AreaRow {
  const victories = site.baseVictories + wins;
  const kid = KINGDOM_ID[site.kingdom];
  switch (site.kind) {
    case 'baron':
      return [AREA_TYPE.DUNGEON, site.x, site.y, -1, victories, cooldownSeconds, kid];
    case 'fortress':
      return [AREA_TYPE.BOSS_DUNGEON, site.x, site.y, -1, site.level, cooldownSeconds, -1, kid];
    case 'seafort':
      return [AREA_TYPE.ISLE_DUNGEON, site.x, site.y, kid, -1, site.isleId, cooldownSeconds, wins, 0];
    case 'khan':
      return [AREA_TYPE.KHAN_CAMP, site.x, site.y, -1, site.id, cooldownSeconds, cooldownSeconds, 0, wins, site.level, 0, 0, 0];
    case 'berimond':
      return [AREA_TYPE.FACTION_TOWER, site.x, site.y, NPC_OWNER.FACTION, 0, [], -1, site.level, 99, site.id];
    // The invasion camps, in EmpireCore map/models/items.py's layouts (docs/event-sources.md items 3-4).
    // _invasion_camp 345-357: [type, x, y, espionage, victories, cooldown, -, -, scalingCampId, wall, gate, moat].
    case 'nomad':
    case 'samurai':
      return [site.kind === 'nomad' ? AREA_TYPE.NOMAD_CAMP : AREA_TYPE.SAMURAI_CAMP, site.x, site.y, -1, wins, cooldownSeconds, 0, 0, site.level, 0, 0, 0];
    // _daimyo 372-387: [type, x, y, espionage, campId, cooldown, totalCooldown, skipCost, scalingCampId, wall, gate, moat].
    case 'daimyo':
      return [
        isDaimyoCastle(site) ? AREA_TYPE.DAIMYO_CASTLE : AREA_TYPE.DAIMYO_TOWNSHIP,
        site.x,
        site.y,
        -1,
        site.id,
        cooldownSeconds,
        cooldownSeconds,
        0,
        site.level,
        0,
        0,
        0,
      ];
    // _alien_camp 318-331: [type, x, y, dungeonLevel, espionage, peaceMode, wall, gate, moat, rerolled, scalingCampId]. The row
    // has no cooldown; not live: a camp here rests in peace mode (1) while it cools down after an attack.
    case 'alien':
    case 'redAlien':
      return [
        site.kind === 'alien' ? AREA_TYPE.ALIEN_CAMP : AREA_TYPE.RED_ALIEN_CAMP,
        site.x,
        site.y,
        site.level,
        -1,
        cooldownSeconds > 0 ? 1 : 0,
        0,
        0,
        0,
        0,
        site.id,
      ];
    // _faction_invasion_camp 360-370: [30, x, y, espionage, victories, cooldown, -, dungeonType].
    case 'factionInvasion':
      return [AREA_TYPE.FACTION_INVASION_CAMP, site.x, site.y, -1, wins, cooldownSeconds, 0, 0];
  }
}

function byKingdom<T>(castles: CastleRecord[], entry: (castle: CastleRecord) => T): Array<{ KID: number; AI: T[] }> {
  const blocks = new Map<number, T[]>();
  for (const castle of castles) {
    const kid = KINGDOM_ID[castle.kingdom];
    blocks.set(kid, [...(blocks.get(kid) ?? []), entry(castle)]);
  }
  return [...blocks].map(([KID, AI]) => ({ KID, AI }));
}

/** The commanders (`gli`): each id as a commander (`WID` 2), the free starting one first. */
export function commanders(player: PlayerCore): LiveCommanders {
  return { C: player.commanders.map((ID, i) => ({ ID, WID: 2, VIS: i, N: `Commander ${i + 1}` })), B: [] };
}

/** The tax collector (`txi.TX`): `TT` -1 none; `RT` seconds left while collecting, -1 once done. */
export function taxInfo(player: PlayerCore, now: number): LiveTaxInfo {
  const tax = player.tax;
  if (!tax) return { TT: -1, RT: 0, EM: 0, PO: 0, IB: 0, VB: 0 };
  return { TT: tax.type, RT: tax.endsAt > now ? seconds(tax.endsAt - now) : -1, EM: tax.coins, PO: 0, IB: 0, VB: 0 };
}

/** `gxp`: the player's level and experience. Not live: the local world has no experience points; XP counts won fights, as its levels do. */
export function experience(player: PlayerCore): { LVL: number; XP: number } {
  return { LVL: player.level, XP: player.wins };
}

/**
 * `glu`, pushed when the player reaches a new level: the new level (`L`), whether it is a legend level
 * (`LL`, 0/1), and the player's currencies and experience after it, which the client applies as the
 * login's `gcu` and `gxp` (EmpireCore state/manager.py:495-505 `_handle_glu`, the client's GLUCommand).
 */
export function levelUp(player: PlayerCore) {
  return { L: player.level, LL: 0, gcu: gcu(player), gxp: experience(player) };
}

/**
 * The login bundle, pushed once after `lli`. Castle details (`dcl`) are not in it: clients ask for
 * them, as public clients refresh castles with `dcl` (whether the live bundle carries them is not public).
 */
export function loginData(player: PlayerCore, now: number, timeScale: number, events: LiveLoginData['sei']): LiveLoginData & OwnSections {
  const PID = player.playerId;
  return {
    gpi: { PID, PN: player.name },
    gxp: experience(player),
    gcu: gcu(player),
    gal: { AID: player.allianceId ?? -1 },
    gcl: castleList(player),
    gli: commanders(player),
    sce: specialCurrencies(player),
    // Not live: the festival type is the one public bots send (8); its effect here is our own.
    boi: { bfs: player.feastUntil > now ? { T: player.feastLevel, RT: seconds(player.feastUntil - now) } : { T: NO_FESTIVAL, RT: 0 } },
    txi: { TX: taxInfo(player, now) },
    sei: events,
    kpi: kingdomInfo(player, now),
    // Not live (OwnSections): the time scale has no live section.
    timeScale,
  };
}

/** `gcl`: the player's castles by kingdom (in the login data and in `mir`). */
export function castleList(player: PlayerCore): { PID: number; C: Array<{ KID: number; AI: Array<{ AI: CastleRow }> }> } {
  return { PID: player.playerId, C: byKingdom(player.castles, (castle) => ({ AI: castleRow(castle, player.playerId) })) };
}

/**
 * `kpi`: the kingdoms the player holds a castle in, unlocked, and the units on their way to one (EmpireCore
 * castle/models/kingdoms.py:20-170). Not live: no warehouses, slums or resets here.
 */
export function kingdomInfo(player: PlayerCore, now: number): LiveKingdoms {
  const kingdoms = [...new Set(player.castles.map((c) => KINGDOM_ID[c.kingdom]))].filter((kid) => kid !== KINGDOM_ID.green);
  const castleKid = (id: number | undefined) => KINGDOM_ID[player.castles.find((c) => c.id === id)?.kingdom ?? 'green'];
  return {
    UL: kingdoms.map((KID) => ({ KID, U: 1, C: 0, SL: 0, SPW: 0, SPS: 0, SPF: 0, SPC1: 0, KRS: 0, CRS: 0 })),
    UT: player.movements
      .filter((m) => m.type === 'kingdom')
      .map((m) => ({ KID: castleKid(m.toCastleId), RS: seconds(m.arrivesAt - now), I: soldiers(m.troops) })),
    RT: player.movements
      .filter((m) => m.type === 'kingdomGoods')
      .map((m) => ({ KID: castleKid(m.toCastleId), RS: seconds(m.arrivesAt - now), G: goods(m.loot ?? { wood: 0, stone: 0, food: 0 }) })),
  };
}

const pad = (slots: UnitCount[], count: number): UnitCount[] => [
  ...slots,
  ...Array.from({ length: Math.max(0, count - slots.length) }, (): UnitCount => [-1, 0]),
];

/** The wall as `dfw` answers it and `dfc` carries it: each section's slots, padded to its slot count. */
export function wallView(castle: CastleRecord): WallDefence {
  const { wall } = castle.defence;
  const { L, M, R } = DEFENCE.slots.wall;
  return {
    L: { S: pad(wall.L, L), UP: 37, UC: 0 },
    M: { S: pad(wall.M, M), UP: 26, UC: 0 },
    R: { S: pad(wall.R, R), UP: 37, UC: 0 },
    U: castle.troops,
    US: castle.troops,
    D: 0,
  };
}

export function moatView(castle: CastleRecord): MoatDefence {
  const { moat } = castle.defence;
  return { LS: pad(moat.L, DEFENCE.slots.moat), MS: pad(moat.M, DEFENCE.slots.moat), RS: pad(moat.R, DEFENCE.slots.moat), D: 0 };
}

export function keepView(castle: CastleRecord): KeepDefence {
  return { S: pad(castle.defence.keep, DEFENCE.slots.keep), STS: pad([], DEFENCE.slots.support), AUYL: 0, UYL: 0, U: 0, UC: 50, MAUCT: 0 };
}

/** A castle's units at home and its stocked tools, as `gui.I` lists them (EmpireCore army/models/units.py:48-65: "units and tools"). */
export function castleInventory(castle: CastleRecord): UnitCount[] {
  const tools = Object.entries(castle.tools)
    .filter(([, n]) => n > 0)
    .map(([wod, n]): UnitCount => [Number(wod), n]);
  return [...soldiers(castle.troops), ...tools];
}

/**
 * A castle's unit inventories as `gui` answers them (EmpireCore army/models/units.py:35-84, CastleMilitaryData.parse_GUI): at home
 * with its tools `I`, wounded in its hospital `HI` (army/hospital.ts). Arriving units and the stronghold are not kept here.
 */
export function castleUnits(castle: CastleRecord): UnitInventory {
  return { I: castleInventory(castle), TU: [], SHI: [], HI: soldiers(castle.wounded ?? 0) };
}

/**
 * `dfc`: a castle's units and stocked tools (`gui.I`), its map row and its wall, moat and keep (EmpireCore
 * defense/models.py:193-256). Not live: no castellan, workshop or gate defence figures.
 */
export function defenceView(castle: CastleRecord, playerId: number): CastleDefence {
  return {
    gui: { I: castleInventory(castle) },
    A: castleRow(castle, playerId),
    HDWL: 0,
    dfw: wallView(castle),
    dfk: keepView(castle),
    dfm: moatView(castle),
    PR: [],
    PM: [UNIT.SPEARMAN],
    GD: 0,
  };
}

/** One castle's details (a dcl entry): stock, units at home, production and what its soldiers eat per hour × 10, and storage. */
export function castleDetail(player: PlayerCore, castle: CastleRecord, now: number): LiveCastleDetail {
  const stock = floorResources(castle.resources);
  const perHour = effectiveProduction(castle, player.feastUntil > now);
  return {
    AID: castle.id,
    W: stock.wood,
    S: stock.stone,
    F: stock.food,
    // Units and tools together, as the live list holds them (docs/game.md: bots count only its soldiers).
    AC: castleInventory(castle),
    gpa: {
      DW: Math.round(perHour.wood * 10),
      DS: Math.round(perHour.stone * 10),
      DF: Math.round(perHour.food * 10),
      DFC: Math.round(foodEatenPerHour(player, castle) * 10),
      MRW: castle.capacity,
      MRS: castle.capacity,
      MRF: castle.capacity,
    },
  };
}

/** `dcl`: every castle's details per kingdom. */
export function castleDetails(player: PlayerCore, now: number): LiveCastleDetails {
  return { PID: player.playerId, C: byKingdom(player.castles, (castle) => castleDetail(player, castle, now)) };
}

/** `grc`: one castle's stock. */
export function castleResources(castle: CastleRecord) {
  const stock = floorResources(castle.resources);
  return { AID: castle.id, KID: KINGDOM_ID[castle.kingdom], W: stock.wood, S: stock.stone, F: stock.food };
}

export function goods(r: Resources): Goods {
  const whole = floorResources(r);
  return [
    ['W', whole.wood],
    ['S', whole.stone],
    ['F', whole.food],
  ];
}
/** The tax collector's income for a type at the world's rate, in coins. */
export function taxIncome(type: number, coinsPerHour: number): number {
  return Math.round((coinsPerHour * (TAX_DURATIONS_S[type] ?? 0)) / 3600);
}

/** The `sce` list: skip items, then special currencies. */
export function specialCurrencies(player: PlayerCore): Array<[string, number]> {
  return [...Object.entries(player.skips), ...Object.entries(player.currencies ?? {})].map(([key, amount]) => [key, amount] as [string, number]);
}
