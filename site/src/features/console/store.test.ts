import { expect, test } from 'bun:test';
import { createConsoleSession } from './store';
import type { ConsoleSource, StreamDeps } from './stream';

type Listener = (event: Event) => void;

function fakeDeps() {
  const opened: { lastEventId: number; emit: (type: string, init?: MessageEventInit) => void }[] = [];
  const timers = new Map<number, () => void>();
  let seq = 0;
  const deps: StreamDeps = {
    fetchTicket: () => Promise.resolve('ticket'),
    open: (_ticket, lastEventId) => {
      const listeners = new Map<string, Listener[]>();
      const source: ConsoleSource = {
        addEventListener: (type, l) => listeners.set(type, [...(listeners.get(type) ?? []), l]),
        removeEventListener: (type, l) =>
          listeners.set(
            type,
            (listeners.get(type) ?? []).filter((x) => x !== l),
          ),
        close: () => listeners.clear(),
      };
      opened.push({ lastEventId, emit: (type, init) => (listeners.get(type) ?? []).forEach((l) => l(new MessageEvent(type, init))) });
      return source;
    },
    setTimer: (run) => {
      timers.set(++seq, run);
      return seq;
    },
    clearTimer: (h) => void timers.delete(h as number),
  };
  const runTimers = () => {
    const due = [...timers.values()];
    timers.clear();
    due.forEach((run) => run());
  };
  return { deps, opened, runTimers, timers };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

test('lines arrive in the store in one batch, and the batch is reported', async () => {
  const { deps, opened, runTimers } = fakeDeps();
  const batches: number[] = [];
  const session = createConsoleSession(deps, { onLines: (lines) => batches.push(lines.length) });
  session.start();
  await settle();
  const source = opened[0]!;
  source.emit('ready');
  expect(session.$connection.get()).toEqual({ status: 'live' });
  for (let id = 1; id <= 3; id++) source.emit('line', { data: JSON.stringify({ at: id, level: 'info', text: `line ${id}` }), lastEventId: String(id) });
  expect(session.$log.get().lines).toHaveLength(0);
  runTimers();
  expect(session.$log.get().lines.map((l) => l.text)).toEqual(['line 1', 'line 2', 'line 3']);
  expect(batches).toEqual([3]);
});

test('stopping keeps what arrived, and starting again resumes after it', async () => {
  const { deps, opened, timers } = fakeDeps();
  const session = createConsoleSession(deps);
  session.start();
  await settle();
  opened[0]!.emit('line', { data: JSON.stringify({ at: 1, level: 'info', text: 'one' }), lastEventId: '41' });
  session.stop();
  expect(timers.size).toBe(0);
  expect(session.$log.get().lastId).toBe(41);
  expect(session.$connection.get()).toEqual({ status: 'stopped', reason: 'closed' });
  session.start();
  await settle();
  expect(opened[1]?.lastEventId).toBe(41);
});
