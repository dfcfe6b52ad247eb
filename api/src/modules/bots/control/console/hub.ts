/**
 * Console lines of every bot, through the engine: the writing half (lib/console-writer.ts, which runner
 * nodes use alone) plus the reading half, here. The stream keeps a bot's lines across restarts of any
 * process, so any API instance serves any console; a line's id is its stream sequence, so a reader's
 * Last-Event-ID stays meaningful across instances and restarts.
 *
 * Reading: one feed per bot being watched on this instance, an ordered consumer that replays the bot's
 * stored lines and then follows new ones, shared by all its readers here; it stops a while after its last
 * reader left.
 */
import { DeliverPolicy, type OrderedConsumerOptions } from '@nats-io/jetstream';
import { EngineUnavailableError } from '../../../../lib/errors';
import type { Engine } from '../../../../lib/engine';
import { ConsoleWriter, readPayload, type ConsoleLine, type ConsoleWriterOptions, type Payload } from '../../../../lib/console-writer';

export { CONSOLE_STREAM, type ConsoleLine, type LineInput } from '../../../../lib/console-writer';

/** A line, or null: the console ended (`endReason` says why). */
export type ConsoleListener = (line: ConsoleLine | null) => void;

export type ConsoleHubOptions = ConsoleWriterOptions & {
  /** How long a feed stays open after its last reader left (a reconnecting reader finds it warm). */
  feedIdleMs?: number;
};

type Feed = {
  lines: ConsoleLine[];
  listeners: Set<ConsoleListener>;
  /** Resolves once the stored lines are read; rejects when the engine cannot be reached. */
  caughtUp: Promise<void>;
  ended: string | null;
  stop: () => void;
  idle: ReturnType<typeof setTimeout> | null;
};

export class ConsoleHub extends ConsoleWriter {
  private readonly feeds = new Map<string, Feed>();
  /** Consoles whose newest line is being read from the stream now (for a bot list), with the answer to come. */
  private readonly reading = new Map<string, Promise<ConsoleLine | null>>();
  private readonly feedIdleMs: number;
  /** Set by close(): streams that end now end because the server stops, not because a bot was deleted. */
  closed = false;

  constructor(engine: Engine, options: ConsoleHubOptions = {}) {
    super(engine, options);
    this.feedIdleMs = options.feedIdleMs ?? 30_000;
  }

  /** The stored lines after `afterId` (all kept when 0). Rejects with EngineUnavailableError while the engine is away. */
  async history(botId: string, afterId = 0): Promise<ConsoleLine[]> {
    const feed = this.feed(botId);
    this.touch(botId, feed);
    await feed.caughtUp;
    return feed.lines.filter((l) => l.id > afterId);
  }

  /**
   * The newest line of each of these consoles (the bot list shows it): from a feed watched here, else read
   * from the stream, all of them in one direct batch request (12 bots: one round trip, not 12; the stream
   * allows direct reads), or one read per console where the server has no batch reads. A console the
   * engine cannot read now is left out: the list does not wait for it.
   */
  async lastLines(botIds: string[]): Promise<Map<string, ConsoleLine>> {
    const found = new Map<string, ConsoleLine>();
    const bySubject = new Map<string, string>();
    const joined: Promise<void>[] = [];
    for (const botId of botIds) {
      const watched = this.feeds.get(botId);
      const reading = this.reading.get(botId);
      if (watched && watched.lines.length) found.set(botId, watched.lines.at(-1)!);
      else if (reading) joined.push(reading.then((line) => void (line && found.set(botId, line))));
      else bySubject.set(this.subject(botId), botId);
    }
    if (!bySubject.size) return Promise.all(joined).then(() => found);
    // A console being read for another list already is not read again: its answer is shared (50 dashboards
    // asking at once made 50 reads of the same lines; bench/api, GET /api/bots).
    let done: () => void = () => {};
    const read = new Promise<void>((resolve) => (done = resolve));
    for (const botId of bySubject.values()) {
      const line = read.then(() => found.get(botId) ?? null);
      this.reading.set(botId, line);
      void line.finally(() => this.reading.get(botId) === line && this.reading.delete(botId));
    }
    try {
      await this.readLastLines(bySubject, found);
    } finally {
      done();
    }
    await Promise.all(joined);
    return found;
  }

  /** The newest line of each console by its subject, read from the stream into `found`. */
  private async readLastLines(bySubject: Map<string, string>, found: Map<string, ConsoleLine>): Promise<void> {
    const jsm = await this.engine.manager().catch(() => null);
    if (!jsm) return;
    const keep = (subject: string, seq: number, data: string) => {
      const botId = bySubject.get(subject);
      const payload = readPayload(data);
      if (botId && payload && 'text' in payload) found.set(botId, { id: seq, ...payload });
    };
    try {
      await this.stream();
      for await (const message of await jsm.direct.getLastMessagesFor(this.streamName, { multi_last: [...bySubject.keys()], batch: bySubject.size })) {
        keep(message.subject, message.seq, message.string());
      }
    } catch {
      await Promise.all(
        [...bySubject.keys()].map(async (subject) => {
          const message = await jsm.streams.getMessage(this.streamName, { last_by_subj: subject }).catch(() => null);
          if (message) keep(subject, message.seq, message.string());
        }),
      );
    }
  }

  /** Live lines; `null` means the console ended (the bot was deleted, or the server stops). */
  subscribe(botId: string, listener: ConsoleListener): () => void {
    const feed = this.feed(botId);
    feed.listeners.add(listener);
    if (feed.idle) clearTimeout(feed.idle);
    feed.idle = null;
    if (feed.ended !== null) listener(null);
    return () => this.unsubscribe(botId, listener);
  }

  /** The listener leaves (what `subscribe`'s answer does, for a reader that keeps its listener anyway). */
  unsubscribe(botId: string, listener: ConsoleListener): void {
    const feed = this.feeds.get(botId);
    if (!feed || !feed.listeners.delete(listener)) return;
    this.touch(botId, feed);
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
    this.forget(botId);
    // Its lines already sent are stored first: the end must be the last message the purge keeps.
    await this.outbox.settled();
    const js = await this.stream();
    await js.publish(this.subject(botId), JSON.stringify({ end: 'bot deleted' } satisfies Payload));
    const jsm = await this.engine.manager();
    await jsm.streams.purge(this.streamName, { filter: this.subject(botId), keep: 1 });
  }

  override async close(): Promise<void> {
    await super.close();
    // Every open console stream ends (its reader reconnects to another instance or after the restart).
    this.closed = true;
    for (const feed of this.feeds.values()) {
      for (const listener of feed.listeners) listener(null);
      feed.stop();
    }
    this.feeds.clear();
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
