/**
 * Starts the embedded database: FerretDB (MongoDB wire protocol) on a free loopback port, over a
 * PostgreSQL cluster in `dataDir/postgres` (the default) or over SQLite files in `dataDir` itself
 * (`EMBEDDED_DB=sqlite`, the former default, kept for machines without PostgreSQL). Both parts are
 * kept running: killed or crashed, each is started again on the same port (the API was given that address,
 * and its driver reconnects by itself). Resolves once FerretDB accepts connections; stops FerretDB first,
 * then its storage.
 *
 * Why PostgreSQL: FerretDB over SQLite reads every document of a collection for most queries, so lists
 * slowed down with other players' data (25 req/s against 319 with 500 other bots); over PostgreSQL it
 * serves them from indexes (docs/architecture.md, "The embedded database").
 */
import { existsSync, mkdirSync } from 'node:fs';
import { connect } from 'node:net';
import { join, resolve } from 'node:path';
import { freePort } from './ports';
import { startPostgres, type Postgres } from './postgres';
import { keepServerRunning, type ServerOptions, type KeptProcess } from './process-keeper';

export const ROOT = resolve(import.meta.dir, '../..');
export const FERRETDB_BIN = join(ROOT, '.tools/bin/ferretdb');
/**
 * FerretDB's pool of PostgreSQL connections (its default is 50). FerretDB 1.24 runs an update as a read
 * that keeps its connection while the write takes a second one: when as many updates as the pool holds
 * arrive together, each holds one and waits for another, for ever. bench/runtime hit it 1 run in 3 (1,000
 * bots starting; the driver's sockets timed out after 10 s; its goroutines all waited in pgxpool.Acquire)
 * and 100 updates at once over a warm driver pool hit it every time (scripts/lib/ferretdb.test.ts). Past
 * the driver's pool (100 connections, one operation each) a nested take always finds one free. Below
 * PostgreSQL's max_connections (300, postgres.ts), with room for our own few.
 */
export const FERRETDB_POSTGRES_CONNECTIONS = 200;

/**
 * Go's garbage collector runs when the heap has grown this many percent since the last one (Go's default
 * 100; FERRETDB_GOGC sets another). FerretDB turns every document from BSON to PostgreSQL's JSON and back,
 * and collects often: at 400 the unit tests' FerretDB used 108 CPU s against 125 at 100 (one run each,
 * 11-27), for a heap that may grow to five times what it holds instead of twice.
 */
export const FERRETDB_GOGC = '400';

export type Database = {
  uri: string;
  port: number;
  /** FerretDB itself. */
  kept: KeptProcess;
  /** Its PostgreSQL, when it runs over one. */
  storage?: Postgres;
  backend: EmbeddedBackend;
  stop: () => Promise<void>;
};

function accepts(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect({ host: '127.0.0.1', port }, () => {
      socket.end();
      done(true);
    });
    socket.on('error', () => done(false));
  });
}

export type EmbeddedBackend = 'postgresql' | 'sqlite';

export type DatabaseOptions = ServerOptions & {
  /** PostgreSQL unless EMBEDDED_DB says sqlite. */
  backend?: EmbeddedBackend;
  /** A database thrown away after the run (tests, benchmarks): storage may skip its crash safety. */
  throwaway?: boolean;
};

export function embeddedBackend(): EmbeddedBackend {
  const chosen = process.env.EMBEDDED_DB ?? 'postgresql';
  if (chosen !== 'postgresql' && chosen !== 'sqlite') throw new Error(`EMBEDDED_DB must be "postgresql" or "sqlite", not "${chosen}".`);
  return chosen;
}

export async function startFerretDB(
  dataDir: string,
  dbName = 'castellan',
  { backend = embeddedBackend(), throwaway = false, ...options }: DatabaseOptions = {},
): Promise<Database> {
  if (!existsSync(FERRETDB_BIN)) {
    throw new Error('FerretDB is not installed: run `sh scripts/install-ferretdb.sh` (npm start and npm test do).');
  }
  mkdirSync(dataDir, { recursive: true });
  let storage: Postgres | undefined;
  let handler: string[];
  let stateDir = dataDir;
  if (backend === 'postgresql') {
    storage = await startPostgres(join(dataDir, 'postgres'), { ...options, throwaway });
    handler = ['--handler=postgresql', `--postgresql-url=${storage.url}?pool_max_conns=${FERRETDB_POSTGRES_CONNECTIONS}`];
    stateDir = join(dataDir, 'ferretdb');
    mkdirSync(stateDir, { recursive: true });
  } else {
    handler = ['--handler=sqlite', `--sqlite-url=file:${dataDir}/`];
  }
  const port = await freePort();
  const debugPort = await freePort();
  const args = [
    FERRETDB_BIN,
    ...handler,
    `--state-dir=${stateDir}`,
    `--listen-addr=127.0.0.1:${port}`,
    `--debug-addr=127.0.0.1:${debugPort}`,
    '--telemetry=disable',
    '--log-level=error',
  ];
  const kept = await keepServerRunning(
    'database',
    args,
    { ...options, env: { GOGC: process.env.FERRETDB_GOGC ?? FERRETDB_GOGC } },
    { label: 'FerretDB', notUp: 'start listening', isUp: () => accepts(port) },
  ).catch(async (err) => {
    await storage?.stop();
    throw err;
  });
  const stop = async () => {
    await kept.stop();
    await storage?.stop();
  };
  return { uri: `mongodb://127.0.0.1:${port}/${dbName}`, port, kept, storage, backend, stop };
}
