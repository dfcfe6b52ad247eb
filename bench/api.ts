/**
 * bench/api: requests per second and p99 latency of GET /api/auth/me (signed in: a JWT check and the
 * user, from the session cache after the first read) next to a bare Bun.serve hello-world and an Elysia
 * route that touches nothing (the framework's own cost) on the same machine, and their ratio;
 * then the two lists the dashboard reads, at 50 concurrent clients: GET /api/bots for a user with 12 bots
 * (half of them with sealed secrets) and GET /api/accounts; then the same two lists again once the
 * database also holds other players' accounts and bots (BENCH_OTHER_BOTS, default 500; 0 skips it).
 *   npm run bench -- api            (BENCH_CONCURRENCY, BENCH_SECONDS, BENCH_ROUNDS to change the load;
 *                                    BENCH_MONGODB_URI to measure on a MongoDB instead of the embedded FerretDB)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../scripts/lib/ports';
import { BUN, spawnChild, stopChildren, waitForHttp, type Child } from '../scripts/lib/processes';
import { startNats } from '../scripts/lib/nats';
import { benchDatabase } from './lib/database';
import { addOtherPlayersBots } from './lib/other-players';
import { benchPlayer } from './lib/player';
import { combined, interleaved, roundRatios, type Result } from './lib/rounds';

const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 32);
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
/** The /me comparison's rounds (bench/lib/rounds.ts): each target gets `seconds` in all, a slice per round. */
const rounds = Number(process.env.BENCH_ROUNDS ?? 4);

const LIST_CONCURRENCY = 50;
const otherBots = Number(process.env.BENCH_OTHER_BOTS ?? 500);

/** `server`: the process answering, whose CPU time per request the load client reads. */
async function load(server: Child, url: string, header?: string, clients = concurrency, forSeconds = seconds): Promise<Result> {
  const args = [BUN, join(import.meta.dir, 'lib/load.ts'), url, String(clients), String(forSeconds)];
  const env = { ...process.env, LOAD_SERVER_PID: String(server.proc.pid) };
  const proc = Bun.spawn(header ? [...args, header] : args, { stdout: 'pipe', stderr: 'inherit', env });
  const out = await new Response(proc.stdout).text();
  await proc.exited;
  return JSON.parse(out.trim().split('\n').pop()!);
}

/** A Professional (12-slot) player with two game accounts and twelve bots, six with a sealed Discord webhook. */
async function userWithTwelveBots(api: string): Promise<{ token: string }> {
  const post = async (path: string, body: unknown, token?: string) => {
    const res = await fetch(`${api}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as Record<string, string>;
  };
  // The plan is set in the database directly: buying it is not what this measures.
  const token = await benchPlayer(api, db.uri, 'lists@example.com', { plan: 'professional' });
  const accounts = [];
  for (const username of ['Arthur', 'Guinevere']) {
    accounts.push((await post('/api/accounts', { email: `${username}@game.example`, server: 'GB1', username, password: 'game password' }, token!)).id!);
  }
  for (let i = 0; i < 12; i++) {
    const bot = { templateId: i % 2 ? 'baron-farmer' : 'attack-guard', accountId: accounts[i % 2] };
    await post('/api/bots', bot, token!);
  }
  return { token: token! };
}

const scratch = mkdtempSync(join(tmpdir(), 'castellan-bench-'));
const db = await benchDatabase(scratch, 'bench');
const nats = await startNats(join(scratch, 'nats'));
const children: Child[] = [];
try {
  const apiPort = await freePort();
  // BENCH_PROFILE=<dir>: the API writes a CPU profile (markdown) there when it stops.
  const profile = process.env.BENCH_PROFILE ? ['--cpu-prof-md', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [];
  const api = spawnChild('API', [BUN, ...profile, 'api/src/index.ts'], {
    MONGODB_URI: db.uri,
    ...(db.postgresUrl ? { EMBEDDED_POSTGRES_URL: db.postgresUrl } : {}),
    NATS_URL: nats.url,
    API_PORT: String(apiPort),
    DATA_DIR: join(scratch, 'data'),
    LOG_LEVEL: 'warn',
    MAIL: 'off',
    NODE_ENV: 'development',
  });
  children.push(api);
  await waitForHttp(`http://127.0.0.1:${apiPort}/api/health`, api);

  const helloPort = await freePort();
  const hello = spawnChild('hello', [BUN, join(import.meta.dir, 'lib/hello.ts'), String(helloPort)], {}, true);
  children.push(hello);
  await waitForHttp(`http://127.0.0.1:${helloPort}/`, hello);
  const elysiaPort = await freePort();
  const elysia = spawnChild('elysia hello', [BUN, join(import.meta.dir, 'lib/elysia-hello.ts'), String(elysiaPort)], {}, true);
  children.push(elysia);
  await waitForHttp(`http://127.0.0.1:${elysiaPort}/`, elysia);

  const token = await benchPlayer(`http://127.0.0.1:${apiPort}`, db.uri, 'bench@example.com');
  const lists = await userWithTwelveBots(`http://127.0.0.1:${apiPort}`);

  // The floor: a bare Bun.serve sending /me's own bytes (bench/lib/same-bytes.ts).
  const bytesPort = await freePort();
  const meUrl = `http://127.0.0.1:${apiPort}/api/auth/me`;
  const sameBytes = spawnChild('same bytes', [BUN, join(import.meta.dir, 'lib/same-bytes.ts'), String(bytesPort), meUrl, token!], {}, true);
  children.push(sameBytes);
  await waitForHttp(`http://127.0.0.1:${bytesPort}/`, sameBytes);

  console.log(
    `bench/api: ${concurrency} concurrent connections, ${seconds} s each in ${rounds} interleaved rounds, loopback, ${navigator.hardwareConcurrency} cores, ${db.label}`,
  );
  // The same load client, concurrency, warm-up and request headers for all four (the token aside).
  const slice = seconds / rounds;
  const bearer = `authorization: Bearer ${token}`;
  const windows = await interleaved(
    [
      { name: 'hello', run: () => load(hello, `http://127.0.0.1:${helloPort}/`, undefined, concurrency, slice) },
      { name: 'elysia', run: () => load(elysia, `http://127.0.0.1:${elysiaPort}/`, undefined, concurrency, slice) },
      { name: 'floor', run: () => load(sameBytes, `http://127.0.0.1:${bytesPort}/`, bearer, concurrency, slice) },
      { name: 'me', run: () => load(api, meUrl, bearer, concurrency, slice) },
    ],
    rounds,
  );
  const [baseline, framework, floor, me] = ['hello', 'elysia', 'floor', 'me'].map((name) => combined(windows.get(name)!)) as [Result, Result, Result, Result];

  const row = (name: string, r: Result) =>
    `${name.padEnd(34)} ${String(r.rps).padStart(8)} req/s   p50 ${r.p50.toFixed(2).padStart(7)} ms   p99 ${r.p99.toFixed(2).padStart(7)} ms   errors ${r.errors}` +
    (r.cpuUs === undefined ? '' : `   server CPU ${r.cpuUs.toFixed(1).padStart(7)} µs/req`) +
    (r.clientCpuUs === undefined ? '' : `   client CPU ${r.clientCpuUs.toFixed(1).padStart(6)} µs/req`);
  console.log(row('Bun.serve hello-world', baseline));
  console.log(row('Elysia route touching nothing', framework));
  console.log(row("Bun.serve sending /me's bytes", floor));
  console.log(row('GET /api/auth/me (signed in)', me));
  const cpu = me.cpuUs && baseline.cpuUs ? `, server CPU per request ×${(me.cpuUs / baseline.cpuUs).toFixed(2)}` : '';
  const perRound = (a: string, b: string) => {
    const { median, low, high } = roundRatios(windows.get(a)!, windows.get(b)!);
    return `${median.toFixed(3)} (rounds ${low.toFixed(3)}–${high.toFixed(3)})`;
  };
  console.log(`ratio /me ÷ hello: throughput ${perRound('me', 'hello')}, p99 ×${(me.p99 / baseline.p99).toFixed(1)}${cpu}`);
  console.log(`ratio /me's bytes ÷ hello: throughput ${perRound('floor', 'hello')} (the floor for any /me); /me ÷ its bytes: ${perRound('me', 'floor')}`);
  const auth = `authorization: Bearer ${lists.token}`;
  console.log(`\nthe dashboard's lists, ${LIST_CONCURRENCY} concurrent clients:`);
  console.log(row('GET /api/bots (12 bots)', await load(api, `http://127.0.0.1:${apiPort}/api/bots`, auth, LIST_CONCURRENCY)));
  console.log(row('GET /api/accounts (2 accounts)', await load(api, `http://127.0.0.1:${apiPort}/api/accounts`, auth, LIST_CONCURRENCY)));
  if (otherBots > 0) {
    const { players } = await addOtherPlayersBots(db.uri, otherBots);
    const among = otherBots.toLocaleString('en');
    console.log(`\nthe same lists, the database also holding ${among} bots and ${players.toLocaleString('en')} game accounts of other players:`);
    console.log(row(`GET /api/bots (12, ${among} others)`, await load(api, `http://127.0.0.1:${apiPort}/api/bots`, auth, LIST_CONCURRENCY)));
    console.log(row('GET /api/accounts (2 accounts)', await load(api, `http://127.0.0.1:${apiPort}/api/accounts`, auth, LIST_CONCURRENCY)));
  }
} finally {
  await stopChildren(children);
  await nats.stop();
  await db.stop();
  rmSync(scratch, { recursive: true, force: true });
}
