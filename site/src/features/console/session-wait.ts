/**
 * Whether a bot waits for its game account (it stepped back because someone else plays it, or another
 * Castellan bot holds it), read from its session's own console lines by their messages: the newest line
 * that says the session waits or plays decides. While it waits, its owner may press Play now (play-now.ts).
 */
import type { ConsoleLine } from './log-buffer';

/** The session's lines that start a wait Play now can end, and the one that ends it. */
const WAITING = new Set(['bot-lines/session.heldElsewhere', 'bot-lines/session.playedElsewhere', 'bot-lines/session.steppedAside']);
const PLAYING = new Set(['bot-lines/session.loggedIn', 'bot-lines/session.playNow']);

/** What a line says of the session, by its message's key: it waits, it plays, or nothing of either. */
export function sessionMark(message: { key?: unknown } | undefined): ConsoleLine['session'] {
  const key = typeof message?.key === 'string' ? message.key : '';
  return WAITING.has(key) ? 'waiting' : PLAYING.has(key) ? 'playing' : undefined;
}

/** Whether the bot waits for its account now: the newest marked line says so. */
export function waitsForAccount(lines: readonly ConsoleLine[]): boolean {
  for (let i = lines.length - 1; i >= 0; i--) {
    const mark = lines[i]!.session;
    if (mark) return mark === 'waiting';
  }
  return false;
}
