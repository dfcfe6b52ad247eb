/**
 * Keeps a child process running: when it exits without being asked to, it is started again (same
 * command, same port) after a backoff, and the launcher says so. A child that crashes in a tight loop is
 * given up on, and the launcher is told, so a broken product stops instead of flapping for ever.
 */
import type { Subprocess } from 'bun';
import { endingWithLauncher } from './launcher-death';

export type KeeperOptions = {
  /** Starts the process; called again for every restart. */
  start: () => Subprocess;
  /** Resolves once the process serves (a port accepts, a health check answers); throws if it will not. */
  ready?: (proc: Subprocess) => Promise<void>;
  /** Where the lines about crashes and restarts go. */
  log?: (line: string) => void;
  /** Called once when the child has crashed `maxCrashes` times within `crashWindowMs`. */
  onGiveUp?: (name: string) => void;
  firstBackoffMs?: number;
  maxBackoffMs?: number;
  maxCrashes?: number;
  crashWindowMs?: number;
  /** How a stop asks the child to end (SIGTERM unless it means something slower, as for PostgreSQL). */
  stopSignal?: 'SIGTERM' | 'SIGINT';
};

export type KeptProcess = {
  name: string;
  /** The running process (a new one after each restart). */
  readonly proc: Subprocess;
  /** Unexpected exits so far. */
  readonly restarts: number;
  /**
   * The launcher is stopping: from now on an exit is expected, not a crash (a Ctrl+C reaches every child
   * at once, while the launcher stops them one after another).
   */
  expectExit: () => void;
  /** Stops the child for good (its stop signal, then SIGKILL after 5 s); a stop is never taken for a crash. */
  stop: () => Promise<void>;
};

const alive = (proc: Subprocess) => proc.exitCode === null && proc.signalCode === null;

function describeExit(proc: Subprocess): string {
  return proc.signalCode ? `signal ${proc.signalCode}` : `exit code ${proc.exitCode}`;
}

export async function keepRunning(name: string, opts: KeeperOptions): Promise<KeptProcess> {
  const log = opts.log ?? ((line: string) => console.error(line));
  const { firstBackoffMs = 500, maxBackoffMs = 10_000, maxCrashes = 5, crashWindowMs = 60_000 } = opts;
  let proc = opts.start();
  let startedAt = Date.now();
  let stopping = false;
  let restarts = 0;
  let backoff = firstBackoffMs;
  const crashes: number[] = [];
  // However the launching process ends (an error, process.exit mid-start), the child goes with it.
  const killOnExit = () => {
    if (alive(proc)) proc.kill('SIGTERM');
  };
  process.once('exit', killOnExit);

  async function watch(current: Subprocess): Promise<void> {
    await current.exited;
    if (stopping || current !== proc) return;
    const crashedAt = Date.now();
    crashes.push(crashedAt);
    while (crashes.length && crashes[0]! < crashedAt - crashWindowMs) crashes.shift();
    if (crashes.length >= maxCrashes) {
      log(`${name} stopped unexpectedly ${crashes.length} times within ${Math.round(crashWindowMs / 1000)} s (last: ${describeExit(current)}); giving up.`);
      process.off('exit', killOnExit);
      opts.onGiveUp?.(name);
      return;
    }
    // A child that ran for a while before it died starts again quickly; one that keeps dying waits longer.
    if (crashedAt - startedAt > crashWindowMs) backoff = firstBackoffMs;
    log(`${name} stopped unexpectedly (${describeExit(current)}); restarting in ${(backoff / 1000).toFixed(1)} s…`);
    await Bun.sleep(backoff);
    backoff = Math.min(backoff * 2, maxBackoffMs);
    if (stopping) return;
    restarts++;
    proc = opts.start();
    startedAt = Date.now();
    void watch(proc);
    try {
      await opts.ready?.(proc);
      if (!stopping && alive(proc)) log(`${name} is back after ${((Date.now() - crashedAt) / 1000).toFixed(1)} s.`);
    } catch {
      // Not ready: if it exited, watch() has already taken over; if it hangs, kill it so it does.
      if (alive(proc) && !stopping) proc.kill('SIGKILL');
    }
  }

  try {
    await opts.ready?.(proc);
  } catch (err) {
    stopping = true;
    process.off('exit', killOnExit);
    proc.kill('SIGKILL');
    throw err;
  }
  void watch(proc);

  return {
    name,
    get proc() {
      return proc;
    },
    get restarts() {
      return restarts;
    },
    expectExit() {
      stopping = true;
    },
    async stop() {
      stopping = true;
      process.off('exit', killOnExit);
      if (!alive(proc)) return;
      proc.kill(opts.stopSignal ?? 'SIGTERM');
      await Promise.race([proc.exited, Bun.sleep(5_000)]);
      if (alive(proc)) proc.kill('SIGKILL');
      await proc.exited;
    },
  };
}

/**
 * Spawns a server whose error output is read all along (a pipe nobody reads fills up and stalls the
 * child on its next write) and keeps its last 4 KiB, which explain a failed start.
 */
function spawnWithErrorTail(
  args: string[],
  detached: boolean,
  env: Record<string, string> | undefined,
  stopSignal: 'SIGTERM' | 'SIGINT',
): { proc: Subprocess; tail: () => Promise<string> } {
  const proc = Bun.spawn(endingWithLauncher(args, stopSignal), { stdout: 'ignore', stderr: 'pipe', detached, ...(env && { env: { ...process.env, ...env } }) });
  let tail = '';
  const drained = (async () => {
    const decoder = new TextDecoder();
    for await (const chunk of proc.stderr) tail = (tail + decoder.decode(chunk, { stream: true })).slice(-4_096);
  })().catch(() => {});
  return { proc, tail: async () => (await drained, tail.trim()) };
}

/** How a server binary (FerretDB, nats-server) runs under the launchers. */
export type ServerOptions = Pick<KeeperOptions, 'log' | 'onGiveUp' | 'firstBackoffMs' | 'stopSignal'> & {
  /** In a process group of its own, so a Ctrl+C reaches only the launcher, which stops it last. */
  detached?: boolean;
  /** Set in its environment, over the launcher's own. */
  env?: Record<string, string>;
};

/**
 * A server binary under the process keeper: ready once `isUp` says so; if it exits first (the tail of its
 * stderr says why) or is not up within 20 s, starting fails with `label` and `notUp` in the message.
 */
export function keepServerRunning(
  name: string,
  args: string[],
  { detached = false, env, ...options }: ServerOptions,
  check: { label: string; notUp: string; isUp: () => Promise<boolean> },
): Promise<KeptProcess> {
  let errorTail: () => Promise<string> = async () => '';
  return keepRunning(name, {
    ...options,
    start: () => {
      const started = spawnWithErrorTail(args, detached, env, options.stopSignal ?? 'SIGTERM');
      errorTail = started.tail;
      return started.proc;
    },
    async ready(proc) {
      const deadline = Date.now() + 20_000;
      while (!(await check.isUp())) {
        if (proc.exitCode !== null || proc.signalCode !== null) {
          throw new Error(`${check.label} exited with ${proc.signalCode ?? `code ${proc.exitCode}`}: ${await errorTail()}`);
        }
        if (Date.now() > deadline) throw new Error(`${check.label} did not ${check.notUp} within 20 s.`);
        await Bun.sleep(50);
      }
    },
  });
}
