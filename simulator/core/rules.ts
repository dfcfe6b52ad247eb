/**
 * The simulator's tuning in one place. Figures are invented to make bots' loops meaningful (a fresh
 * castle can beat low barons, loses to high ones, gets raided now and then), not copied from the game.
 */
import { EVENT_ID, MINUTE_SKIPS, type Kingdom, type MinuteSkip } from '@shared/game-wire/ids';

/** Wood, stone and food: a castle's stock, production and loot. */
export type Resources = { wood: number; stone: number; food: number };
/** The NPC targets of the local map (their live area types are in live-views.ts). */
export type NpcKind = 'baron' | 'seafort' | 'khan' | 'berimond' | 'fortress' | 'nomad' | 'samurai' | 'daimyo' | 'alien' | 'redAlien' | 'factionInvasion';

export const GAME_MINUTE_MS = 60_000;
export const GAME_HOUR_MS = 60 * GAME_MINUTE_MS;

/** Real milliseconds that `gameMs` of game time take at this time scale. */
export function realMs(gameMs: number, timeScale: number): number {
  return gameMs / timeScale;
}

/**
 * The game day a real epoch ms falls in, counted in game time from the epoch. Not live: when the live
 * server's daily scores reset is not public; here at game midnight UTC.
 */
export function gameDay(realEpochMs: number, timeScale: number): number {
  return Math.floor((realEpochMs * timeScale) / (24 * GAME_HOUR_MS));
}

export const START = {
  coins: 1_000,
  rubies: 100,
  troops: 200,
  resources: { wood: 2_000, stone: 2_000, food: 2_000 } satisfies Resources,
  /**
   * Food is twice what the starting 200 spearmen eat (2 an hour each, units.json `foodSupply`), so a new
   * castle feeds its army with room to recruit as many again; 400 until issue 65, when soldiers began to eat.
   */
  production: { wood: 300, stone: 300, food: 800 } satisfies Resources,
  capacity: 10_000,
  /** Minute skip items by key (the live `sce` section's MS1-MS7). */
  skips: { MS1: 10, MS2: 5, MS3: 0, MS4: 2, MS5: 0, MS6: 0, MS7: 0 } satisfies Record<MinuteSkip, number>,
  /** Commander ids (`gli` C[].ID); 0 is the free starting commander in the live game (EmpireCore roster.py). */
  commanders: [0, 1, 2],
} as const;

/**
 * Recurring events by their live ids, in game hours: each runs `forHours` of every `everyHours`, shifted
 * per seed so they do not all start together. Invented figures; the live rotation is the game's own.
 * The Storm Islands are a kingdom, not an event (public bots play them without waiting for one).
 */
export const EVENT_SCHEDULE: Record<number, { everyHours: number; forHours: number }> = {
  [EVENT_ID.ALLIANCE_NOMAD_INVASION]: { everyHours: 48, forHours: 30 },
  [EVENT_ID.BERIMOND]: { everyHours: 96, forHours: 60 },
  [EVENT_ID.SAMURAI_INVASION]: { everyHours: 72, forHours: 36 },
  [EVENT_ID.ALLIANCE_ALIEN_INVASION]: { everyHours: 120, forHours: 48 },
  [EVENT_ID.RED_ALLIANCE_ALIEN_INVASION]: { everyHours: 144, forHours: 48 },
  [EVENT_ID.FACTION_INVASION]: { everyHours: 96, forHours: 40 },
  [EVENT_ID.TEMP_SERVER]: { everyHours: 192, forHours: 72 },
  [EVENT_ID.ALLIANCE_BATTLE_GROUND]: { everyHours: 144, forHours: 48 },
  // Not live: how often and how long the long-term point event runs is not public; it outlasts the invasions it counts.
  [EVENT_ID.LONG_TERM_POINT_EVENT]: { everyHours: 288, forHours: 144 },
  // Not live: how often the colossus, the Grand Tournament and the raid boss come back and how long they stay is not public.
  [EVENT_ID.COLOSSUS]: { everyHours: 192, forHours: 96 },
  [EVENT_ID.GRAND_TOURNAMENT]: { everyHours: 288, forHours: 96 },
  [EVENT_ID.ALLIANCE_RAIDBOSS]: { everyHours: 144, forHours: 72 },
  // Not live: a season's length and the pause between seasons are not public.
  [EVENT_ID.SEASON_LEAGUE]: { everyHours: 576, forHours: 504 },
};

/** Not live: the game's feast cost and effect are not public; GGE-BOT assumes 150,000 food a feast. */
export const FEAST = { food: 1_500, bonus: 0.2, hours: 2 };
/** The live tax types 0-6 (durations in ids.ts); types 1-4 cost 10 % of their income (EmpireCore tax.py:25-34). */
export const TAX = { coinsPerHour: 60, paidShare: 0.1 };
/** A minute skip's minutes by key. */
export { MINUTE_SKIPS };
/** Not live: the live map reads' ban rule, from EmpireCore map/pacing.py:4-10: about 810,000 tiles in 30 s ban for 12 hours. */
export const MAP_BAN = { tiles: 810_000, windowMs: 30_000, banSeconds: 12 * 3600 };
/** The live server refuses an attack sent less than 4 s after the account's previous one (EmpireCore attack/pacing.py:1-8). */
export const ATTACK_SPACING_MS = 4_000;
/**
 * Not live: commands a connection may send in one real second before it is dropped as a flood (close
 * 4008). The live figure is not public; this one keeps a person-paced client far below it.
 */
export const MAX_REQUESTS_PER_SECOND = 10;
/** At most 101 tiles a side in one `gaa` (EmpireCore map/models/areas.py:46-61). */
export const MAX_AREA_SIDE = 101;

/** The map is 0-1286 on each axis, as public bots clamp it (GGE-BOT sharedBarronAttackLogic.js). */
export const MAP_SIZE = 1_287;
export const CELL_SIZE = 39;
export const NPCS_PER_CELL = 4;

export const TRAVEL = { baseMinutes: 5, minutesPerField: 0.5 };
/** Not live: how long units take to another kingdom (`kut`); the live time is the game's own. */
export const KINGDOM_TRANSFER_MINUTES = 60;
/**
 * Not live: a castle's market carriages and what one carries. The live game has both (`cmi` reports each
 * castle's carriages, EmpireCore movements/models/market.py:165-186; research and construction items add
 * carriages and capacity, EmpireCore gamedata/ids) but no public source gives their numbers, so these are
 * ours: every castle has `perCastle` carriages, each carrying `capacity` units of goods.
 */
export const MARKET_CARRIAGES = { perCastle: 10, capacity: 1_000 };
export const NPC_COOLDOWN_MINUTES = 30;
/** How long after leaving an attack may be recalled (`mcm`): 600 s of game time (EmpireCore movements/models/movement.py:426-510). */
export const RECALL_WITHIN_MS = 600_000;

/** Level ranges per kind; defence grows a bit faster than linearly so high levels need real armies. */
export const NPC_LEVELS: Record<NpcKind, [number, number]> = {
  baron: [1, 40],
  seafort: [40, 80],
  /** Each kingdom's fortresses are of one level (FORTRESS_LEVEL). */
  fortress: [20, 51],
  khan: [20, 70],
  berimond: [30, 70],
  nomad: [10, 50],
  samurai: [20, 60],
  daimyo: [40, 70],
  alien: [20, 70],
  redAlien: [30, 70],
  factionInvasion: [40, 70],
};

/**
 * A kingdom's fortresses share one level: the levels public bots size their armies by (glacier 20, sands
 * 44, fire 51: the GGE-BOT fork's attackFortressesEverWinterGlacier.js, attackFortressesBurningSands.js,
 * attackFortressesFirePeaks.js). Bot-only figures; the rows carry them (EmpireCore items.py:278-286).
 */
export const FORTRESS_LEVEL: Partial<Record<Kingdom, number>> = { ice: 20, sands: 44, fire: 51 };

/**
 * The army a target is worth: three quarters of what one full wave may hold at its level (the game's
 * per-wave caps, GGE-BOT getMaxAttackers), so a full wave wins. Not live: the game's garrisons are its own.
 */
export function npcDefence(level: number): number {
  return Math.round((level <= 69 ? Math.min(260, 5 * level + 8) : 320) * 0.75);
}

/** Loot per resource before randomness; kinds that are harder to reach pay a little more. */
export const LOOT_PER_LEVEL: Record<NpcKind, number> = {
  baron: 40,
  seafort: 50,
  fortress: 55,
  khan: 60,
  berimond: 60,
  nomad: 45,
  samurai: 50,
  daimyo: 65,
  alien: 55,
  redAlien: 60,
  factionInvasion: 60,
};
/**
 * Coins a won robber baron camp loots, per camp level. The live camps loot coins (the game's effects boost
 * it: EmpireCore gamedata/ids/effects.py COIN_LOOT_BOOST 43, ROBBER_BARON_ADVISOR_COIN_BOOST 779,
 * RELIC_COIN_LOOT_BOOST_PVE 2209; a live battle report's loot row carries `["C1", n]` beside W, S, F:
 * CitadelOps Server/Reports/Parsers_test.go at 0f5b08e) but no public table says how many: this figure is
 * ours. Calibrated to pay for the army's upkeep, not more: a lost soldier costs 6 coins healed or 30
 * recruited again (units.json healingCostC1, costC1; half are wounded, HOSPITAL, as far as the beds go).
 * Measured at 15 a level (bench/outcomes, 2 game days, seed 7): the new player's farmer lost 868 soldiers
 * in 107 fights of camps of level 6.5 on average, 1.25 a level, and keeping all of them up would have cost
 * about 25 coins a level; the level-15 and level-30 farmers lost 0.91 and 0.85 a level, about 16. At 20 (the
 * same bench) the new farmer earned 8,680 coins a game day, about three quarters of what keeping all its
 * losses up would cost, and the older farmers kept their armies (96 %, 99.8 %) and ended with 3,262 and
 * 3,770 of their 1,000 coins: most of a new player's upkeep, a little more than an older army's. No public source says whether coins
 * take loot capacity: here they do not, so the wood, stone and food a camp gives are what they were
 * (camp-fights.ts). Exact, with no random draw, so the world's random stream (and every other figure of a
 * seed) is as it was.
 */
export const BARON_COINS_PER_LEVEL = 20;
/** Each surviving soldier carries this much of each resource. */
export const CARRY_PER_SOLDIER = 10;

/** At most this many units in one `bup`; what they cost is the game's own (units.json `costC1`, commands.ts `bup`). */
export const MAX_RECRUIT = 10_000;

/**
 * The military hospital (army/hospital.ts). Ours, not live: the share of an army's lost soldiers who are
 * only wounded. The game has one (its battle report says "some of your units were only wounded",
 * gge-data languages/en.json `dialog_battleLog_hospitalButton_tooltip_support`) but no public source gives
 * it; beds and slots per level are the game's (hospital.ts HOSPITAL_LEVELS).
 */
export const HOSPITAL = { woundedShare: 0.5 };

/**
 * Soldiers who desert a castle out of food (economy/food.ts). Ours, not live: the game deserts some when a
 * castle's food runs out (gge-data languages/en.json `dialog_desertedTroops_copy`: "some units were
 * ultimately lost"), how many is not public. Here, at each game hour, `sharePerHour` of the soldiers its
 * production cannot feed, at least one.
 */
export const DESERTION = { sharePerHour: 0.1 };

export const RAID = {
  /** Default chance, per game hour, that an NPC raider sets out against one of the player's castles. */
  chancePerHour: 0.05,
  minStrength: 50,
  maxStrength: 300,
  travelMinutes: [20, 60] as [number, number],
  /** Share of each resource a successful raider carries off. */
  stealShare: 0.25,
  /** Raid rolls kept when a player was away longer than this (game hours); older ones are skipped. */
  maxCatchUpHours: 24 * 30,
  attackers: ['Robber Baron Ragnar', 'Robber Baron Gunnar', 'Robber Baron Sigrid', 'Khan Tarik', 'Nomad Chief Batu', 'Samurai Daimyo Ken'],
};

export const MAX_REPORTS = 50;

/**
 * Castle defence tools. The slot counts are the ones public bots fill (GGE-BOT fork khanDefence.js: wall
 * 4 left, 6 middle, 4 right; one moat slot a side; 3 keep slots, 3 support slots). Not live: which tool
 * fits which slot is in the game's data tables, so any stocked defence tool fits any slot here; a placed
 * tool is worth `soldiersPerTool` defenders when an attack lands, and every placed tool is used up by it.
 * New castles stock tools but place none: the player (or a test) sets the layout, as in the game.
 */
export const DEFENCE = {
  slots: { wall: { L: 4, M: 6, R: 4 }, moat: 1, keep: 3, support: 3 },
  /** Tool wod id → stock of a new castle (ids.ts DEFENCE_TOOL_NAMES). */
  startStock: { 645: 60, 634: 30, 637: 20 } as Record<number, number>,
  soldiersPerTool: 2,
};

/**
 * Attack tools (army/attack-army.ts). A castle stocks them beside its defence tools (`CastleRecord.tools`,
 * listed in `gui.I` and `dcl`'s `AC` as the live lists hold units and tools together), and an attack takes
 * the ones its waves carry out of the stock. Ours where no public source says:
 * - a new castle holds none (`DEFENCE.startStock` is defence tools alone): no public source shows a new
 *   live castle's attack tools, and the local world has no workshop or reward that makes them; tests and
 *   benchmarks stock them;
 * - the tools of an attack are used up by its fight, won or lost, and only an attack recalled before it
 *   fights brings them home. The live battle report counts a flank's "tools used" (EmpireCore
 *   messages/models/battle_logs.py `FlankTotals`) and players' guides keep "a buffer of tools for multiple
 *   attacks" (sites.google.com/view/glorian, "Tools"), but none says what becomes of a tool whose wave did
 *   not reach the wall.
 */

/**
 * Spying (spies.ts). Ours, not live: how many spies an account owns (live, `gms.MS` grows with buildings
 * and research the world lacks), a castle's guards (live, a building's), an NPC camp's guards (not public;
 * here its level), and the spies' speed (they travel as an army does: `travelMs`).
 */
export const SPY = { startSpies: 20, castleGuards: 30, npcGuardsPerLevel: 1 } as const;
