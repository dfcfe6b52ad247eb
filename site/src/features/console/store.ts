/**
 * One console session as nanostores: the kept lines and the connection state. Lines are gathered for a
 * moment before they reach the store, so the replay of 2000 lines on connect renders once, not 2000 times.
 */
import { atom, type ReadableAtom } from 'nanostores';
import type { BotToday, ConsoleStateData } from '@shared/console';
import { INITIAL_CONNECTION, type ConnectionState } from './connection';
import { appendLines, EMPTY_LOG, type ConsoleLine, type LogBuffer } from './log-buffer';
import { startConsoleStream, type ConsoleStream, type StreamDeps, type StreamLine } from './stream';

export const FLUSH_MS = 100;

export type ConsoleSession = {
  $log: ReadableAtom<LogBuffer>;
  $connection: ReadableAtom<ConnectionState>;
  /** The bot's state as the stream told it last; null until it has. */
  $botState: ReadableAtom<ConsoleStateData | null>;
  /** The day's counters from the newest line that reported them; null until one did. */
  $today: ReadableAtom<BotToday | null>;
  /** Connects (again): a restart resumes after the last line held. */
  start: () => void;
  stop: () => void;
  retryNow: () => void;
};

type Options = {
  flushMs?: number;
  /** Called with each batch of new lines after it reached the store. */
  onLines?: (lines: readonly ConsoleLine[]) => void;
};

export function createConsoleSession(deps: StreamDeps, { flushMs = FLUSH_MS, onLines }: Options = {}): ConsoleSession {
  const $log = atom<LogBuffer>(EMPTY_LOG);
  const $connection = atom<ConnectionState>(INITIAL_CONNECTION);
  const $botState = atom<ConsoleStateData | null>(null);
  const $today = atom<BotToday | null>(null);
  let stream: ConsoleStream | null = null;
  let pending: ConsoleLine[] = [];
  let flushTimer: unknown = null;

  function flush(): void {
    if (flushTimer !== null) deps.clearTimer(flushTimer);
    flushTimer = null;
    if (!pending.length) return;
    const batch = pending;
    pending = [];
    $log.set(appendLines($log.get(), batch));
    onLines?.(batch);
  }

  function queue({ today, ...line }: StreamLine): void {
    if (today) $today.set(today);
    pending.push(line);
    flushTimer ??= deps.setTimer(flush, flushMs);
  }

  return {
    $log,
    $connection,
    $botState,
    $today,
    start() {
      if (stream) return;
      const resumeAfter = Math.max($log.get().lastId, pending.at(-1)?.id ?? 0);
      stream = startConsoleStream(deps, { onLine: queue, onState: (s) => $connection.set(s), onBotState: (s) => $botState.set(s) }, resumeAfter);
    },
    stop() {
      stream?.stop();
      stream = null;
      flush(); // nothing received is lost if the session starts again
      $connection.set({ status: 'stopped', reason: 'closed' });
    },
    retryNow() {
      stream?.retryNow();
    },
  };
}
