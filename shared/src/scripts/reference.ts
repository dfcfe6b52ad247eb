/**
 * The script API as its author reads it, in TypeScript's own words: shown beside the editor and kept in
 * step with `api.ts` (the snapshot's and intents' types) and the runtime's prelude (a test compares the
 * names). Plain text, so the editor needs no type checker to show it.
 */
import { INTENTS_PER_STEP, LOGS_PER_STEP, SCRIPT_MEMORY_BYTES, SCRIPT_STATE_MAX_BYTES, STEP_BUDGET_MS, WAIT_SECONDS } from './api';

/** The methods `api` has inside the sandbox, as the prelude defines them. */
export const API_METHODS = ['attack', 'skip', 'sendSoldiers', 'recruit', 'collectTaxes', 'log', 'wait'] as const;
/** The snapshot's fields on `api`. */
export const API_FIELDS = ['now', 'player', 'castle', 'castles', 'movements', 'map', 'events', 'skips', 'tax'] as const;

export const SCRIPT_API_REFERENCE = `// Your script exports one function. The bot calls it once per step (its pacing decides how often):
export function step(api: Api, state: State): State | void;

// Reads are a snapshot taken just before the step. Actions are queued, and carried out after the step
// returns, in order, through the same paced commands the templates send (at most ${INTENTS_PER_STEP} a step).
// Soldiers other bots on the account booked, and their "keep at home", are respected.
interface Api {
  now: number;                       // epoch ms of the snapshot
  player: { name: string; level: number; coins: number; rubies: number };
  castle: Castle | null;             // your main castle (Great Empire)
  castles: Castle[];                 // every castle, in every kingdom
  movements: Movement[];             // armies and goods on the move, incoming attacks too
  map: MapRow[];                     // NPC targets within 50 fields of the main castle, nearest first
  events: { id: number; endsAt: number }[];   // the game's running events
  skips: { MS1: number; MS2: number; MS3: number; MS4: number; MS5: number; MS6: number; MS7: number } | null;
  tax: { state: 'none' | 'collecting' | 'ready'; readyAt: number } | null;

  attack(target: { x: number; y: number }, soldiers: number): void;   // from the main castle, with a free commander
  skip(target: { x: number; y: number }, item: 'MS1' | 'MS2' | 'MS3' | 'MS4' | 'MS5' | 'MS6' | 'MS7'): void; // a camp's cooldown
  sendSoldiers(kingdom: 'sands' | 'ice' | 'fire' | 'storm' | 'berimond', soldiers: number): void;     // from the main castle
  recruit(spearmen: number): void;   // in the main castle (10 food and 5 coins each)
  collectTaxes(): void;              // brings the tax collector's coins in, or sends it out when idle
  log(...values: unknown[]): void;   // a line in the bot's console (console.log does the same, ${LOGS_PER_STEP} a step)
  wait(seconds: number): void;       // the next step in ${WAIT_SECONDS.min}–${WAIT_SECONDS.max} s instead of the bot's pacing
}

interface Castle {
  id: number; name: string; kingdom: 'green' | 'sands' | 'ice' | 'fire' | 'storm' | 'berimond';
  x: number; y: number;
  soldiers: number | null;           // at home; null when not read this step
  resources: { wood: number; stone: number; food: number } | null;
}

interface Movement {
  id: number;
  kind: 'attack' | 'return' | 'transport' | 'travel' | 'support' | 'incoming' | 'ally';
  castleId: number;
  target: { x: number; y: number; areaType: number } | null;
  soldiers: number;
  arrivesAt: number;                 // epoch ms
  loot: { wood: number; stone: number; food: number } | null;
  attacker: string | null;           // incoming: who attacks
}

interface MapRow {
  x: number; y: number; kingdom: string;
  kind: 'baron' | 'fortress' | 'sea-fort' | 'khan-camp' | 'berimond-tower' | 'nomad-camp' | 'samurai-camp' | string;
  areaType: number;
  level: number | null;
  readyAt: number;                   // epoch ms its cooldown ends
  ready: boolean;
  distance: number;                  // fields from the main castle
}

// A plain JSON object the bot keeps between steps (and across restarts): change it, or return a new one.
// At most ${SCRIPT_STATE_MAX_BYTES / 1024} KiB as JSON.
type State = Record<string, unknown>;

// The sandbox: no network, no files, no timers, no other accounts. A step may run ${STEP_BUDGET_MS} ms and
// hold ${SCRIPT_MEMORY_BYTES / 1024 / 1024} MiB; a script that throws or goes past either stops with a line
// in the console, and the bot's game session carries on.`;
