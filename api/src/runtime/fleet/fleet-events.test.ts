/**
 * The reports from runners to the database: written by the leader, in order, each once. A report that
 * cannot be written (the database away) is tried again in place, and the ones after it wait their turn.
 */
import { afterAll, expect, test } from 'bun:test';
import { createEngine } from '../../lib/engine';
import { ownCounters, waitFor } from '../../../test/helpers';
import type { RuntimeEvent } from '../types';
import { ensureEventStream } from './events';
import { createFleetRuntime } from './fleet-runtime';
import { processDayStore } from '../reservations/day-limits';
import { processLoginGuard } from '../login-guard';
import { fleetNames } from './protocol';
import type { PlacedEvent } from '../wire';

const namespace = ownCounters();
const names = fleetNames(namespace);
const engine = createEngine(process.env.NATS_URL!, 'fleet-events-test');
const fleet = createFleetRuntime({
  engine,
  namespace,
  specs: async () => [],
  checkEveryMs: 100,
  dayCounts: processDayStore(),
  loginGuard: processLoginGuard(),
});
afterAll(async () => {
  await fleet.close(0);
  await engine.close();
});

test('a report that cannot be written is tried again in place: the reports after it wait, each is written once, in order', async () => {
  const written: string[] = [];
  let refusals = 2;
  fleet.subscribe(async (event: RuntimeEvent, eventId) => {
    if (event.type !== 'notify') return;
    if (event.message === 'first' && refusals-- > 0) throw new Error('database away');
    written.push(`${event.message} ${eventId}`);
  });
  await ensureEventStream(engine, names);
  const js = await engine.jetstream();
  const report = (message: string): PlacedEvent => ({ type: 'notify', botId: 'bot1', kind: 'result', message, runner: 'r1', accountId: 'acct1', epoch: 1 });
  const first = await js.publish(names.eventSubject('bot1'), JSON.stringify(report('first')), { msgID: 'r1-first' });
  const second = await js.publish(names.eventSubject('bot1'), JSON.stringify(report('second')), { msgID: 'r1-second' });
  // The same report published again (a runner retrying after a lost acknowledgement) is stored once.
  await js.publish(names.eventSubject('bot1'), JSON.stringify(report('first')), { msgID: 'r1-first' });

  await waitFor('both written', () => written.length >= 2, 15_000);
  await Bun.sleep(300);
  expect(written).toEqual([`first ${names.events}:${first.seq}`, `second ${names.events}:${second.seq}`]);
  expect(refusals).toBe(-1); // refused twice, then written (the check ran a third time)
  // Written and acknowledged: the work queue holds nothing more.
  const jsm = await engine.manager();
  await waitFor('the queue empty', async () => (await jsm.streams.info(names.events)).state.messages === 0, 5_000);
});

test("a bot's report that cannot be written yet holds up its own bot's later reports, not another bot's", async () => {
  const written: string[] = [];
  let letSlowThrough!: () => void;
  const slowMayGo = new Promise<void>((resolve) => (letSlowThrough = resolve));
  fleet.subscribe(async (event: RuntimeEvent) => {
    if (event.type !== 'notify' || !event.botId.startsWith('lanes-')) return;
    // The slow bot's first report is held (a long write) until the other bot's report is written.
    if (event.message === 'slow first') await slowMayGo;
    written.push(event.message);
  });
  const js = await engine.jetstream();
  const report = (botId: string, message: string): PlacedEvent => ({
    type: 'notify',
    botId,
    kind: 'result',
    message,
    runner: 'r1',
    accountId: `acct-${botId}`,
    epoch: 1,
  });
  await js.publish(names.eventSubject('lanes-slow'), JSON.stringify(report('lanes-slow', 'slow first')));
  await js.publish(names.eventSubject('lanes-slow'), JSON.stringify(report('lanes-slow', 'slow second')));
  await js.publish(names.eventSubject('lanes-quick'), JSON.stringify(report('lanes-quick', 'quick')));
  await waitFor("the other bot's report written", () => written.includes('quick'), 15_000);
  expect(written).toEqual(['quick']);
  letSlowThrough();
  await waitFor("the slow bot's reports written", () => written.length === 3, 15_000);
  expect(written).toEqual(['quick', 'slow first', 'slow second']);
});

test('a leader that dies after writing a report but before acknowledging it: the next leader handles it again, and it is still one notification', async () => {
  const { notify } = await import('../../modules/notifications/service');
  const { NotificationModel } = await import('../../modules/notifications/notification.model');
  const ns = ownCounters();
  const nsNames = fleetNames(ns);
  const engineA = createEngine(process.env.NATS_URL!, 'fleet-events-test-a');
  const engineB = createEngine(process.env.NATS_URL!, 'fleet-events-test-b');
  const leaderA = createFleetRuntime({
    engine: engineA,
    namespace: ns,
    specs: async () => [],
    checkEveryMs: 100,
    dayCounts: processDayStore(),
    loginGuard: processLoginGuard(),
  });
  const handled: string[] = [];
  const userId = '64b000000000000000000001';
  // Leader A writes the notification, then dies before it acknowledges (its handler never returns).
  leaderA.subscribe(async (event: RuntimeEvent, eventId) => {
    if (event.type !== 'notify') return;
    await notify(userId, 'attack', event.message, null, { id: eventId!, firstTime: false });
    handled.push(`A ${eventId}`);
    await new Promise(() => {});
  });
  await ensureEventStream(engineA, nsNames);
  const js = await engineA.jetstream();
  const report: PlacedEvent = { type: 'notify', botId: 'bot1', kind: 'result', message: 'Gold stolen: 1,200.', runner: 'r1', accountId: 'acct1', epoch: 1 };
  const { seq } = await js.publish(nsNames.eventSubject('bot1'), JSON.stringify(report), { msgID: 'r1-once' });
  const eventId = `${nsNames.events}:${seq}`;
  await waitFor('leader A wrote it', () => handled.length === 1, 15_000);
  await engineA.close();

  const leaderB = createFleetRuntime({
    engine: engineB,
    namespace: ns,
    specs: async () => [],
    checkEveryMs: 100,
    dayCounts: processDayStore(),
    loginGuard: processLoginGuard(),
  });
  leaderB.subscribe(async (event: RuntimeEvent, id) => {
    if (event.type !== 'notify') return;
    await notify(userId, 'attack', event.message, null, { id: id!, firstTime: false });
    handled.push(`B ${id}`);
  });
  // B takes the lease once A's lapses, and gets the report once A's acknowledgement is overdue.
  await waitFor('leader B handled it again', () => handled.length === 2, 30_000);
  expect(handled).toEqual([`A ${eventId}`, `B ${eventId}`]);
  expect(await NotificationModel.countDocuments({ eventId })).toBe(1);
  const jsm = await engineB.manager();
  await waitFor('the queue empty', async () => (await jsm.streams.info(nsNames.events)).state.messages === 0, 5_000);
  await leaderA.close(0).catch(() => {});
  await leaderB.close(0);
  await engineB.close();
}, 45_000);

test("a runner's safety lock reaches the API with its account (the envelope's account field is not stripped from it), is kept once and notifies once, handled twice", async () => {
  const { keepLockReported } = await import('../../modules/bots/control/safety-locks');
  const { GameAccountModel } = await import('../../modules/accounts/account.model');
  const { NotificationModel } = await import('../../modules/notifications/notification.model');
  const userId = '64b000000000000000000002';
  const account = await GameAccountModel.create({
    userId,
    username: 'Lancelot',
    usernameKey: 'lancelot',
    gameEmail: 'l@game.example',
    server: 'INT1',
    tag: 'none',
    passwordSealed: 'sealed',
  });
  const handled: string[] = [];
  fleet.subscribe(async (event: RuntimeEvent, eventId) => {
    if (event.type !== 'locked') return;
    // Written twice, as a redelivery after a leader died unacknowledged would write it.
    await keepLockReported(event, eventId);
    await keepLockReported(event, eventId);
    handled.push(eventId!);
  });
  const lock = {
    cause: 'unknown-code' as const,
    reason: 'The game answered cra with code 999, an answer the game client itself has no name for.',
    said: { key: 'bot-lines/safety.unknownCode', params: { command: 'cra', code: '999' } },
    at: new Date().toISOString(),
    command: 'cra',
    code: 999,
  };
  // The runner's envelope names the account too (runner-node.ts): the one field both carry.
  const report: PlacedEvent = { type: 'locked', lock, runner: 'r1', accountId: account.id, epoch: 1 };
  const js = await engine.jetstream();
  await js.publish(names.eventSubject(`account-${account.id}`), JSON.stringify(report), { msgID: `r1-lock-${account.id}` });
  await waitFor('the lock handled', () => handled.length === 1, 15_000);
  expect((await GameAccountModel.findById(account.id).lean())?.safetyLock).toEqual(lock);
  const notices = await NotificationModel.find({ userId }).lean();
  expect(notices.map((n) => [n.kind, n.message, n.link])).toEqual([
    ['session', `Safety lock on Lancelot (INT1): ${lock.reason} Check the account and press Resume.`, `/accounts#account-${account.id}`],
  ]);
});
