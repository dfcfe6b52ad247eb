/**
 * Starts the local engine: one nats-server with JetStream, its streams and buckets on disk in `dataDir`,
 * on a free loopback port, kept running like the database (killed or crashed, it is started again on the
 * same port, and the clients reconnect by themselves). Resolves once JetStream answers its health check.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './ferretdb';
import { freePort } from './ports';
import { keepServerRunning, type ServerOptions, type KeptProcess } from './process-keeper';

export const NATS_BIN = join(ROOT, '.tools/bin/nats-server');

export type Nats = { url: string; port: number; monitorUrl: string; kept: KeptProcess; stop: () => Promise<void> };

export async function startNats(dataDir: string, options: ServerOptions = {}): Promise<Nats> {
  if (!existsSync(NATS_BIN)) throw new Error('nats-server is not installed: run `sh scripts/install-nats.sh` (npm start and npm test do).');
  mkdirSync(dataDir, { recursive: true });
  const port = await freePort();
  const monitorPort = await freePort();
  const monitorUrl = `http://127.0.0.1:${monitorPort}`;
  const args = [NATS_BIN, '-js', '-sd', dataDir, '-a', '127.0.0.1', '-p', String(port), '-m', String(monitorPort)];
  const kept = await keepServerRunning('engine (NATS)', args, options, {
    label: 'nats-server',
    notUp: 'become healthy',
    isUp: () =>
      fetch(`${monitorUrl}/healthz?js-enabled-only=true`)
        .then((res) => res.ok)
        .catch(() => false),
  });
  return { url: `nats://127.0.0.1:${port}`, port, monitorUrl, kept, stop: () => kept.stop() };
}
