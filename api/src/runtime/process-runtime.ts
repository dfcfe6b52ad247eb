/**
 * The API's handle on the bot runtime process: the one small interface (BotRuntime) the rest of the API
 * uses, like a panel talking to its process daemon. It restarts the process if it dies or stops
 * answering, and reports the bots that were on it as crashed.
 */
import { join } from 'node:path';
import type { Subprocess } from 'bun';
import { log } from '../lib/logger';
import type { DaemonMessage, DaemonRequest } from './daemon';
import type { BotRuntime, BotSpec, RuntimeEvent } from './types';

export type ProcessRuntimeOptions = {
  /** Scales every pacing wait (1 in production; tests use 0.01). */
  paceScale?: number;
  /** How long the runtime may stay silent before it is considered hung and replaced. */
  heartbeatTimeoutMs?: number;
};

const DAEMON = join(import.meta.dir, 'daemon.ts');

export function createProcessRuntime(options: ProcessRuntimeOptions = {}): BotRuntime {
  const listeners = new Set<(event: RuntimeEvent) => void>();
  const running = new Map<string, BotSpec>();
  const stopWaiters = new Map<string, (() => void)[]>();
  let closing = false;
  let lastBeat = Date.now();
  let rssBytes = 0;
  let lagMs = 0;
  let child: Subprocess<'ignore', 'inherit', 'inherit'>;

  const emit = (event: RuntimeEvent) => {
    for (const listener of listeners) {
      try {
        listener(event);
      } catch (err) {
        log.error('runtime listener failed', { error: String(err) });
      }
    }
  };

  const settled = (botId: string) => {
    running.delete(botId);
    for (const resolve of stopWaiters.get(botId) ?? []) resolve();
    stopWaiters.delete(botId);
  };

  function spawn() {
    lastBeat = Date.now();
    child = Bun.spawn([process.execPath, DAEMON], {
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, RUNTIME_PACE_SCALE: String(options.paceScale ?? 1) },
      ipc(message: DaemonMessage) {
        if (message.type === 'heartbeat') {
          lastBeat = Date.now();
          rssBytes = message.rssBytes;
          lagMs = message.lagMs;
          return;
        }
        if (message.type === 'state' && message.state !== 'online') settled(message.botId);
        emit(message);
      },
    });
    const me = child;
    void me.exited.then((code) => {
      if (closing || me !== child) return;
      log.error('bot runtime exited; restarting it', { code, bots: running.size });
      const lost = [...running.keys()];
      for (const botId of lost) {
        settled(botId);
        emit({ type: 'log', botId, line: 'Error: the bot runtime stopped unexpectedly.', at: Date.now() });
        emit({ type: 'state', botId, state: 'error', kind: 'crash', reason: 'The bot runtime stopped unexpectedly.' });
      }
      spawn();
    });
  }

  const send = (request: DaemonRequest) => child.send(request);
  spawn();

  const timeout = options.heartbeatTimeoutMs ?? 15_000;
  const watchdog = setInterval(() => {
    if (!closing && Date.now() - lastBeat > timeout) {
      log.error('bot runtime stopped answering; replacing it', { silentMs: Date.now() - lastBeat });
      lastBeat = Date.now();
      child.kill('SIGKILL');
    }
  }, 1000);
  watchdog.unref();

  return {
    start(spec) {
      if (running.has(spec.botId)) return;
      running.set(spec.botId, spec);
      send({ type: 'start', spec });
    },
    stop(botId, deadlineMs) {
      if (!running.has(botId)) return Promise.resolve();
      const done = new Promise<void>((resolve) => stopWaiters.set(botId, [...(stopWaiters.get(botId) ?? []), resolve]));
      send({ type: 'stop', botId, deadlineMs });
      return done;
    },
    isRunning: (botId) => running.has(botId),
    running: () => [...running.keys()],
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close(deadlineMs) {
      closing = true;
      clearInterval(watchdog);
      send({ type: 'shutdown', deadlineMs });
      const exited = await Promise.race([child.exited.then(() => true), Bun.sleep(deadlineMs + 2000).then(() => false)]);
      if (!exited) child.kill('SIGKILL');
    },
    stats: () => ({ running: running.size, rssBytes, lagMs, pid: child.pid }),
  };
}
