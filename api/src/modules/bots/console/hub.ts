/**
 * Console lines of every bot: the last `keep` in memory for live readers, the last `persistKeep` in the
 * database. Line ids grow monotonically per bot, across restarts too (they start from the clock), so a
 * reader's Last-Event-ID stays meaningful. A bot that floods output is throttled with a notice.
 * While the database is away, lines wait in memory (at most `maxPending` in all, oldest dropped first) and
 * are written once it is back; a retry writes each line once (unique botId + lineId).
 */
import { isDuplicateKey, withDeadline } from '../../../lib/db';
import { log } from '../../../lib/logger';
import { ConsoleLineModel } from './line.model';

export type ConsoleLine = { id: number; at: number; text: string };
export type ConsoleListener = (line: ConsoleLine | null) => void;

export type ConsoleHubOptions = {
  keep?: number;
  persistKeep?: number;
  /** Sustained lines per second a bot may write, and the burst above it. */
  ratePerSecond?: number;
  burst?: number;
  flushMs?: number;
  /** Lines kept for the database while it cannot be written, across all bots (the batch being written counts). */
  maxPending?: number;
  /** How long one batch may take to be written before it counts as failed and is kept for the next try. */
  writeDeadlineMs?: number;
  now?: () => number;
};

type PendingLine = { botId: string; lineId: number; at: Date; text: string };

/** Lines per insert: a batch saved after an outage goes in parts, each well within the write deadline. */
const WRITE_CHUNK = 1000;

/** An unordered insert that failed only because some lines were already written (an earlier, cut-off try). */
function onlyDuplicates(err: unknown): boolean {
  const writeErrors = (err as { writeErrors?: { code?: number; err?: { code?: number } }[] }).writeErrors;
  if (!Array.isArray(writeErrors) || writeErrors.length === 0) return isDuplicateKey(err);
  return writeErrors.every((e) => (e.code ?? e.err?.code) === 11000);
}

type BotConsole = {
  lines: ConsoleLine[];
  lastId: number;
  history: Promise<void> | null;
  listeners: Set<ConsoleListener>;
  tokens: number;
  refilledAt: number;
  dropped: number;
  noticeAt: number;
  writesSinceTrim: number;
};

export class ConsoleHub {
  private readonly bots = new Map<string, BotConsole>();
  private pending: PendingLine[] = [];
  /** The batch being written: out of `pending`, put back in front of it if the write fails. */
  private writing: PendingLine[] = [];
  private readonly maxPending: number;
  private readonly chunk: number;
  private readonly writeDeadlineMs: number;
  private flushing: Promise<void> | null = null;
  /** Set while writes fail: when it began. */
  private outage: { since: number } | null = null;
  /** Oldest waiting lines dropped to stay within maxPending, not yet reported. */
  private droppedOldest = 0;
  private readonly keep: number;
  private readonly persistKeep: number;
  private readonly rate: number;
  private readonly burst: number;
  private readonly now: () => number;
  private readonly timer: ReturnType<typeof setInterval>;
  /** Set by close(): streams that end now end because the server stops, not because a bot was deleted. */
  closed = false;

  constructor(options: ConsoleHubOptions = {}) {
    this.keep = options.keep ?? 2000;
    this.persistKeep = options.persistKeep ?? 500;
    this.rate = options.ratePerSecond ?? 50;
    this.burst = options.burst ?? 200;
    this.now = options.now ?? Date.now;
    this.maxPending = Math.max(1, options.maxPending ?? 20_000);
    // At most half the bound is in flight, so a new line can always push out a waiting one.
    this.chunk = Math.min(WRITE_CHUNK, Math.ceil(this.maxPending / 2));
    this.writeDeadlineMs = options.writeDeadlineMs ?? 10_000;
    this.timer = setInterval(() => void this.flush(), options.flushMs ?? 1000);
    this.timer.unref();
  }

  /** Adds a line from the bot; over the rate limit it is dropped and a notice says how many were. */
  append(botId: string, text: string, at = this.now()): void {
    const c = this.console(botId);
    const elapsed = (this.now() - c.refilledAt) / 1000;
    c.tokens = Math.min(this.burst, c.tokens + elapsed * this.rate);
    c.refilledAt = this.now();
    if (c.tokens < 1) {
      if (c.dropped === 0) c.noticeAt = this.now();
      c.dropped += 1;
      // While the flood lasts, say so once a second; when it ends, the next line is preceded by the count.
      if (this.now() - c.noticeAt >= 1000) this.reportDropped(botId, c, at);
      return;
    }
    if (c.dropped > 0) this.reportDropped(botId, c, at);
    c.tokens -= 1;
    this.push(botId, c, text, at);
  }

  /** Lines after `afterId` (all when absent), including the persisted history. */
  async history(botId: string, afterId = 0): Promise<ConsoleLine[]> {
    const c = this.console(botId);
    // A load that failed (the database was away) is tried again by the next reader, not remembered.
    c.history ??= this.loadHistory(botId, c).catch((err) => {
      c.history = null;
      throw err;
    });
    await c.history;
    return afterId ? c.lines.filter((l) => l.id > afterId) : [...c.lines];
  }

  /** Live lines; `null` means the console ended (the bot was deleted). */
  subscribe(botId: string, listener: ConsoleListener): () => void {
    const c = this.console(botId);
    c.listeners.add(listener);
    return () => c.listeners.delete(listener);
  }

  listenerCount(botId: string): number {
    return this.bots.get(botId)?.listeners.size ?? 0;
  }

  /** The bot is gone: readers are told, its lines are forgotten and deleted. */
  async end(botId: string): Promise<void> {
    const c = this.bots.get(botId);
    this.bots.delete(botId);
    for (const listener of c?.listeners ?? []) listener(null);
    this.pending = this.pending.filter((p) => p.botId !== botId);
    await this.flushing;
    // A write that failed meanwhile put its lines back: none of this bot's may be written after the delete.
    this.pending = this.pending.filter((p) => p.botId !== botId);
    await ConsoleLineModel.deleteMany({ botId });
  }

  /**
   * Writes the waiting lines; on failure they wait for the next try. One log line when writes start
   * failing, one when they work again (with how many were written, and how many of the oldest had to go).
   */
  flush(): Promise<void> {
    this.flushing ??= this.write().finally(() => (this.flushing = null));
    return this.flushing;
  }

  /** Lines not yet in the database (waiting, and being written). */
  pendingCount(): number {
    return this.pending.length + this.writing.length;
  }

  private async write(): Promise<void> {
    let written = 0;
    const saved: PendingLine[] = [];
    while (this.pending.length) {
      this.writing = this.pending.splice(0, this.chunk);
      try {
        // Bounded: on Bun a write sent the instant the database dies can stay unanswered for ever (see
        // withDeadline); if it lands after all, the retry's duplicates are taken as written.
        await withDeadline(
          ConsoleLineModel.insertMany(this.writing, { ordered: false }).catch((err) => {
            if (!onlyDuplicates(err)) throw err;
          }),
          this.writeDeadlineMs,
        );
      } catch (err) {
        this.pending = [...this.writing, ...this.pending];
        this.writing = [];
        if (!this.outage) {
          this.outage = { since: this.now() };
          log.error('console lines cannot be saved; keeping them in memory until the database is back', { waiting: this.pending.length, limit: this.maxPending, error: String(err) });
        }
        return;
      }
      written += this.writing.length;
      saved.push(...this.writing);
      this.writing = [];
    }
    if (this.outage || this.droppedOldest) {
      log.info('console lines saved again', { written, outageSeconds: this.outage ? Math.round((this.now() - this.outage.since) / 100) / 10 : 0, droppedOldest: this.droppedOldest });
      this.outage = null;
      this.droppedOldest = 0;
    }
    if (saved.length) await withDeadline(this.trim(saved), this.writeDeadlineMs).catch(() => {});
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    // A flush already under way may have started before the last lines came in.
    await this.flushing;
    await this.flush();
    const unsaved = this.pendingCount();
    if (unsaved || this.droppedOldest) log.error('console lines not saved at shutdown: the database is away', { unsaved, droppedOldest: this.droppedOldest });
    // Every open console stream ends (its reader reconnects to another instance or after the restart).
    this.closed = true;
    for (const c of this.bots.values()) for (const listener of c.listeners) listener(null);
  }

  private console(botId: string): BotConsole {
    let c = this.bots.get(botId);
    if (!c) {
      c = { lines: [], lastId: 0, history: null, listeners: new Set(), tokens: this.burst, refilledAt: this.now(), dropped: 0, noticeAt: 0, writesSinceTrim: 0 };
      this.bots.set(botId, c);
    }
    return c;
  }

  private reportDropped(botId: string, c: BotConsole, at: number): void {
    this.push(botId, c, `[console] Output throttled: ${c.dropped} line${c.dropped === 1 ? '' : 's'} dropped.`, at);
    c.dropped = 0;
    c.noticeAt = this.now();
  }

  private push(botId: string, c: BotConsole, text: string, at: number): void {
    const line = { id: Math.max(c.lastId + 1, at * 1000), at, text };
    c.lastId = line.id;
    c.lines.push(line);
    if (c.lines.length > this.keep) c.lines.splice(0, c.lines.length - this.keep);
    this.pending.push({ botId, lineId: line.id, at: new Date(at), text });
    // The bound holds while writes fail or hang: the oldest waiting line makes room (counted, reported once).
    if (this.pending.length + this.writing.length > this.maxPending) {
      this.pending.shift();
      this.droppedOldest += 1;
    }
    c.writesSinceTrim += 1;
    for (const listener of c.listeners) listener(line);
  }

  private async loadHistory(botId: string, c: BotConsole): Promise<void> {
    // A reader waits at most 2 s for the stored history (a query sent as the database dies may never be answered).
    const stored = await withDeadline(ConsoleLineModel.find({ botId }).sort({ lineId: -1 }).limit(this.persistKeep).lean());
    const known = new Set(c.lines.map((l) => l.id));
    const older = stored
      .reverse()
      .filter((s) => !known.has(s.lineId))
      .map((s) => ({ id: s.lineId, at: s.at.getTime(), text: s.text }));
    c.lines = [...older, ...c.lines].sort((a, b) => a.id - b.id).slice(-this.keep);
    c.lastId = Math.max(c.lastId, c.lines.at(-1)?.id ?? 0);
  }

  /** Keeps the persisted history bounded: every 100 writes of a bot, drop what is past persistKeep. */
  private async trim(batch: PendingLine[]): Promise<void> {
    for (const botId of new Set(batch.map((b) => b.botId))) {
      const c = this.bots.get(botId);
      if (!c || c.writesSinceTrim < 100) continue;
      c.writesSinceTrim = 0;
      const cutoff = await ConsoleLineModel.find({ botId }).sort({ lineId: -1 }).skip(this.persistKeep).limit(1).lean();
      if (cutoff[0]) await ConsoleLineModel.deleteMany({ botId, lineId: { $lte: cutoff[0].lineId } });
    }
  }
}
