/**
 * Custom scripts: what a player's script sees and may ask for, and the limits it runs under. One
 * vocabulary for the runtime (which builds the snapshot and carries out the intents), the API (which
 * checks scripts and their sizes) and the editor (which shows the reference). A script never calls the
 * game itself: it reads a snapshot and returns intents, which the bot carries out after the step through
 * the same paced, reserved commands the templates send.
 */
import type { Kingdom, MinuteSkip } from '../game-wire/ids';

/** The script's source, at most this many bytes (UTF-8). */
export const SCRIPT_MAX_BYTES = 32 * 1024;
/** The state a script keeps between steps, at most this many bytes as JSON. */
export const SCRIPT_STATE_MAX_BYTES = 16 * 1024;
/** A script's name, at most this many characters. */
export const SCRIPT_NAME_MAX = 60;
/** The versions kept per script: the oldest go when a save passes this. */
export const SCRIPT_VERSIONS_KEPT = 50;
/** Scripts per player. */
export const SCRIPTS_PER_PLAYER = 20;
/** CPU time one step may take inside the sandbox. */
export const STEP_BUDGET_MS = 100;
/** Memory the sandbox of one bot's script may hold. */
export const SCRIPT_MEMORY_BYTES = 8 * 1024 * 1024;
/** Actions one step may ask for; more are dropped with a console line. */
export const INTENTS_PER_STEP = 5;
/** Console lines one step may write; more are dropped with a console line. */
export const LOGS_PER_STEP = 20;
/** The longest console line a script writes; longer ones are cut. */
export const LOG_LINE_MAX = 300;
/** `api.wait(seconds)` is held to this range. */
export const WAIT_SECONDS = { min: 1, max: 3600 } as const;
/** A dry run plays one game hour on a fresh local game server running this much faster than real time. */
export const DRY_RUN_TIME_SCALE = 120;
/** Dry runs per player an hour. */
export const DRY_RUNS_PER_HOUR = 10;
/** The editor's checks per player a minute (it checks 600 ms after typing stops; each check is a process). */
export const SCRIPT_CHECKS_PER_MINUTE = 60;

export type ScriptResources = { wood: number; stone: number; food: number };

export type ScriptCastle = {
  id: number;
  name: string;
  kingdom: Kingdom;
  x: number;
  y: number;
  /** Soldiers at home; null when the game has not told (the castle was not read this step). */
  soldiers: number | null;
  resources: ScriptResources | null;
};

export type ScriptMovement = {
  id: number;
  kind: 'attack' | 'return' | 'transport' | 'travel' | 'support' | 'incoming' | 'ally';
  castleId: number;
  target: { x: number; y: number; areaType: number } | null;
  soldiers: number;
  /** Epoch ms. */
  arrivesAt: number;
  loot: ScriptResources | null;
  attacker: string | null;
};

/** What a map row is, by its area type; `other` for anything a script cannot attack through the API. */
export const MAP_KINDS: Record<number, string> = {
  2: 'baron',
  11: 'fortress',
  17: 'berimond-tower',
  21: 'foreign-camp',
  25: 'sea-fort',
  27: 'nomad-camp',
  29: 'samurai-camp',
  30: 'berimond-invasion-camp',
  34: 'bloodcrow-camp',
  35: 'khan-camp',
};

export type ScriptMapRow = {
  x: number;
  y: number;
  kingdom: Kingdom;
  /** `baron`, `fortress`, `sea-fort`, `khan-camp`… (MAP_KINDS). */
  kind: string;
  areaType: number;
  level: number | null;
  /** Epoch ms when its cooldown ends (0: ready). */
  readyAt: number;
  ready: boolean;
  /** Fields from the main castle. */
  distance: number;
};

/** What a step sees: read from the game just before the step. */
export type ScriptSnapshot = {
  now: number;
  player: { name: string; level: number; coins: number; rubies: number };
  /** The main castle (Great Empire). */
  castle: ScriptCastle | null;
  castles: ScriptCastle[];
  movements: ScriptMovement[];
  /** NPC targets within 50 fields of the main castle, nearest first. */
  map: ScriptMapRow[];
  /** The game's running events: their ids and when they end (epoch ms). */
  events: Array<{ id: number; endsAt: number }>;
  skips: Record<MinuteSkip, number> | null;
  tax: { state: 'none' | 'collecting' | 'ready'; readyAt: number } | null;
};

/** What a step asked for, as the host carries it out (checked again there: the sandbox's words are not trusted). */
export type ScriptIntent =
  | { kind: 'attack'; x: number; y: number; soldiers: number }
  | { kind: 'skip'; x: number; y: number; item: MinuteSkip }
  | { kind: 'send-soldiers'; kingdom: Kingdom; soldiers: number }
  | { kind: 'recruit'; soldiers: number }
  | { kind: 'collect-taxes' };

/** A syntax error as the editor marks it. */
export type ScriptProblem = { message: string; line: number | null; column: number | null };
