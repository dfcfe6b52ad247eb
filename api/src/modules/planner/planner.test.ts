/**
 * POST /api/accounts/:id/plan against the runtime process and the local game server: who may plan
 * (Professional only, their own account, not while its bots play), what bad input is told, and a plan
 * made from a real look at the account.
 */
import { afterAll, describe, expect, test } from 'bun:test';
import { waveSize } from '@shared/game-wire/wave-caps';
import { action, botPlatform, playerWithBot, waitForState, type TestPlatform } from '../../../test/bots';
import { call, signUp } from '../../../test/helpers';
import { UserModel } from '../users/user.model';

const p: TestPlatform = await botPlatform();
afterAll(async () => {
  await p.close();
  await p.sim.stop();
}, 30_000);

/** A player on the Professional plan with a game account (created in the game by the first login). */
async function professional() {
  const player = await signUp(p.app);
  await UserModel.updateOne({ _id: player.user.id }, { $set: { plan: 'professional' } });
  const username = `Percival${crypto.randomUUID().slice(0, 6)}`;
  const account = await call(p.app, 'POST', '/api/accounts', {
    token: player.token,
    body: { email: `${username}@game.example`, server: 'INT1', username, password: 'castle-pw', type: 'none' },
  });
  expect(account.status).toBe(201);
  return { ...player, accountId: account.body.id as string, username };
}

const plan = (token: string | undefined, accountId: string, body: Record<string, unknown> = {}) =>
  call(p.app, 'POST', `/api/accounts/${accountId}/plan`, { token, body });

describe('who may plan', () => {
  test('signed out: 401; a plan below Professional: 403 that names the plan; someone else’s account: 404', async () => {
    const owner = await professional();
    expect((await plan(undefined, owner.accountId)).status).toBe(401);
    const starter = await playerWithBot(p, 'resource-keeper');
    const refused = await plan(starter.token, starter.accountId);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('The strategy planner comes with the Professional plan; your plan is Starter. Upgrade to plan your attacks.');
    const stranger = await professional();
    expect((await plan(stranger.token, owner.accountId)).status).toBe(404);
  });

  test('bad rules are told in words', async () => {
    const owner = await professional();
    const hours = await plan(owner.token, owner.accountId, { hours: 30 });
    expect(hours.status).toBe(422);
    expect(hours.body.message).toBe('Plan ahead between 1 and 24 hours (a whole number).');
    const levels = await plan(owner.token, owner.accountId, { minLevel: 40, maxLevel: 20 });
    expect(levels.status).toBe(422);
    expect(levels.body.message).toBe('The lowest camp level must not exceed the highest.');
    const half = await plan(owner.token, owner.accountId, { activeFrom: '08:00' });
    expect(half.body.message).toBe('Give both the start and the end of your active hours, or neither.');
    const zone = await plan(owner.token, owner.accountId, { activeFrom: '08:00', activeTo: '20:00', timeZone: 'Mars/Olympus' });
    expect(zone.body.message).toBe('"Mars/Olympus" is not a time zone: use a name such as Europe/Berlin.');
  });
});

test('a plan from a real look at the account, beside the best template setting; refused while its bots play', async () => {
  const owner = await professional();
  const res = await plan(owner.token, owner.accountId, { hours: 2, keepAtHome: 20 });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const { plan: made, seen } = res.body;
  // The game's own account: its castles with their soldiers, its three commanders, camps around.
  expect(seen.castles[0]).toEqual({ name: expect.stringContaining(owner.username), soldiers: 200 });
  expect(seen.commanders).toBe(3);
  expect(seen.camps).toBeGreaterThan(5);
  const [first] = made.schedule.attacks;
  expect(first.troops).toBe(waveSize(first.target.level));
  expect(first.why).toHaveLength(3);
  expect(first.why[1]).toContain('20 are kept home');
  expect(made.schedule.expectedLoot).toBeGreaterThanOrEqual(made.template.schedule.expectedLoot);
  expect(made.notes[0]).toMatch(/^Over the next 2 h of game time: ≈ [\d,]+ loot an hour/);
  expect(made.notes.join(' ')).toContain('estimated (no army of yours measured it yet)');

  // Six asked at once: one looks; the other five are told that a plan is being made (before, they waited ~40 s on
  // the game's one session and failed with the game's words).
  const six = await Promise.all(Array.from({ length: 6 }, () => plan(owner.token, owner.accountId, { hours: 2 }))).then((answers) =>
    answers.map((a) => ({ status: a.status, message: a.body.message as string | undefined })),
  );
  expect(six.map((a) => a.status).toSorted()).toEqual([200, 409, 409, 409, 409, 409]);
  expect(six.filter((a) => a.status === 409).map((a) => a.message)).toEqual(
    Array<string>(5).fill(
      'A plan for this game account is being made right now (it logs into the game). It comes in a moment; ask again after it for another.',
    ),
  );

  // With a bot of the account playing, a look would throw it out of the game: refused.
  const bot = await call(p.app, 'POST', '/api/bots', {
    token: owner.token,
    body: { templateId: 'strategy-planner', accountId: owner.accountId, settings: { minDelaySeconds: 1, maxDelaySeconds: 2, breakEveryMinutes: 0 } },
  });
  expect(bot.status).toBe(201);
  await action(p, owner.token, bot.body.id, 'start');
  await waitForState(bot.body.id, 'online');
  const busy = await plan(owner.token, owner.accountId);
  expect(busy.status).toBe(409);
  expect(busy.body.message).toContain('stop them to plan here');
  await action(p, owner.token, bot.body.id, 'stop');
  await waitForState(bot.body.id, 'offline');
}, 60_000);
