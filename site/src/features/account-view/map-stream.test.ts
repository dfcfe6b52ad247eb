import { expect, test } from 'bun:test';
import type { AccountMap } from '@shared/account-map';
import { ApiError } from '../../lib/api';
import { followAccountMap, readMapEvent, type MapStatus, type MapStreamDeps } from './map-stream';

/** A fake EventSource the test drives, and timers it runs by hand. */
function world(tickets: (() => Promise<string>)[]) {
  const opened: { url: string; emit: (event: string, data: string) => void; fail: () => void; closed: boolean }[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  const deps: MapStreamDeps = {
    ticket: () => (tickets.shift() ?? (() => Promise.resolve('t-last')))(),
    open: (url) => {
      const listeners = new Map<string, (e: Event) => void>();
      const source = {
        onerror: null as ((e: Event) => void) | null,
        addEventListener: (event: string, listener: (e: Event) => void) => void listeners.set(event, listener),
        close: () => void (entry.closed = true),
      };
      const entry = {
        url,
        closed: false,
        emit: (event: string, data: string) => listeners.get(event)?.({ data } as MessageEvent as Event),
        fail: () => source.onerror?.(new Event('error')),
      };
      opened.push(entry);
      return source as unknown as ReturnType<MapStreamDeps['open']>;
    },
    setTimer: (run, ms) => timers.push({ run, ms }),
    clearTimer: () => {},
  };
  return { deps, opened, timers };
}

const map: AccountMap = { accountId: 'a1', readAt: 1, updatedAt: 2, castles: [], targets: [], armies: [] };
const settle = () => new Promise((r) => setTimeout(r, 0));

test('opens with a ticket, hands over each map, and after a drop opens again with a new ticket after a growing wait', async () => {
  const { deps, opened, timers } = world([() => Promise.resolve('t1'), () => Promise.resolve('t2')]);
  const maps: (AccountMap | null)[] = [];
  const statuses: MapStatus[] = [];
  const stop = followAccountMap(
    'a1',
    (m) => maps.push(m),
    (s) => statuses.push(s),
    deps,
  );
  await settle();
  expect(opened[0]!.url).toEndWith('/api/accounts/a1/map?token=t1');
  opened[0]!.emit('map', 'null');
  opened[0]!.emit('map', JSON.stringify(map));
  opened[0]!.emit('map', '{"broken"');
  expect(maps).toEqual([null, map]);
  opened[0]!.fail();
  expect(opened[0]!.closed).toBe(true);
  expect(timers.map((t) => t.ms)).toEqual([1000]);
  timers[0]!.run();
  await settle();
  expect(opened[1]!.url).toEndWith('token=t2');
  expect(statuses).toEqual(['connecting', 'live', 'live', 'reconnecting']);
  stop();
  expect(opened[1]!.closed).toBe(true);
});

test('an account that is not the reader’s stops the stream; a ticket lost to the network is asked again', async () => {
  const gone = world([() => Promise.reject(new ApiError('Game account not found.', 404))]);
  const statuses: MapStatus[] = [];
  followAccountMap(
    'a1',
    () => {},
    (s) => statuses.push(s),
    gone.deps,
  );
  await settle();
  expect(statuses).toEqual(['connecting', 'gone']);
  expect(gone.opened).toHaveLength(0);

  const flaky = world([() => Promise.reject(ApiError.withoutAnswer()), () => Promise.reject(ApiError.withoutAnswer())]);
  followAccountMap(
    'a1',
    () => {},
    () => {},
    flaky.deps,
  );
  await settle();
  flaky.timers[0]!.run();
  await settle();
  expect(flaky.timers.map((t) => t.ms)).toEqual([1000, 2000]);
});

test('a map event is read only when it is a map or null', () => {
  expect(readMapEvent('null')).toBeNull();
  expect(readMapEvent(JSON.stringify(map))).toEqual(map);
  expect(readMapEvent('{"castles":1}')).toBeUndefined();
  expect(readMapEvent('nope')).toBeUndefined();
});

test('the stream’s end (the reader’s right ended) stops it for good: no new ticket, no reopening', async () => {
  const { deps, opened, timers } = world([() => Promise.resolve('t1')]);
  const statuses: MapStatus[] = [];
  followAccountMap(
    'a1',
    () => {},
    (s) => statuses.push(s),
    deps,
  );
  await settle();
  opened[0]!.emit('map', 'null');
  opened[0]!.emit('end', 'access ended');
  expect(opened[0]!.closed).toBe(true);
  opened[0]!.fail();
  await settle();
  expect(statuses).toEqual(['connecting', 'live', 'ended']);
  expect(timers).toHaveLength(0);
  expect(opened).toHaveLength(1);
});
