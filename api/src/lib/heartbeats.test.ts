/** The shared heartbeat timer: each waiting reader's beat a period after it began waiting, none after it left. */
import { expect, test } from 'bun:test';
import { Heartbeats, type Beating } from './heartbeats';

function reader(): Beating & { beats: number[]; beat: Promise<void> } {
  let beaten!: () => void;
  const r = {
    waitingSince: 0,
    beats: [] as number[],
    beat: new Promise<void>((resolve) => (beaten = resolve)),
    heartbeat() {
      r.beats.push(Date.now());
      beaten();
    },
  };
  return r;
}

test('each reader is beaten once, a period after it began waiting, in order; one that left is not', async () => {
  const heartbeats = new Heartbeats(40);
  const [first, gone, second] = [reader(), reader(), reader()];
  heartbeats.wait(first);
  heartbeats.wait(gone);
  await Bun.sleep(15);
  heartbeats.wait(second);
  heartbeats.leave(gone);
  await Promise.all([first.beat, second.beat]);
  expect(first.beats[0]! - first.waitingSince).toBeGreaterThanOrEqual(39);
  expect(second.beats[0]! - second.waitingSince).toBeGreaterThanOrEqual(39);
  expect(second.beats[0]!).toBeGreaterThanOrEqual(first.beats[0]!);
  expect(gone.beats).toEqual([]);
  expect(heartbeats.size).toBe(0);
});

test('a reader that waits again is due a period from its new wait, not its first', async () => {
  const heartbeats = new Heartbeats(40);
  const r = reader();
  heartbeats.wait(r);
  await Bun.sleep(20);
  heartbeats.wait(r);
  const again = r.waitingSince;
  await r.beat;
  expect(r.beats).toHaveLength(1);
  expect(r.beats[0]! - again).toBeGreaterThanOrEqual(39);
});
