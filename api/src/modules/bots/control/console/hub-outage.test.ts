/**
 * The console hub while its engine is away: nats-server killed with SIGKILL (the supervisor brings it back
 * on the same port, its streams on disk) or frozen (SIGSTOP). Lines written meanwhile wait in memory and
 * are all stored, once each, in order; a reader watching throughout receives them without gaps or
 * duplicates; the log says so once when storing stops working and once when it works again.
 * CONSOLE_OUTAGE_SECONDS (default 3) sets how long the killed engine stays away, to measure longer ones.
 */
import { afterAll, beforeAll, expect, spyOn, test } from 'bun:test';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startNats, type Nats } from '../../../../../../scripts/lib/nats';
import { createEngine, type Engine } from '../../../../lib/engine';
import { log } from '../../../../lib/logger';
import { ConsoleHub } from './hub';

const OUTAGE_MS = Number(process.env.CONSOLE_OUTAGE_SECONDS ?? 3) * 1000;
const scratch = mkdtempSync(join(tmpdir(), 'castellan-console-outage-'));
const supervisorLines: string[] = [];
let nats: Nats;
let engine: Engine;

beforeAll(async () => {
  // The supervisor's first wait is the outage: the engine is back OUTAGE_MS (plus its start) after the kill.
  nats = await startNats(join(scratch, 'nats'), { log: (line) => supervisorLines.push(line), firstBackoffMs: OUTAGE_MS });
  engine = createEngine(nats.url, 'console-outage-test');
});

afterAll(async () => {
  await engine.close();
  await nats.stop();
  rmSync(scratch, { recursive: true, force: true });
});

const messages = (spy: { mock: { calls: unknown[][] } }) => spy.mock.calls.map(([msg]) => msg);
const texts = async (hub: ConsoleHub, botId: string) => (await hub.history(botId)).map((l) => l.text);

async function until(what: string, check: () => boolean | Promise<boolean>, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await Bun.sleep(50);
  }
}

/** Every thread of the process is stopped: a signal takes effect a moment after kill() returns (on a loaded CI box, long enough for 8 publishes). */
function frozen(pid: number): boolean {
  return readdirSync(`/proc/${pid}/task`).every((task) => {
    const stat = readFileSync(`/proc/${pid}/task/${task}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).startsWith('T');
  });
}

test('a frozen engine: publishing gives up at its deadline instead of hanging, and the lines are stored once it answers', async () => {
  const hub = new ConsoleHub(engine, { retryMs: 200 });
  const errors = spyOn(log, 'error');
  try {
    hub.append('frozenbot', 'before');
    await hub.flush();
    process.kill(nats.kept.proc.pid, 'SIGSTOP');
    await until('the engine frozen', () => frozen(nats.kept.proc.pid), 5_000);
    for (let i = 1; i <= 10; i++) hub.append('frozenbot', `frozen ${i}`);
    const started = performance.now();
    await hub.flush();
    // Given up, not hung (its deadline is far below this bound; the bound allows for a loaded machine).
    expect(performance.now() - started).toBeLessThan(10_000);
    // All still waiting: the engine stopped before the first was sent.
    expect(hub.pendingCount()).toBe(10);
    process.kill(nats.kept.proc.pid, 'SIGCONT');
    // A publish that was under way when it froze may land as it wakes: its retry is stored once (message id).
    await until('the waiting lines stored', () => hub.pendingCount() === 0, 20_000);
    expect(await texts(hub, 'frozenbot')).toEqual(['before', ...Array.from({ length: 10 }, (_, i) => `frozen ${i + 1}`)]);
    expect(messages(errors).filter((m) => m === 'console lines cannot be stored; keeping them in memory until the engine is back')).toHaveLength(1);
  } finally {
    process.kill(nats.kept.proc.pid, 'SIGCONT');
    errors.mockRestore();
    await hub.close();
  }
}, 40_000);

test(
  'kill -9 of the engine: every line appended during the outage is stored once, in order, and a reader sees them all; one log line each way',
  async () => {
    const writer = new ConsoleHub(engine, { retryMs: 200, burst: 10_000 });
    const readerEngine = createEngine(nats.url, 'console-outage-reader');
    const reader = new ConsoleHub(readerEngine);
    const errors = spyOn(log, 'error');
    const infos = spyOn(log, 'info');
    const botId = 'killedenginebot';
    let appended = 0;
    let duringOutage = 0;
    try {
      for (let i = 0; i < 20; i++) writer.append(botId, `line ${++appended}`);
      await writer.flush();
      const seen: number[] = [];
      const received: string[] = [];
      reader.subscribe(botId, (l) => {
        if (!l) return;
        seen.push(l.id);
        received.push(l.text);
      });
      await reader.history(botId).then((lines) => lines.forEach((l) => (seen.push(l.id), received.push(l.text))));
      // A bot writing 20 lines a second throughout.
      let backAt = 0;
      const bot = setInterval(() => {
        writer.append(botId, `line ${++appended}`);
        if (!backAt) duringOutage++;
      }, 50);
      const killedAt = performance.now();
      try {
        nats.kept.proc.kill('SIGKILL');
        await nats.kept.proc.exited;
        await until(
          'the engine back',
          async () => (await fetch(`${nats.monitorUrl}/healthz?js-enabled-only=true`).catch(() => null))?.ok === true,
          OUTAGE_MS + 15_000,
        );
        backAt = performance.now();
        // The bot goes on writing after the return: a second's worth of lines, however slow the machine.
        const atReturn = appended;
        await until('20 lines written after the return', () => appended >= atReturn + 20, 10_000);
      } finally {
        clearInterval(bot);
      }
      await writer.flush();
      await until('every line stored', () => writer.pendingCount() === 0, 10_000);
      const all = Array.from({ length: appended }, (_, i) => `line ${i + 1}`);
      expect(await texts(writer, botId)).toEqual(all);
      // The reader watching throughout (its consumer recovers by itself): every line, once, in order.
      await until('the reader caught up', () => new Set(seen).size >= appended, 10_000);
      const unique = [...new Map(seen.map((id, i) => [id, received[i]])).values()];
      expect(unique).toEqual(all);
      expect(messages(errors).filter((m) => m === 'console lines cannot be stored; keeping them in memory until the engine is back')).toHaveLength(1);
      const recovered = infos.mock.calls.filter(([m]) => m === 'console lines stored again');
      expect(recovered).toHaveLength(1);
      expect(recovered[0]![1]).toMatchObject({ droppedOldest: 0 });
      expect(supervisorLines[0]).toBe(`engine (NATS) stopped unexpectedly (signal SIGKILL); restarting in ${(OUTAGE_MS / 1000).toFixed(1)} s…`);
      console.log(
        `console engine outage: back after ${((backAt - killedAt) / 1000).toFixed(1)} s; ${appended} lines appended (${duringOutage} while the engine was away), ` +
          `${(await texts(writer, botId)).length} stored, the reader received ${received.length} (${received.length - unique.length} duplicates dropped by id)`,
      );
    } finally {
      errors.mockRestore();
      infos.mockRestore();
      await writer.close();
      await reader.close();
      await readerEngine.close();
    }
  },
  OUTAGE_MS + 60_000,
);
