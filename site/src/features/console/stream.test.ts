import { expect, test } from 'bun:test';
import type { ConnectionState } from './connection';
import type { ConsoleLine } from './log-buffer';
import { startConsoleStream, type ConsoleSource, type StreamDeps } from './stream';

/** A stand-in EventSource the test drives by hand. */
class FakeSource implements ConsoleSource {
  listeners = new Map<string, Set<(event: Event) => void>>();
  closed = false;
  constructor(
    readonly ticket: string,
    readonly lastEventId: number,
  ) {}
  addEventListener(type: string, listener: (event: Event) => void) {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set());
    this.listeners.get(type)!.add(listener);
  }
  removeEventListener(type: string, listener: (event: Event) => void) {
    this.listeners.get(type)?.delete(listener);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, init: { data?: string; lastEventId?: string } = {}) {
    const event = type === 'error' ? new Event('error') : new MessageEvent(type, init);
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
  line(id: number, text = `line ${id}`) {
    this.emit('line', { data: JSON.stringify({ at: 1000 + id, level: 'info', text }), lastEventId: String(id) });
  }
}

function harness(tickets: (() => Promise<string>)[] = []) {
  const sources: FakeSource[] = [];
  const timers = new Map<number, { run: () => void; ms: number }>();
  let nextTimer = 1;
  let ticketCalls = 0;
  const deps: StreamDeps = {
    fetchTicket: () => (tickets[ticketCalls++] ?? (() => Promise.resolve(`ticket-${ticketCalls}`)))(),
    open: (ticket, lastEventId) => {
      const source = new FakeSource(ticket, lastEventId);
      sources.push(source);
      return source;
    },
    setTimer: (run, ms) => {
      timers.set(nextTimer, { run, ms });
      return nextTimer++;
    },
    clearTimer: (handle) => void timers.delete(handle as number),
  };
  const lines: ConsoleLine[] = [];
  const states: ConnectionState[] = [];
  const stream = startConsoleStream(deps, { onLine: (l) => lines.push(l), onState: (s) => states.push(s) });
  const fireTimers = () => {
    const due = [...timers.values()];
    timers.clear();
    for (const t of due) t.run();
  };
  return { stream, sources, timers, lines, states, fireTimers, latest: () => sources.at(-1)!, state: () => states.at(-1) };
}

const settle = () => new Promise((r) => setTimeout(r, 0));
const refusal = (status: number) => () => Promise.reject(Object.assign(new Error('nope'), { status }));

test('opens with a ticket from the start, goes live on ready and delivers lines in order', async () => {
  const h = harness();
  expect(h.state()).toEqual({ status: 'connecting', attempt: 0 });
  await settle();
  expect(h.latest()).toMatchObject({ ticket: 'ticket-1', lastEventId: 0 });
  h.latest().emit('ready', { data: 'bot' });
  expect(h.state()).toEqual({ status: 'live' });
  h.latest().line(10);
  h.latest().line(11);
  expect(h.lines.map((l) => l.text)).toEqual(['line 10', 'line 11']);
});

test('a drop closes the stream, waits 1 s and resumes with a fresh ticket after the last id, without duplicates', async () => {
  const h = harness();
  await settle();
  const first = h.latest();
  first.emit('ready');
  first.line(10);
  first.line(11);
  first.emit('error');
  expect(first.closed).toBe(true);
  expect(h.state()).toEqual({ status: 'reconnecting', attempt: 1, retryInMs: 1000 });
  expect([...h.timers.values()].map((t) => t.ms)).toEqual([1000]);

  h.fireTimers();
  expect(h.state()).toEqual({ status: 'connecting', attempt: 1 });
  await settle();
  const second = h.latest();
  expect(second).toMatchObject({ ticket: 'ticket-2', lastEventId: 11 });
  second.emit('ready');
  second.line(11); // the server replays what we have: ignored
  second.line(12);
  expect(h.lines.map((l) => l.id)).toEqual([10, 11, 12]);
  expect(h.state()).toEqual({ status: 'live' });
});

test('events from a closed stream are ignored', async () => {
  const h = harness();
  await settle();
  const first = h.latest();
  first.emit('ready');
  first.emit('error');
  first.line(99);
  first.emit('ready');
  expect(h.lines).toEqual([]);
  expect(h.state()).toMatchObject({ status: 'reconnecting' });
});

test('failing tickets back off 1 s, 2 s, 4 s', async () => {
  const h = harness([refusal(0), refusal(503), refusal(502)]);
  for (const ms of [1000, 2000, 4000]) {
    await settle();
    expect([...h.timers.values()].map((t) => t.ms)).toEqual([ms]);
    h.fireTimers();
  }
});

test('end "bot deleted" stops for good; another end reconnects', async () => {
  const h = harness();
  await settle();
  h.latest().emit('ready');
  h.latest().emit('end', { data: 'reader too slow; reconnect to resume' });
  expect(h.state()).toMatchObject({ status: 'reconnecting' });
  h.fireTimers();
  await settle();
  h.latest().emit('ready');
  h.latest().emit('end', { data: 'bot deleted' });
  expect(h.state()).toEqual({ status: 'stopped', reason: 'deleted' });
  expect(h.latest().closed).toBe(true);
  expect(h.timers.size).toBe(0);
});

test('a 404 ticket means the bot is not there; a 401 means signed out', async () => {
  const notFound = harness([refusal(404)]);
  await settle();
  expect(notFound.state()).toEqual({ status: 'stopped', reason: 'not-found' });
  expect(notFound.sources).toHaveLength(0);
  const signedOut = harness([refusal(401)]);
  await settle();
  expect(signedOut.state()).toEqual({ status: 'stopped', reason: 'signed-out' });
});

test('stop closes the stream and clears the retry timer; nothing is reported afterwards', async () => {
  const h = harness();
  await settle();
  h.latest().emit('ready');
  h.latest().emit('error');
  expect(h.timers.size).toBe(1);
  const reported = h.states.length;
  h.stream.stop();
  expect(h.timers.size).toBe(0);
  expect(h.states).toHaveLength(reported);
});

test('stop while a ticket is on its way: the stream is never opened', async () => {
  const h = harness();
  h.stream.stop();
  await settle();
  expect(h.sources).toHaveLength(0);
});

test('retryNow skips the wait', async () => {
  const h = harness([refusal(0)]);
  await settle();
  expect(h.state()).toMatchObject({ status: 'reconnecting' });
  h.stream.retryNow();
  expect(h.timers.size).toBe(0);
  await settle();
  expect(h.sources).toHaveLength(1);
});

test("a line's time, level and today's counters are read; the bot's state comes from `state` events; a malformed line is skipped", async () => {
  const states: unknown[] = [];
  const lines: unknown[] = [];
  const sources: FakeSource[] = [];
  startConsoleStream(
    { fetchTicket: async () => 't', open: (t, id) => (sources.push(new FakeSource(t, id)), sources.at(-1)!), setTimer: () => 0, clearTimer: () => {} },
    { onLine: (l) => lines.push(l), onState: () => {}, onBotState: (s) => states.push(s) },
  );
  await settle();
  const source = sources[0]!;
  source.emit('ready');
  source.emit('line', {
    data: JSON.stringify({ at: 5, level: 'success', text: 'Army home with loot.', today: { day: '2026-11-23', actions: 2, loot: 40 } }),
    lastEventId: '7',
  });
  source.emit('line', { data: 'not json', lastEventId: '8' });
  source.emit('line', { data: JSON.stringify({ at: 6, level: 'shouting', text: 'odd level' }), lastEventId: '9' });
  source.emit('state', { data: JSON.stringify({ state: 'online', reason: null, since: '2026-11-23T10:00:00.000Z' }), lastEventId: '9' });
  source.emit('state', { data: JSON.stringify({ state: 'exploded' }) });
  expect(lines).toEqual([
    { id: 7, at: 5, level: 'success', text: 'Army home with loot.', today: { day: '2026-11-23', actions: 2, loot: 40 } },
    { id: 9, at: 6, level: 'info', text: 'odd level' },
  ]);
  expect(states).toEqual([{ state: 'online', reason: null, since: '2026-11-23T10:00:00.000Z' }]);
});
