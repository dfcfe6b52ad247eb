/**
 * The trade log through the API: trades the runtime reports are stored once and read back by the bot's
 * owner, newest first, a page at a time; anyone else gets a 404, nobody signed in a 401; the log is
 * bounded per bot, feeds the daily caps a restarted bot counts on from, and goes with the bot. The
 * Market Trader itself is Professional.
 */
import { afterAll, describe, expect, test } from 'bun:test';
import { dayOf } from '@shared/day';
import type { TradeRecord } from '@shared/market';
import { createPlatform } from '../../../../app';
import type { BotSpec } from '../../../../runtime';
import { call, ownCounters, RELAXED_THROTTLE, signUp, testConfig, waitFor } from '../../../../../test/helpers';
import { fakeRuntime } from '../../../../../test/leaving';
import { UserModel } from '../../../users/user.model';
import { KEEP_PER_BOT, PRUNE_EVERY, recordTrade } from './service';
import { TradeModel } from './trade.model';

const fake = fakeRuntime();
const started: BotSpec[] = [];
const runtime = { ...fake.runtime, start: (spec: BotSpec) => (started.push(spec), fake.runtime.start(spec)) };
const platform = createPlatform({ config: testConfig(), throttle: RELAXED_THROTTLE, throttleNamespace: ownCounters(), createRuntime: () => runtime });
afterAll(() => platform.close());
const app = platform.app;

async function player(plan: string) {
  const p = await signUp(app);
  await UserModel.updateOne({ _id: p.user.id }, { $set: { plan } });
  const account = await call(app, 'POST', '/api/accounts', {
    token: p.token,
    body: { email: 'g@game.example', server: 'INT1', username: `Merchant${crypto.randomUUID().slice(0, 6)}`, password: 'pw' },
  });
  return { ...p, accountId: account.body.id as string };
}

async function traderOf(p: Awaited<ReturnType<typeof player>>) {
  const bot = await call(app, 'POST', '/api/bots', { token: p.token, body: { templateId: 'market-trader', accountId: p.accountId } });
  if (bot.status !== 201) throw new Error(`bot: ${JSON.stringify(bot.body)}`);
  return bot.body.id as string;
}

let n = 0;
const trade = (over: Partial<TradeRecord> = {}): TradeRecord => ({
  id: `t-${crypto.randomUUID()}-${++n}`,
  at: Date.now(),
  side: 'sell',
  resource: 'wood',
  amount: 5_000,
  price: 3,
  coins: 150,
  reason: 'wood above 80,000 (your surplus rule)',
  executed: true,
  market: 'ours',
  ...over,
});

describe('the Market Trader is Professional', () => {
  test('a Premium player may not create one (403 naming the plan); a Professional player may', async () => {
    const premium = await player('premium');
    const refused = await call(app, 'POST', '/api/bots', { token: premium.token, body: { templateId: 'market-trader', accountId: premium.accountId } });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toContain('Professional');
    expect(await traderOf(await player('professional'))).toBeString();
  });
});

describe('GET /api/bots/:id/trades', () => {
  test('trades the runtime reports are stored once and read back newest first, a page at a time', async () => {
    const owner = await player('professional');
    const botId = await traderOf(owner);
    const first = trade({ at: Date.now() - 3_000 });
    // Its reason as a message too, which the trade log's readers read in their language.
    const because = { key: 'bot-lines/market.reserveRule', params: { resource: { key: 'bot-lines/words.stone' }, line: 3_000 } };
    const second = trade({
      at: Date.now() - 2_000,
      side: 'buy',
      resource: 'stone',
      amount: 2_000,
      price: 8,
      coins: 160,
      reason: 'stone below 3,000 (your reserve rule)',
      because,
    });
    const would = trade({ at: Date.now() - 1_000, price: null, coins: null, executed: false, market: 'none' });
    const sent = trade({
      at: Date.now() - 500,
      side: 'send',
      resource: 'stone',
      amount: 700,
      to: 'Thornwall',
      price: null,
      coins: null,
      market: 'carriage',
      reason: 'Thornwall holds 300 stone, under your reserve of 1,000; Home had 4,200 above your surplus line',
    });
    // The API listens to its runtime from the first start on.
    expect((await call(app, 'POST', `/api/bots/${botId}/actions`, { token: owner.token, body: { action: 'start' } })).status).toBe(200);
    await fake.tell({ type: 'trade', botId, trade: first });
    await fake.tell({ type: 'trade', botId, trade: second }, 'fleet-event-1');
    // The same report again (a redelivery): still one.
    await fake.tell({ type: 'trade', botId, trade: second }, 'fleet-event-1');
    await fake.tell({ type: 'trade', botId, trade: would });
    await fake.tell({ type: 'trade', botId, trade: sent });

    const all = await waitFor('four entries stored', async () => {
      const res = await call(app, 'GET', `/api/bots/${botId}/trades`, { token: owner.token });
      return res.status === 200 && res.body.trades.length >= 4 ? res : null;
    });
    expect(all.body.trades.map((t: TradeRecord) => t.id)).toEqual([sent.id, would.id, second.id, first.id]);
    // A carriage send names its castle; a coin trade has no `to`.
    expect(all.body.trades[0]).toEqual({ ...sent, at: new Date(sent.at).toISOString() });
    expect(all.body.trades[2]).toEqual({ ...second, at: new Date(second.at).toISOString() });
    expect(all.body.trades[2].because).toEqual(because);
    expect('because' in all.body.trades[3]).toBe(false);
    expect(all.body.trades[1]).toMatchObject({ price: null, coins: null, executed: false, market: 'none' });

    const page = await call(app, 'GET', `/api/bots/${botId}/trades?limit=3`, { token: owner.token });
    expect(page.body.trades.map((t: TradeRecord) => t.id)).toEqual([sent.id, would.id, second.id]);
    const next = await call(app, 'GET', `/api/bots/${botId}/trades?limit=2&before=${encodeURIComponent(page.body.trades[2].at)}`, { token: owner.token });
    expect(next.body.trades.map((t: TradeRecord) => t.id)).toEqual([first.id]);
  });

  test('bad paging is a 422 that says what to send; someone else’s bot a 404; signed out a 401', async () => {
    const owner = await player('professional');
    const botId = await traderOf(owner);
    for (const query of ['limit=0', 'limit=201', 'limit=ten', 'before=yesterday']) {
      const res = await call(app, 'GET', `/api/bots/${botId}/trades?${query}`, { token: owner.token });
      expect(res.status).toBe(422);
      expect(res.body.message).toMatch(/"limit" must be a whole number from 1 to 200|"before" must be a date-time/);
    }
    const stranger = await player('professional');
    expect((await call(app, 'GET', `/api/bots/${botId}/trades`, { token: stranger.token })).status).toBe(404);
    expect((await call(app, 'GET', `/api/bots/${botId}/trades`)).status).toBe(401);
    expect((await call(app, 'GET', '/api/bots/not-an-id/trades', { token: owner.token })).status).toBe(404);
  });

  test(`the newest ${KEEP_PER_BOT} trades of a bot are kept, give or take ${PRUNE_EVERY}`, async () => {
    const owner = await player('professional');
    const botId = await traderOf(owner);
    const start = Date.now() - 1_000_000;
    const old = Array.from({ length: KEEP_PER_BOT + 2 }, (_, i) => ({
      _id: `${botId}-${i}`,
      botId,
      userId: owner.user.id,
      at: new Date(start + i * 1_000),
      side: 'sell',
      resource: 'wood',
      amount: 100,
      price: 3,
      coins: 3,
      reason: 'r',
      executed: true,
      market: 'ours',
    }));
    await TradeModel.insertMany(old);
    // The bot's first write in this process prunes: the three oldest go.
    await recordTrade(botId, trade({ id: `${botId}-new` }));
    expect(await TradeModel.countDocuments({ botId })).toBe(KEEP_PER_BOT);
    expect(await TradeModel.exists({ _id: `${botId}-2` })).toBeNull();
    expect(await TradeModel.exists({ _id: `${botId}-3` })).not.toBeNull();
    // The next writes wait for the next prune, then it trims again.
    for (let i = 1; i < PRUNE_EVERY; i++) await recordTrade(botId, trade());
    expect(await TradeModel.countDocuments({ botId })).toBe(KEEP_PER_BOT + PRUNE_EVERY - 1);
    await recordTrade(botId, trade());
    expect(await TradeModel.countDocuments({ botId })).toBe(KEEP_PER_BOT);
  }, 60_000);
});

describe('the log and the bot', () => {
  test('a start hands the runtime today’s executed trades, for the daily caps; the log goes with the bot', async () => {
    const owner = await player('professional');
    const botId = await traderOf(owner);
    await recordTrade(botId, trade({ amount: 4_000 }));
    await recordTrade(botId, trade({ amount: 1_000 }));
    await recordTrade(botId, trade({ side: 'buy', resource: 'food', amount: 700 }));
    await recordTrade(botId, trade({ amount: 9_999, executed: false, market: 'none', price: null, coins: null }));
    // A carriage send is no sale: the caps do not count it.
    await recordTrade(botId, trade({ side: 'send', resource: 'food', amount: 3_000, to: 'Outpost', market: 'carriage', price: null, coins: null }));
    await recordTrade(botId, trade({ amount: 8_888, at: Date.now() - 2 * 86_400_000 }));
    const start = await call(app, 'POST', `/api/bots/${botId}/actions`, { token: owner.token, body: { action: 'start' } });
    expect(start.status).toBe(200);
    expect(started.find((s) => s.botId === botId)?.tradedToday).toEqual({ day: dayOf(Date.now()), sold: { wood: 5_000 }, bought: { food: 700 } });

    expect((await call(app, 'DELETE', `/api/bots/${botId}`, { token: owner.token })).status).toBe(200);
    expect(await TradeModel.countDocuments({ botId })).toBe(0);
  });
});
