/**
 * A script in a process of its own, with real processes: a step answers through the host; the bombs
 * that one QuickJS call cannot be interrupted in (a huge BigInt made text) are killed from outside by
 * CPU time, and a host past its memory ceiling by its resident memory, each with its line in every
 * language; the others (a regex that backtracks, JSON, a sort) stop with theirs; the test's own event
 * loop never waits meanwhile; a host that answers nothing without spending CPU (stopped) is killed by the
 * wall clock; and a host whose parent is gone ends by itself, at once even in the middle of a call.
 */
import { describe, expect, test } from 'bun:test';
import { readFileSync } from 'node:fs';
import { loadCatalogue } from '@shared/i18n/catalogue-files';
import { textOf } from '@shared/i18n/said';
import { DEFAULT_LIMITS, ScriptStopped } from './sandbox';
import { ScriptProcess } from './script-process';
import { processUsage } from './proc-usage';
import { readReply } from './reply';
import { mainThreadCpuMs } from '../../lib/thread-cpu';
import { BOMB_STOP_LINE, SCRIPT_BOMBS as BOMBS, TOP_LEVEL_BOMB } from '../../../test/script-bombs';

const SNAPSHOT = JSON.stringify({
  now: 1,
  player: { name: 'P', level: 20, coins: 10, rubies: 0 },
  castle: null,
  castles: [],
  movements: [],
  map: [],
  events: [],
  skips: null,
  tax: null,
});

/**
 * The most CPU this thread may spend between two of its ticks: far under what the bombs take in one call
 * in-process (25–35 s for the BigInt), far over a tick's own work. CPU, not wall time: on a loaded CI
 * machine the thread also waits for a core between ticks (seconds at load 20), spending nothing.
 */
const LOOP_NEVER_WAITS_MS = 1_000;

/** Runs `run` while a 10 ms timer ticks here; the most CPU the thread spent between two ticks (the event loop never held). */
async function withTicks<T>(run: () => Promise<T>): Promise<{ result: T; longestGapMs: number }> {
  let last = mainThreadCpuMs() ?? 0;
  let longestGapMs = 0;
  const ticker = setInterval(() => {
    const now = mainThreadCpuMs() ?? 0;
    longestGapMs = Math.max(longestGapMs, now - last);
    last = now;
  }, 10);
  try {
    return { result: await run(), longestGapMs };
  } finally {
    clearInterval(ticker);
  }
}

async function stopOf(source: string, rssCapBytes?: number): Promise<ScriptStopped> {
  const host = await ScriptProcess.start(source, undefined, { rssCapBytes });
  try {
    await host.step(SNAPSHOT, '{}');
  } catch (err) {
    if (err instanceof ScriptStopped) return err;
    throw err;
  } finally {
    host.close();
  }
  throw new Error('the step ran to the end');
}

/** Ended: no such process, or a zombie (an orphan waits there until whoever adopted it reaps it). */
function gone(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat[stat.lastIndexOf(')') + 2] === 'Z';
  } catch {
    return true;
  }
}

async function untilGone(pid: number, withinMs: number): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (!gone(pid) && Date.now() < deadline) await Bun.sleep(20);
}

describe('a script host', () => {
  test('answers steps with the sandbox’s reply; closing it kills it, nothing left behind', async () => {
    const host = await ScriptProcess.start('export function step(api, state) { state.n = (state.n ?? 0) + 1; api.log("hi", state.n); }');
    expect(host.pid).not.toBe(process.pid);
    expect(gone(host.pid)).toBe(false);
    const first = readReply(await host.step(SNAPSHOT, '{}'));
    const second = readReply(await host.step(SNAPSHOT, first.state));
    expect([first.logs, second.logs]).toEqual([['hi 1'], ['hi 2']]);
    host.close();
    expect(await host.exited).not.toBe(0);
    expect(gone(host.pid)).toBe(true);
  });

  test('a huge BigInt made text is killed from outside by its CPU time, in every language, while this loop runs on', async () => {
    // The same script ran 25–35 s inside one call before: the kill comes at about 0.55 s of its CPU.
    const { result: stop, longestGapMs } = await withTicks(() => stopOf(BOMBS.bigint));
    expect(longestGapMs).toBeLessThan(LOOP_NEVER_WAITS_MS);
    expect(stop.message).toBe(
      'The script stopped: a step used more than its 100 ms of CPU time and was ended. A very large number, a long sort, a slow pattern or huge JSON?',
    );
    loadCatalogue();
    expect(textOf('de', stop.reason, '')).toBe(
      'Ein Schritt hat mehr als seine 100 ms Rechenzeit gebraucht und wurde beendet. Eine sehr große Zahl, ein langes Sortieren, ein langsames Suchmuster oder riesiges JSON?',
    );
  }, 20_000);

  test('the same at the top level is said of the top level', async () => {
    const stopped = await ScriptProcess.start(TOP_LEVEL_BOMB).catch((err: unknown) => err);
    expect(stopped).toBeInstanceOf(ScriptStopped);
    expect((stopped as ScriptStopped).message).toStartWith("The script stopped: the script's top level used more than its 100 ms of CPU time and was ended.");
  }, 20_000);

  test('a host past its memory ceiling is killed by its resident memory', async () => {
    // ~32 MiB of arrays grown in place (past QuickJS's own count), then a call that holds the step: the
    // host's ~52 MiB and these (86 MiB measured) pass a 72 MiB ceiling long before the CPU one.
    const source = 'export function step() { const a = []; for (let i = 0; i < 40; i++) a.push(new Array(100000).fill(1)); String(7n ** 300000n); }';
    const stop = await stopOf(source, 72 * 1024 * 1024);
    expect(stop.message).toBe('The script stopped: the script took more than its 8 MiB of memory and was ended.');
  }, 20_000);

  test.each(Object.entries(BOMBS).filter(([name]) => name !== 'bigint'))(
    'the %s bomb stops with its line',
    async (_name, source) => {
      const { result: stop, longestGapMs } = await withTicks(() => stopOf(source));
      expect(stop.message).toMatch(BOMB_STOP_LINE);
      expect(longestGapMs).toBeLessThan(LOOP_NEVER_WAITS_MS);
    },
    20_000,
  );

  test('a host whose parent is gone ends by itself', async () => {
    // A parent that starts a host and exits without closing it: the host reads the end of its stdin.
    const code = `import { ScriptProcess } from ${JSON.stringify(new URL('./script-process.ts', import.meta.url).pathname)}; const h = await ScriptProcess.start('export function step() {}'); console.log(h.pid); process.exit(0);`;
    const parent = Bun.spawn([process.execPath, '-e', code], { stdout: 'pipe', stderr: 'inherit' });
    const pid = Number((await new Response(parent.stdout).text()).trim());
    await parent.exited;
    expect(pid).toBeGreaterThan(0);
    await untilGone(pid, 10_000);
    expect(gone(pid)).toBe(true);
  }, 20_000);

  test('a host that stops answering without spending CPU (SIGSTOP) is killed by the wall clock, and says so', async () => {
    // 5 s: the top level's load has the same wall clock, and a host at nice 10 on a loaded machine took over 0.5 s for it.
    const host = await ScriptProcess.start('export function step() {}', undefined, { answerWithinMs: 5_000 });
    // Stopped, it neither answers nor spins: its CPU time stays put, so only the wall clock can end it.
    process.kill(host.pid, 'SIGSTOP');
    const started = performance.now();
    const stop = await host.step(SNAPSHOT, '{}').catch((err: unknown) => err);
    const tookMs = performance.now() - started;
    expect(stop).toBeInstanceOf(ScriptStopped);
    expect((stop as ScriptStopped).message).toBe('The script stopped: the script did not answer within 5 seconds and was ended.');
    // At its bound, not before (how long after it depends on the machine's load, so it is not bound).
    expect(tookMs).toBeGreaterThanOrEqual(5_000);
    await host.exited;
    expect(gone(host.pid)).toBe(true);
  }, 20_000);

  test('a host whose parent dies in the middle of a call ends at once, not when the call does', async () => {
    // The parent starts a step that one QuickJS call holds for half a minute (the BigInt made text), its own
    // CPU ceiling far away (a 60 s budget), and is killed with -9 while the host is inside that call.
    const limits = JSON.stringify({ ...DEFAULT_LIMITS, stepMs: 60_000 });
    const code = `import { ScriptProcess } from ${JSON.stringify(new URL('./script-process.ts', import.meta.url).pathname)};
      const h = await ScriptProcess.start(${JSON.stringify(BOMBS.bigint)}, ${limits});
      void h.step(${JSON.stringify(SNAPSHOT)}, '{}').catch(() => {});
      console.log(h.pid);`;
    const parent = Bun.spawn([process.execPath, '-e', code], { stdout: 'pipe', stderr: 'inherit' });
    const reader = parent.stdout.getReader();
    const pid = Number(new TextDecoder().decode((await reader.read()).value).trim());
    expect(pid).toBeGreaterThan(0);
    // In the call: its CPU time climbs (the load and top level take ~90 ms of it).
    const inCall = Date.now() + 10_000;
    while ((processUsage(pid)?.cpuMs ?? 0) < 300 && Date.now() < inCall) await Bun.sleep(20);
    expect(processUsage(pid)!.cpuMs).toBeGreaterThanOrEqual(300);
    parent.kill('SIGKILL');
    await parent.exited;
    const diedAt = performance.now();
    await untilGone(pid, 3_000);
    expect(gone(pid)).toBe(true);
    console.log(`script host orphaned mid-call: gone ${(performance.now() - diedAt).toFixed(0)} ms after its parent`);
  }, 20_000);
});
