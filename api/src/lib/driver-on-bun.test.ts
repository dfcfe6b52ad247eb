import { expect, test } from 'bun:test';
import { Duplex } from 'node:stream';
import { Connection } from './driver-on-bun';

/** A socket whose buffer is always full and that closes without an error: what Bun does when the database is killed mid-write. */
function socketThatNeverDrains() {
  return Object.assign(new Duplex({ read() {}, write() {}, highWaterMark: 1 }), { setTimeout() {} });
}

test('a write waiting for the socket to drain fails when its connection closes, instead of waiting for ever', async () => {
  const socket = socketThatNeverDrains();
  const connection = new Connection(socket, { id: 1, generation: 0, hostAddress: { toString: () => '127.0.0.1:1' } });
  const outcome = connection.command({ db: 'admin', collection: '$cmd', toString: () => 'admin.$cmd' }, { ping: 1 }).then(
    () => 'answered',
    (err: Error) => err.message,
  );
  for (let i = 0; i < 200 && socket.listenerCount('drain') === 0; i++) await Bun.sleep(5); // the write waiting for the drain
  expect(socket.listenerCount('drain')).toBe(1);
  socket.destroy();
  const settled = await Promise.race([outcome, Bun.sleep(2_000).then(() => 'still pending')]);
  expect(settled).toMatch(/closed/);
});
