/**
 * A launcher killed with -9 takes its parts with it (launcher-death.ts): the embedded database (FerretDB
 * and its PostgreSQL, run as another account when the launcher is root) and the engine end by their stop
 * signals, so nothing is left holding their ports for the next `npm start`.
 */
import { expect, test } from 'bun:test';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BUN } from './processes';
import { portInUse } from './ports';

/** Whether `pid` still runs (a zombie waiting for its new parent to reap it has ended). */
function running(pid: number): boolean {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

test.skipIf(process.platform !== 'linux')(
  'a launcher killed with -9: its database, storage and engine end, and their ports are free again',
  async () => {
    const dir = mkdtempSync(join(tmpdir(), 'launcher-death-'));
    const launcher = join(dir, 'launcher.ts');
    // A launcher in small: the parts as npm start runs them, then their pids and ports on one line.
    writeFileSync(
      launcher,
      `import { startFerretDB } from ${JSON.stringify(join(import.meta.dir, 'ferretdb.ts'))};
import { startNats } from ${JSON.stringify(join(import.meta.dir, 'nats.ts'))};
const db = await startFerretDB(${JSON.stringify(join(dir, 'db'))}, 'launcher_death', { throwaway: true });
const nats = await startNats(${JSON.stringify(join(dir, 'nats'))});
const parts = [[db.kept.proc.pid, db.port], [db.storage.kept.proc.pid, db.storage.port], [nats.kept.proc.pid, nats.port]];
console.log(JSON.stringify(parts));
await new Promise(() => {});
`,
    );
    const proc = Bun.spawn([BUN, launcher], { stdout: 'pipe', stderr: 'inherit' });
    const reader = proc.stdout.getReader();
    let said = '';
    while (!said.includes('\n')) said += new TextDecoder().decode((await reader.read()).value);
    const parts = JSON.parse(said) as [number, number][];
    expect(parts.map(([pid]) => running(pid))).toEqual([true, true, true]);

    try {
      proc.kill('SIGKILL');
      await proc.exited;
      const deadline = Date.now() + 15_000;
      while (parts.some(([pid]) => running(pid)) && Date.now() < deadline) await Bun.sleep(50);
      expect(parts.map(([pid]) => running(pid))).toEqual([false, false, false]);
      expect(await Promise.all(parts.map(([, port]) => portInUse(port)))).toEqual([false, false, false]);
    } finally {
      // Failed, the parts would outlive the suite: gone either way.
      for (const [pid] of parts) if (running(pid)) process.kill(pid, 'SIGKILL');
    }
  },
  60_000,
);
