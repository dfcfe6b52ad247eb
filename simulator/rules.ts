/**
 * The simulator's tuning in one place. Figures are invented to make bots' loops meaningful (a fresh
 * castle can beat low barons, loses to high ones, gets raided now and then), not copied from the game.
 */
import type { NpcKind, Resources } from '../shared/src/game-wire/protocol';

export const GAME_MINUTE_MS = 60_000;
export const GAME_HOUR_MS = 60 * GAME_MINUTE_MS;

/** Real milliseconds that `gameMs` of game time take at this time scale. */
export function realMs(gameMs: number, timeScale: number): number {
  return gameMs / timeScale;
}

export const START = {
  coins: 1_000,
  rubies: 100,
  troops: 200,
  resources: { wood: 2_000, stone: 2_000, food: 2_000 } satisfies Resources,
  production: { wood: 300, stone: 300, food: 400 } satisfies Resources,
  capacity: 10_000,
  taxPerHour: 60,
  skips: { m1: 10, m5: 5, m30: 2 },
} as const;

/** Uncollected taxes stop growing here, so idle accounts don't pile up coins forever. */
export const TAX_CAP = 24 * START.taxPerHour;

/**
 * Recurring events, in game hours: each runs `forHours` of every `everyHours`, shifted per seed so they
 * do not all start together. Invented figures; the live rotation is the game's own.
 */
export const EVENT_SCHEDULE = {
  storm: { everyHours: 72, forHours: 54 },
  khan: { everyHours: 48, forHours: 30 },
  berimond: { everyHours: 96, forHours: 60 },
} as const;

export const MAP_SIZE = 1_000;
export const CELL_SIZE = 50;
export const NPCS_PER_CELL = 4;
/** `gaa` lists targets within this many fields of the castle. */
export const VIEW_RADIUS = 80;

export const TRAVEL = { baseMinutes: 5, minutesPerField: 0.5 };
export const NPC_COOLDOWN_MINUTES = 30;

/** Level ranges per kind; defence grows a bit faster than linearly so high levels need real armies. */
export const NPC_LEVELS: Record<NpcKind, [number, number]> = {
  baron: [1, 40],
  seafort: [10, 50],
  fortress: [10, 70],
  khan: [20, 70],
  berimond: [30, 70],
};

export function npcDefence(level: number): number {
  return Math.round(8 * level + (level * level) / 4);
}

/** Loot per resource before randomness; kinds that are harder to reach pay a little more. */
export const LOOT_PER_LEVEL: Record<NpcKind, number> = {
  baron: 40,
  seafort: 50,
  fortress: 55,
  khan: 60,
  berimond: 60,
};
/** Each surviving soldier carries this much of each resource. */
export const CARRY_PER_SOLDIER = 10;

export const FEAST = { foodPerLevel: 500, bonusPerLevel: 0.1, hours: 2 };
export const RECRUIT_COST = { food: 10, coins: 5 };
export const MAX_RECRUIT = 10_000;

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
  attackers: [
    'Robber Baron Ragnar',
    'Robber Baron Gunnar',
    'Robber Baron Sigrid',
    'Khan Tarik',
    'Nomad Chief Batu',
    'Samurai Daimyo Ken',
  ],
};

export const MAX_REPORTS = 50;
