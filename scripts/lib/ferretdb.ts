/**
 * Starts the embedded database: FerretDB (MongoDB wire protocol) over SQLite files in `dataDir`, on a
 * free loopback port, supervised: killed or crashed, it is started again on the same port (the API was
 * given that address, and its driver reconnects by itself). Resolves once it accepts connections.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { connect } from 'node:net';
import { join, resolve } from 'node:path';
import { freePort } from './ports';
import { spawnWithErrorTail } from './processes';
import { supervise, type Supervised, type SupervisorOptions } from './supervisor';

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

type Options = Pick<SupervisorOptions, 'log' | 'onGiveUp' | 'firstBackoffMs'> & {
  /** In a process group of its own, so a Ctrl+C reaches only the launcher, which stops the database last. */
  detached?: boolean;
};

export async function startFerretDB(dataDir: string, dbName = 'castellan', { detached = false, ...options }: Options = {}): Promise<Database> {
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
  let errorTail: () => Promise<string> = async () => '';
  const supervised = await supervise('database', {
    ...options,
    start: () => {
      const started = spawnWithErrorTail(args, detached);
      errorTail = started.tail;
      return started.proc;
    },
    async ready(proc) {
      const deadline = Date.now() + 20_000;
      while (!(await accepts(port))) {
        if (proc.exitCode !== null || proc.signalCode !== null) {
          throw new Error(`FerretDB exited with ${proc.signalCode ?? `code ${proc.exitCode}`}: ${await errorTail()}`);
        }
        if (Date.now() > deadline) throw new Error('FerretDB did not start listening within 20 s.');
        await Bun.sleep(50);
      }
    },
  });
  return { uri: `mongodb://127.0.0.1:${port}/${dbName}`, port, supervised, stop: () => supervised.stop() };
}
