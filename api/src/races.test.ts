/**
 * Races at the product level, on the database `npm start` runs: two writers of one document keep both
 * changes, and every counter sums exactly under parallel writers. Each race is sent as players and
 * providers send it (two tabs, a payment webhook, the runtime's reports) through the product's own paths.
 */
import { afterAll, describe, expect, test } from 'bun:test';
import mongoose from 'mongoose';
import { call, signUp, testApp } from '../test/helpers';
import { billingPlatform } from '../test/billing';
import { action, botPlatform, playerWithBot } from '../test/bots';
import { startStripeMock, stripeWithSubscriptions } from '../test/fakes/stripe-mock';
import { sign, stripeEvent, subscriptionObject } from '../test/fakes/stripe-events';
import { dayOf } from '@shared/day';
import { createEngine, keyValueBucket } from './lib/engine';
import { SharedCounter } from './lib/shared-counter';
import { recordTallies } from './modules/analytics/record';
import { BotDayModel } from './modules/analytics/bot-day.model';
import { BotModel } from './modules/bots/records/bot.model';
import { recordToday } from './modules/bots/control/today';
import { addBotTime } from './modules/users/records';
import { UserModel } from './modules/users/user.model';

const app = testApp();
const p = await botPlatform();
afterAll(() => p.close());
const together = <T>(count: number, call: (i: number) => Promise<T>) => Promise.all(Array.from({ length: count }, (_, i) => call(i)));

describe('two writers of one document keep both changes', () => {
  test('the time zone and the language changed at once, as two tabs would: both kept, 20 rounds of 20', async () => {
    const { token, user } = await signUp(app);
    const zones = ['Europe/Berlin', 'America/New_York', 'Asia/Tokyo', 'Australia/Sydney'];
    const languages = ['de', 'fr', 'es', 'pl'];
    const lost: string[] = [];
    for (let round = 0; round < 20; round++) {
      const [zone, language] = [zones[round % 4]!, languages[(round + 1) % 4]!];
      const [a, b] = await Promise.all([
        call(app, 'PUT', '/api/users/me/time-zone', { token, body: { timeZone: zone } }),
        call(app, 'PUT', '/api/users/me/language', { token, body: { language } }),
      ]);
      expect([a.status, b.status]).toEqual([200, 200]);
      const stored = await UserModel.findById(user.id).lean();
      if (stored?.timeZone !== zone || stored?.language !== language) lost.push(`round ${round}: ${stored?.timeZone}/${stored?.language}`);
    }
    expect(lost).toEqual([]);
  }, 60_000);

  test('a plan granted by a payment webhook while the player changes their profile: the plan and the profile both kept', async () => {
    const mock = await startStripeMock();
    const stripeApi = stripeWithSubscriptions(mock.url);
    const secret = 'whsec_races';
    const platform = billingPlatform({
      stripe: {
        secretKey: 'sk_test_123',
        webhookSecret: secret,
        prices: { plus: 'price_plus', premium: 'price_advanced', professional: 'price_premium' },
        apiBase: stripeApi.url,
      },
    });
    try {
      const lost: string[] = [];
      for (let round = 0; round < 8; round++) {
        const { token, user } = await signUp(platform.app);
        const event = stripeEvent(
          'customer.subscription.created',
          subscriptionObject({
            id: `sub_race_${user.id}`,
            userId: user.id,
            plan: 'premium',
            priceId: 'price_advanced',
            status: 'active',
            periodEnd: Math.floor(Date.now() / 1000) + 30 * 86_400,
          }),
          Math.floor(Date.now() / 1000),
        );
        const payload = JSON.stringify(event);
        const webhook = new Request('http://localhost/api/stripe/webhook', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': await sign(payload, secret) },
          body: payload,
        });
        const [paid, zone, language] = await Promise.all([
          platform.app.handle(webhook),
          call(platform.app, 'PUT', '/api/users/me/time-zone', { token, body: { timeZone: 'Europe/Paris' } }),
          call(platform.app, 'PUT', '/api/users/me/language', { token, body: { language: 'it' } }),
        ]);
        expect([paid.status, zone.status, language.status]).toEqual([200, 200, 200]);
        const stored = await UserModel.findById(user.id).lean();
        if (stored?.plan !== 'premium' || stored.timeZone !== 'Europe/Paris' || stored.language !== 'it')
          lost.push(`round ${round}: ${stored?.plan}/${stored?.timeZone}/${stored?.language}`);
      }
      expect(lost).toEqual([]);
    } finally {
      await platform.close();
      stripeApi.stop();
      mock.stop();
    }
  }, 120_000);
});

describe('bots', () => {
  test("a bot renamed while its runtime reports its day: the name and the day's counters both kept, 10 rounds", async () => {
    const { token, botId } = await playerWithBot(p);
    const day = dayOf(Date.now());
    for (let round = 1; round <= 10; round++) {
      const [renamed] = await Promise.all([
        call(p.app, 'PATCH', `/api/bots/${botId}`, { token, body: { name: `Farmer ${round}` } }),
        recordToday(botId, { day, actions: round, loot: round * 100 }),
      ]);
      expect(renamed.status).toBe(200);
      const bot = await BotModel.findById(botId).lean();
      expect(bot?.name).toBe(`Farmer ${round}`);
      expect((bot as { today?: { actions?: number } } | null)?.today?.actions).toBe(round);
    }
  }, 60_000);

  test('20 starts at once over the slot limit: only the bot within the slots goes online', async () => {
    const { token, botId, accountId, user } = await playerWithBot(p, 'resource-keeper');
    // Two more bots made on Plus, then the plan falls back to Starter (one slot): the first bot keeps it.
    await UserModel.updateOne({ _id: user.id }, { $set: { plan: 'plus' } });
    const more = await together(2, () => call(p.app, 'POST', '/api/bots', { token, body: { templateId: 'resource-keeper', accountId } }));
    expect(more.map((r) => r.status)).toEqual([201, 201]);
    await UserModel.updateOne({ _id: user.id }, { $set: { plan: 'starter' } });
    const ids = [botId, ...more.map((r) => r.body.id as string)];
    const answers = await together(20, (i) => action(p, token, ids[i % 3]!, 'start'));
    expect(answers.filter((_, i) => i % 3 === 0).map((r) => r.status)).toEqual(Array<number>(7).fill(200));
    expect(answers.filter((_, i) => i % 3 !== 0).map((r) => r.status)).toEqual(Array<number>(13).fill(403));
    const wanted = await BotModel.find({ userId: user.id, desiredState: 'online' }).lean();
    expect(wanted.map((b) => String(b._id))).toEqual([botId]);
    await action(p, token, botId, 'stop');
  }, 90_000);
});

describe('counters sum exactly under parallel writers', () => {
  test("the Starter plan's daily time: 20 additions at once, the day's first among them, count every second", async () => {
    const { user } = await signUp(app);
    const day = dayOf(Date.now());
    // Each writer read the player before the day began (as the usage count of two instances would).
    const stale = { _id: user.id, botTimeDay: '2000-01-01' };
    await together(20, () => addBotTime(stale, day, 30));
    expect((await UserModel.findById(user.id).lean())?.botTimeSeconds).toBe(600);
    await together(20, () => addBotTime({ _id: user.id, botTimeDay: day }, day, 1));
    expect((await UserModel.findById(user.id).lean())?.botTimeSeconds).toBe(620);
  }, 30_000);

  test("outcome counts: 20 reports of one bot's hour at once, from 20 runs, each counted once", async () => {
    const [botId, userId, accountId] = Array.from({ length: 3 }, () => new mongoose.Types.ObjectId().toHexString());
    const bot = { botId: botId!, userId: userId!, accountId: accountId! };
    const hour = Date.now() - (Date.now() % 3_600_000);
    const report = (i: number) => recordTallies(bot, { source: `run${i}`, seq: 1 }, [{ hour, tally: { attacksSent: 1, wood: 10 } }]);
    // Twice each, as a report retried after a lost answer: still counted once.
    await together(40, (i) => report(i % 20));
    const day = await BotDayModel.findById(`${bot.botId}:${dayOf(hour)}`).lean();
    expect((day as { total?: Record<string, number> } | null)?.total).toMatchObject({ attacksSent: 20, wood: 200 });
  }, 30_000);

  test('a rate limit shared by two instances: 40 tries at once past a limit of 25 pass exactly 25', async () => {
    const engines = [createEngine(process.env.NATS_URL!, 'races-a'), createEngine(process.env.NATS_URL!, 'races-b')];
    try {
      const name = `races${crypto.randomUUID().slice(0, 8)}`;
      const counters = engines.map((engine) => new SharedCounter(keyValueBucket(engine, 'races', 60_000), name, 25, 60_000));
      const waits = await together(40, (i) => counters[i % 2]!.reserve('key'));
      expect(waits.filter((w) => w === 0).length).toBe(25);
    } finally {
      await Promise.all(engines.map((engine) => engine.close()));
    }
  }, 30_000);
});
