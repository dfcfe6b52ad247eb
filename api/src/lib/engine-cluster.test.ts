/**
 * The engine as docker-compose runs it: three nats-servers in one cluster, every stream and bucket kept
 * on three replicas (NATS_REPLICAS=3), clients given all three addresses. One node killed with -9: the
 * console and the key-value buckets carry on through the other two, and nothing acknowledged is lost.
 */
import { afterAll, expect, test } from 'bun:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Subprocess } from 'bun';
import { NATS_BIN } from '../../../scripts/lib/nats';
import { freePort } from '../../../scripts/lib/ports';
import { waitFor } from '../../test/helpers';
import { ConsoleHub } from '../modules/bots/control/console/hub';
import { createEngine, keyValueBucket, type Engine } from './engine';

const scratch = mkdtempSync(join(tmpdir(), 'castellan-cluster-'));
const nodes: { name: string; port: number; monitor: number; proc?: Subprocess }[] = [];
const logOf = (name: string) => join(scratch, `${name}.log`);
for (const name of ['nats-1', 'nats-2', 'nats-3']) nodes.push({ name, port: await freePort(), monitor: await freePort() });
const routes = await Promise.all(nodes.map(() => freePort()));
nodes.forEach((node, i) => {
  // The flags of docker-compose.yml, on loopback ports.
  node.proc = Bun.spawn(
    [
      NATS_BIN,
      '-js',
      '-sd',
      join(scratch, node.name),
      '-a',
      '127.0.0.1',
      '-p',
      String(node.port),
      '-m',
      String(node.monitor),
      '--server_name',
      node.name,
      '--cluster_name',
      'castellan',
      '--cluster',
      `nats://127.0.0.1:${routes[i]}`,
      '--routes',
      routes.map((r) => `nats://127.0.0.1:${r}`).join(','),
    ],
    // Its log kept: a node that cannot start (a port taken) says why, and the wait below stops at once.
    { stdout: 'ignore', stderr: Bun.file(logOf(node.name)) },
  );
});

/** Whether the node answers healthy; a node that has exited fails the test with the end of its log. */
async function healthy(node: (typeof nodes)[number]): Promise<boolean> {
  const exitCode = node.proc!.exitCode;
  if (exitCode !== null) {
    const log = await Bun.file(logOf(node.name))
      .text()
      .catch(() => '');
    throw new Error(`${node.name} exited (${exitCode}): ${log.trim().split('\n').slice(-5).join(' | ')}`);
  }
  return fetch(`http://127.0.0.1:${node.monitor}/healthz`)
    .then((r) => r.ok)
    .catch(() => false);
}
const url = nodes.map((n) => `nats://127.0.0.1:${n.port}`).join(',');
const engines: Engine[] = [];

afterAll(async () => {
  for (const engine of engines) await engine.close().catch(() => {});
  for (const node of nodes) node.proc?.kill('SIGKILL');
  await Promise.all(nodes.map((n) => n.proc?.exited));
  rmSync(scratch, { recursive: true, force: true });
});

test('a three-node engine with three replicas loses one node: consoles and buckets carry on, nothing acknowledged is lost', async () => {
  // JetStream in a cluster answers once its nodes have elected a meta leader.
  // A ceiling: three nodes forming a cluster took over 20 s beside four shards on 2 cores.
  for (const node of nodes) await waitFor(`${node.name} healthy`, () => healthy(node), 45_000, 200);
  const writerEngine = createEngine(url, 'cluster-writer', 3);
  const readerEngine = createEngine(url, 'cluster-reader', 3);
  engines.push(writerEngine, readerEngine);
  await waitFor(
    'JetStream up in the cluster',
    () =>
      writerEngine
        .manager()
        .then((m) => m.getAccountInfo())
        .then(() => true)
        .catch(() => false),
    30_000,
    250,
  );

  const writer = new ConsoleHub(writerEngine, { stream: 'CLUSTER_CONSOLE', ratePerSecond: 1000, burst: 1000 });
  const reader = new ConsoleHub(readerEngine, { stream: 'CLUSTER_CONSOLE' });
  const kv = keyValueBucket(writerEngine, 'cluster-kv', 0);
  const bot = 'bot-cluster';
  for (let i = 1; i <= 50; i++) writer.append(bot, `before ${i}`);
  // A node may still answer "jetstream is not enabled" for a moment after the account info came back
  // (CI saw it once): the outbox keeps the lines and sends them when it can, which is what is waited for.
  await waitFor(
    'the first lines stored',
    async () => {
      await writer.flush();
      return writer.pendingCount() === 0;
    },
    20_000,
    250,
  );
  // A bucket of three replicas takes writes once its replicas have elected a leader, a moment after it is made.
  await waitFor(
    'the bucket writable',
    () =>
      kv()
        .then((b) => b.put('runner-a', 'before'))
        .then(() => true)
        .catch(() => false),
    30_000,
    200,
  );
  const jsm = await writerEngine.manager();
  expect((await jsm.streams.info('CLUSTER_CONSOLE')).config.num_replicas).toBe(3);

  // Kill the stream's leader: the two left elect another and go on.
  const leader = (await jsm.streams.info('CLUSTER_CONSOLE')).cluster?.leader;
  const victim = nodes.find((n) => n.name === leader) ?? nodes[0]!;
  victim.proc!.kill('SIGKILL');
  await victim.proc!.exited;

  for (let i = 1; i <= 50; i++) writer.append(bot, `after ${i}`);
  await waitFor('the lines after the kill stored', async () => (await writer.flush(), writer.pendingCount() === 0), 30_000, 200);
  await waitFor(
    'the bucket writable again',
    () =>
      kv()
        .then((b) => b.put('runner-a', 'after'))
        .then(() => true)
        .catch(() => false),
    30_000,
    200,
  );

  const lines = await waitFor(
    'every line readable',
    async () => {
      const all = await reader.history(bot).catch(() => []);
      return all.length === 100 ? all : null;
    },
    30_000,
    250,
  );
  expect(lines.map((l) => l.text)).toEqual([
    ...Array.from({ length: 50 }, (_, i) => `before ${i + 1}`),
    ...Array.from({ length: 50 }, (_, i) => `after ${i + 1}`),
  ]);
  expect(lines.every((l, i) => i === 0 || l.id > lines[i - 1]!.id)).toBe(true);
  expect((await (await kv()).get('runner-a'))?.string()).toBe('after');
  await writer.close();
  await reader.close();
}, 150_000);
