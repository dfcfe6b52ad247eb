import { describe, expect, test } from 'bun:test';
import { BUN, waitForHttp } from './processes';
import { freePort } from './ports';
import { keepRunning } from './process-keeper';

/** A tiny server that answers with its own pid, so a restart is visible from outside. */
const SERVER = `Bun.serve({ hostname: '127.0.0.1', port: Number(process.argv.at(-1)), fetch: () => new Response(String(process.pid)) });`;

async function pidAt(port: number): Promise<number> {
  return Number(await (await fetch(`http://127.0.0.1:${port}/`)).text());
}

/** The toy server on a free port under `keepRunning`, its report lines collected. */
async function keptToy(firstBackoffMs: number) {
  const port = await freePort();
  const lines: string[] = [];
  const child = await keepRunning('toy', {
    start: () => Bun.spawn([BUN, '-e', SERVER, String(port)], { stdout: 'ignore', stderr: 'ignore' }),
    ready: (proc) => waitForHttp(`http://127.0.0.1:${port}/`, { name: 'toy', proc }),
    log: (line) => lines.push(line),
    firstBackoffMs,
  });
  return { port, lines, child };
}

describe('keepRunning', () => {
  test('a child killed with SIGKILL is started again on the same port, and the restart is reported', async () => {
    const { port, lines, child } = await keptToy(100);
    try {
      const first = await pidAt(port);
      child.proc.kill('SIGKILL');
      const deadline = Date.now() + 10_000;
      let second = first;
      while (second === first && Date.now() < deadline) {
        await Bun.sleep(100);
        second = await pidAt(port).catch(() => first);
      }
      expect(second).not.toBe(first);
      expect(child.restarts).toBe(1);
      expect(lines[0]).toBe('toy stopped unexpectedly (signal SIGKILL); restarting in 0.1 s…');
      // The "back" line follows the restart's readiness check: wait for it rather than for a fixed time.
      while (lines.length < 2 && Date.now() < deadline) await Bun.sleep(20);
      expect(lines[1]).toMatch(/^toy is back after \d+\.\d s\.$/);
    } finally {
      await child.stop();
    }
  });

  test('a stop is not a crash: nothing is restarted or reported', async () => {
    const { port, lines, child } = await keptToy(50);
    await child.stop();
    await Bun.sleep(300); // six first waits: a restart would have come; nothing marks one that does not
    expect(child.restarts).toBe(0);
    expect(lines).toEqual([]);
    expect(
      await fetch(`http://127.0.0.1:${port}/`).then(
        () => 'answered',
        () => 'refused',
      ),
    ).toBe('refused');
  });

  test('a child that keeps crashing is given up on after 5 crashes within the window', async () => {
    const lines: string[] = [];
    let gaveUp = '';
    const started: number[] = [];
    await keepRunning('flaky', {
      start: () => {
        started.push(Date.now());
        return Bun.spawn([BUN, '-e', 'await Bun.sleep(20); process.exit(3)'], { stdout: 'ignore', stderr: 'ignore' });
      },
      log: (line) => lines.push(line),
      onGiveUp: (name) => (gaveUp = name),
      firstBackoffMs: 100,
      maxBackoffMs: 400,
    });
    const deadline = Date.now() + 10_000;
    while (!gaveUp && Date.now() < deadline) await Bun.sleep(50);
    expect(gaveUp).toBe('flaky');
    expect(started).toHaveLength(5);
    expect(lines.at(-1)).toBe('flaky stopped unexpectedly 5 times within 60 s (last: exit code 3); giving up.');
    // The waits grew, up to the ceiling.
    const waits = lines.map((l) => l.match(/restarting in ([\d.]+) s/)?.[1]).filter(Boolean);
    expect(waits).toEqual(['0.1', '0.2', '0.4', '0.4']);
  });

  test('after expectExit, an exit is not a crash: a Ctrl+C that reaches the child before the launcher stops it', async () => {
    const { lines, child } = await keptToy(50);
    child.expectExit();
    child.proc.kill('SIGINT');
    await child.proc.exited;
    await Bun.sleep(300); // six first waits: a restart would have come; nothing marks one that does not
    expect(child.restarts).toBe(0);
    expect(lines).toEqual([]);
    await child.stop();
  });

  test('a launcher that exits (an error, process.exit mid-start) takes its children with it', async () => {
    const port = await freePort();
    // A launcher of its own that keeps the toy server running, says its pid, then exits without stopping it.
    const launcher = `
      import { keepRunning } from ${JSON.stringify(`${import.meta.dir}/process-keeper.ts`)};
      const child = await keepRunning('toy', { start: () => Bun.spawn([process.execPath, '-e', ${JSON.stringify(SERVER)}, '${port}'], { stdout: 'ignore', stderr: 'ignore' }), ready: async () => { while (!(await fetch('http://127.0.0.1:${port}/').then(() => true, () => false))) await Bun.sleep(50); } });
      console.log(child.proc.pid);
      process.exit(1);
    `;
    const run = Bun.spawn([BUN, '-e', launcher], { stdout: 'pipe', stderr: 'inherit' });
    const childPid = Number((await new Response(run.stdout).text()).trim());
    await run.exited;
    expect(childPid).toBeGreaterThan(0);
    const deadline = Date.now() + 5_000;
    let running = true;
    while (running && Date.now() < deadline) {
      await Bun.sleep(50);
      running = (() => {
        try {
          process.kill(childPid, 0);
          return true;
        } catch {
          return false;
        }
      })();
    }
    expect(running).toBe(false);
  });
});
