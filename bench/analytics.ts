/**
 * bench/analytics: how fast the Analytics tab's figures come for a player with 12 bots and 30 days of
 * hourly outcomes, on a database that also holds other players' 30 days (BENCH_OTHER_BOTS, default 1,000
 * bots); sequential latency (p50/p95 of 40 reads) of GET /api/analytics for 24 h, 7 and 30 days, one bot,
 * the CSV, throughput at 20 clients, and the admin's 90-day platform figures.
 *   npm run bench -- analytics     (BENCH_MONGODB_URI to measure on a MongoDB instead of the embedded FerretDB)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mongoose from 'mongoose';
import { freePort } from '../scripts/lib/ports';
import { BUN, spawnChild, stopChildren, waitForHttp, type Child } from '../scripts/lib/processes';
import { startNats } from '../scripts/lib/nats';
import { benchDatabase } from './lib/database';
import { benchPlayer } from './lib/player';

const otherBots = Number(process.env.BENCH_OTHER_BOTS ?? 1000);
const DAY = 86_400_000;

/** 30 days of one bot: every hour some loot and an attack, taxes every other hour, time online. */
function thirtyDays(botId: mongoose.Types.ObjectId, userId: mongoose.Types.ObjectId, accountId: mongoose.Types.ObjectId, now: number) {
  const docs = [];
  for (let d = 0; d < 30; d++) {
    const day = new Date(now - d * DAY).toISOString().slice(0, 10);
    const hours: Record<string, Record<string, number>> = {};
    const total: Record<string, number> = {};
    for (let h = 0; h < 24; h++) {
      const tally = { actions: 3, attacksSent: 2, attacksWon: 2, wood: 400 + h, stone: 300, food: 250, taxes: h % 2 ? 900 : 0, onlineSeconds: 3600 };
      hours[`h${String(h).padStart(2, '0')}`] = tally;
      for (const [k, v] of Object.entries(tally)) total[k] = (total[k] ?? 0) + v;
    }
    docs.push({ _id: `${botId}:${day}`, botId, userId, accountId, day, month: day.slice(0, 7), hours, total, seen: { run0001: 240, online: 900 } });
  }
  return docs;
}

/** The same days as the month documents (days inside) and the active marks the API writes beside them. */
function monthsAndMarks(days: ReturnType<typeof thirtyDays>) {
  const months = new Map<
    string,
    {
      _id: string;
      botId: unknown;
      userId: unknown;
      accountId: unknown;
      month: string;
      days: Record<string, unknown>;
      total: Record<string, number>;
      seen: object;
    }
  >();
  for (const d of days) {
    const id = `${d.botId}:${d.month}`;
    const month = months.get(id) ?? {
      _id: id,
      botId: d.botId,
      userId: d.userId,
      accountId: d.accountId,
      month: d.month,
      days: {},
      total: {},
      seen: { run0001: 240 },
    };
    month.days[`d${d.day.slice(8, 10)}`] = d.total;
    for (const [k, v] of Object.entries(d.total)) month.total[k] = (month.total[k] ?? 0) + v;
    months.set(id, month);
  }
  return { months: [...months.values()], marks: days.map((d) => ({ _id: `${d.day}:${d.botId}`, day: d.day })) };
}

async function store(conn: mongoose.mongo.Db, days: ReturnType<typeof thirtyDays>) {
  const { months, marks } = monthsAndMarks(days);
  await conn.collection('bot_days').insertMany(days as never[]);
  await conn.collection('bot_months').insertMany(months as never[]);
  await conn.collection('active_bot_days').insertMany(marks as never[]);
}

async function timed(url: string, token: string, times = 40): Promise<{ p50: number; p95: number; bytes: number }> {
  const ms: number[] = [];
  let bytes = 0;
  for (let i = 0; i < times; i++) {
    const start = performance.now();
    const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    const body = await res.arrayBuffer();
    if (!res.ok) throw new Error(`${url}: ${res.status} ${new TextDecoder().decode(body)}`);
    ms.push(performance.now() - start);
    bytes = body.byteLength;
  }
  ms.sort((a, b) => a - b);
  return { p50: ms[Math.floor(ms.length * 0.5)]!, p95: ms[Math.floor(ms.length * 0.95)]!, bytes };
}

const scratch = mkdtempSync(join(tmpdir(), 'castellan-bench-'));
const db = await benchDatabase(scratch, 'bench');
const nats = await startNats(join(scratch, 'nats'));
const children: Child[] = [];
try {
  const port = await freePort();
  const api = spawnChild('API', [BUN, 'api/src/index.ts'], {
    MONGODB_URI: db.uri,
    ...(db.postgresUrl ? { EMBEDDED_POSTGRES_URL: db.postgresUrl } : {}),
    NATS_URL: nats.url,
    API_PORT: String(port),
    DATA_DIR: join(scratch, 'data'),
    LOG_LEVEL: 'warn',
    MAIL: 'off',
    NODE_ENV: 'development',
    ADMIN_EMAILS: 'analytics@example.com',
  });
  children.push(api);
  const base = `http://127.0.0.1:${port}`;
  await waitForHttp(`${base}/api/health`, api);
  const post = async (path: string, body: unknown, token?: string) => {
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as Record<string, string>;
  };
  const email = 'analytics@example.com';
  const token = await benchPlayer(base, db.uri, email, { plan: 'professional' });
  await mongoose.connect(db.uri);
  const conn = mongoose.connection.db!;
  const accounts: string[] = [];
  for (const username of ['Arthur', 'Guinevere'])
    accounts.push((await post('/api/accounts', { email: `${username}@game.example`, server: 'GB1', username, password: 'game password' }, token)).id!);
  const bots: string[] = [];
  for (let i = 0; i < 12; i++)
    bots.push((await post('/api/bots', { templateId: i % 2 ? 'baron-farmer' : 'resource-keeper', accountId: accounts[i % 2] }, token)).id!);
  const user = (await conn.collection('users').findOne({ email }))!._id;
  const now = Date.now();
  const mine = bots.flatMap((id, i) => thirtyDays(new mongoose.Types.ObjectId(id), user, new mongoose.Types.ObjectId(accounts[i % 2]), now));
  await store(conn, mine);
  for (let i = 0; i < otherBots; i += 50) {
    const owner = new mongoose.Types.ObjectId();
    const docs = Array.from({ length: Math.min(50, otherBots - i) }, () =>
      thirtyDays(new mongoose.Types.ObjectId(), owner, new mongoose.Types.ObjectId(), now),
    ).flat();
    await store(conn, docs);
  }
  await mongoose.disconnect();

  console.log(
    `bench/analytics: 12 bots × 30 days (${mine.length} bot-days) of one player, ${otherBots.toLocaleString('en')} other players' bots × 30 days beside them, ${db.label}, ${navigator.hardwareConcurrency} cores`,
  );
  const row = (name: string, r: { p50: number; p95: number; bytes: number }) =>
    `${name.padEnd(40)} p50 ${r.p50.toFixed(1).padStart(7)} ms   p95 ${r.p95.toFixed(1).padStart(7)} ms   ${(r.bytes / 1024).toFixed(1).padStart(6)} KiB`;
  for (const range of ['24h', '7d', '30d']) console.log(row(`GET /api/analytics?range=${range}`, await timed(`${base}/api/analytics?range=${range}`, token!)));
  console.log(row('GET /api/analytics?range=30d&botId=…', await timed(`${base}/api/analytics?range=30d&botId=${bots[0]}`, token!)));
  console.log(row('GET /api/analytics/csv?range=30d', await timed(`${base}/api/analytics/csv?range=30d`, token!)));
  const load = Bun.spawn([BUN, join(import.meta.dir, 'lib/load.ts'), `${base}/api/analytics?range=30d`, '20', '8', `authorization: Bearer ${token}`], {
    stdout: 'pipe',
    stderr: 'inherit',
  });
  const result = JSON.parse((await new Response(load.stdout).text()).trim().split('\n').pop()!);
  console.log(`GET /api/analytics?range=30d, 20 clients: ${result.rps} req/s, p99 ${result.p99.toFixed(1)} ms, errors ${result.errors}`);
  console.log(row('GET /api/admin/analytics?range=90d (first)', await timed(`${base}/api/admin/analytics?range=90d`, token!, 1)));
  console.log(row('GET /api/admin/analytics?range=90d (again)', await timed(`${base}/api/admin/analytics?range=90d`, token!, 10)));
} finally {
  await stopChildren(children);
  await nats.stop();
  await db.stop();
  rmSync(scratch, { recursive: true, force: true });
}
