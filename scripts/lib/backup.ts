/**
 * Backups of the embedded database (FerretDB over PostgreSQL): a dump is PostgreSQL's own `pg_dump` of the
 * database FerretDB stores every collection in, taken in one snapshot (consistent across collections and
 * FerretDB's own metadata, while the product runs), in its custom format, written under a temporary name
 * and renamed when whole, so a file named `castellan-*.dump` is always complete.
 *
 * A restore needs the product stopped (FerretDB keeps what tables exist in memory): it loads the dump into
 * a new database and swaps it for the old one only once the load succeeded, so a damaged file leaves the
 * data as it was. On MongoDB (MONGODB_URI), use mongodump/mongorestore (docs/operations.md).
 *
 * What a dump cannot read by itself: the secrets in it are sealed with ENCRYPTION_KEY and sessions are
 * signed with JWT_SECRET; keep both beside the dumps (docs/operations.md, "Backups").
 */
import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { embeddedBackend } from './ferretdb';
import { postgresBinDir, startPostgres } from './postgres';

/** The database FerretDB keeps its collections in (postgres.ts). */
const DATABASE = 'ferretdb';
const NAME = /^castellan-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}(-\d{3})?Z\.dump$/;

/**
 * For `npm run backup` and `npm run restore`: exits with what to do instead when the data is not in the
 * embedded PostgreSQL (a MongoDB of one's own, or the SQLite backend).
 */
export function requireEmbeddedPostgres(env: Record<string, string | undefined>, instead: { mongodb: string; sqlite: string }): void {
  const other = env.MONGODB_URI
    ? `MONGODB_URI points at a MongoDB of your own: ${instead.mongodb} (docs/operations.md, "Backups").`
    : embeddedBackend() !== 'postgresql'
      ? `EMBEDDED_DB=sqlite keeps its data in files: ${instead.sqlite}`
      : null;
  if (!other) return;
  console.error(other);
  process.exit(2);
}

/** Where `npm start` keeps the embedded database's PostgreSQL cluster (stack.ts, ferretdb.ts). */
export const clusterDir = (dataDir: string) => join(dataDir, 'db', 'postgres');
/** Where backups go unless BACKUP_DIR says otherwise. */
export const backupDir = (dataDir: string, env: Record<string, string | undefined> = process.env) => resolve(env.BACKUP_DIR ?? join(dataDir, 'backups'));

function bin(program: string): string {
  const dir = postgresBinDir();
  if (!dir) throw new Error('PostgreSQL is not installed: `apt-get install postgresql` (npm start does), or set POSTGRES_BIN_DIR.');
  return join(dir, program);
}

async function run(args: string[], what: string): Promise<void> {
  const proc = Bun.spawn(args, { stdout: 'pipe', stderr: 'pipe' });
  const [out, err, code] = await Promise.all([new Response(proc.stdout).text(), new Response(proc.stderr).text(), proc.exited]);
  if (code !== 0) throw new Error(`${what} failed (exit code ${code}): ${(err || out).trim().slice(-2_000)}`);
}

/** The port of the cluster's running server, or null when none runs (postmaster.pid names its pid and port). */
export function runningPort(cluster: string): number | null {
  const pidFile = join(cluster, 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const [pid, , , port] = readFileSync(pidFile, 'utf8').split('\n');
  try {
    process.kill(Number(pid), 0);
  } catch {
    return null;
  }
  return Number(port);
}

/** A dump of the database at `port` into `dir`: the file's path. */
export async function dumpDatabase(port: number, dir: string, now = new Date()): Promise<string> {
  // A dump holds every address, password hash, session and pending sign-up: only the product's own user
  // may read it, or list the folder (0700), whatever the umask; a folder made before is closed too.
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
  const file = join(dir, `castellan-${now.toISOString().replaceAll(':', '-').replace('.', '-')}.dump`);
  const partial = `${file}.partial`;
  try {
    // Made 0600 before pg_dump opens it (it truncates and keeps the mode), so no moment finds it readable.
    writeFileSync(partial, '', { mode: 0o600 });
    await run(
      [bin('pg_dump'), '-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-d', DATABASE, '--format=custom', '--no-owner', '-f', partial],
      'pg_dump',
    );
    renameSync(partial, file);
  } finally {
    rmSync(partial, { force: true });
  }
  return file;
}

/** Runs `task` with the cluster's server: the running one, or one started for the task and stopped after. */
async function withServer<T>(dataDir: string, task: (port: number) => Promise<T>): Promise<T> {
  const cluster = clusterDir(dataDir);
  if (!existsSync(join(cluster, 'PG_VERSION'))) throw new Error(`There is no embedded database in ${dataDir} (no ${cluster}): nothing to back up.`);
  const port = runningPort(cluster);
  if (port) return task(port);
  const server = await startPostgres(cluster, { log: () => {} });
  try {
    return await task(server.port);
  } finally {
    await server.stop();
  }
}

/** `npm run backup`: a dump of the embedded database in `dataDir`, whether the product runs or not. */
export function backupEmbedded(dataDir: string, dir = backupDir(dataDir)): Promise<string> {
  return withServer(dataDir, (port) => dumpDatabase(port, dir));
}

/**
 * `npm run restore FILE`: the embedded database in `dataDir` becomes what the dump holds. Refused while
 * the product runs. Loaded beside the current data first; the current data is replaced only after.
 */
export async function restoreEmbedded(dataDir: string, file: string): Promise<void> {
  if (!existsSync(file) || !statSync(file).isFile()) throw new Error(`${file}: no such backup file.`);
  if (runningPort(clusterDir(dataDir)))
    throw new Error('Castellan is running on this data folder: stop it (Ctrl+C in the terminal of npm start), then restore.');
  const server = await startPostgres(clusterDir(dataDir), { log: () => {} });
  const psql = (sql: string) =>
    run([bin('psql'), '-h', '127.0.0.1', '-p', String(server.port), '-U', 'postgres', '-d', 'postgres', '-v', 'ON_ERROR_STOP=1', '-c', sql], 'psql');
  const loading = `${DATABASE}_restoring`;
  try {
    await psql(`DROP DATABASE IF EXISTS ${loading}`);
    await psql(`CREATE DATABASE ${loading}`);
    await run(
      [
        bin('pg_restore'),
        '-h',
        '127.0.0.1',
        '-p',
        String(server.port),
        '-U',
        'postgres',
        '-d',
        loading,
        '--no-owner',
        '--exit-on-error',
        '--single-transaction',
        file,
      ],
      `Restoring ${basename(file)} (pg_restore)`,
    ).catch(async (err) => {
      await psql(`DROP DATABASE IF EXISTS ${loading}`);
      throw err;
    });
    await psql(`DROP DATABASE IF EXISTS ${DATABASE}`);
    await psql(`ALTER DATABASE ${loading} RENAME TO ${DATABASE}`);
  } finally {
    await server.stop();
  }
}

/** The backups in `dir`, oldest first. */
export function listBackups(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => NAME.test(name))
    .sort()
    .map((name) => join(dir, name));
}

/** Deletes all but the newest `keep` backups in `dir`; returns those deleted. */
export function pruneBackups(dir: string, keep: number): string[] {
  const all = listBackups(dir);
  const old = all.slice(0, Math.max(0, all.length - keep));
  for (const file of old) rmSync(file, { force: true });
  return old;
}

export type BackupSchedule = { everyMs: number; keep: number } | null;

/** `npm start`'s daily backups: BACKUPS=off turns them off, BACKUP_EVERY_HOURS (24) and BACKUP_KEEP (7) set them. */
export function backupSchedule(env: Record<string, string | undefined> = process.env): BackupSchedule {
  if ((env.BACKUPS ?? 'on').trim().toLowerCase() === 'off') return null;
  const hours = Number(env.BACKUP_EVERY_HOURS ?? 24);
  const keep = Number(env.BACKUP_KEEP ?? 7);
  if (!(hours > 0)) throw new Error(`BACKUP_EVERY_HOURS must be a number of hours above 0, not "${env.BACKUP_EVERY_HOURS}".`);
  if (!Number.isInteger(keep) || keep < 1) throw new Error(`BACKUP_KEEP must be a whole number of backups from 1, not "${env.BACKUP_KEEP}".`);
  return { everyMs: hours * 3_600_000, keep };
}

/**
 * Takes a backup whenever the newest in `dir` is `everyMs` old (at once when there is none or it is older),
 * keeping the newest `keep`. Returns the function that stops it. A failed backup is said and tried at the
 * next turn; it never stops the product.
 */
export function scheduleBackups(
  port: () => number,
  dir: string,
  schedule: NonNullable<BackupSchedule>,
  say: (line: string) => void,
  now = Date.now,
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const newest = () => {
    const last = listBackups(dir).at(-1);
    return last ? statSync(last).mtimeMs : 0;
  };
  const turn = async () => {
    if (stopped) return;
    if (now() - newest() >= schedule.everyMs) {
      try {
        const file = await dumpDatabase(port(), dir);
        const pruned = pruneBackups(dir, schedule.keep);
        say(`› backup written: ${file}${pruned.length ? ` (${pruned.length} older removed, keeping ${schedule.keep})` : ''}`);
      } catch (err) {
        say(`› backup failed, tried again within the hour: ${err instanceof Error ? err.message : String(err)}`);
      }
    }
    if (!stopped) timer = setTimeout(() => void turn(), Math.min(schedule.everyMs, 3_600_000));
  };
  void turn();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
