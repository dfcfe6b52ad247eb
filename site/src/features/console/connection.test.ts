import { expect, test } from 'bun:test';
import { describeConnection, INITIAL_CONNECTION, nextConnection, type ConnectionEvent, type ConnectionState } from './connection';

const run = (events: ConnectionEvent[], from: ConnectionState = INITIAL_CONNECTION) => events.reduce(nextConnection, from);

test('ready makes the connection live', () => {
  expect(run([{ type: 'ready' }])).toEqual({ status: 'live' });
});

test('a drop backs off 1 s, then 2 s, 4 s… while the reconnects keep failing', () => {
  const dropped = run([{ type: 'ready' }, { type: 'dropped' }]);
  expect(dropped).toEqual({ status: 'reconnecting', attempt: 1, retryInMs: 1000 });
  const again = run([{ type: 'retry' }, { type: 'dropped' }], dropped);
  expect(again).toEqual({ status: 'reconnecting', attempt: 2, retryInMs: 2000 });
  const third = run([{ type: 'retry' }, { type: 'ticket-failed', status: 503 }], again);
  expect(third).toEqual({ status: 'reconnecting', attempt: 3, retryInMs: 4000 });
});

test('a successful reconnect resets the back-off', () => {
  const state = run([{ type: 'dropped' }, { type: 'retry' }, { type: 'dropped' }, { type: 'retry' }, { type: 'ready' }, { type: 'dropped' }]);
  expect(state).toEqual({ status: 'reconnecting', attempt: 1, retryInMs: 1000 });
});

test('the end of the stream: a deleted bot stops, anything else reconnects', () => {
  expect(run([{ type: 'ready' }, { type: 'ended', reason: 'bot deleted' }])).toEqual({ status: 'stopped', reason: 'deleted' });
  expect(run([{ type: 'ready' }, { type: 'ended', reason: 'reader too slow; reconnect to resume' }])).toMatchObject({ status: 'reconnecting' });
});

test('a refused ticket stops with the reason; a failed one retries', () => {
  expect(run([{ type: 'ticket-failed', status: 404 }])).toEqual({ status: 'stopped', reason: 'not-found' });
  expect(run([{ type: 'ticket-failed', status: 403 }])).toEqual({ status: 'stopped', reason: 'not-found' });
  expect(run([{ type: 'ticket-failed', status: 401 }])).toEqual({ status: 'stopped', reason: 'signed-out' });
  expect(run([{ type: 'ticket-failed', status: 0 }])).toMatchObject({ status: 'reconnecting', attempt: 1 });
});

test('stopped is final, and close stops from anywhere', () => {
  const stopped = run([{ type: 'close' }]);
  expect(stopped).toEqual({ status: 'stopped', reason: 'closed' });
  expect(run([{ type: 'ready' }, { type: 'retry' }, { type: 'dropped' }], stopped)).toBe(stopped);
  expect(run([{ type: 'dropped' }, { type: 'close' }])).toEqual({ status: 'stopped', reason: 'closed' });
});

test('events that do not apply leave the state as it is', () => {
  const live = run([{ type: 'ready' }]);
  expect(nextConnection(live, { type: 'retry' })).toBe(live);
  expect(nextConnection(live, { type: 'ticket-failed', status: 404 })).toBe(live);
  const waiting = run([{ type: 'dropped' }]);
  expect(nextConnection(waiting, { type: 'ready' })).toBe(waiting);
  expect(nextConnection(waiting, { type: 'dropped' })).toBe(waiting);
});

test('the indicator says live, reconnecting or stopped with a reason', () => {
  expect(describeConnection({ status: 'live' }).label).toBe('Live');
  expect(describeConnection({ status: 'reconnecting', attempt: 3, retryInMs: 4000 })).toMatchObject({
    label: 'Reconnecting…',
    detail: 'Connection lost. Retrying in 4 s.',
  });
  expect(describeConnection({ status: 'stopped', reason: 'deleted' }).detail).toContain('deleted');
  expect(describeConnection({ status: 'stopped', reason: 'not-found' }).detail).toContain('Bot not found');
  expect(describeConnection(INITIAL_CONNECTION)).toMatchObject({ label: 'Connecting…', tone: 'pending' });
  expect(describeConnection({ status: 'connecting', attempt: 2 }).label).toBe('Reconnecting…');
});
