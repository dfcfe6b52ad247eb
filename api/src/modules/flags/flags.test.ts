/**
 * Beta features: who may switch flags (admins, audited) and opt in (Professional, while the flag is on),
 * what the admin sees of who uses them, and a template gated by a flag: left out of the public list,
 * created and started only while the beta is active, and what happens to its running bots when the flag
 * goes off. The catalogue gates no template yet, so this file gives the platform a flag of its own that
 * gates the Quests template.
 */
import { afterAll, describe, expect, test } from 'bun:test';
import { betaOptInsData } from './player-data';
import { BETA_FLAGS, type BetaFlag } from '@shared/flags';
import { createPlatform } from '../../app';
import { call, ownCounters, RELAXED_THROTTLE, signUp, testConfig, uniqueEmail } from '../../../test/helpers';
import { fakeRuntime } from '../../../test/leaving';
import { AuditModel } from '../admin/audit';
import { UserModel } from '../users/user.model';
import { OptInModel } from './flag.model';

const TEMPLATE_FLAG: BetaFlag = {
  id: `test-quests-${crypto.randomUUID().slice(0, 6)}`,
  name: 'Quests (beta)',
  description: 'The Quests template, while it is shaped.',
  plan: 'professional',
  gates: { kind: 'template', templateId: 'quests' },
};
const adminEmail = uniqueEmail('flags-admin');
const fake = fakeRuntime();
const platform = createPlatform({
  config: testConfig({ adminEmails: [adminEmail] }),
  throttle: RELAXED_THROTTLE,
  throttleNamespace: ownCounters(),
  createRuntime: () => fake.runtime,
  betaFlags: [...BETA_FLAGS, TEMPLATE_FLAG],
});
const app = platform.app;
afterAll(() => platform.close());

let signedAdmin: ReturnType<typeof signUp> | null = null;
const admin = async () => (await (signedAdmin ??= signUp(app, adminEmail))).token;

async function player(plan: 'starter' | 'plus' | 'premium' | 'professional' = 'professional') {
  const signed = await signUp(app);
  if (plan !== 'starter') await UserModel.updateOne({ _id: signed.user.id }, { $set: { plan } });
  return { token: signed.token, id: signed.user.id as string, email: signed.email };
}

const switchFlag = async (id: string, enabled: boolean) => call(app, 'PATCH', `/api/admin/flags/${id}`, { token: await admin(), body: { enabled } });
const optIn = (token: string, id: string, value = true) => call(app, 'PUT', `/api/users/me/beta/${id}`, { token, body: { optIn: value } });
const myBetas = async (token: string) =>
  (await call(app, 'GET', '/api/users/me/beta', { token })).body.flags as {
    id: string;
    optedIn: boolean;
    active: boolean;
    mayOptIn: boolean;
    template: { id: string } | null;
  }[];

describe('who may do what', () => {
  test.each([
    ['GET', '/api/admin/flags', undefined],
    ['PATCH', '/api/admin/flags/dashboard-charts', { enabled: false }],
  ] as [string, string, unknown][])('%s %s: signed out 401, a player 403, an admin 200', async (method, path, body) => {
    expect((await call(app, method, path, { body })).status).toBe(401);
    const refused = await call(app, method, path, { body, token: (await player()).token });
    expect([refused.status, refused.body.message]).toEqual([403, 'This area is for administrators only.']);
    expect((await call(app, method, path, { body, token: await admin() })).status).toBe(200);
  });

  test('a player’s routes need a session', async () => {
    expect((await call(app, 'GET', '/api/users/me/beta')).status).toBe(401);
    expect((await call(app, 'PUT', '/api/users/me/beta/dashboard-charts', { body: { optIn: true } })).status).toBe(401);
  });

  test('bad input: an unknown flag is a 404, a body that is not true or false a 422 that says so', async () => {
    const { token } = await player();
    expect((await optIn(token, 'no-such-flag')).status).toBe(404);
    const bad = await call(app, 'PUT', '/api/users/me/beta/dashboard-charts', { token, body: { optIn: 'yes' } });
    expect([bad.status, bad.body.message]).toEqual([422, 'Say whether to opt in: optIn true or false.']);
    expect((await call(app, 'PATCH', '/api/admin/flags/no-such-flag', { token: await admin(), body: { enabled: true } })).status).toBe(404);
    const badSwitch = await call(app, 'PATCH', '/api/admin/flags/dashboard-charts', { token: await admin(), body: {} });
    expect([badSwitch.status, badSwitch.body.message]).toEqual([422, 'Say whether the flag is on: enabled true or false.']);
  });
});

describe('switching a flag and opting in', () => {
  test('a flag that is off is not listed and cannot be joined; on, a Professional player opts in and the admin sees them; audited', async () => {
    const id = TEMPLATE_FLAG.id;
    const pro = await player('professional');
    expect((await myBetas(pro.token)).some((f) => f.id === id)).toBe(false);
    const closed = await optIn(pro.token, id);
    expect([closed.status, closed.body.message]).toEqual([409, '"Quests (beta)" is not open for testing at the moment.']);

    const on = await switchFlag(id, true);
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({ id, enabled: true, changedBy: adminEmail, optIns: 0, players: [] });
    const entry = await AuditModel.findOne({ target: id }).sort({ createdAt: -1 }).lean();
    expect(entry).toMatchObject({ actorEmail: adminEmail, action: 'flag.enable', details: 'Quests (beta) turned on' });

    expect((await myBetas(pro.token)).find((f) => f.id === id)).toMatchObject({ mayOptIn: true, optedIn: false, active: false, template: null });
    // Twice, as from two tabs at once: one opt-in.
    const [a, b] = await Promise.all([optIn(pro.token, id), optIn(pro.token, id)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body).toMatchObject({ optedIn: true, active: true, template: { id: 'quests' } });
    expect(await OptInModel.countDocuments({ userId: pro.id, flagId: id })).toBe(1);

    const listed = (await call(app, 'GET', '/api/admin/flags', { token: await admin() })).body.find((f: { id: string }) => f.id === id);
    expect(listed).toMatchObject({ enabled: true, optIns: 1, players: [{ id: pro.id, email: pro.email, plan: 'professional', active: true }] });
    // The catalogue's own flag is listed too, off until an admin turns it on.
    expect((await call(app, 'GET', '/api/admin/flags', { token: await admin() })).body.map((f: { id: string }) => f.id)).toContain('dashboard-charts');

    // Opting out is always allowed.
    expect((await optIn(pro.token, id, false)).body).toMatchObject({ optedIn: false, active: false });
    expect(await OptInModel.countDocuments({ userId: pro.id, flagId: id })).toBe(0);
  });

  test('players below Professional see the beta but are refused with a message naming both plans', async () => {
    await switchFlag(TEMPLATE_FLAG.id, true);
    const { token } = await player('premium');
    expect((await myBetas(token)).find((f) => f.id === TEMPLATE_FLAG.id)).toMatchObject({ mayOptIn: false, optedIn: false });
    const refused = await optIn(token, TEMPLATE_FLAG.id);
    expect([refused.status, refused.body.message]).toEqual([
      403,
      'Beta features such as "Quests (beta)" come with the Professional plan; your plan is Premium.',
    ]);
  });
});

describe('a template a beta gates', () => {
  async function withAccount(token: string) {
    const account = await call(app, 'POST', '/api/accounts', {
      token,
      body: { email: 'g@game.example', server: 'GB1', username: `Quester${crypto.randomUUID().slice(0, 6)}`, password: 'pw' },
    });
    expect(account.status).toBe(201);
    return account.body.id as string;
  }
  const createQuests = (token: string, accountId: string) =>
    call(app, 'POST', '/api/bots', { token, body: { templateId: 'quests', accountId, name: `Quests ${crypto.randomUUID().slice(0, 4)}` } });

  test('left out of the public list and its page, which stay the same for everyone', async () => {
    const list = await call(app, 'GET', '/api/templates');
    expect(list.body.map((t: { id: string }) => t.id)).not.toContain('quests');
    expect(list.body.map((t: { id: string }) => t.id)).toContain('baron-farmer');
    expect((await call(app, 'GET', '/api/templates/quests')).status).toBe(404);
  });

  test('created and started only while the beta is active; turned off, a running bot runs on but is not started again', async () => {
    await switchFlag(TEMPLATE_FLAG.id, true);
    const pro = await player('professional');
    const accountId = await withAccount(pro.token);
    const notYet = await createQuests(pro.token, accountId);
    expect([notYet.status, notYet.body.message]).toEqual([403, 'The Quests template is a beta feature: opt in under Settings → Beta features to use it.']);

    await optIn(pro.token, TEMPLATE_FLAG.id);
    const created = await createQuests(pro.token, accountId);
    expect(created.status).toBe(201);
    const botId = created.body.id as string;
    expect((await call(app, 'POST', `/api/bots/${botId}/actions`, { token: pro.token, body: { action: 'start' } })).status).toBe(200);
    expect(fake.running.has(botId)).toBe(true);

    await switchFlag(TEMPLATE_FLAG.id, false);
    expect((await myBetas(pro.token)).some((f) => f.id === TEMPLATE_FLAG.id)).toBe(false);
    // Not cut off mid-play: the running bot carries on until it stops.
    expect(fake.running.has(botId)).toBe(true);
    expect((await createQuests(pro.token, accountId)).body.message).toBe('The Quests template is a beta that is closed at the moment.');
    expect((await call(app, 'POST', `/api/bots/${botId}/actions`, { token: pro.token, body: { action: 'stop' } })).status).toBe(200);
    const again = await call(app, 'POST', `/api/bots/${botId}/actions`, { token: pro.token, body: { action: 'start' } });
    expect([again.status, again.body.message]).toEqual([403, 'The Quests template is a beta that is closed at the moment.']);
    expect((await call(app, 'POST', `/api/bots/${botId}/duplicate`, { token: pro.token })).status).toBe(403);

    // On again: the kept opt-in makes it active again without asking twice.
    await switchFlag(TEMPLATE_FLAG.id, true);
    expect((await call(app, 'POST', `/api/bots/${botId}/actions`, { token: pro.token, body: { action: 'start' } })).status).toBe(200);
  });

  test('a plan below the flag’s is refused even with an opt-in kept from before a downgrade', async () => {
    await switchFlag(TEMPLATE_FLAG.id, true);
    const pro = await player('professional');
    const accountId = await withAccount(pro.token);
    await optIn(pro.token, TEMPLATE_FLAG.id);
    await UserModel.updateOne({ _id: pro.id }, { $set: { plan: 'plus' } });
    const refused = await createQuests(pro.token, accountId);
    expect([refused.status, refused.body.message]).toEqual([403, 'The Quests template is a beta feature of the Professional plan; your plan is Plus.']);
  });
});

test('a deleted account takes its opt-ins with it', async () => {
  await switchFlag(TEMPLATE_FLAG.id, true);
  const pro = await player('professional');
  await optIn(pro.token, TEMPLATE_FLAG.id);
  await betaOptInsData.forget(pro.id);
  expect(await OptInModel.countDocuments({ userId: pro.id })).toBe(0);
});
