/** Placement's choice of runner: the least loaded with room, never one that is not ready, draining or silent. */
import { expect, test } from 'bun:test';
import { leastLoaded, type Candidate } from './choose-runner';

const runner = (id: string, load: number, over: Partial<Candidate> = {}): Candidate => ({ id, capacity: 100, load, usable: true, ready: true, ...over });

test('the least loaded runner with room is chosen', () => {
  expect(leastLoaded([runner('a', 50), runner('b', 10), runner('c', 30)], 1)).toBe('b');
  expect(leastLoaded([runner('a', 50), runner('b', 99)], 2)).toBe('a');
  expect(leastLoaded([runner('a', 50), runner('b', 10)], 1, 'b')).toBe('a');
});

test('a runner that is not ready takes no new placement, however empty it is', () => {
  expect(leastLoaded([runner('a', 80), runner('idle', 0, { ready: false })], 1)).toBe('a');
  expect(leastLoaded([runner('idle', 0, { ready: false })], 1)).toBeNull();
  // Nor one that is draining or silent.
  expect(leastLoaded([runner('a', 80), runner('b', 0, { usable: false })], 1)).toBe('a');
});

test('a record from a runner older than the flag counts as ready', () => {
  expect(leastLoaded([runner('a', 80), runner('old', 0, { ready: undefined })], 1)).toBe('old');
});
