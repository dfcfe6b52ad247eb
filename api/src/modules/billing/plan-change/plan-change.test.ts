/**
 * Plan changes on the player's one card subscription, against the Stripe stand-in over HTTP: the quote is
 * Stripe's prorated figure, the upgrade charges it, the downgrade credits the unused time and names the
 * bots it stops, twenty clicks change once, and cancel and resume run the same subscription.
 */
import { afterAll, expect, test } from 'bun:test';
import mongoose from 'mongoose';
import { call, signUp, waitFor } from '../../../../test/helpers';
import { standInPlatform } from '../../../../test/billing';
import { BotModel } from '../../bots/records/bot.model';
import { BillingEventModel } from '../subscription.model';
import type { PlanChangeQuote } from '@shared/plan-change';

const standIn = await standInPlatform();
const { app } = standIn;
afterAll(() => standIn.close());

/** A player who bought `plan` on the stand-in's Checkout page, active once its webhooks are in. */
async function payingPlayer(plan: string) {
  const player = await signUp(app);
  const current = () => call(app, 'GET', '/api/subscriptions/current', { token: player.token }).then((r) => r.body);
  const session = await call(app, 'POST', '/api/stripe/create-session', { token: player.token, body: { plan } });
  await fetch(session.body.url, { method: 'POST', redirect: 'manual' });
  await waitFor(`${plan} active`, async () => (await current()).status === 'active');
  return { ...player, current };
}

const quoteOf = async (token: string, plan: string) => (await call(app, 'GET', `/api/subscriptions/change?plan=${plan}`, { token })).body as PlanChangeQuote;
const paymentsOf = async (userId: string) =>
  (await BillingEventModel.find({ userId, 'change.payment': { $exists: true } }).lean())
    .map((e) => (e.change as { payment: { amount: number } }).payment.amount)
    .sort((a, b) => a - b);

test('Premium to Professional is charged the prorated difference at once; back down, the unused time is credited; one subscription throughout', async () => {
  const player = await payingPlayer('premium');
  const before = await player.current();

  const up = await quoteOf(player.token, 'professional');
  expect(up).toMatchObject({
    from: 'premium',
    to: 'professional',
    direction: 'upgrade',
    provider: 'stripe',
    takesEffect: 'now',
    credit: 0,
    nextAmount: 4999,
    currency: 'usd',
    botsStopping: [],
  });
  // Bought a moment ago: nearly the whole period is left, so nearly the whole difference ($30.00) is due.
  expect(up.dueNow).toBeGreaterThan(2990);
  expect(up.dueNow).toBeLessThanOrEqual(3000);

  const changed = await call(app, 'POST', '/api/subscriptions/change', { token: player.token, body: { plan: 'professional', quoteId: up.quoteId } });
  expect(changed.status).toBe(200);
  expect(changed.body.message).toBe('Your plan is now Professional.');
  const now = await player.current();
  expect(now).toMatchObject({ plan: 'professional', status: 'active', transaction_id: before.transaction_id });
  // The charge Stripe made is the one quoted, to the cent.
  await waitFor('the upgrade paid', async () => (await paymentsOf(player.user.id)).includes(up.dueNow));
  expect(await paymentsOf(player.user.id)).toEqual([up.dueNow, 1999].sort((a, b) => a - b));

  const down = await quoteOf(player.token, 'premium');
  expect(down).toMatchObject({ direction: 'downgrade', dueNow: 0, takesEffect: 'now' });
  expect(down.credit).toBeGreaterThan(2990);
  expect(down.nextAmount).toBe(Math.max(0, 1999 - down.credit));
  const back = await call(app, 'POST', '/api/subscriptions/change', { token: player.token, body: { plan: 'premium', quoteId: down.quoteId } });
  expect(back.body.message).toContain('Your plan is now Premium.');
  expect(await player.current()).toMatchObject({ plan: 'premium', status: 'active', transaction_id: before.transaction_id });
  // A downgrade charges nothing.
  expect((await paymentsOf(player.user.id)).length).toBe(2);
});

test('a downgrade names the bots it stops, newest first; asking for the plan one has, or with no subscription, is refused in words', async () => {
  const player = await payingPlayer('premium');
  const userId = new mongoose.Types.ObjectId(player.user.id);
  const accountId = new mongoose.Types.ObjectId();
  for (let i = 1; i <= 5; i++) {
    await BotModel.create({
      userId,
      accountId,
      templateId: 'baron-farmer',
      name: `Farmer ${i}`,
      settings: {},
      desiredState: i === 4 ? 'offline' : 'online',
      createdAt: new Date(Date.now() + i * 1000),
    });
  }
  const down = await quoteOf(player.token, 'plus');
  // Plus keeps 3 slots: of the bots past them (4 and 5), only the one meant to play stops.
  expect(down.botsStopping).toEqual([expect.objectContaining({ name: 'Farmer 5', reason: 'slots' })]);

  const same = await call(app, 'GET', '/api/subscriptions/change?plan=premium', { token: player.token });
  expect(same.status).toBe(409);
  expect(same.body.message).toBe('You are on the Premium plan already.');
  const stranger = await signUp(app);
  const none = await call(app, 'POST', '/api/subscriptions/change', { token: stranger.token, body: { plan: 'professional' } });
  expect(none.status).toBe(409);
  expect(none.body.message).toBe('You have no subscription to change. Choose a plan to subscribe.');
  expect((await call(app, 'GET', '/api/subscriptions/change?plan=gold', { token: player.token })).status).toBe(422);
  expect((await call(app, 'GET', '/api/subscriptions/change?plan=plus')).status).toBe(401);
});

test('twenty clicks on Upgrade at once change the plan once and charge once', async () => {
  const player = await payingPlayer('plus');
  const quote = await quoteOf(player.token, 'premium');
  const answers = await Promise.all(
    Array.from({ length: 20 }, () =>
      call(app, 'POST', '/api/subscriptions/change', { token: player.token, body: { plan: 'premium', quoteId: quote.quoteId } }),
    ),
  );
  expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
  expect(answers.filter((a) => a.status === 409).every((a) => a.body.message === 'You are on the Premium plan already.')).toBe(true);
  await waitFor('the upgrade paid', async () => (await paymentsOf(player.user.id)).length === 2);
  expect((await paymentsOf(player.user.id)).filter((amount) => amount === quote.dueNow)).toHaveLength(1);
});

test('cancelled, the plan runs to the period’s end and cannot change; resumed, it renews and can', async () => {
  const player = await payingPlayer('premium');
  const cancel = await call(app, 'POST', '/api/subscriptions/cancel', { token: player.token });
  expect(cancel.status).toBe(200);
  expect(cancel.body.message).toBe('Your subscription is cancelled: Premium stays until the end of the paid period.');
  expect(await player.current()).toMatchObject({ status: 'cancelled', plan: 'premium' });
  expect((await call(app, 'POST', '/api/subscriptions/cancel', { token: player.token })).body.message).toBe(
    'Your subscription is cancelled already: it runs until the end of the paid period.',
  );
  const refused = await call(app, 'GET', '/api/subscriptions/change?plan=professional', { token: player.token });
  expect(refused.status).toBe(409);
  expect(refused.body.message).toContain('Resume it first');
  // No second subscription while the cancelled one runs: by card or PayPal, the answer is to resume it.
  for (const path of ['/api/stripe/create-session', '/api/paypal/create']) {
    const second = await call(app, 'POST', path, { token: player.token, body: { plan: 'plus' } });
    expect([path, second.status, second.body.message]).toEqual([
      path,
      409,
      'Your Premium subscription is cancelled but runs until the end of the paid period: resume it in Settings instead of starting a second one.',
    ]);
  }

  const resumed = await call(app, 'POST', '/api/subscriptions/resume', { token: player.token });
  expect(resumed.status).toBe(200);
  expect(resumed.body.message).toBe('Your subscription renews again: Premium continues.');
  expect(await player.current()).toMatchObject({ status: 'active', plan: 'premium' });
  expect((await call(app, 'POST', '/api/subscriptions/resume', { token: player.token })).status).toBe(409);
  expect((await call(app, 'GET', '/api/subscriptions/change?plan=professional', { token: player.token })).status).toBe(200);
});
