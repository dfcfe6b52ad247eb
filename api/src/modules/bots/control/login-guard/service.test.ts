/**
 * The login guard's durable side against the real database and engine: budgets under concurrency, holds, Play now, installations apart, runners asking over the
 * engine.
 */
import { afterAll, beforeAll, expect, test } from 'bun:test';
import { createEngine } from '../../../../lib/engine';
import { ownCounters, waitFor } from '../../../../../test/helpers';
import { gameAccountKey, LOGIN_WINDOW_MS } from '../../../../runtime';
import { askLoginGuard, answerLoginGuard } from '../../../../runtime/fleet/engine-questions';
import { fleetNames } from '../../../../runtime/fleet/protocol';
import { LoginEntryModel, LoginHeadModel } from './login-entry.model';
import { createLoginGuardService, nextLoginAt, reserveLogin } from './service';

const engine = createEngine(process.env.NATS_URL!, 'login-guard-api-1');
const other = createEngine(process.env.NATS_URL!, 'login-guard-api-2');
const runner = createEngine(process.env.NATS_URL!, 'login-guard-runner');
const names = fleetNames(ownCounters());
const services = [createLoginGuardService(engine, names), createLoginGuardService(other, names)];
const answering = [answerLoginGuard(engine, names, services[0]!), answerLoginGuard(other, names, services[1]!)];
// Asked before an instance has subscribed, a question finds no responder: the answerers are ready first.
beforeAll(() => Promise.all(answering.map((a) => a.ready)));
afterAll(async () => {
  await Promise.all(answering.map((a) => a.close()));
  await Promise.all([engine, other, runner].map((e) => e.close()));
});

const fresh = () => gameAccountKey('INT1', `Guarded${crypto.randomUUID().slice(0, 8)}`);
const MIN = 60_000;

test('ten logins at once of one game account: three are granted, the rest wait for the first to leave the window; a later one counts on', async () => {
  const key = fresh();
  const at = 1_000 * MIN;
  const answers = await Promise.all(Array.from({ length: 10 }, () => reserveLogin({ key, at, windowMs: LOGIN_WINDOW_MS, budget: 3 })));
  expect(answers.filter((a) => a.granted)).toHaveLength(3);
  expect(answers.filter((a) => !a.granted).every((a) => a.retryAt === at + LOGIN_WINDOW_MS)).toBe(true);
  expect(await nextLoginAt(key, at + MIN, LOGIN_WINDOW_MS, 3)).toBe(at + LOGIN_WINDOW_MS);
  // Once the window has passed, the account may log in again; only the newest three entries are kept.
  expect(await reserveLogin({ key, at: at + LOGIN_WINDOW_MS, windowMs: LOGIN_WINDOW_MS, budget: 3 })).toEqual({ granted: true });
  // (The old entry's deletion goes on behind the answer.)
  await waitFor('the oldest entry deleted', async () => (await LoginEntryModel.countDocuments({ _id: { $in: [1, 2, 3, 4].map((n) => `${key}|${n}`) } })) === 3);
  expect(await LoginEntryModel.findById(`${key}|1`).lean()).toBeNull();
  // Two of the three kept were at `at` and have left the window: one more may go now.
  expect(await nextLoginAt(key, at + LOGIN_WINDOW_MS, LOGIN_WINDOW_MS, 3)).toBe(at + LOGIN_WINDOW_MS);
});

test('the budget is the log’s, not the head’s: logins past a lost head are counted (a crash between the two writes)', async () => {
  const key = fresh();
  for (const m of [0, 1]) await reserveLogin({ key, at: m * MIN, windowMs: LOGIN_WINDOW_MS, budget: 3 });
  await LoginHeadModel.deleteOne({ _id: key });
  expect(await nextLoginAt(key, 2 * MIN, LOGIN_WINDOW_MS, 3)).toBe(2 * MIN);
  expect(await reserveLogin({ key, at: 2 * MIN, windowMs: LOGIN_WINDOW_MS, budget: 3 })).toEqual({ granted: true });
  expect(await reserveLogin({ key, at: 3 * MIN, windowMs: LOGIN_WINDOW_MS, budget: 3 })).toEqual({ granted: false, retryAt: LOGIN_WINDOW_MS });
});

test('holds across two API instances: one holder at a time, a release frees it, Play now takes it from the holder', async () => {
  const [a, b] = services as [ReturnType<typeof createLoginGuardService>, ReturnType<typeof createLoginGuardService>];
  const key = fresh();
  const [first, second] = await Promise.all([a.ask({ op: 'hold', key, holder: 'record-a' }), b.ask({ op: 'hold', key, holder: 'record-b' })]);
  expect([first.granted, second.granted].sort()).toEqual([false, true]);
  const [holder, waiter] = first.granted ? ['record-a', 'record-b'] : ['record-b', 'record-a'];
  expect(await b.ask({ op: 'hold', key, holder })).toEqual({ granted: true }); // renewed from the other instance
  expect(await a.ask({ op: 'hold', key, holder: waiter })).toEqual({ granted: false });
  await b.playNow(key, waiter);
  expect(await a.ask({ op: 'hold', key, holder: waiter })).toEqual({ granted: true, playNow: true });
  expect(await b.ask({ op: 'hold', key, holder })).toEqual({ granted: false });
  // The one who lost it cannot free it; the holder can.
  await a.ask({ op: 'release', key, holder });
  expect(await b.ask({ op: 'hold', key, holder })).toEqual({ granted: false });
  await a.ask({ op: 'release', key, holder: waiter });
  expect(await b.ask({ op: 'hold', key, holder })).toEqual({ granted: true });
});

test('a runner asks over the engine, answered by either API instance: the budget holds; a malformed request is refused with a reason', async () => {
  const asked = askLoginGuard(runner, names);
  const key = fresh();
  const answers = await Promise.all(Array.from({ length: 6 }, () => asked.ask({ op: 'login', key, at: Date.now(), windowMs: LOGIN_WINDOW_MS, budget: 3 })));
  expect(answers.filter((a) => a.granted)).toHaveLength(3);
  expect(await asked.ask({ op: 'hold', key, holder: 'runner-record' })).toEqual({ granted: true });
  await expect(asked.ask({ op: 'hold', key: 'Lancelot', holder: 'x' } as never)).rejects.toThrow('not a login guard request');
});

test("two installations (fleet namespaces) on one engine: neither sees the other's holds or Play nows", async () => {
  const [here, there] = [fleetNames(ownCounters()), fleetNames(ownCounters())].map((n) => createLoginGuardService(engine, n)) as [
    ReturnType<typeof createLoginGuardService>,
    ReturnType<typeof createLoginGuardService>,
  ];
  const key = fresh();
  // The same game account played in both: each installation's one holder gets it, as the fight with a bot elsewhere is the login budget's.
  expect(await here.ask({ op: 'hold', key, holder: 'record-here' })).toEqual({ granted: true });
  expect(await there.ask({ op: 'hold', key, holder: 'record-there' })).toEqual({ granted: true });
  expect(await there.ask({ op: 'hold', key, holder: 'second-record-there' })).toEqual({ granted: false });
  // A Play now in one installation takes nothing in the other.
  await there.playNow(key, 'second-record-there');
  expect(await here.ask({ op: 'hold', key, holder: 'second-record-there' })).toEqual({ granted: false });
  expect(await here.ask({ op: 'hold', key, holder: 'record-here' })).toEqual({ granted: true });
  // A release in one frees only its own; the Play now is picked up where it was asked.
  await here.ask({ op: 'release', key, holder: 'record-here' });
  expect(await here.ask({ op: 'hold', key, holder: 'another-record-here' })).toEqual({ granted: true });
  expect(await there.ask({ op: 'hold', key, holder: 'record-there' })).toEqual({ granted: true });
  expect(await there.ask({ op: 'hold', key, holder: 'second-record-there' })).toEqual({ granted: true, playNow: true });
});
