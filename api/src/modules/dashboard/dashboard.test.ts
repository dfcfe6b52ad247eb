/**
 * The arranged dashboard: one arrangement per screen size, saved apart and reset apart; Professional only
 * (lower plans keep today's dashboard, and a downgraded player's arrangement waits unused); card ids,
 * repeats and other players' accounts and bots refused with a sentence; chart cards only with their beta.
 */
import { afterAll, describe, expect, test } from 'bun:test';
import { dashboardData } from './player-data';
import { DEFAULT_LAYOUT, type DashboardLayout } from '@shared/dashboard';
import { createPlatform } from '../../app';
import { call, ownCounters, RELAXED_THROTTLE, signUp, testConfig, uniqueEmail } from '../../../test/helpers';
import { fakeRuntime } from '../../../test/leaving';
import { UserModel } from '../users/user.model';
import { LayoutModel } from './layout.model';

const adminEmail = uniqueEmail('layout-admin');
const platform = createPlatform({
  config: testConfig({ adminEmails: [adminEmail] }),
  throttle: RELAXED_THROTTLE,
  throttleNamespace: ownCounters(),
  createRuntime: () => fakeRuntime().runtime,
});
const app = platform.app;
afterAll(() => platform.close());

const PATH = '/api/users/me/dashboard-layout';

async function player(plan: 'starter' | 'premium' | 'professional' = 'professional') {
  const signed = await signUp(app);
  if (plan !== 'starter') await UserModel.updateOne({ _id: signed.user.id }, { $set: { plan } });
  return { token: signed.token, id: signed.user.id as string };
}

/** A game account with one bot: their ids. */
async function accountWithBot(token: string) {
  const account = await call(app, 'POST', '/api/accounts', {
    token,
    body: { email: 'g@game.example', server: 'GB1', username: `Arranger${crypto.randomUUID().slice(0, 6)}`, password: 'pw' },
  });
  const bot = await call(app, 'POST', '/api/bots', {
    token,
    body: { templateId: 'attack-guard', accountId: account.body.id, name: `Watch ${crypto.randomUUID().slice(0, 4)}` },
  });
  expect(bot.status).toBe(201);
  return { accountId: account.body.id as string, botId: bot.body.id as string };
}

const save = (token: string, size: string, layout: Partial<DashboardLayout>) =>
  call(app, 'PUT', PATH, { token, body: { size, layout: { ...DEFAULT_LAYOUT, ...layout } } });

test('signed out: 401 on every route', async () => {
  expect((await call(app, 'GET', PATH)).status).toBe(401);
  expect((await save('', 'wide', {})).status).toBe(401);
  expect((await call(app, 'DELETE', `${PATH}/wide`)).status).toBe(401);
});

test('below Professional: today’s dashboard, and saving is refused with the plan it needs', async () => {
  const { token } = await player('premium');
  expect((await call(app, 'GET', PATH, { token })).body).toEqual({ custom: false, charts: false, wide: null, narrow: null });
  const refused = await save(token, 'wide', { summary: ['plan'] });
  expect([refused.status, refused.body.message]).toEqual([403, 'Arranging the dashboard comes with the Professional plan; your plan is Premium.']);
});

test('a Professional player saves wide and narrow apart, resets one, and the other stays', async () => {
  const { token, id } = await player();
  const { accountId, botId } = await accountWithBot(token);
  expect((await call(app, 'GET', PATH, { token })).body).toEqual({ custom: true, charts: false, wide: null, narrow: null });

  const wide = await save(token, 'wide', { summary: ['utilisation', 'total-bots'], groups: [accountId], pinnedBots: [botId] });
  expect(wide.status).toBe(200);
  expect((await save(token, 'narrow', { summary: ['plan'], hiddenGroups: [accountId] })).status).toBe(200);
  const both = (await call(app, 'GET', PATH, { token })).body;
  expect(both.wide).toEqual({ ...DEFAULT_LAYOUT, summary: ['utilisation', 'total-bots'], groups: [accountId], pinnedBots: [botId] });
  expect(both.narrow).toEqual({ ...DEFAULT_LAYOUT, summary: ['plan'], hiddenGroups: [accountId] });

  // A second save replaces the first whole.
  await save(token, 'wide', { summary: ['active'] });
  expect((await call(app, 'GET', PATH, { token })).body.wide).toEqual({ ...DEFAULT_LAYOUT, summary: ['active'] });

  const reset = await call(app, 'DELETE', `${PATH}/wide`, { token });
  expect([reset.status, reset.body.message]).toEqual([200, 'Back to the default dashboard']);
  const after = (await call(app, 'GET', PATH, { token })).body;
  expect(after.wide).toBeNull();
  expect(after.narrow.summary).toEqual(['plan']);

  // A plan that drops: the arrangement waits, unused, and comes back with the plan.
  await UserModel.updateOne({ _id: id }, { $set: { plan: 'plus' } });
  expect((await call(app, 'GET', PATH, { token })).body).toMatchObject({ custom: false, narrow: null });
  expect(await LayoutModel.countDocuments({ userId: id })).toBe(1);
  await UserModel.updateOne({ _id: id }, { $set: { plan: 'professional' } });
  expect((await call(app, 'GET', PATH, { token })).body.narrow.summary).toEqual(['plan']);
});

describe('what is refused, with a sentence', () => {
  test.each([
    [{ summary: ['plan', 'sparkline'] }, '"sparkline" is not a summary card: the summary cards are total-bots, plan, active, utilisation.'],
    [{ charts: ['pie'] }, '"pie" is not a chart card: the chart cards are loot, attacks, taxes, uptime.'],
    [{ summary: ['plan', 'plan'] }, 'The summary card "plan" is named twice: name each once.'],
  ] as [Partial<DashboardLayout>, string][])('%j', async (layout, message) => {
    const { token } = await player();
    const res = await save(token, 'wide', layout);
    expect([res.status, res.body.message]).toEqual([422, message]);
  });

  test('an unknown size, a missing field and too many ids are 422s', async () => {
    const { token } = await player();
    expect((await save(token, 'tablet', {})).status).toBe(422);
    expect((await call(app, 'PUT', PATH, { token, body: { size: 'wide', layout: { summary: [] } } })).status).toBe(422);
    expect((await save(token, 'wide', { groups: Array.from({ length: 201 }, (_, i) => `g${i}`) })).status).toBe(422);
    expect((await call(app, 'DELETE', `${PATH}/tablet`, { token })).status).toBe(422);
  });

  test('another player’s game account or bot is not yours to arrange', async () => {
    const owner = await player();
    const theirs = await accountWithBot(owner.token);
    const { token } = await player();
    const account = await save(token, 'wide', { hiddenGroups: [theirs.accountId] });
    expect([account.status, account.body.message]).toEqual([422, `"${theirs.accountId}" is not one of your game accounts.`]);
    const bot = await save(token, 'wide', { pinnedBots: [theirs.botId] });
    expect([bot.status, bot.body.message]).toEqual([422, `"${theirs.botId}" is not one of your bots.`]);
  });
});

test('chart cards need the "Charts on the dashboard" beta: flag on and opted in', async () => {
  const { token } = await player();
  const refused = await save(token, 'wide', { charts: ['loot'] });
  expect([refused.status, refused.body.message]).toEqual([
    403,
    'Chart cards on the dashboard are a beta feature: opt in under Settings → Beta features to add them.',
  ]);

  const boss = await signUp(app, adminEmail);
  expect((await call(app, 'PATCH', '/api/admin/flags/dashboard-charts', { token: boss.token, body: { enabled: true } })).status).toBe(200);
  expect((await call(app, 'PUT', '/api/users/me/beta/dashboard-charts', { token, body: { optIn: true } })).status).toBe(200);
  expect((await save(token, 'wide', { charts: ['loot', 'uptime'] })).status).toBe(200);
  expect((await call(app, 'GET', PATH, { token })).body).toMatchObject({ charts: true, wide: { charts: ['loot', 'uptime'] } });
});

test('"Download my data" holds the arrangements and the beta opt-ins; deleting the account removes them', async () => {
  const { token, id } = await player();
  await save(token, 'narrow', { summary: ['total-bots'] });
  const exported = await call(app, 'GET', '/api/users/me/export', { token });
  expect(exported.status).toBe(200);
  expect(exported.body.dashboardLayouts).toEqual([{ size: 'narrow', ...DEFAULT_LAYOUT, summary: ['total-bots'], updatedAt: expect.any(String) }]);
  expect(exported.body.betaOptIns).toEqual([]);
  await dashboardData.forget(id);
  expect(await LayoutModel.countDocuments({ userId: id })).toBe(0);
});
