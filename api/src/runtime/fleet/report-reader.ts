/**
 * The leader's reader of the runners' reports (the durable events stream): each report handed to the
 * supervisor and acknowledged once written, in order per bot (or account), REPORTS_AT_ONCE bots' at a time.
 *
 * Read one after another across all bots, a stop's "offline" waited behind every report of 60 busy bots
 * before it: over 25 s on a loaded machine, 1 s on a quiet one (fleet.test.ts, issue 37). The order that
 * matters is a bot's own (an "online" must not land after the "offline" that followed it); the database
 * writes are bounded by the supervisor's pipeline (report-pipeline.ts).
 */
import type { JsMsg } from '@nats-io/jetstream';
import type { Engine } from '../../lib/engine';
import { createKeyedLock } from '../../lib/keyed-lock';
import { log } from '../../lib/logger';
import type { RuntimeEvent } from '../types';
import { eventKey, isAccountEvent, type PlacedEvent } from '../wire';
import { EVENT_CONSUMER, ensureEventStream } from './events';
import type { Mirror } from './mirror';
import type { FleetNames, Placement } from './protocol';

/** Bots (or accounts) whose reports are written at once: as many as the supervisor handles at once. */
const REPORTS_AT_ONCE = 16;

export type ReportReaderOptions = {
  engine: Engine;
  names: FleetNames;
  /** The placements: a report from a session that has moved since is stale. */
  placement: Mirror<Placement>;
  /** Hands a report to the supervisor; rejects when it could not be written. */
  emit(report: RuntimeEvent, eventId: string): Promise<unknown>;
  /** Whether this instance still leads (and is not closing): reading ends when it does not. */
  leading(): boolean;
};

/** Reads until stopped (or leadership ends); a reader that fails starts again a second later. */
export function readReports(options: ReportReaderOptions): { stop(): void } {
  let stopped = false;
  let messages: { close(): Promise<void | Error> } | null = null;
  const active = () => !stopped && options.leading();
  const inTurn = createKeyedLock();

  async function consume(): Promise<void> {
    try {
      await ensureEventStream(options.engine, options.names);
      const js = await options.engine.jetstream();
      const consumer = await js.consumers.get(options.names.events, EVENT_CONSUMER);
      // Prefetched no further than handled at once: a report waiting in the client's buffer would only
      // wait past its acknowledgement deadline.
      const reading = await consumer.consume({ max_messages: REPORTS_AT_ONCE, expires: 5_000 });
      messages = reading;
      if (!active()) return void reading.close().catch(() => {});
      const handling = new Set<Promise<void>>();
      for await (const m of reading) {
        while (handling.size >= REPORTS_AT_ONCE) await Promise.race(handling);
        const event = m.json<PlacedEvent>();
        const handled: Promise<void> = inTurn(eventKey(event), () => handle(m, event)).finally(() => handling.delete(handled));
        handling.add(handled);
      }
      if (active()) throw new Error('the events consumer ended');
    } catch (err) {
      if (!active()) return;
      log.warn('fleet events: consuming again shortly', { error: String(err) });
      await Bun.sleep(1000);
      if (active()) void consume();
    }
  }

  /** One report, after the earlier ones of its bot: dropped when its session has moved since, else written. */
  async function handle(m: JsMsg, event: PlacedEvent): Promise<void> {
    const placed = options.placement.get(event.accountId)?.value;
    // A parked culprit is a verdict on the bot (hang-watch-worker.ts), not a report of the moved session.
    const verdict = event.type === 'state' && event.state === 'error' && event.kind === 'parked';
    if (!isAccountEvent(event) && placed && placed.epoch > event.epoch && event.runner !== 'api' && !verdict) {
      m.ack(); // from a session that has moved since: stale
      return;
    }
    const { runner: _runner, accountId: _account, epoch: _epoch, ...report } = event;
    await writeOnce(m, (isAccountEvent(event) ? { ...report, accountId: event.accountId } : report) as RuntimeEvent); // an account's event keeps its account
  }

  /**
   * Hands a report to the supervisor and acknowledges it once written. While it cannot be written (the
   * database is away) it is tried again in place, its deadline extended, so its bot's later reports wait
   * their turn; unacknowledged when leadership ends, it goes to the next leader.
   */
  async function writeOnce(m: JsMsg, report: RuntimeEvent): Promise<void> {
    for (let attempt = 0; active(); attempt++) {
      try {
        await options.emit(report, `${options.names.events}:${m.seq}`);
        m.ack();
        return;
      } catch {
        m.working();
        await Bun.sleep(Math.min(5_000, 250 * 2 ** attempt));
      }
    }
  }

  void consume();
  return {
    stop() {
      stopped = true;
      void messages?.close().catch(() => {});
    },
  };
}
