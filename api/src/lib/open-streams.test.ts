/**
 * The open streams' registry alone (open-streams.ts), with rights the test controls: a right checked when
 * its request came and already gone when the stream is held ends it at once; equal rights are held and asked
 * once; a change asks only the rights resting on it; a check that fails keeps the stream; the sweep asks
 * the rights whose credential is gone. (api/src/stream-rights.test.ts runs every cause over HTTP.)
 */
import { afterEach, expect, test } from 'bun:test';
import type { Engine } from './engine';
import { OpenStreams, type StreamRight } from './open-streams';

// No engine: nothing announced from elsewhere, and `changed` says it could not announce.
const noEngine = { ready: () => new Promise(() => {}) } as unknown as Engine;
let streams: OpenStreams;
afterEach(() => streams?.close());

class Right implements StreamRight {
  asked = 0;
  constructor(
    readonly credential: string,
    private readonly keys: string[],
    public reads: boolean | 'fails' = true,
  ) {}
  watchKeys() {
    return [this.credential, ...this.keys];
  }
  async stillReads() {
    this.asked += 1;
    if (this.reads === 'fails') throw new Error('database away');
    return this.reads;
  }
}

const stream = () => ({
  ended: 0,
  accessEnded() {
    this.ended += 1;
  },
});
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

test('a right already gone when its stream is held ends the stream at once', async () => {
  streams = new OpenStreams(noEngine, [], async () => new Set());
  const open = stream();
  streams.hold(open, new Right('session:a', ['account:1'], false));
  await settled();
  expect(open.ended).toBe(1);
  expect(streams.size).toBe(0);
});

test('equal rights are held once and asked once; a change asks only the rights resting on it', async () => {
  streams = new OpenStreams(noEngine, [], async () => new Set());
  const first = new Right('session:a', ['bot:1']);
  const readers = [stream(), stream(), stream()];
  const held = readers.map((r) => streams.hold(r, new Right('session:a', ['bot:1'])));
  streams.hold(stream(), first);
  const other = new Right('session:b', ['bot:2']);
  streams.hold(stream(), other);
  await settled();
  // Four streams under one right, one under another: each right asked once when first held.
  expect(new Set(held).size).toBe(1);
  expect(held[0]!.right.watchKeys()).toEqual(['session:a', 'bot:1']);
  const shared = held[0]!.right as Right;
  expect([shared.asked, other.asked, first.asked]).toEqual([1, 1, 0]);
  streams.recheck(['bot:2']);
  await settled();
  expect([shared.asked, other.asked]).toEqual([1, 2]);
  // Gone: every stream under it ends, the others stay.
  shared.reads = false;
  streams.recheck(['session:a']);
  await settled();
  expect(readers.map((r) => r.ended)).toEqual([1, 1, 1]);
  expect(streams.size).toBe(1);
});

test('a check that fails keeps the stream; the sweep asks the rights whose credential is gone', async () => {
  const live = new Set(['session:a']);
  streams = new OpenStreams(noEngine, [], async () => new Set(live));
  const failing = new Right('session:a', [], 'fails');
  const reader = stream();
  streams.hold(reader, failing);
  await settled();
  expect([failing.asked, reader.ended]).toEqual([1, 0]);
  await streams.sweep();
  expect(failing.asked).toBe(1);
  live.clear();
  failing.reads = false;
  await streams.sweep();
  await settled();
  expect([failing.asked, reader.ended]).toEqual([2, 1]);
});
