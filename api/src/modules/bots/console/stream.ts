/** Bridges the hub's push listener to a pull-based async generator with heartbeats and a bounded backlog. */
import type { ConsoleStateData } from '@shared/console';
import type { ConsoleHub, ConsoleLine } from './hub';

export type StreamItem = { kind: 'line'; line: ConsoleLine } | { kind: 'state'; state: ConsoleStateData } | { kind: 'heartbeat' } | { kind: 'end'; reason: string };

/** A reader further behind than this is cut off; its EventSource reconnects and resumes by Last-Event-ID. */
const MAX_BACKLOG = 1000;

export async function* followConsole(
  hub: ConsoleHub,
  botId: string,
  afterId: number,
  signal: AbortSignal,
  heartbeatMs: number,
  /**
   * The bot's state as stored when the reader came (read from `readAt`, server ms), told after the replay,
   * whose state lines may be old — unless the replay holds a state line from `readAt` on: that change came
   * after (or during) the read, and the older stored state would undo it (a bot shown "Starting…" while
   * its lines say it logged in). Read before, not after the replay: a thousand readers connecting at once
   * would otherwise hold their first lines on a thousand reads (the console bench's p99: 26 → 81-364 ms).
   */
  stored: { state: ConsoleStateData; readAt: number } | null = null,
): AsyncGenerator<StreamItem> {
  const queue: (ConsoleLine | null)[] = [];
  let wake: (() => void) | null = null;
  const unsubscribe = hub.subscribe(botId, (line) => {
    queue.push(line);
    wake?.();
  });
  const onAbort = () => wake?.();
  signal.addEventListener('abort', onAbort);
  try {
    // Subscribe first, then replay, so nothing written in between is lost; ids drop duplicates.
    let lastId = afterId;
    // The replayed lines are a copy per reader (up to the console size): held only while they are sent,
    // not for the life of the stream.
    let replay: ConsoleLine[] | null;
    try {
      replay = await hub.history(botId, afterId);
    } catch {
      // The engine is away: the reader tries again (EventSource reconnects and resumes by Last-Event-ID).
      return yield { kind: 'end', reason: 'console unavailable for a moment; reconnect to resume' };
    }
    let replayedStateAt = -Infinity;
    for (let i = 0; i < replay.length; i++) {
      lastId = replay[i]!.id;
      if (replay[i]!.state) replayedStateAt = Math.max(replayedStateAt, replay[i]!.at);
      yield { kind: 'line', line: replay[i]! };
    }
    replay = null;
    if (stored && replayedStateAt < stored.readAt) yield { kind: 'state', state: stored.state };
    while (!signal.aborted) {
      if (hub.closed && queue.length === 0) return yield { kind: 'end', reason: 'server stopping; reconnect to resume' };
      if (queue.length > MAX_BACKLOG) return yield { kind: 'end', reason: 'reader too slow; reconnect to resume' };
      const next = queue.shift();
      if (next === null) {
        const reason = hub.closed ? 'server stopping; reconnect to resume' : hub.endReason(botId) ?? 'console interrupted; reconnect to resume';
        return yield { kind: 'end', reason };
      }
      if (next) {
        if (next.id > lastId) {
          lastId = next.id;
          yield { kind: 'line', line: next };
        }
        continue;
      }
      const timedOut = await new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(true), heartbeatMs);
        wake = () => {
          clearTimeout(timer);
          resolve(false);
        };
      });
      wake = null;
      if (timedOut) yield { kind: 'heartbeat' };
    }
  } finally {
    unsubscribe();
    signal.removeEventListener('abort', onAbort);
  }
}
