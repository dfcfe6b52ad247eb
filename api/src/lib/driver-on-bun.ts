/**
 * One fix to the MongoDB driver for Bun, loaded before the first connection.
 *
 * When a write does not fit in the socket's buffer, the driver waits for the socket's 'drain' event
 * (`Connection.writeCommand` in mongodb 7.8, lib/cmap/connection.js). On Node a socket that closes under
 * such a write emits 'error', which ends the wait. On Bun, when the database is killed at that instant, the
 * socket closes without either event: the driver marks the connection closed, but the operation stays
 * pending for ever. Measured in api/src/outage.test.ts (about one run in three): the server monitor's
 * `hello` hung that way, the driver never checked the database again, and the API answered 503 long after
 * the database was back.
 *
 * The fix: when the driver closes a connection that still has a write waiting for 'drain', that write
 * fails with the connection's own error, as it would on Node. Nothing else changes.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

type DriverConnection = {
  closed: boolean;
  socket: { listenerCount(event: string): number; emit(event: string, ...args: unknown[]): boolean };
  cleanup(error: Error): void;
};

const require = createRequire(import.meta.url);
// The module mongoose itself loads (same file, same instance): mongodb's package exports no subpaths.
const driverRoot = dirname(require.resolve('mongodb', { paths: [dirname(require.resolve('mongoose'))] }));
export const { Connection } = require(join(driverRoot, 'cmap', 'connection.js')) as {
  Connection: {
    new (socket: unknown, options: Record<string, unknown>): DriverConnection & { command(ns: unknown, cmd: object, options?: object): Promise<unknown> };
    prototype: DriverConnection;
  };
};

const cleanup = Connection.prototype.cleanup;
if (typeof cleanup !== 'function') throw new Error('the MongoDB driver changed: Connection.cleanup is gone; review lib/driver-on-bun.ts');

Connection.prototype.cleanup = function (this: DriverConnection, error: Error) {
  const writeWaiting = !this.closed && this.socket.listenerCount('drain') > 0;
  cleanup.call(this, error);
  // The wait listens for 'error' beside 'drain' (utils.once): this ends it. The connection's own 'error'
  // listener sees a closed connection and does nothing.
  if (writeWaiting) this.socket.emit('error', error);
};
