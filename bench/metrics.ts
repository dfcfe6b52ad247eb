/**
 * bench/metrics: what the API's own metrics cost (issue 56): two API instances on one database and one
 * engine, one with its metrics (the HTTP series, the database's command monitoring, the engine's timing)
 * and one with METRICS=off, loaded in turn, round after round (bench/lib/rounds.ts: a change of the shared
 * machine's load falls on both alike), on the routes bench/api measures: GET /api/auth/me (signed in, 32
 * clients) and the dashboard's two lists (GET /api/bots with 12 bots, GET /api/accounts; 50 clients).
 * Each round swaps which instance goes first, and the whole is run twice, the instances started in one
 * order and then the other: two identical instances measured in one order differed by as much as what is
 * measured here, the one started first the slower. Prints each route's throughput and server CPU per
 * request, on and off, and the per-round ratio on ÷ off (median and range) of each half and of both: the
 * target is "no more than 3 % slower".
 *   npm run bench -- metrics          (BENCH_ROUNDS, BENCH_SLICE_SECONDS to change the load)
 * `npm run bench -- api` with METRICS=off and without measures the same, one whole run after another.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../scripts/lib/ports';
import { BUN, spawnChild, stopChildren, waitForHttp, type Child } from '../scripts/lib/processes';
import { startNats } from '../scripts/lib/nats';
import { benchDatabase } from './lib/database';
import { benchPlayer } from './lib/player';
import { combined, type Result } from './lib/rounds';

const rounds = Number(process.env.BENCH_ROUNDS ?? 6);
const slice = Number(process.env.BENCH_SLICE_SECONDS ?? 2);

async function load(server: Child, url: string, header: string, clients: number): Promise<Result> {
  const env = { ...process.env, LOAD_SERVER_PID: String(server.proc.pid), LOAD_WARMUP_MS: '500' };
  const proc = Bun.spawn([BUN, join(import.meta.dir, 'lib/load.ts'), url, String(clients), String(slice), header], { stdout: 'pipe', stderr: 'inherit', env });
  const out = await new Response(proc.stdout).text();
  await proc.exited;
  return JSON.parse(out.trim().split('\n').pop()!);
}

/** A Professional player with two game accounts and twelve bots (bench/api's list player). */
async function listPlayer(api: string, mongoUri: string): Promise<string> {
  const token = await benchPlayer(api, mongoUri, 'metrics-lists@example.com', { plan: 'professional' });
  const post = async (path: string, body: unknown) => {
    const res = await fetch(`${api}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as { id: string };
  };
  const accounts = [];
  for (const username of ['Arthur', 'Guinevere'])
    accounts.push((await post('/api/accounts', { email: `${username}@game.example`, server: 'GB1', username, password: 'game password' })).id);
  for (let i = 0; i < 12; i++) await post('/api/bots', { templateId: i % 2 ? 'baron-farmer' : 'attack-guard', accountId: accounts[i % 2] });
  return token;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;

const scratch = mkdtempSync(join(tmpdir(), 'castellan-bench-metrics-'));
const db = await benchDatabase(scratch, 'bench_metrics');
const nats = await startNats(join(scratch, 'nats'));
const children: Child[] = [];
try {
  // One data folder: both instances read the same generated secrets, so a session works on either.
  const start = async (name: string, metrics: 'on' | 'off') => {
    const port = await freePort();
    const env = {
      MONGODB_URI: db.uri,
      ...(db.postgresUrl ? { EMBEDDED_POSTGRES_URL: db.postgresUrl } : {}),
      NATS_URL: nats.url,
      API_PORT: String(port),
      DATA_DIR: join(scratch, 'data'),
      LOG_LEVEL: 'warn',
      MAIL: 'off',
      NODE_ENV: 'development',
      METRICS: metrics,
    };
    const child = spawnChild(name, [BUN, 'api/src/index.ts'], env);
    children.push(child);
    await waitForHttp(`http://127.0.0.1:${port}/api/health`, child);
    return { child, base: `http://127.0.0.1:${port}` };
  };
  let on = await start('API (metrics on)', 'on');
  let off = await start('API (METRICS=off)', 'off');
  const meToken = await benchPlayer(on.base, db.uri, 'metrics-me@example.com');
  const listToken = await listPlayer(on.base, db.uri);

  const routes = [
    { name: 'GET /api/auth/me (signed in)', path: '/api/auth/me', token: meToken, clients: 32 },
    { name: 'GET /api/bots (12 bots)', path: '/api/bots', token: listToken, clients: 50 },
    { name: 'GET /api/accounts (2 accounts)', path: '/api/accounts', token: listToken, clients: 50 },
  ];
  console.log(
    `bench/metrics: metrics on against METRICS=off, ${rounds} rounds of ${slice} s each per route and instance in each of two halves (started on first, then off first), order swapped each round, ${navigator.hardwareConcurrency} cores, ${db.label}`,
  );
  const windows = new Map(routes.map((r) => [r.name, { on: [] as Result[], off: [] as Result[] }]));
  for (let round = 0; round < 2 * rounds; round++) {
    if (round === rounds) {
      // The second half: both stopped, then started the other way round.
      await stopChildren(children.splice(0));
      off = await start('API (METRICS=off)', 'off');
      on = await start('API (metrics on)', 'on');
    }
    for (const route of routes) {
      const pair = [
        ['on', on],
        ['off', off],
      ] as const;
      for (const [which, api] of round % 2 ? [...pair].reverse() : pair) {
        windows.get(route.name)![which].push(await load(api.child, `${api.base}${route.path}`, `authorization: Bearer ${route.token}`, route.clients));
      }
    }
  }
  for (const route of routes) {
    const { on: withMetrics, off: without } = windows.get(route.name)!;
    const a = combined(withMetrics);
    const b = combined(without);
    const throughput = withMetrics.map((w, i) => w.rps / without[i]!.rps);
    const cpu = withMetrics.map((w, i) => (w.cpuUs ?? NaN) / (without[i]!.cpuUs ?? NaN));
    const range = (values: number[]) => `${median(values).toFixed(3)} (rounds ${Math.min(...values).toFixed(3)}–${Math.max(...values).toFixed(3)})`;
    const halves = (values: number[]) => `on first ${median(values.slice(0, rounds)).toFixed(3)}, off first ${median(values.slice(rounds)).toFixed(3)}`;
    console.log(`\n${route.name}`);
    console.log(
      `  metrics on    ${String(a.rps).padStart(7)} req/s   p99 ${a.p99.toFixed(2).padStart(6)} ms   server CPU ${a.cpuUs?.toFixed(1).padStart(6)} µs/req   errors ${a.errors}`,
    );
    console.log(
      `  METRICS=off   ${String(b.rps).padStart(7)} req/s   p99 ${b.p99.toFixed(2).padStart(6)} ms   server CPU ${b.cpuUs?.toFixed(1).padStart(6)} µs/req   errors ${b.errors}`,
    );
    console.log(`  on ÷ off, throughput: ${range(throughput)}; ${halves(throughput)}`);
    console.log(`  on ÷ off, server CPU per request: ${range(cpu)}; ${halves(cpu)}`);
  }
} finally {
  await stopChildren(children);
  await nats.stop();
  await db.stop();
  rmSync(scratch, { recursive: true, force: true });
}
