/**
 * Whether the bot is stalled, as its console says it (issue 64: the header said STALLED while the newest
 * line said the bot was working): a line that tells a stall carries it, the first line of the bot at work
 * again carries its end (ConsoleLineData.stall); the newest such line decides. The bot as loaded says it
 * when no kept line does.
 */
import type { ConsoleStall, LineMessage } from '@shared/console';
import type { ConsoleLine } from './log-buffer';

/** The stall the newest telling line says (null: none), or undefined when no kept line tells of one. */
export function toldStall(lines: readonly ConsoleLine[]): ConsoleStall | null | undefined {
  for (let i = lines.length - 1; i >= 0; i--) {
    const stall = lines[i]!.stall;
    if (stall !== undefined) return stall;
  }
  return undefined;
}

/** The stall to show: the console's word on it, else the loaded bot's. */
export function stallShown(
  lines: readonly ConsoleLine[],
  loaded: { reason: string; reasonMessage: LineMessage | null } | null | undefined,
): ConsoleStall | null {
  const told = toldStall(lines);
  if (told !== undefined) return told;
  return loaded ? { reason: loaded.reason, ...(loaded.reasonMessage && { reasonMessage: loaded.reasonMessage }) } : null;
}
