/** The log as a text file: its content and a name that says which bot and when. */
import type { ConsoleLine } from './log-buffer';

const pad = (n: number) => String(n).padStart(2, '0');

/** A line's time as the file shows it: UTC, to the second, so files from players anywhere compare. */
function stamp(at: number): string {
  return new Date(at).toISOString().slice(0, 19).replace('T', ' ');
}

/** One line per console line (UTC time, level when not plain info, text), ending with a newline as text files do. */
export function logText(lines: readonly ConsoleLine[]): string {
  return lines.length ? `${lines.map((l) => `${stamp(l.at)} ${l.level === 'info' ? '' : `[${l.level}] `}${l.text}`).join('\n')}\n` : '';
}

function slug(value: string | undefined): string {
  return (value ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '') // accents off, so "Château" stays one word
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
}

/** e.g. "castellan-resource-keeper-20250301-142501.txt" (local time: the reader's clock). */
export function logFileName(botName: string | undefined, botId: string, now: Date): string {
  const stamp = `${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}-${pad(now.getHours())}${pad(now.getMinutes())}${pad(now.getSeconds())}`;
  return `castellan-${slug(botName) || slug(botId) || 'bot'}-${stamp}.txt`;
}
