/**
 * What listing bots costs: no seal is opened (a sealer that counts), the sealed blob is never read from
 * the database, and the query is one the {userId, createdAt} index serves.
 */
import { afterAll, describe, expect, test } from 'bun:test';
import { randomBytes } from 'node:crypto';
import { createSealer, type Sealer } from '../../../lib/crypto';
import { readsDuring, returnsField } from '../../../../test/reads';
import { botServices } from '../../../../test/bots';
import { call, signUp, testApp } from '../../../../test/helpers';
import { UserModel } from '../../users/user.model';
import { BotModel } from './bot.model';
import { GameAccountModel } from '../../accounts/account.model';

const app = testApp();

function countingSealer(): Sealer & { opened: number } {
  const inner = createSealer(randomBytes(32));
  const sealer = {
    opened: 0,
    seal: (plaintext: string) => inner.seal(plaintext),
    open(sealed: string) {
      sealer.opened += 1;
      return inner.open(sealed);
    },
  };
  return sealer;
}

const sealer = countingSealer();
// Nothing here starts a bot, so no runtime is ever made.
const { accounts, supervisor, bots } = botServices('list-test', sealer, () => {
  throw new Error('The list tests start no bot.');
});
afterAll(() => supervisor.close());

/**
 * A Professional player (12 slots) with two game accounts and 12 bots, every other one a guard stored with
 * the sealed Discord webhook the guard once took (no template takes a secret now; old bots keep theirs).
 */
async function professionalWithTwelveBots() {
  const { user: created, token } = await signUp(app);
  await UserModel.updateOne({ _id: created.id }, { plan: 'professional' });
  const user = (await UserModel.findById(created.id))!;
  const suffix = crypto.randomUUID().slice(0, 6);
  const accountIds = [];
  for (const username of [`Arthur${suffix}`, `Guinevere${suffix}`]) {
    accountIds.push((await accounts.create(user.id, { email: `${username}@game.example`, server: 'GB1', username, password: 'game password' })).id);
  }
  for (let i = 0; i < 12; i++) {
    const input = i % 2 ? { templateId: 'baron-farmer', accountId: accountIds[1]! } : { templateId: 'attack-guard', accountId: accountIds[0]! };
    const bot = await bots.create(user, input);
    if (i % 2 === 0) {
      const secretsSealed = sealer.seal(JSON.stringify({ discordWebhookUrl: `https://discord.com/api/webhooks/${i}/list-test` }));
      await BotModel.updateOne({ _id: bot.id }, { $set: { secretsSealed, secretKeys: ['discordWebhookUrl'] } });
    }
  }
  return { user, token, accountIds };
}

describe('listing 12 bots', () => {
  test('opens no seal, and shows each bot with its account and the names of the secrets its template takes (none now)', async () => {
    const { user } = await professionalWithTwelveBots();
    sealer.opened = 0;
    const list = await bots.list(user.id);
    expect(sealer.opened).toBe(0);
    expect(list).toHaveLength(12);
    expect(list.map((b) => b.secretKeys)).toEqual(Array.from({ length: 12 }, () => []));
    expect(list.map((b) => b.accountName.slice(0, 6))).toEqual(Array.from({ length: 12 }, (_, i) => (i % 2 ? 'Guinev' : 'Arthur')));
    expect(JSON.stringify(list)).not.toContain('list-test');
  });

  test('bots stored before the names were kept: their seals are opened once, on the first list only', async () => {
    const { user } = await professionalWithTwelveBots();
    const older = (await BotModel.find({ userId: user.id }).sort({ createdAt: 1 }).limit(4).lean()).map((b) => b._id);
    await BotModel.updateMany({ _id: { $in: older } }, { $unset: { secretKeys: 1 } });
    sealer.opened = 0;
    const first = await bots.list(user.id);
    // Four older bots, two of them with a sealed webhook (the others have no seal to open); the names are
    // stored, and the webhook the guard no longer takes is not shown.
    expect(sealer.opened).toBe(2);
    expect(
      (
        await BotModel.find({ _id: { $in: older } })
          .sort({ createdAt: 1 })
          .lean()
      ).map((b) => b.secretKeys),
    ).toEqual([['discordWebhookUrl'], [], ['discordWebhookUrl'], []]);
    expect(first.slice(0, 4).map((b) => b.secretKeys)).toEqual([[], [], [], []]);
    const second = await bots.list(user.id);
    expect(sealer.opened).toBe(2);
    expect(second).toEqual(first);
  });

  test('the bots read leaves the sealed secrets in the database, and is the one the {userId, createdAt} index serves', async () => {
    const { user } = await professionalWithTwelveBots();
    const reads = (await readsDuring(() => bots.list(user.id))).filter((r) => r.collection === 'bots');
    expect(reads).toHaveLength(1);
    expect(returnsField(reads[0]!, 'secretsSealed')).toBe(false);
    expect(Object.keys(reads[0]!.filter as object)).toEqual(['userId']);
    expect(BotModel.schema.indexes().map(([keys]) => keys)).toContainEqual({ userId: 1, createdAt: 1 });
  });

  test('the game accounts read leaves the sealed passwords in the database', async () => {
    const { user } = await professionalWithTwelveBots();
    const reads = (await readsDuring(() => bots.list(user.id))).filter((r) => r.collection === 'game_accounts');
    expect(reads).toHaveLength(1);
    expect(returnsField(reads[0]!, 'passwordSealed')).toBe(false);
  });

  test("through the API: the owner sees the 12 (an old guard's unused secret unnamed), another player none of them", async () => {
    // Sealed under this file's own key, which the app's sealer cannot open: listing does not try.
    const { token } = await professionalWithTwelveBots();
    const own = await call(app, 'GET', '/api/bots', { token });
    expect(own.status).toBe(200);
    expect(own.body.map((b: { secretKeys: string[] }) => b.secretKeys.length)).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    const other = await signUp(app);
    expect((await call(app, 'GET', '/api/bots', { token: other.token })).body).toEqual([]);
  });
});

test('the list shows a write made anywhere in this process at once, cache or not', async () => {
  const { token } = await signUp(app);
  const account = await call(app, 'POST', '/api/accounts', {
    token,
    body: { email: 'c@game.example', server: 'GB1', username: `Cached${crypto.randomUUID().slice(0, 6)}`, password: 'pw' },
  });
  const accountId = account.body.id as string;
  const created = await call(app, 'POST', '/api/bots', { token, body: { templateId: 'resource-keeper', accountId, name: 'Before' } });
  expect((await call(app, 'GET', '/api/bots', { token })).body.map((b: { name: string }) => b.name)).toEqual(['Before']);
  // Written straight to the model (as the supervisor writes states), not through the list's service.
  await BotModel.updateOne({ _id: created.body.id }, { $set: { name: 'After', state: 'error' } });
  expect((await call(app, 'GET', '/api/bots', { token })).body.map((b: { name: string; state: string }) => [b.name, b.state])).toEqual([['After', 'error']]);
  await GameAccountModel.updateOne({ _id: accountId }, { $set: { username: 'Renamed' } });
  expect((await call(app, 'GET', '/api/bots', { token })).body[0].accountName).toBe('Renamed');
});
