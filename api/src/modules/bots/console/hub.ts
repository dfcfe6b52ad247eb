/**
 * Console lines of every bot, through the engine: each line is published to the JetStream stream
 * CONSOLE on `console.<botId>`, which keeps the last `keep` lines per bot on disk (a per-subject limit),
 * so any API instance serves any console and a console keeps its history across restarts of any
 * process. A line's id is its stream sequence: it grows, across instances and restarts, so a reader's
 * Last-Event-ID stays meaningful.
 *
 * Writing: lines go out in order through one outbox per hub. While the engine is away they wait in memory
 * (at most `maxPending` in all, oldest dropped first, counted) and are published once it is back; each
 * carries a message id, so a publish retried after a lost acknowledgement is stored once.
 *
 * Reading: one feed per bot being watched on this instance, an ordered consumer that replays the bot's
 * stored lines and then follows new ones, shared by all its readers here; it stops a while after its last
 * reader left. A bot that floods output is throttled with a notice, here, before anything is published.
 */
import { DeliverPolicy, DiscardPolicy, StorageType, type JetStreamClient, type OrderedConsumerOptions } from '@nats-io/jetstream';
import { BOT_STATES, isConsoleLevel, type BotToday, type ConsoleLevel, type ConsoleStateData } from '@shared/console';
import type { Engine } from '../../../lib/engine';
import { EngineUnavailableError } from '../../../lib/errors';
import { Outbox } from '../../../lib/outbox';

/**
 * A console line: its words and level; the day's counters when it reports an action or loot; the bot's
 * new state when it tells of a state change (the stream keeps states in order with the lines, so a
 * reader learns them from the stream, and any API instance can tell them).
 */
export type ConsoleLine = { id: number; at: number; text: string; level: ConsoleLevel; today?: BotToday; state?: ConsoleStateData };
/** A line to write: its words (level info), or its words with what else it carries. */
export type LineInput = string | Omit<ConsoleLine, 'id' | 'at' | 'level'> & { level?: ConsoleLevel };
/** A line, or null: the console ended (`endReason` says why). */
export type ConsoleListener = (line: ConsoleLine | null) => void;

export type ConsoleHubOptions = {
  /** Lines kept per bot, in the stream and in a feed (the spec's console size). */
  keep?: number;
  /** Sustained lines per second a bot may write, and the burst above it. */
  ratePerSecond?: number;
  burst?: number;
  /** How often waiting lines are tried again while the engine is away. */
  retryMs?: number;
  /** Lines waiting for the engine, across all bots. */
  maxPending?: number;
  /** How long a feed stays open after its last reader left (a reconnecting reader finds it warm). */
  feedIdleMs?: number;
  /** The stream (its subjects are its name in lower case, then the bot id); tests use their own. */
  stream?: string;
  now?: () => number;
};

export const CONSOLE_STREAM = 'CONSOLE';

/** What a console message carries: a line, or the end of the console (the bot was deleted). */
type LinePayload = Omit<ConsoleLine, 'id'>;
type Payload = LinePayload | { end: string };
type Waiting = { botId: string; payload: Payload; msgId: string };

type Feed = {
  lines: ConsoleLine[];
  listeners: Set<ConsoleListener>;
  /** Resolves once the stored lines are read; rejects when the engine cannot be reached. */
  caughtUp: Promise<void>;
  ended: string | null;
  stop: () => void;
  idle: ReturnType<typeof setTimeout> | null;
};

type Throttle = { tokens: number; refilledAt: number; dropped: number; noticeAt: number };

export class ConsoleHub {
  private readonly feeds = new Map<string, Feed>();
  private readonly throttles = new Map<string, Throttle>();
  private readonly outbox: Outbox<Waiting>;
  private streamReady: Promise<void> | null = null;
  private readonly instance = crypto.randomUUID().slice(0, 8);
  private sent = 0;
  private readonly keep: number;
  private readonly rate: number;
  private readonly burst: number;
  private readonly feedIdleMs: number;
  private readonly streamName: string;
  private readonly now: () => number;
  /** Set by close(): streams that end now end because the server stops, not because a bot was deleted. */
  closed = false;

  constructor(
    private readonly engine: Engine,
    options: ConsoleHubOptions = {},
  ) {
    this.keep = options.keep ?? 2000;
    this.rate = options.ratePerSecond ?? 50;
    this.burst = options.burst ?? 200;
    this.feedIdleMs = options.feedIdleMs ?? 30_000;
    this.streamName = options.stream ?? CONSOLE_STREAM;
    this.now = options.now ?? Date.now;
    this.outbox = new Outbox<Waiting>(
      async (w) => (await this.stream()).publish(this.subject(w.botId), JSON.stringify(w.payload), { msgID: w.msgId, timeout: 2_000 }),
      { what: 'console lines', maxPending: Math.max(1, options.maxPending ?? 20_000), retryMs: options.retryMs ?? 1000, now: this.now },
    );
  }

  /** Adds a line from the bot; over the rate limit it is dropped and a notice says how many were. */
  append(botId: string, input: LineInput, at = this.now()): void {
    const line: LinePayload = typeof input === 'string' ? { at, text: input, level: 'info' } : { ...input, at, level: input.level ?? 'info' };
    const t = this.throttle(botId);
    const elapsed = (this.now() - t.refilledAt) / 1000;
    t.tokens = Math.min(this.burst, t.tokens + elapsed * this.rate);
    t.refilledAt = this.now();
    if (t.tokens < 1) {
      if (t.dropped === 0) t.noticeAt = this.now();
      t.dropped += 1;
      // While the flood lasts, say so once a second; when it ends, the next line is preceded by the count.
      if (this.now() - t.noticeAt >= 1000) this.reportDropped(botId, t, at);
      return;
    }
    if (t.dropped > 0) this.reportDropped(botId, t, at);
    t.tokens -= 1;
    this.enqueue(botId, line);
  }

  /** The stored lines after `afterId` (all kept when 0). Rejects with EngineUnavailableError while the engine is away. */
  async history(botId: string, afterId = 0): Promise<ConsoleLine[]> {
    const feed = this.feed(botId);
    this.touch(botId, feed);
    await feed.caughtUp;
    return feed.lines.filter((l) => l.id > afterId);
  }

  /**
   * The newest line of each of these consoles (the bot list shows it): from a feed watched here, else one
   * direct read of the stream's last message on the bot's subject. A console the engine cannot read now
   * is left out: the list does not wait for it.
   */
  async lastLines(botIds: string[]): Promise<Map<string, ConsoleLine>> {
    const found = new Map<string, ConsoleLine>();
    const jsm = await this.engine.manager().catch(() => null);
    await Promise.all(
      botIds.map(async (botId) => {
        const watched = this.feeds.get(botId);
        if (watched && watched.lines.length) return void found.set(botId, watched.lines.at(-1)!);
        const message = await jsm?.streams.getMessage(this.streamName, { last_by_subj: this.subject(botId) }).catch(() => null);
        const payload = message ? readPayload(message.string()) : null;
        if (message && payload && 'text' in payload) found.set(botId, { id: message.seq, ...payload });
      }),
    );
    return found;
  }

  /** Live lines; `null` means the console ended (the bot was deleted, or the server stops). */
  subscribe(botId: string, listener: ConsoleListener): () => void {
    const feed = this.feed(botId);
    feed.listeners.add(listener);
    if (feed.idle) clearTimeout(feed.idle);
    feed.idle = null;
    if (feed.ended !== null) listener(null);
    return () => {
      feed.listeners.delete(listener);
      this.touch(botId, feed);
    };
  }

  /** Why the console ended (the bot was deleted), or null. */
  endReason(botId: string): string | null {
    return this.feeds.get(botId)?.ended ?? null;
  }

  listenerCount(botId: string): number {
    return this.feeds.get(botId)?.listeners.size ?? 0;
  }

  /**
   * The bot is gone: every reader on every instance is told (an end message on its subject), and its
   * lines are deleted (only that message stays, so a late reader learns it too). Lines still waiting
   * for the engine are dropped.
   */
  async end(botId: string): Promise<void> {
    this.outbox.remove((w) => w.botId === botId);
    this.throttles.delete(botId);
    const js = await this.stream();
    await js.publish(this.subject(botId), JSON.stringify({ end: 'bot deleted' } satisfies Payload));
    const jsm = await this.engine.manager();
    await jsm.streams.purge(this.streamName, { filter: this.subject(botId), keep: 1 });
  }

  /** Publishes the waiting lines now (resolves when they are stored, or when the engine is away). */
  flush(): Promise<void> {
    return this.outbox.flush();
  }

  /** Lines not yet stored by the engine. */
  pendingCount(): number {
    return this.outbox.pending;
  }

  async close(): Promise<void> {
    await this.outbox.close();
    // Every open console stream ends (its reader reconnects to another instance or after the restart).
    this.closed = true;
    for (const feed of this.feeds.values()) {
      for (const listener of feed.listeners) listener(null);
      feed.stop();
    }
    this.feeds.clear();
  }

  /** The subject of a bot's console. */
  subject(botId: string): string {
    return `${this.streamName.toLowerCase()}.${botId}`;
  }

  private throttle(botId: string): Throttle {
    let t = this.throttles.get(botId);
    if (!t) this.throttles.set(botId, (t = { tokens: this.burst, refilledAt: this.now(), dropped: 0, noticeAt: 0 }));
    return t;
  }

  private reportDropped(botId: string, t: Throttle, at: number): void {
    this.enqueue(botId, { at, text: `[console] Output throttled: ${t.dropped} line${t.dropped === 1 ? '' : 's'} dropped.`, level: 'warning' });
    t.dropped = 0;
    t.noticeAt = this.now();
  }

  private enqueue(botId: string, payload: Payload): void {
    this.outbox.push({ botId, payload, msgId: `${this.instance}-${++this.sent}` });
  }

  /** The stream, created (or its limits updated) once per hub. */
  private async stream(): Promise<JetStreamClient> {
    const js = await this.engine.jetstream();
    this.streamReady ??= (async () => {
      const jsm = await this.engine.manager();
      const config = {
        name: this.streamName,
        subjects: [`${this.streamName.toLowerCase()}.>`],
        max_msgs_per_subject: this.keep,
        storage: StorageType.File,
        discard: DiscardPolicy.Old,
        num_replicas: this.engine.replicas,
        duplicate_window: 120_000_000_000, // 2 min, in ns: a retried publish within it is stored once
      };
      await jsm.streams.info(this.streamName).then(
        (info) => (info.config.max_msgs_per_subject === this.keep ? undefined : jsm.streams.update(this.streamName, config)),
        () => jsm.streams.add(config),
      );
    })().catch((err) => {
      this.streamReady = null;
      throw err;
    });
    await this.streamReady;
    return js;
  }

  /** A feed without readers closes after feedIdleMs. */
  private touch(botId: string, feed: Feed): void {
    if (feed.listeners.size > 0 || feed.idle) return;
    feed.idle = setTimeout(() => {
      if (this.feeds.get(botId) !== feed || feed.listeners.size > 0) return;
      this.feeds.delete(botId);
      feed.stop();
    }, this.feedIdleMs);
    feed.idle.unref?.();
  }

  private feed(botId: string): Feed {
    const existing = this.feeds.get(botId);
    if (existing) return existing;
    let stopped = false;
    let stopConsumer: () => void = () => {};
    const feed: Feed = {
      lines: [],
      listeners: new Set(),
      caughtUp: Promise.resolve(),
      ended: null,
      idle: null,
      stop: () => {
        stopped = true;
        stopConsumer();
      },
    };
    const deliver = (line: ConsoleLine | null) => {
      for (const listener of feed.listeners) listener(line);
    };
    feed.caughtUp = new Promise<void>((caughtUp, failed) => {
      void (async () => {
        const js = await this.stream();
        const options: Partial<OrderedConsumerOptions> = { filter_subjects: [this.subject(botId)], deliver_policy: DeliverPolicy.All };
        const consumer = await js.consumers.get(this.streamName, options);
        const pending = (await consumer.info(true)).num_pending;
        if (pending === 0) caughtUp();
        // Short pulls with heartbeats: after the engine restarts, the consumer notices within seconds and
        // starts again after the last line it delivered (an ordered consumer resumes by sequence).
        const messages = await consumer.consume({ expires: 5_000, idle_heartbeat: 1_000 });
        stopConsumer = () => void messages.close().catch(() => {});
        if (stopped) return stopConsumer();
        for await (const m of messages) {
          const payload = readPayload(m.string());
          if (!payload) continue;
          if ('end' in payload) {
            feed.ended = payload.end;
            feed.lines = [];
            deliver(null);
          } else {
            const line: ConsoleLine = { id: m.seq, ...payload };
            feed.lines.push(line);
            if (feed.lines.length > this.keep) feed.lines.splice(0, feed.lines.length - this.keep);
            deliver(line);
          }
          if (m.info.pending === 0) caughtUp();
        }
        // The consumer ended without being stopped (the connection closed): readers reconnect.
        if (!stopped && this.feeds.get(botId) === feed) {
          this.feeds.delete(botId);
          deliver(null);
        }
      })().catch((err) => {
        // The engine is away (or went away): the next reader starts a new feed.
        if (this.feeds.get(botId) === feed) this.feeds.delete(botId);
        failed(err instanceof EngineUnavailableError ? err : new EngineUnavailableError());
      });
    });
    feed.caughtUp.catch(() => {});
    this.feeds.set(botId, feed);
    return feed;
  }
}

/** A stored message as written; lines stored before levels existed read as info. */
function readPayload(data: string): Payload | null {
  try {
    const value = JSON.parse(data) as Partial<{ at: number; text: string; level: unknown; today: BotToday; state: ConsoleStateData; end: string }>;
    if (typeof value.end === 'string') return { end: value.end };
    if (typeof value.text !== 'string' || typeof value.at !== 'number') return null;
    const line: LinePayload = { at: value.at, text: value.text, level: isConsoleLevel(value.level) ? value.level : 'info' };
    if (value.today && typeof value.today.day === 'string') line.today = value.today;
    if (value.state && (BOT_STATES as readonly string[]).includes(value.state.state)) line.state = value.state;
    return line;
  } catch {}
  return null;
}
