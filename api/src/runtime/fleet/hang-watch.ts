/**
 * A runner's watch over its own thread: on one machine the API reads the runtime process's busy mark when
 * it hangs (process-runtime.ts); a runner has nobody outside to do that, and the fleet used to move every
 * session of a hung runner, its hung bot's too, which then hung the next runner (one player's code
 * cascading over the fleet). So each runner keeps a second thread (a Worker: its own event loop, its own
 * connection to the engine) that hears the main thread beat and, when the beats stop, reads the mark
 * (busy-mark.ts) and acts for the runner: the bot shown to be the cause is parked, then the runner is
 * ended, and the fleet moves the others (hang-watch-worker.ts says how and why in that order).
 *
 * This side: the mark's page the bots' code is marked in, the beats, and which account and placement
 * each bot plays under (the worker cannot ask the frozen thread at the hang).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { busyWriter, resetBusyFile, type BusyMark } from '../busy-mark';
import { RUNNER_DEAD_MS } from './protocol';

/** How often the main thread says it is turning. */
export const WATCH_BEAT_MS = 250;
/**
 * Silent this long, the runner is hung: well inside RUNNER_DEAD_MS (and its last record beat may be a
 * second older), so the culprit is parked and out of its placement before the leader moves the session.
 */
export const HANG_MS = RUNNER_DEAD_MS / 2;

export type WatchStart = { engineUrl: string; namespace?: string; runnerId: string; busyFile: string; hangMs: number };
export type WatchNote = { type: 'beat' } | { type: 'placed'; botId: string; accountId: string; epoch: number } | { type: 'left'; botIds: string[] };

export type HangWatch = {
  busy: BusyMark;
  /** The bot now plays the account under this epoch here. */
  placed(botId: string, accountId: string, epoch: number): void;
  /** The bots no longer play here (stopped, or their session let go). */
  left(botIds: string[]): void;
  close(): Promise<void>;
};

export function startHangWatch(options: { engineUrl: string; namespace?: string; runnerId: string; hangMs?: number }): HangWatch {
  const scratch = mkdtempSync(join(tmpdir(), 'castellan-runner-'));
  const busyFile = join(scratch, 'busy');
  resetBusyFile(busyFile);
  const start: WatchStart = {
    engineUrl: options.engineUrl,
    namespace: options.namespace,
    runnerId: options.runnerId,
    busyFile,
    hangMs: options.hangMs ?? HANG_MS,
  };
  const worker = new Worker(join(import.meta.dir, 'hang-watch-worker.ts'), { workerData: start });
  // The watch never keeps a runner that is done from exiting.
  worker.unref();
  const note = (n: WatchNote) => worker.postMessage(n);
  const beats = setInterval(() => note({ type: 'beat' }), WATCH_BEAT_MS);
  beats.unref();
  return {
    busy: busyWriter(busyFile),
    placed: (botId, accountId, epoch) => note({ type: 'placed', botId, accountId, epoch }),
    left(botIds) {
      if (botIds.length) note({ type: 'left', botIds });
    },
    async close() {
      clearInterval(beats);
      await worker.terminate();
      rmSync(scratch, { recursive: true, force: true });
    },
  };
}
