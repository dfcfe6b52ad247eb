/**
 * The game's numbers, as public clients of the live game name them. Sources, cited per constant:
 *   EmpireCore  PyPI `empire-core` 0.59.0 (MIT), a typed client whose enums cite the game client's own
 *               bundle lines; paths are inside its `empire_core/` package.
 *   ggejs       npm client `vanBrusselTechnologies/ggejs` (`src/...`).
 *   GGE-BOT     the public bot and its forks (`xLukaZ/GGE-BOT`, `merzaklazaref-hub/new-gge-bot`).
 */

/** Kingdom ids (`KID`). EmpireCore enums/map.py:6-22 (`Kingdom`). */
export const KINGDOM_ID = { green: 0, sands: 1, ice: 2, fire: 3, storm: 4, berimond: 10 } as const;
export type Kingdom = keyof typeof KINGDOM_ID;
export const isKingdom = (name: string): name is Kingdom => Object.hasOwn(KINGDOM_ID, name);
export const KINGDOM_BY_ID: ReadonlyMap<number, Kingdom> = new Map(Object.entries(KINGDOM_ID).map(([name, id]) => [id, name as Kingdom]));

/** Map area types (a map row's first field). EmpireCore enums/map.py:47-110 (`MapItemType`). */
export const AREA_TYPE = {
  CASTLE: 1,
  /** A robber baron camp (green) or its kingdom's counterpart; owner derived from x/y, not sent. */
  DUNGEON: 2,
  /** The fortresses of the Burning Sands, Everwinter Glacier and Fire Peaks (GGE-BOT sharedFortressAttackLogic.js). */
  BOSS_DUNGEON: 11,
  /** A player's castle in a kingdom other than the Great Empire (EmpireCore enums/map.py:81). */
  KINGDOM_CASTLE: 12,
  FACTION_CAMP: 15,
  /** Berimond's watch towers, the only Berimond target public bots attack (GGE-BOT attackBerimondKingdom.js). */
  FACTION_TOWER: 17,
  /** Foreign invasion camps (event 71; EmpireCore ALIEN_CAMP). */
  ALIEN_CAMP: 21,
  /** The Storm Islands' NPC isles ("sea forts" in our templates), kingdom 4. */
  ISLE_DUNGEON: 25,
  /** Nomad invasion camps (event 72). */
  NOMAD_CAMP: 27,
  /** Samurai invasion camps (event 80). */
  SAMURAI_CAMP: 29,
  /** Berimond invasion camps (event 85; GGE-BOT attackBerimondInvasion.js "beriCamp"). */
  FACTION_INVASION_CAMP: 30,
  /** Bloodcrow camps (event 103; EmpireCore RED_ALIEN_CAMP). */
  RED_ALIEN_CAMP: 34,
  /** The Khan's camps (EmpireCore: ALLIANCE_NOMAD_CAMP). */
  KHAN_CAMP: 35,
  /** The Daimyo's castle and townships (event 80). */
  DAIMYO_CASTLE: 37,
  DAIMYO_TOWNSHIP: 38,
} as const;

/** NPC owner ids. EmpireCore enums/map.py:113-201 (`NPCOwner`). */
export const NPC_OWNER = {
  ROBBER_BARON: -202,
  DESERT_DUNGEON: -220,
  ISLAND_DUNGEON: -223,
  DESERT_BOSS_DUNGEON: -230,
  NOMAD_CAMP: -601,
  SAMURAI_CAMP: -651,
  KHAN_CAMP: -801,
  DAIMYO_CASTLE: -811,
  DAIMYO_TOWNSHIP: -815,
  ALIEN_CAMP: -1000,
  RED_ALIEN_CAMP: -1002,
  FACTION: -410,
} as const;

/** Movement types (`T`). EmpireCore enums/movements.py:6-43; "returning" is not a type but `D` 1. */
export const MOVEMENT_TYPE = { ATTACK: 0, DEFENCE: 1, TRAVEL: 2, SPY: 3, MARKET: 4, NPC_ATTACK: 11 } as const;
/** The types EmpireCore counts as attacks (enums/movements.py:69-87). */
export const ATTACK_MOVEMENT_TYPES: ReadonlySet<number> = new Set([0, 11, 17, 18, 19, 20, 21, 27, 28, 29, 30, 31, 33, 34]);

/**
 * Unit wod ids. EmpireCore gamedata/ids/units.py (SPEERMAN 602, MILITIA 746); public bots recruit and
 * send 602 (GGE-BOT barracks.js, units.json "Speerman", melee, fightType 0). 620 is the SHIELDS tool.
 */
export const UNIT = { SPEARMAN: 602 } as const;

/**
 * The soldiers a castle's units (`dcl` AC, which also lists tools) may hold and an attack may send:
 * the barracks' melee and ranged units of EmpireCore gamedata/ids/units.py (SWORDMAN 601 to LONGBOWMAN
 * 610, PIKEMAN 743, SPEARTHROWER 744). Militia (746) is left out: public bots never send it (it has no
 * fight type in units.json). Other units are not counted: without the game's data files we cannot
 * tell a unit from a tool by its id.
 */
export const SOLDIER_IDS: ReadonlySet<number> = new Set([601, 602, 603, 604, 605, 606, 607, 608, 609, 610, 743, 744]);

/**
 * Defence tools the local world stocks, by wod id (EmpireCore gamedata/ids/tools.py, category "Defence":
 * BULWARK 645, STAKES 634, OILSMELTER 637, MAT 644, BRAZIER 629). Names for the console.
 */
export const DEFENCE_TOOL_NAMES: Readonly<Record<number, string>> = { 645: 'bulwark', 634: 'stakes', 637: 'oil smelter', 644: 'mat', 629: 'brazier' };

/**
 * Event ids in `sei`. EmpireCore gamedata/ids/events.py:36, 90-91, 99, 104, 118; the GGE-BOT fork's plugins
 * key on the same (merzaklazaref-hub/new-gge-bot attackNomads.js 72, attackSamurai.js 80, attackForeign.js 71,
 * attackBloodcrows.js 103, attackBerimondInvasion.js 85, attackBerimondKingdom.js 3). docs/event-sources.md.
 */
export const EVENT_ID = {
  BERIMOND: 3,
  ALLIANCE_ALIEN_INVASION: 71,
  ALLIANCE_NOMAD_INVASION: 72,
  SAMURAI_INVASION: 80,
  /**
   * The long-term point event, the "grand nobility prize": it counts the points of other events (EmpireCore gamedata/ids/events.py, events/models.py
   * LongTermPointEvent `UE`).
   */
  LONG_TERM_POINT_EVENT: 83,
  FACTION_INVASION: 85,
  RED_ALLIANCE_ALIEN_INVASION: 103,
  /** The temporary server; "Outer Realms" is an inference (pygge's GST 2 flow, events/outer_realms.py). */
  TEMP_SERVER: 106,
  /** The alliance battle ground; "Beyond the Horizon" is an inference (pygge's GST 3 flow, events/beyond_the_horizon.py). */
  ALLIANCE_BATTLE_GROUND: 113,
  /**
   * The colossus the zone's players donate to; EmpireCore names three (44, 57, 69) without saying which is which, and `che` names none (ranking/service.py
   * get_colossus_highscore).
   */
  COLOSSUS: 44,
  /** The Grand Tournament, alliances' quests (EmpireCore gamedata/ids/events.py, events/models.py GrandTournamentEvent). */
  GRAND_TOURNAMENT: 129,
  /** The alliance raid boss (EmpireCore gamedata/ids/events.py, events/models.py RaidBossEvent). */
  ALLIANCE_RAIDBOSS: 133,
  /** The season league, the kingdoms league of EmpireCore (gamedata/ids/events.py SEASON_LEAGUE, events/models.py KingdomsLeagueEvent). */
  SEASON_LEAGUE: 601,
} as const;

/**
 * The temporary servers a player joins with a login token (`glt {GST}` on the main server): the server
 * type `GST` each is asked with (pygge events/outer_realms.py GST 2, beyond_the_horizon.py GST 3) and the
 * event that opens it (EmpireCore gamedata/ids/events.py:121, 127; which event is which server is our
 * reading of the names: no source pairs them).
 */
export const TEMP_SERVERS = {
  'outer-realms': { label: 'Outer Realms', GST: 2, event: EVENT_ID.TEMP_SERVER },
  'beyond-the-horizon': { label: 'Beyond the Horizon', GST: 3, event: EVENT_ID.ALLIANCE_BATTLE_GROUND },
} as const;
export type TempServer = keyof typeof TEMP_SERVERS;

/**
 * Minute skip items by key, in minutes. EmpireCore gamedata/ids/currencies.py:233-239 (currencies
 * 1001-1007); held in the `sce` section as `[key, amount]` pairs (ggejs onReceived/sce.js).
 */
export const MINUTE_SKIPS = { MS1: 1, MS2: 5, MS3: 10, MS4: 30, MS5: 60, MS6: 300, MS7: 1440 } as const;
export type MinuteSkip = keyof typeof MINUTE_SKIPS;

/**
 * A robber baron camp's level from its victory count and kingdom (the row carries no level):
 * floor(1.9 × victories^0.555) + 1, 35, 20, 45 for kingdoms 0-3. ggejs src/utils/DungeonConst.js
 * `getLevel`, the same in GGE-BOT sharedBarronAttackLogic.js.
 */
export function dungeonLevel(victories: number, kingdomId: number): number {
  const offset = [1, 35, 20, 45][kingdomId] ?? 0;
  return Math.floor(1.9 * Math.abs(victories) ** 0.555) + offset;
}

/** The inverse: the fewest victories that give a level, 0 at or below the kingdom's first level (used by the local game server to place camps). */
export function victoriesFor(level: number, kingdomId: number): number {
  const offset = [1, 35, 20, 45][kingdomId] ?? 0;
  if (level <= offset) return 0;
  let victories = Math.max(0, Math.floor(((level - offset) / 1.9) ** (1 / 0.555)) - 2);
  while (dungeonLevel(victories, kingdomId) < level) victories += 1;
  return victories;
}

/**
 * The Storm Islands isle "level" by isle id (map row field 5). GGE-BOT attackStormForts.js: 7-9 are
 * the easy 60/70/80, 10-14 the hard 40-80.
 */
export const ISLE_LEVEL: Readonly<Record<number, number>> = { 7: 60, 8: 70, 9: 80, 10: 40, 11: 50, 12: 60, 13: 70, 14: 80 };

/** Tax collector durations in seconds by type `TT` 0-6. EmpireCore castle/models/tax.py:19-23 (TaxConst.COLLECTOR_DURATION). */
export const TAX_DURATIONS_S = [600, 1800, 5400, 10800, 21600, 43200, 86400] as const;

/** The feast type every public bot sends with `bfs` (GGE-BOT plugins/feast.js); no other value is public. */
export const FEAST_TYPE = 8;
/** A festival type meaning "none runs" (EmpireCore player/models/progress.py:106-124). */
export const NO_FESTIVAL = -1;
