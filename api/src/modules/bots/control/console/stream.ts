/**
 * Bridges the hub's push listener to a pull-based async iterator with heartbeats and a bounded backlog.
 * A reader is one object: no generator, abort signal or timer of its own (the heartbeats of every reader
 * share one timer, heartbeats.ts), because a console stays open for hours and a server holds thousands.
 * As an async generator with its own abort signal and heartbeat timer, a reader kept 48 JS objects alive
 * (bench/console's count per reader: 13 scopes, 8 functions, 5 promises...).
 */
import type { ConsoleStateData } from '@shared/console';
import type { ConsoleHub, ConsoleLine } from './hub';
import { heartbeatsEvery, type Heartbeats } from '../../../../lib/heartbeats';
import { consoleReaders } from '../metrics';

export type StreamItem =
  | { kind: 'line'; line: ConsoleLine }
  | { kind: 'state'; state: ConsoleStateData }
  | { kind: 'heartbeat' }
  | { kind: 'end'; reason: string };

/** A reader further behind than this is cut off; its EventSource reconnects and resumes by Last-Event-ID. */
const MAX_BACKLOG = 1000;

const DONE: IteratorReturnResult<undefined> = { done: true, value: undefined };

/**
 * The state as stored when the reader came (read from `readAt`, server ms), told after the replay, whose
 * state lines may be old — unless the replay holds a state line from `readAt` on: that change came after (or
 * during) the read, and the older stored state would undo it (a bot shown "Starting…" while its lines say it
 * logged in). Read before, not after the replay: a thousand readers connecting at once would otherwise hold
 * their first lines on a thousand reads (the console bench's p99: 26 → 81-364 ms).
 */
export type StoredState = { state: ConsoleStateData; readAt: number };

/** `ready()` found nothing to tell yet: the reader waits for a line, its heartbeat or its leaving. */
const WAIT = Symbol('wait');
type Ready = StreamItem | null | typeof WAIT;

export class ConsoleFollower implements AsyncIterableIterator<StreamItem> {
  private readonly queue: (ConsoleLine | null)[] = [];
  /** The pending `next()`'s answer, while the reader waits. */
  private pending: ((result: IteratorResult<StreamItem>) => void) | null = null;
  private beatDue = false;
  private readonly listener: (line: ConsoleLine | null) => void;
  private readonly heartbeats: Heartbeats;
  /** Replay first (null once told), then live lines. */
  private replay: ConsoleLine[] | 'unread' | null = 'unread';
  private replayAt = 0;
  private replayedStateAt = -Infinity;
  private lastId: number;
  /** An `end` was told: nothing follows. */
  private over = false;
  /** The reader left (or was let go): hub and heartbeats let go of it. */
  private stopped = false;
  /** Why the reader ends before any line: its replay could not be read. */
  private failed: string | null = null;
  /** When the current wait began (the heartbeats' clock). */
  waitingSince = 0;

  constructor(
    private readonly hub: ConsoleHub,
    private readonly botId: string,
    afterId: number,
    heartbeatMs: number,
    private stored: StoredState | null = null,
  ) {
    this.lastId = afterId;
    this.heartbeats = heartbeatsEvery(heartbeatMs);
    // Subscribed before the replay is read, so nothing written in between is lost; ids drop duplicates.
    this.listener = (line) => {
      this.queue.push(line);
      this.answer();
    };
    hub.subscribe(botId, this.listener);
    consoleReaders.inc();
  }

  [Symbol.asyncIterator]() {
    return this;
  }

  /** Its heartbeat is due (the shared timer calls it). */
  heartbeat(): void {
    this.beatDue = true;
    this.answer();
  }

  /**
   * The next item. No async function: a waiting reader holds one promise, not a chain of suspended frames
   * (bench/console counted three per reader with async functions here and in the stream's pull).
   */
  next(): Promise<IteratorResult<StreamItem>> {
    if (this.replay === 'unread') return this.readReplay().then(() => this.next());
    const ready = this.ready();
    if (ready !== WAIT) return Promise.resolve(this.told(ready));
    this.beatDue = false;
    this.heartbeats.wait(this);
    return new Promise((resolve) => (this.pending = resolve));
  }

  /** The reader left: let go of the hub and the heartbeats at once. */
  return(): Promise<IteratorResult<StreamItem>> {
    this.stop();
    return Promise.resolve(DONE);
  }

  stop(): void {
    if (this.stopped) return;
    this.stopped = true;
    consoleReaders.dec();
    this.hub.unsubscribe(this.botId, this.listener);
    this.heartbeats.leave(this);
    this.answer();
  }

  private async readReplay(): Promise<void> {
    try {
      this.replay = await this.hub.history(this.botId, this.lastId);
    } catch {
      // The engine is away: the reader tries again (EventSource reconnects and resumes by Last-Event-ID).
      this.replay = null;
      this.failed = 'console unavailable for a moment; reconnect to resume';
    }
  }

  /** Answers a waiting `next()` if there is now something to tell. */
  private answer(): void {
    const resolve = this.pending;
    if (!resolve) return;
    const ready = this.ready();
    if (ready === WAIT) return;
    this.pending = null;
    this.heartbeats.leave(this);
    resolve(this.told(ready));
  }

  private told(item: StreamItem | null): IteratorResult<StreamItem> {
    if (!item) {
      this.stop();
      return DONE;
    }
    if (item.kind === 'end') this.over = true;
    return { done: false, value: item };
  }

  /** What to tell now, without waiting: an item, the end (null), or WAIT. */
  private ready(): Ready {
    if (this.stopped || this.over) return null;
    if (this.failed) return { kind: 'end', reason: this.failed };
    if (this.replay && this.replay !== 'unread') {
      // The replayed lines are a copy per reader (up to the console size): held only while they are sent.
      const line = this.replay[this.replayAt++];
      if (line) {
        this.lastId = line.id;
        if (line.state) this.replayedStateAt = Math.max(this.replayedStateAt, line.at);
        return { kind: 'line', line };
      }
      this.replay = null;
      const stored = this.stored;
      this.stored = null;
      if (stored && this.replayedStateAt < stored.readAt) return { kind: 'state', state: stored.state };
    }
    while (true) {
      if (this.hub.closed && this.queue.length === 0) return { kind: 'end', reason: 'server stopping; reconnect to resume' };
      if (this.queue.length > MAX_BACKLOG) return { kind: 'end', reason: 'reader too slow; reconnect to resume' };
      if (!this.queue.length) break;
      const next = this.queue.shift()!;
      if (next === null)
        return {
          kind: 'end',
          reason: this.hub.closed ? 'server stopping; reconnect to resume' : (this.hub.endReason(this.botId) ?? 'console interrupted; reconnect to resume'),
        };
      if (next.id > this.lastId) {
        this.lastId = next.id;
        return { kind: 'line', line: next };
      }
    }
    if (!this.beatDue) return WAIT;
    this.beatDue = false;
    return { kind: 'heartbeat' };
  }
}

/** A reader of the bot's console from after `afterId` (see ConsoleFollower). */
export function followConsole(hub: ConsoleHub, botId: string, afterId: number, heartbeatMs: number, stored: StoredState | null = null): ConsoleFollower {
  return new ConsoleFollower(hub, botId, afterId, heartbeatMs, stored);
}
