/**
 * Two edits of one bot at once keep each other (edit.ts): one PATCH changes the lowest baron level, the
 * other the highest, at the same moment, 20 rounds each on one API instance, over two instances, and by
 * the owner and a player the account is shared with; every answer is 200 and both changes are stored.
 */
import { afterAll, describe, expect, test } from 'bun:test';
import { createPlatform } from '../../../app';
import { alliancePlatform } from '../../../../test/alliances';
import { call, ownCounters, RELAXED_THROTTLE, testConfig } from '../../../../test/helpers';
import { fakeRuntime } from '../../../../test/leaving';
import { BotModel } from './bot.model';

const { platform, app, player } = alliancePlatform();
// A second API instance on the same database and engine.
const second = createPlatform({
  config: testConfig(),
  throttle: RELAXED_THROTTLE,
  throttleNamespace: ownCounters(),
  createRuntime: () => fakeRuntime().runtime,
});
afterAll(async () => {
  await platform.close();
  await second.close();
});

type Player = Awaited<ReturnType<typeof player>>;
type App = typeof app;

async function farmer(owner: Player): Promise<string> {
  const made = await call(app, 'POST', '/api/bots', {
    token: owner.token,
    body: { templateId: 'baron-farmer', accountId: owner.accounts[0]!.id, name: 'Farmer' },
  });
  expect(made.status).toBe(201);
  return made.body.id as string;
}

/** 20 rounds of two PATCHes at once, `first` changing minLevel and `other` maxLevel: each round's two values are stored. */
async function raceRounds(botId: string, first: { app: App; token: string }, other: { app: App; token: string }) {
  for (let round = 0; round < 20; round++) {
    const [low, high] = [1 + (round % 9), 30 + round];
    const answers = await Promise.all([
      call(first.app, 'PATCH', `/api/bots/${botId}`, { token: first.token, body: { settings: { minLevel: low } } }),
      call(other.app, 'PATCH', `/api/bots/${botId}`, { token: other.token, body: { settings: { maxLevel: high } } }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const stored = (await BotModel.findById(botId).lean())!.settings as Record<string, unknown>;
    expect({ round, minLevel: stored.minLevel, maxLevel: stored.maxLevel }).toEqual({ round, minLevel: low, maxLevel: high });
  }
}

describe('two edits of one bot at once', () => {
  test('on one instance, both are kept (20 rounds)', async () => {
    const owner = await player('plus');
    const botId = await farmer(owner);
    await raceRounds(botId, { app, token: owner.token }, { app, token: owner.token });
  }, 60_000);

  test('over two instances, both are kept (20 rounds)', async () => {
    const owner = await player('plus');
    const botId = await farmer(owner);
    await raceRounds(botId, { app, token: owner.token }, { app: second.app as unknown as App, token: owner.token });
  }, 60_000);

  test('by the owner and a player it is shared with, both are kept (20 rounds), and a rename and a setting at once too', async () => {
    const owner = await player('plus');
    const botId = await farmer(owner);
    const made = await call(app, 'POST', '/api/shares', { token: owner.token, body: { accountId: owner.accounts[0]!.id, permissions: ['settings'] } });
    const guest = await player('starter');
    expect((await call(app, 'POST', '/api/shares/accept', { token: guest.token, body: { code: made.body.code } })).status).toBe(200);
    await raceRounds(botId, { app, token: owner.token }, { app, token: guest.token });

    const [renamed, set] = await Promise.all([
      call(app, 'PATCH', `/api/bots/${botId}`, { token: owner.token, body: { name: 'Night farmer' } }),
      call(app, 'PATCH', `/api/bots/${botId}`, { token: guest.token, body: { settings: { minLevel: 4 } } }),
    ]);
    expect([renamed.status, set.status]).toEqual([200, 200]);
    const stored = (await BotModel.findById(botId).lean())!;
    expect([stored.name, (stored.settings as Record<string, unknown>).minLevel]).toEqual(['Night farmer', 4]);
  }, 60_000);

  test('a change that no longer fits the other one stored meanwhile is refused with what to fix, and writes nothing', async () => {
    const owner = await player('plus');
    const botId = await farmer(owner);
    const [low, high] = await Promise.all([
      call(app, 'PATCH', `/api/bots/${botId}`, { token: owner.token, body: { settings: { minLevel: 25 } } }),
      call(app, 'PATCH', `/api/bots/${botId}`, { token: owner.token, body: { settings: { maxLevel: 22 } } }),
    ]);
    // Each fits the bot as it was (1–20); together they do not (25–22): the one that came second is refused.
    expect([low.status, high.status].sort()).toEqual([200, 422]);
    const stored = (await BotModel.findById(botId).lean())!.settings as Record<string, unknown>;
    expect(stored.minLevel as number).toBeLessThanOrEqual(stored.maxLevel as number);
  }, 60_000);
});
