/**
 * bench/console: N = 100 and 1000 readers of one bot's live console. The API serves the stream in this
 * process (so it can publish lines and measure its own memory); the readers run in another process.
 * Prints lines delivered vs expected, p50/p99 publish-to-receive latency, and server memory per reader:
 * the first burst (which also pays the server's one-time warm-up: database pool, compiled code, heap
 * growth) and the steady cost of each further reader on a warm server (waves of 1,000 kept open).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startFerretDB } from '../scripts/lib/ferretdb';
import { startNats } from '../scripts/lib/nats';
import { BUN } from '../scripts/lib/processes';
import { benchPlayer } from './lib/player';
import { heapStats } from 'bun:jsc';

const scratch = mkdtempSync(join(tmpdir(), 'castellan-bench-console-'));
const db = await startFerretDB(join(scratch, 'db'), 'bench');
const nats = await startNats(join(scratch, 'nats'));
Object.assign(process.env, { NATS_URL: nats.url, MONGODB_URI: db.uri, ...(db.storage ? { EMBEDDED_POSTGRES_URL: db.storage.url } : {}), NODE_ENV: 'test', DATA_DIR: join(scratch, 'data'), LOG_LEVEL: 'error', MAIL: 'off' });
const { setLogLevel } = await import('../api/src/lib/logger');
setLogLevel('error');
const { loadConfig } = await import('../api/src/config');
const { connectDatabase, disconnectDatabase } = await import('../api/src/lib/db');
const { createPlatform } = await import('../api/src/app');

const LINES = 100;
const RATE_PER_SECOND = 20;

try {
  await connectDatabase(db.uri);
  const platform = createPlatform({ config: loadConfig(), console: { ratePerSecond: 1000, burst: 1000 } });
  const server = platform.app.listen({ hostname: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${server.server!.port}`;

  async function post(path: string, body: unknown, token?: string) {
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    return res.json() as Promise<Record<string, string>>;
  }

  const token = await benchPlayer(base, db.uri, 'bench@example.com');
  const account = await post('/api/accounts', { email: 'g@example.com', username: 'Bench', password: 'pw' }, token);

  /** Opens n readers in a separate process; resolves once every one is connected. */
  async function openReaders(botId: string, n: number, lines: number) {
    const clients = Bun.spawn([BUN, join(import.meta.dir, 'lib/sse-clients.ts'), `${base}/api/bots/${botId}/console`, String(n), String(lines), `castellan_session=${token}`], {
      stdout: 'pipe',
      stderr: 'inherit',
      // Bun caps concurrent fetches per process at 256 by default; each reader holds one open.
      env: { ...process.env, BUN_CONFIG_MAX_HTTP_REQUESTS: '4096' },
    });
    const out = clients.stdout.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    while (!text.includes('ready\n')) {
      const { value, done } = await out.read();
      if (done) throw new Error('readers ended before connecting');
      text += value;
    }
    return { clients, out, text };
  }

  console.log(`bench/console: ${LINES} lines at ${RATE_PER_SECOND}/s to every reader, readers in a separate process, ${navigator.hardwareConcurrency} cores`);
  // Memory per connection: the process's growth (RSS, what the machine pays) and, of it, the JS heap
  // (what our code keeps per reader: its generator, listener and request); the rest is Bun's own.
  for (const n of [100, 1000]) {
    // A new bot per round, so its readers replay nothing (the plan has one slot: the last one is deleted).
    const bot = await post('/api/bots', { templateId: 'resource-keeper', accountId: account.id }, token);
    Bun.gc(true);
    const before = process.memoryUsage().rss;
    const heapBefore = heapStats().heapSize;
    const { clients, out, text: opened } = await openReaders(bot.id!, n, LINES);
    let text = opened;
    Bun.gc(true);
    const connected = process.memoryUsage().rss;
    const heapConnected = heapStats().heapSize;
    const listeners = platform.hub.listenerCount(bot.id!);
    for (let i = 0; i < LINES; i++) {
      platform.hub.append(bot.id!, String(performance.timeOrigin + performance.now()));
      await Bun.sleep(1000 / RATE_PER_SECOND);
    }
    while (!text.trim().endsWith('}')) {
      const { value, done } = await out.read();
      if (done) break;
      text += value;
    }
    await clients.exited;
    const result = JSON.parse(text.trim().split('\n').pop()!);
    console.log(
      `N=${String(n).padEnd(5)} delivered ${result.delivered}/${result.expected}   p50 ${result.p50.toFixed(1)} ms   p99 ${result.p99.toFixed(1)} ms   ` +
        `first burst +${((connected - before) / 1024 / 1024).toFixed(1)} MiB for ${listeners} streams = ${((connected - before) / listeners / 1024).toFixed(1)} KiB per connection (JS heap ${((heapConnected - heapBefore) / listeners / 1024).toFixed(1)} KiB)`,
    );
    await fetch(`${base}/api/bots/${bot.id}`, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } });
    await Bun.sleep(500);
  }

  // Steady cost: a warm server (its first 1,000 readers still open) takes 1,000 more, four times.
  const bot = await post('/api/bots', { templateId: 'resource-keeper', accountId: account.id }, token);
  const waves = [await openReaders(bot.id!, 1000, Number.MAX_SAFE_INTEGER)];
  const perReader: number[] = [];
  const heapPerReader: number[] = [];
  for (let wave = 1; wave <= 4; wave++) {
    await Bun.sleep(1000);
    Bun.gc(true);
    Bun.gc(true);
    const before = process.memoryUsage().rss;
    const heapBefore = heapStats();
    waves.push(await openReaders(bot.id!, 1000, Number.MAX_SAFE_INTEGER));
    await Bun.sleep(1000);
    Bun.gc(true);
    const heapAfter = heapStats();
    perReader.push((process.memoryUsage().rss - before) / 1000 / 1024);
    heapPerReader.push((heapAfter.heapCapacity - heapBefore.heapCapacity) / 1000 / 1024, (heapAfter.heapSize - heapBefore.heapSize) / 1000 / 1024);
  }
  const mean = perReader.reduce((a, b) => a + b, 0) / perReader.length;
  console.log(
    `steady: ${platform.hub.listenerCount(bot.id!)} readers open; each further 1,000 cost ${perReader.map((k) => k.toFixed(1)).join(' / ')} KiB per reader (mean ${mean.toFixed(1)} KiB); JS heap capacity/live per reader ${heapPerReader.map((k) => k.toFixed(1)).join(' ')}`,
  );
  for (const { clients } of waves) clients.kill();
  await Promise.all(waves.map(({ clients }) => clients.exited));

  await server.stop(true);
  await platform.close();
  await disconnectDatabase();
} finally {
  await nats.stop();
  await db.stop();
  rmSync(scratch, { recursive: true, force: true });
}
process.exit(0);
