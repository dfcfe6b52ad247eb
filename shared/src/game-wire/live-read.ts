/**
 * How the game's data is read: leniently, as public clients read the live game. A value of the wrong kind
 * reads as absent; only what a step cannot do without is a GameDataError, with a sentence for the console.
 * The readers (live-data.ts, live-movements.ts, live-map.ts) all stand on these.
 */
/** Game data a bot cannot use: the message says what is missing, for the console. */
export class GameDataError extends Error {
  constructor(detail: string) {
    super(`unreadable game data: ${detail}`);
  }
}

export type Obj = Record<string, unknown>;

export const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
export const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
export const numOr = (v: unknown, fallback: number) => (isNum(v) ? v : fallback);
export const listOf = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
