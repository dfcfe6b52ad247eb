/**
 * The supervisor's handling of what the runtime reports, with a runtime that only records and reports
 * (the real one is exercised in runtime.test.ts): an "online" is stored once with one "started", and a
 * report whose write fails (the database away a moment) is tried again, still with one notification.
 */
import { afterAll, beforeAll, expect, spyOn, test } from 'bun:test';
import { randomBytes } from 'node:crypto';
import { createSealer } from '../../../lib/crypto';
import { botServices } from '../../../../test/bots';
import { signUp, testApp, waitFor } from '../../../../test/helpers';
import type { BotRuntime, BotSpec, RuntimeEvent, RuntimeListener } from '../../../runtime';
import { NotificationModel } from '../../notifications/notification.model';
import { UserModel } from '../../users/user.model';
import { BotModel } from '../records/bot.model';

const app = testApp();
const sealer = createSealer(randomBytes(32));
const started: BotSpec[] = [];
const listeners: RuntimeListener[] = [];
const running = new Set<string>();
/** Records starts and lets the test report as the runtime would. */
const runtime: BotRuntime = {
  start(spec) {
    started.push(spec);
    running.add(spec.botId);
  },
  checkLogin: async () => ({ ok: true }) as never,
  update() {},
  async stop(botId) {
    running.delete(botId);
  },
  isRunning: (botId) => running.has(botId),
  running: () => [...running],
  subscribe(listener) {
    listeners.push(listener);
    return () => {};
  },
  stats: () => ({ bots: running.size, sessions: 0, rssBytes: 0, lagMs: 0, pid: 0 }),
  async close() {},
};
const report = (event: RuntimeEvent) => Promise.all(listeners.map((listener) => listener(event)));
const { accounts, supervisor, bots } = botServices('reports-test', sealer, () => runtime);
afterAll(() => supervisor.close());

let botId: string;
let userId: string;
beforeAll(async () => {
  const { user: created } = await signUp(app);
  userId = created.id;
  const user = (await UserModel.findById(created.id))!;
  const username = `Reporter${crypto.randomUUID().slice(0, 6)}`;
  const account = await accounts.create(user.id, { email: `${username}@game.example`, server: 'GB1', username, password: 'game password' });
  botId = (await bots.create(user, { templateId: 'baron-farmer', accountId: account.id })).id;
});

const startedNotes = () => NotificationModel.countDocuments({ userId, botId, kind: 'started' });

test('an "online" is stored with one "started"; the same bot online again (a new runtime process) adds none', async () => {
  await bots.act((await UserModel.findById(userId))!, botId, 'start');
  expect(started.map((s) => s.botId)).toContain(botId);
  await report({ type: 'state', botId, state: 'online' });
  await waitFor('the bot stored online', async () => (await BotModel.findById(botId).lean())?.state === 'online');
  expect(await startedNotes()).toBe(1);
  // report() resolves once the pipeline has handled the report (the batch its "online" joined is written): nothing is left to wait for.
  await report({ type: 'state', botId, state: 'online' });
  expect(await startedNotes()).toBe(1);
});

test('a report whose write fails is tried again: the bot is stored offline, with one "stopped"', async () => {
  const original = BotModel.updateOne.bind(BotModel);
  let failed = 0;
  const spy = spyOn(BotModel, 'updateOne').mockImplementation(((...args: Parameters<typeof BotModel.updateOne>) => {
    if (failed === 0 && JSON.stringify(args[1]).includes('"offline"')) {
      failed += 1;
      return Promise.reject(new Error('the database went away a moment')) as never;
    }
    return original(...args);
  }) as typeof BotModel.updateOne);
  try {
    await report({ type: 'state', botId, state: 'offline', forced: false });
    await waitFor('the bot stored offline', async () => (await BotModel.findById(botId).lean())?.state === 'offline', 15_000);
  } finally {
    spy.mockRestore();
  }
  expect(failed).toBe(1);
  expect(await NotificationModel.countDocuments({ userId, botId, kind: 'stopped' })).toBe(1);
});
