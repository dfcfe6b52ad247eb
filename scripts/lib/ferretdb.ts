/**
 * Starts the embedded database: FerretDB (MongoDB wire protocol) over SQLite files in `dataDir`, on a
 * free loopback port, supervised: killed or crashed, it is started again on the same port (the API was
 * given that address, and its driver reconnects by itself). Resolves once it accepts connections.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { connect } from 'node:net';
import { join, resolve } from 'node:path';
import { freePort } from './ports';
import { superviseServer, type ServerOptions, type Supervised } from './supervisor';

export const ROOT = resolve(import.meta.dir, '../..');
export const FERRETDB_BIN = join(ROOT, '.tools/bin/ferretdb');

export type Database = { uri: string; port: number; supervised: Supervised; stop: () => Promise<void> };

function accepts(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect({ host: '127.0.0.1', port }, () => {
      socket.end();
      done(true);
    });
    socket.on('error', () => done(false));
  });
}

export async function startFerretDB(dataDir: string, dbName = 'castellan', options: ServerOptions = {}): Promise<Database> {
  if (!existsSync(FERRETDB_BIN)) {
    throw new Error('FerretDB is not installed: run `sh scripts/install-ferretdb.sh` (npm start and npm test do).');
  }
  mkdirSync(dataDir, { recursive: true });
  const port = await freePort();
  const debugPort = await freePort();
  const args = [
    FERRETDB_BIN,
    '--handler=sqlite',
    `--sqlite-url=file:${dataDir}/`,
    `--state-dir=${dataDir}`,
    `--listen-addr=127.0.0.1:${port}`,
    `--debug-addr=127.0.0.1:${debugPort}`,
    '--telemetry=disable',
    '--log-level=error',
  ];
  const supervised = await superviseServer('database', args, options, { label: 'FerretDB', notUp: 'start listening', isUp: () => accepts(port) });
  return { uri: `mongodb://127.0.0.1:${port}/${dbName}`, port, supervised, stop: () => supervised.stop() };
}
