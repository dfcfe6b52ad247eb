/**
 * The console's lines in memory (spec §4, §9): appended in order, never duplicated, capped at the newest
 * 2000. Pure, so resume and replay behaviour is tested without a network.
 */
export const MAX_CONSOLE_LINES = 2000;

import type { ConsoleLevel, ConsoleStall } from '@shared/console';

/**
 * One console line; `id` is the stream's event id, increasing per bot; `at` the server's time (ms);
 * `session` when the line says the bot's game session waits for its account or plays it (play-now.ts);
 * `stall` when it tells the bot's stall began or ended (stall.ts).
 */
export type ConsoleLine = { id: number; at: number; level: ConsoleLevel; text: string; session?: 'waiting' | 'playing'; stall?: ConsoleStall | null };

export type LogBuffer = { lines: readonly ConsoleLine[]; lastId: number };

export const EMPTY_LOG: LogBuffer = { lines: [], lastId: 0 };

/**
 * Adds `incoming` after the lines already held. A line whose id is not above the last one seen is a
 * replay (a resumed stream starts again from lastEventId) and is skipped. Returns `log` itself when
 * nothing was added, so subscribers need not re-render.
 */
export function appendLines(log: LogBuffer, incoming: readonly ConsoleLine[], max = MAX_CONSOLE_LINES): LogBuffer {
  let lastId = log.lastId;
  const added: ConsoleLine[] = [];
  for (const line of incoming) {
    if (!(line.id > lastId)) continue; // also rejects NaN ids
    lastId = line.id;
    added.push(line);
  }
  if (added.length === 0) return log;
  const merged = log.lines.length + added.length > max ? [...log.lines, ...added].slice(-max) : [...log.lines, ...added];
  return { lines: merged, lastId };
}

/** How many lines arrived after `id` (the "new lines" count while auto-scroll is paused). */
export function countAfter(lines: readonly ConsoleLine[], id: number): number {
  let count = 0;
  for (let i = lines.length - 1; i >= 0 && (lines[i]?.id ?? 0) > id; i--) count++;
  return count;
}
