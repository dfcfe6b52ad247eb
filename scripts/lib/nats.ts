/**
 * Starts the local engine: one nats-server with JetStream, its streams and buckets on disk in `dataDir`,
 * on a free loopback port, supervised like the database (killed or crashed, it is started again on the
 * same port, and the clients reconnect by themselves). Resolves once JetStream answers its health check.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './ferretdb';
import { freePort } from './ports';
import { spawnWithErrorTail } from './processes';
import { supervise, type Supervised, type SupervisorOptions } from './supervisor';

export const NATS_BIN = join(ROOT, '.tools/bin/nats-server');

export type Nats = { url: string; port: number; monitorUrl: string; supervised: Supervised; stop: () => Promise<void> };

type Options = Pick<SupervisorOptions, 'log' | 'onGiveUp' | 'firstBackoffMs'> & {
  /** In a process group of its own, so a Ctrl+C reaches only the launcher, which stops the engine last. */
  detached?: boolean;
};

export async function startNats(dataDir: string, { detached = false, ...options }: Options = {}): Promise<Nats> {
  if (!existsSync(NATS_BIN)) throw new Error('nats-server is not installed: run `sh scripts/install-nats.sh` (npm start and npm test do).');
  mkdirSync(dataDir, { recursive: true });
  const port = await freePort();
  const monitorPort = await freePort();
  const monitorUrl = `http://127.0.0.1:${monitorPort}`;
  const args = [NATS_BIN, '-js', '-sd', dataDir, '-a', '127.0.0.1', '-p', String(port), '-m', String(monitorPort)];
  let errorTail: () => Promise<string> = async () => '';
  const supervised = await supervise('engine (NATS)', {
    ...options,
    start: () => {
      const started = spawnWithErrorTail(args, detached);
      errorTail = started.tail;
      return started.proc;
    },
    async ready(proc) {
      const deadline = Date.now() + 20_000;
      for (;;) {
        const healthy = await fetch(`${monitorUrl}/healthz?js-enabled-only=true`)
          .then((res) => res.ok)
          .catch(() => false);
        if (healthy) return;
        if (proc.exitCode !== null || proc.signalCode !== null) {
          throw new Error(`nats-server exited with ${proc.signalCode ?? `code ${proc.exitCode}`}: ${await errorTail()}`);
        }
        if (Date.now() > deadline) throw new Error('nats-server did not become healthy within 20 s.');
        await Bun.sleep(50);
      }
    },
  });
  return { url: `nats://127.0.0.1:${port}`, port, monitorUrl, supervised, stop: () => supervised.stop() };
}
