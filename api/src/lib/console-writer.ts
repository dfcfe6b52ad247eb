/**
 * The writing half of the bots' consoles, which runner nodes need without the API's reading half
 * (modules/bots/console/hub.ts): each line is published to the JetStream stream CONSOLE on
 * `console.<botId>`, which keeps the last `keep` lines per bot on disk (a per-subject limit). A line's
 * id is its stream sequence.
 *
 * Lines go out in order through one outbox per writer. While the engine is away they wait in memory
 * (at most `maxPending` in all, oldest dropped first, counted) and are published once it is back; each
 * carries a message id, so a publish retried after a lost acknowledgement is stored once. A bot that
 * floods output is throttled with a notice, here, before anything is published.
 */
import { DiscardPolicy, StorageType, type JetStreamClient } from '@nats-io/jetstream';
import {
  BOT_STATES,
  isConsoleLevel,
  readLineMessage,
  readStall,
  type BotToday,
  type ConsoleLevel,
  type ConsoleStall,
  type ConsoleStateData,
  type LineMessage,
} from '@shared/console';
import type { Engine } from './engine';
import { Outbox } from './outbox';

/**
 * A console line: its words and level; the day's counters when it reports an action or loot; the bot's
 * new state when it tells of a state change (the stream keeps states in order with the lines, so a
 * reader learns them from the stream, and any API instance can tell them).
 */
export type ConsoleLine = {
  id: number;
  at: number;
  text: string;
  level: ConsoleLevel;
  today?: BotToday;
  state?: ConsoleStateData;
  message?: LineMessage;
  /** The bot's stall as of this line (shared/src/console.ts ConsoleLineData). */
  stall?: ConsoleStall | null;
};
/** A line to write: its words (level info), or its words with what else it carries. */
export type LineInput = string | (Omit<ConsoleLine, 'id' | 'at' | 'level'> & { level?: ConsoleLevel });
export type ConsoleWriterOptions = {
  /** Lines kept per bot, in the stream and in a feed (the spec's console size). */
  keep?: number;
  /** Sustained lines per second a bot may write, and the burst above it. */
  ratePerSecond?: number;
  burst?: number;
  /** How often waiting lines are tried again while the engine is away. */
  retryMs?: number;
  /** Lines waiting for the engine, across all bots. */
  maxPending?: number;
  /** The stream (its subjects are its name in lower case, then the bot id); tests use their own. */
  stream?: string;
  now?: () => number;
};

export const CONSOLE_STREAM = 'CONSOLE';
/** Publishes awaiting the engine's acknowledgement at once, per writer (lib/outbox.ts says why). */
export const ENGINE_IN_FLIGHT = 128;

/** What a console message carries: a line, or the end of the console (the bot was deleted). */
export type LinePayload = Omit<ConsoleLine, 'id'>;
export type Payload = LinePayload | { end: string };
type Waiting = { botId: string; payload: Payload; msgId: string };

type Throttle = { tokens: number; refilledAt: number; dropped: number; noticeAt: number };

export class ConsoleWriter {
  private readonly throttles = new Map<string, Throttle>();
  protected readonly outbox: Outbox<Waiting>;
  private streamReady: Promise<void> | null = null;
  private readonly instance = crypto.randomUUID().slice(0, 8);
  private sent = 0;
  protected readonly keep: number;
  private readonly rate: number;
  private readonly burst: number;
  protected readonly streamName: string;
  protected readonly now: () => number;

  constructor(
    protected readonly engine: Engine,
    options: ConsoleWriterOptions = {},
  ) {
    this.keep = options.keep ?? 2000;
    this.rate = options.ratePerSecond ?? 50;
    this.burst = options.burst ?? 200;
    this.streamName = options.stream ?? CONSOLE_STREAM;
    this.now = options.now ?? Date.now;
    this.outbox = new Outbox<Waiting>(
      async (w) => (await this.stream()).publish(this.subject(w.botId), JSON.stringify(w.payload), { msgID: w.msgId, timeout: 2_000 }),
      {
        what: 'console lines',
        inFlight: () => (engine.isUp() ? ENGINE_IN_FLIGHT : 1),
        maxPending: Math.max(1, options.maxPending ?? 20_000),
        retryMs: options.retryMs ?? 1000,
        now: this.now,
      },
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

  /** Publishes the waiting lines now (resolves when they are stored, or when the engine is away). */
  flush(): Promise<void> {
    return this.outbox.flush();
  }

  /** Lines not yet stored by the engine. */
  pendingCount(): number {
    return this.outbox.pending;
  }

  /** Publishes what waits, as far as the engine lets it, and stops. */
  async close(): Promise<void> {
    await this.outbox.close();
  }

  /** The subject of a bot's console. */
  subject(botId: string): string {
    return `${this.streamName.toLowerCase()}.${botId}`;
  }

  protected forget(botId: string): void {
    this.outbox.remove((w) => w.botId === botId);
    this.throttles.delete(botId);
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
  protected async stream(): Promise<JetStreamClient> {
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
        // The bot list reads every console's last line in one direct batch request (hub.lastLines).
        allow_direct: true,
      };
      await jsm.streams.info(this.streamName).then(
        (info) => (info.config.max_msgs_per_subject === this.keep && info.config.allow_direct ? undefined : jsm.streams.update(this.streamName, config)),
        () => jsm.streams.add(config),
      );
    })().catch((err) => {
      this.streamReady = null;
      throw err;
    });
    await this.streamReady;
    return js;
  }
}

/** A stored message as written; lines stored before levels existed read as info. */
export function readPayload(data: string): Payload | null {
  try {
    const value = JSON.parse(data) as Partial<{
      at: number;
      text: string;
      level: unknown;
      today: BotToday;
      state: ConsoleStateData;
      end: string;
      message: unknown;
      stall: unknown;
    }>;
    if (typeof value.end === 'string') return { end: value.end };
    if (typeof value.text !== 'string' || typeof value.at !== 'number') return null;
    const line: LinePayload = { at: value.at, text: value.text, level: isConsoleLevel(value.level) ? value.level : 'info' };
    if (value.today && typeof value.today.day === 'string') line.today = value.today;
    if (value.state && (BOT_STATES as readonly string[]).includes(value.state.state)) line.state = value.state;
    const message = readLineMessage(value.message);
    if (message) line.message = message;
    const stall = readStall(value.stall);
    if (stall !== undefined) line.stall = stall;
    return line;
  } catch {}
  return null;
}
