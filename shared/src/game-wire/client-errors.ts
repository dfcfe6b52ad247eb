/**
 * Every result code the game client knows: the numbers of its ERROR enum (dll line 20067) as EmpireCore
 * 0.59.0 copies it whole (enums/errors.py, class GGEError: 431 codes). A code outside this table is
 * one the game's own client has no name for, so no bot of ours can know what it means: the safety lock
 * (api/src/runtime/safety-lock.ts) stops the account on it. Written as ranges of consecutive codes, first
 * and last included; client-errors.test.ts reads EmpireCore's file and compares.
 */
const CLIENT_ERROR_RANGES: readonly (readonly [number, number])[] = [
  [0, 7],
  [10, 12],
  [14, 16],
  [19, 29],
  [50, 70],
  [80, 117],
  [120, 124],
  [130, 358],
  [368, 385],
  [388, 463],
  [1001, 1011],
  [2000, 2000],
  [10000, 10004],
  [10013, 10014],
];

const KNOWN = new Set(CLIENT_ERROR_RANGES.flatMap(([first, last]) => Array.from({ length: last - first + 1 }, (_, i) => first + i)));

/** Whether the game client knows this result code (0, success, included). */
export function isClientResult(code: number): boolean {
  return KNOWN.has(code);
}

/** How many codes the table holds (for the test and the figure in docs/game.md). */
export const CLIENT_RESULT_COUNT = KNOWN.size;
