/**
 * Whether a bot took the runtime process down, from the busy mark (busy-mark.ts), and the words that say
 * what was seen. Pure: the process runtime decides when to ask and what to do with the answer.
 */
import { phrase, said, type Said } from '@shared/i18n/said';
import { runtimeLines } from '@shared/bot-lines/runtime.messages';
import { failureLines } from '@shared/bot-lines/failures.messages';
import type { LineMessage } from '@shared/console';
import type { Busy, BusyPhase } from './busy-mark';

/** The bot shown to be the cause, what it was doing, and how long its code had held the thread. */
export type Culprit = { botId: string; phase: BusyPhase; heldMs: number; hung: boolean };

/**
 * How much of the silence before a hang a bot's code may not have held the thread and still be its cause:
 * the process beats every second, and its last beat may have gone out up to a beat and a lag after the mark.
 */
export const BEAT_SLACK_MS = 2_000;
/** Signals a process gets from its own fault; any other (SIGKILL, SIGTERM) comes from outside and blames nobody. */
const OWN_FAULTS = new Set(['SIGSEGV', 'SIGBUS', 'SIGILL', 'SIGFPE', 'SIGABRT', 'SIGTRAP']);

type Hung = { hungForMs: number; at: number };
type Ended = { signal: string | null; code: number | null; at: number };

/**
 * The culprit, if the mark shows one. Hung: the bot whose code held the thread through the silence (a
 * mark made after the last beat would mean the loop turned since, so it is not the hang's cause). Ended on
 * its own (a non-zero exit, a fault signal): the bot whose code held the thread at that moment.
 */
export function culpritOf(busy: Busy | null, how: Hung | Ended): Culprit | null {
  if (!busy) return null;
  const heldMs = Math.max(0, how.at - busy.since);
  if ('hungForMs' in how) return heldMs >= how.hungForMs - BEAT_SLACK_MS ? { botId: busy.botId, phase: busy.phase, heldMs, hung: true } : null;
  const onItsOwn = how.signal ? OWN_FAULTS.has(how.signal) : how.code !== 0;
  return onItsOwn ? { botId: busy.botId, phase: busy.phase, heldMs, hung: false } : null;
}

const DOING = { start: 'doingStart', step: 'doingStep', push: 'doingPush' } as const;

/**
 * The culprit's console line (and, parked, the reason its card and notification show). `why`: how the
 * runtime ended (runtimeHung, runtimeExited…).
 */
export function parkingWords(culprit: Culprit, why: LineMessage, verdict: 'warned' | 'parked'): { line: Said; reason?: Said } {
  const seen = {
    why,
    doing: phrase(runtimeLines, DOING[culprit.phase]),
    evidence: culprit.hung ? phrase(runtimeLines, 'heldFor', { seconds: Math.round(culprit.heldMs / 1000) }) : phrase(runtimeLines, 'runningThen'),
  };
  if (verdict === 'warned') return { line: said(runtimeLines, 'culpritWarned', seen) };
  // The state's reason is the error without its "Error: " (the bot card shows it as the error).
  const reason = said(failureLines, 'runtimeParked', seen);
  return { line: said(runtimeLines, 'error', { reason: reason.message }), reason };
}

/**
 * A fleet runner's culprit, parked at its first hang (fleet/hang-watch-worker.ts): its line and the
 * reason its card and notification show, naming the runner.
 */
export function runnerParkingWords(culprit: Culprit, runner: string): { line: Said; reason: Said } {
  const reason = said(failureLines, 'runnerParked', {
    runner,
    doing: phrase(runtimeLines, DOING[culprit.phase]),
    evidence: phrase(runtimeLines, 'heldFor', { seconds: Math.round(culprit.heldMs / 1000) }),
  });
  return { line: said(runtimeLines, 'error', { reason: reason.message }), reason };
}
