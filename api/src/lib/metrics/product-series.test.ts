/**
 * The product's own series (issue 56) move as the product is used through its API: a bot started against
 * the local game server, stopped, failing on a wrong password and tripping a safety lock; a console read;
 * a webhook sent; card payments, replayed, refunded. Each is read from the exposition a scrape gets.
 */
import { afterAll, describe, expect, test } from 'bun:test';
import { zoneOf } from '@shared/game';
import { startSimulator } from '../../../../simulator/server';
import { action, botPlatform, playerWithBot, waitForState } from '../../../test/bots';
import { gameAccount } from '../../../test/game-bots';
import { call, signUp, testConfig, waitFor } from '../../../test/helpers';
import { startStripeMock, stripeWithSubscriptions } from '../../../test/fakes/stripe-mock';
import { checkoutSession, invoice, invoicePayment, refundedCharge, sign, stripeEvent, subscriptionObject } from '../../../test/fakes/stripe-events';
import { BotModel } from '../../modules/bots/records/bot.model';
import { botCounts } from '../../modules/bots/control/metrics';
import { webhookQueueCounts } from '../../modules/webhooks/metrics';
import { WebhookDeliveryModel } from '../../modules/webhooks/webhook.model';
import { UserModel } from '../../modules/users/user.model';
import { exposition } from './registry';

const mock = await startStripeMock();
const stripeApi = stripeWithSubscriptions(mock.url);
const WEBHOOK_SECRET = 'whsec_test_metrics';
const PRICES = { plus: 'price_plus', premium: 'price_advanced', professional: 'price_premium' };
const sim = await startSimulator({ port: 0, seed: 7, timeScale: 600, raidChancePerHour: 0 });
const p = await botPlatform(
  {
    config: testConfig({
      gameUrl: sim.url,
      gameLoginPage: { url: sim.loginPageUrl, siteKey: null },
      billing: {
        stripe: { secretKey: 'sk_test_123', webhookSecret: WEBHOOK_SECRET, prices: PRICES, apiBase: stripeApi.url },
        paypal: null,
        sweepIntervalMs: 60_000,
        testMode: true,
      },
    }),
  },
  sim,
);

/** A webhook receiver answering with the next of `answers` (then 200). */
let answers: number[] = [];
const receiver = Bun.serve({ hostname: '127.0.0.1', port: 0, fetch: () => new Response(null, { status: answers.shift() ?? 200 }) });

afterAll(async () => {
  await p.close();
  await sim.stop();
  await receiver.stop(true);
  stripeApi.stop();
  mock.stop();
}, 30_000);

/** The sum of the series of `name` whose labels include `labels`, as a scrape reads it (0 when there is none). */
async function value(name: string, labels: Record<string, string> = {}): Promise<number> {
  const { body } = await exposition();
  let total = 0;
  for (const line of body.split('\n')) {
    const m = line.match(/^(\w+)(?:\{(.*)\})? (\S+)$/);
    if (!m || m[1] !== name) continue;
    const have = Object.fromEntries([...(m[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((x) => [x[1], x[2]]));
    if (Object.entries(labels).every(([k, v]) => have[k] === v)) total += Number(m[3]);
  }
  return total;
}

/** Waits until the series is `expected`; fails naming what it last was. */
const reaches = (name: string, labels: Record<string, string>, expected: number) =>
  waitFor(`${name}${JSON.stringify(labels)} = ${expected}`, async () => (await value(name, labels)) === expected, 20_000);

async function premiumPlayerWithBot(login?: { username: string; password: string }) {
  const player = await playerWithBot(p, 'resource-keeper', {}, login);
  await UserModel.updateOne({ _id: player.user.id }, { $set: { plan: 'premium' } });
  return player;
}

describe('bots', () => {
  test('a start, the bots by state, a console reader, a safety lock and a stop by the player', async () => {
    const { token, botId, username } = await premiumPlayerWithBot();
    const template = { template: 'resource-keeper' };
    const starts = await value('castellan_bot_starts_total', template);
    const stops = await value('castellan_bot_stops_total', { reason: 'player' });
    const locks = await value('castellan_safety_locks_total', { reason: 'unknown-code' });
    const readers = await value('castellan_console_readers');

    // A console opened counts one reader while it is read, none once it is left.
    const res = await p.app.handle(new Request(`http://localhost/api/bots/${botId}/console`, { headers: { authorization: `Bearer ${token}` } }));
    expect(res.status).toBe(200);
    const reading = res.body!.getReader();
    expect(new TextDecoder().decode((await reading.read()).value)).toContain('event: ready');
    await reaches('castellan_console_readers', {}, readers + 1);
    await reading.cancel();
    await reaches('castellan_console_readers', {}, readers);

    expect((await action(p, token, botId, 'start')).status).toBe(200);
    await waitForState(botId, 'online');
    expect(await value('castellan_bot_starts_total', template)).toBe(starts + 1);
    // The gauge is the database's count (other files' bots too), read again once the cache is let go.
    await waitFor('the bots gauge matching the database', async () => {
      botCounts.forget();
      return (
        (await value('castellan_bots', { state: 'online', ...template })) ===
        (await BotModel.countDocuments({ state: 'online', templateId: 'resource-keeper' }))
      );
    });
    // A scrape every few seconds costs one query at most: five scrapes, one of them at once with another, one read.
    botCounts.forget();
    const reads = botCounts.reads;
    await Promise.all([exposition(), exposition()]);
    for (let i = 0; i < 3; i++) await exposition();
    expect(botCounts.reads).toBe(reads + 1);

    // The game answers a castle read with a code nobody knows: the account's lock is counted once.
    await waitFor('the bot playing', () => sim.faults.received(zoneOf('INT1'), username) > 4);
    sim.faults.answerWith(zoneOf('INT1'), username, 'dcl', 999);
    await reaches('castellan_safety_locks_total', { reason: 'unknown-code' }, locks + 1);

    expect((await action(p, token, botId, 'stop')).status).toBe(200);
    await waitForState(botId, 'offline');
    expect(await value('castellan_bot_stops_total', { reason: 'player' })).toBe(stops + 1);
    // Stopped again, it was not running: nothing more stopped.
    expect((await action(p, token, botId, 'stop')).status).toBe(200);
    expect(await value('castellan_bot_stops_total', { reason: 'player' })).toBe(stops + 1);
  }, 60_000);

  test('a wrong game password: a failure of its kind, and the bot stopped on an error', async () => {
    // The game account exists with another password: the bot's login is refused.
    const account = gameAccount(sim, 'Metric');
    const failures = await value('castellan_bot_failures_total', { reason: 'wrong_password' });
    const onError = await value('castellan_bot_stops_total', { reason: 'error' });
    const { token, botId } = await premiumPlayerWithBot({ username: account.username, password: 'not-the-password' });
    expect((await action(p, token, botId, 'start')).status).toBe(200);
    await waitForState(botId, 'error');
    await reaches('castellan_bot_failures_total', { reason: 'wrong_password' }, failures + 1);
    expect(await value('castellan_bot_stops_total', { reason: 'error' })).toBe(onError + 1);
  }, 60_000);
});

describe('webhooks and outboxes', () => {
  test('a test event waits in the queue, fails once and is retried later; the next is delivered', async () => {
    const { token, user } = await signUp(p.app);
    await UserModel.updateOne({ _id: user.id }, { $set: { plan: 'premium' } });
    const made = await call(p.app, 'POST', '/api/webhooks', { token, body: { url: `http://127.0.0.1:${receiver.port}/hook`, kinds: ['error'] } });
    expect(made.status).toBe(201);
    const delivered = await value('castellan_webhook_deliveries_total', { result: 'delivered' });
    const retrying = await value('castellan_webhook_deliveries_total', { result: 'retrying' });

    answers = [500];
    expect((await call(p.app, 'POST', `/api/webhooks/${made.body.endpoint.id}/test`, { token })).status).toBe(200);
    // The periodic job's try, now (the test platform runs no jobs).
    await p.webhooks.tick();
    await reaches('castellan_webhook_deliveries_total', { result: 'retrying' }, retrying + 1);
    // The failed one waits for its retry (minutes away): the queue holds it, as the database does.
    await waitFor('the queue gauge matching the database', async () => {
      webhookQueueCounts.forget();
      const pending = await WebhookDeliveryModel.countDocuments({ status: 'pending' });
      return pending >= 1 && (await value('castellan_webhook_queue_depth')) === pending;
    });

    expect((await call(p.app, 'POST', `/api/webhooks/${made.body.endpoint.id}/test`, { token })).status).toBe(200);
    await p.webhooks.tick();
    await reaches('castellan_webhook_deliveries_total', { result: 'delivered' }, delivered + 1);
  }, 30_000);

  test("the console's outbox is on the scrape, by name", async () => {
    expect((await exposition()).body).toMatch(/^castellan_outbox_depth\{outbox="console_lines"\} \d+$/m);
  });
});

describe('payments', () => {
  const DAY = 86_400;
  const now = () => Math.floor(Date.now() / 1000);
  async function deliver(event: object) {
    const payload = JSON.stringify(event);
    const res = await p.app.handle(
      new Request('http://localhost/api/stripe/webhook', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': await sign(payload, WEBHOOK_SECRET) },
        body: payload,
      }),
    );
    expect(res.status).toBe(200);
    return ((await res.json()) as { outcome: string }).outcome;
  }
  const stripe = (outcome: string) => ({ provider: 'stripe', outcome });

  test('a payment replayed counts once; our refund and then Stripe’s word of it count once; a failed payment counts', async () => {
    const paid = await value('castellan_payments_total', stripe('paid'));
    const refunded = await value('castellan_payments_total', stripe('refunded'));
    const failed = await value('castellan_payments_total', stripe('failed'));
    const { token, user } = await signUp(p.app);
    const tag = crypto.randomUUID().slice(0, 8);
    const ids = { subscription: `sub_m${tag}`, customer: `cus_m${tag}`, paymentIntent: `pi_m${tag}` };
    const paidAt = now() - DAY;
    expect(
      await deliver(
        stripeEvent(
          'checkout.session.completed',
          checkoutSession({ userId: user.id, plan: 'premium', subscription: ids.subscription, customer: ids.customer }),
          paidAt,
        ),
      ),
    ).toBe('applied');
    const bill = invoice({ subscription: ids.subscription, userId: user.id, periodEnd: paidAt + 30 * DAY, paid: true, customer: ids.customer });
    stripeApi.invoicePayments.set(bill.id, [invoicePayment({ invoice: bill.id, paymentIntent: ids.paymentIntent })]);
    const paidEvent = stripeEvent('invoice.paid', bill, paidAt);
    expect(await deliver(paidEvent)).toBe('applied');
    expect(await deliver(paidEvent)).toBe('duplicate');
    expect(await value('castellan_payments_total', stripe('paid'))).toBe(paid + 1);

    // The money-back guarantee records the refund; Stripe's webhook of it after is the same fact.
    expect((await call(p.app, 'POST', '/api/subscriptions/money-back', { token })).status).toBe(200);
    expect(await value('castellan_payments_total', stripe('refunded'))).toBe(refunded + 1);
    expect(await deliver(stripeEvent('charge.refunded', refundedCharge({ paymentIntent: ids.paymentIntent, customer: ids.customer }), now()))).toBe(
      'duplicate',
    );
    expect(await value('castellan_payments_total', stripe('refunded'))).toBe(refunded + 1);

    const other = await signUp(p.app);
    const sub = `sub_f${tag}`;
    await deliver(
      stripeEvent(
        'customer.subscription.created',
        subscriptionObject({ id: sub, userId: other.user.id, plan: 'plus', priceId: PRICES.plus, status: 'active', periodEnd: now() + 30 * DAY }),
        now() - 60,
      ),
    );
    const failing = stripeEvent(
      'invoice.payment_failed',
      invoice({ subscription: sub, userId: other.user.id, periodEnd: now() + 30 * DAY, paid: false }),
      now() - 10,
    );
    expect(await deliver(failing)).toBe('applied');
    expect(await deliver(failing)).toBe('duplicate');
    expect(await value('castellan_payments_total', stripe('failed'))).toBe(failed + 1);
    // Nothing about a subscription alone is a payment.
    expect(await value('castellan_payments_total', stripe('paid'))).toBe(paid + 1);
  }, 30_000);
});
