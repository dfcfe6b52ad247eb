/**
 * Starts the embedded database: FerretDB (MongoDB wire protocol) over SQLite files in `dataDir`, on a
 * free loopback port. Resolves once it accepts connections.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { connect } from 'node:net';
import { join, resolve } from 'node:path';
import { freePort } from './ports';

export const ROOT = resolve(import.meta.dir, '../..');
export const FERRETDB_BIN = join(ROOT, '.tools/bin/ferretdb');

export type Database = { uri: string; stop: () => Promise<void> };

function accepts(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect({ host: '127.0.0.1', port }, () => {
      socket.end();
      done(true);
    });
    socket.on('error', () => done(false));
  });
}

export async function startFerretDB(dataDir: string, dbName = 'castellan'): Promise<Database> {
  if (!existsSync(FERRETDB_BIN)) {
    throw new Error('FerretDB is not installed: run `sh scripts/install-ferretdb.sh` (npm start and npm test do).');
  }
  mkdirSync(dataDir, { recursive: true });
  const port = await freePort();
  const debugPort = await freePort();
  const proc = Bun.spawn(
    [
      FERRETDB_BIN,
      '--handler=sqlite',
      `--sqlite-url=file:${dataDir}/`,
      `--state-dir=${dataDir}`,
      `--listen-addr=127.0.0.1:${port}`,
      `--debug-addr=127.0.0.1:${debugPort}`,
      '--telemetry=disable',
      '--log-level=error',
    ],
    { stdout: 'ignore', stderr: 'pipe' },
  );
  // However the launching process ends (an error, Ctrl+C, a killed test run), the database goes with it.
  const killOnExit = () => proc.kill();
  process.once('exit', killOnExit);

  const deadline = Date.now() + 20_000;
  while (!(await accepts(port))) {
    if (proc.exitCode !== null) {
      throw new Error(`FerretDB exited with code ${proc.exitCode}: ${await new Response(proc.stderr).text()}`);
    }
    if (Date.now() > deadline) {
      proc.kill();
      throw new Error('FerretDB did not start listening within 20 s.');
    }
    await Bun.sleep(50);
  }

  return {
    uri: `mongodb://127.0.0.1:${port}/${dbName}`,
    async stop() {
      process.off('exit', killOnExit);
      proc.kill('SIGTERM');
      await Promise.race([proc.exited, Bun.sleep(5_000)]);
      if (proc.exitCode === null) proc.kill('SIGKILL');
    },
  };
}
