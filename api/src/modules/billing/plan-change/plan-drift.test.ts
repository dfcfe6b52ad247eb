/**
 * The plan we grant is the plan Stripe bills (reconcile.ts, quotes.ts): six players each switch Plus and
 * Professional six times, each change sent as soon as the last was answered, on one API instance and over
 * two, against the Stripe stand-in (its webhooks in whole seconds, as Stripe's). After the sweep, every
 * player's plan and Stripe's price for them agree.
 */
import { afterAll, expect, test } from 'bun:test';
import type { PaidTier } from '@shared/plans';
import { call, signUp, waitFor } from '../../../../test/helpers';
import { billingPlatform, standInPlatform } from '../../../../test/billing';
import { stripeSettings } from '../../../../test/fakes/stripe/server';
import { SubscriptionModel } from '../subscription.model';
import { UserModel } from '../../users/user.model';

// Two API instances on one database and engine; Stripe's webhooks go to the first.
const standIn = await standInPlatform();
const { stripe, platform: one } = standIn;
const two = billingPlatform({ stripe: stripeSettings(stripe) });
afterAll(async () => {
  await standIn.close();
  await two.close();
});

type App = typeof one.app;

/** The tier Stripe bills for a subscription now, read from the stand-in as any Stripe client would. */
async function billedTier(subscriptionId: string): Promise<PaidTier | undefined> {
  const answer = await fetch(`${stripe.url}/v1/subscriptions/${subscriptionId}`, { headers: { authorization: `Bearer ${stripe.secretKey}` } });
  const sub = (await answer.json()) as { items: { data: { price: { id: string } }[] } };
  const price = sub.items.data[0]!.price.id;
  return (Object.entries(stripe.prices) as [PaidTier, string][]).find(([, id]) => id === price)?.[0];
}

/** A player who bought Plus on the stand-in's Checkout page, active once its webhooks are in. */
async function payingPlayer() {
  const player = await signUp(one.app);
  const session = await call(one.app, 'POST', '/api/stripe/create-session', { token: player.token, body: { plan: 'plus' } });
  await fetch(session.body.url, { method: 'POST', redirect: 'manual' });
  await waitFor('Plus active', async () => (await SubscriptionModel.findOne({ userId: player.user.id }).lean())?.status === 'active');
  await waitFor('Plus granted', async () => (await UserModel.findById(player.user.id).lean())?.plan === 'plus');
  return player;
}

/** Six changes, Plus → Professional → Plus …, each quoted then confirmed as soon as the last was answered, on `apps` in turn. */
async function switchSixTimes(token: string, apps: App[]) {
  for (let i = 0; i < 6; i++) {
    const app = apps[i % apps.length]!;
    const to = i % 2 === 0 ? 'professional' : 'plus';
    const quote = await call(app, 'GET', `/api/subscriptions/change?plan=${to}`, { token });
    expect(quote.status).toBe(200);
    const changed = await call(app, 'POST', '/api/subscriptions/change', { token, body: { plan: to, quoteId: quote.body.quoteId } });
    expect([i, changed.status]).toEqual([i, 200]);
  }
}

/** The players whose granted plan is not the plan Stripe bills, each with both. */
async function diverged(userIds: string[]): Promise<string[]> {
  const wrong: string[] = [];
  for (const id of userIds) {
    const [sub, user] = await Promise.all([SubscriptionModel.findOne({ userId: id }).lean(), UserModel.findById(id).lean()]);
    const billed = await billedTier(sub!.providerSubscriptionId!);
    if (sub!.plan !== billed || user!.plan !== billed) wrong.push(`${id}: granted ${user!.plan} (record ${sub!.plan}), billed ${billed}`);
  }
  return wrong;
}

for (const [where, apps] of [
  ['one instance', [one.app]],
  ['two instances', [one.app, two.app as unknown as App]],
] as const) {
  test(`six players switching plans six times on ${where}: the plan granted is the plan billed`, async () => {
    const players = await Promise.all(Array.from({ length: 6 }, payingPlayer));
    await Promise.all(players.map((p) => switchSixTimes(p.token, [...apps])));
    await stripe.delivered();
    await one.entitlement.sweep();
    const ids = players.map((p) => p.user.id as string);
    expect(await diverged(ids)).toEqual([]);
    // Six switches end where they began: on Plus.
    expect(await Promise.all(ids.map(async (id) => (await UserModel.findById(id).lean())!.plan))).toEqual(Array(6).fill('plus'));
  }, 120_000);
}

test('a quote is used once, for its plan, within its minutes; a change since makes it stale', async () => {
  const player = await payingPlayer();
  const token = player.token;
  const quote = (await call(one.app, 'GET', '/api/subscriptions/change?plan=professional', { token })).body;
  const other = (await call(one.app, 'GET', '/api/subscriptions/change?plan=premium', { token })).body;
  // Confirmed for another plan than it priced: refused, nothing changes.
  const wrongPlan = await call(one.app, 'POST', '/api/subscriptions/change', { token, body: { plan: 'premium', quoteId: quote.quoteId } });
  expect([wrongPlan.status, wrongPlan.body.message]).toEqual([409, expect.stringContaining('changed since this price was shown')]);
  expect((await call(one.app, 'POST', '/api/subscriptions/change', { token, body: { plan: 'professional', quoteId: quote.quoteId } })).status).toBe(200);
  // Priced before that change: stale.
  expect((await call(one.app, 'POST', '/api/subscriptions/change', { token, body: { plan: 'premium', quoteId: other.quoteId } })).status).toBe(409);
  const unknown = await call(one.app, 'POST', '/api/subscriptions/change', { token, body: { plan: 'premium', quoteId: 'made-up' } });
  expect([unknown.status, unknown.body.message]).toEqual([409, 'This price has expired. Look at the change again to see what it costs now.']);
  // Someone else's quote is as unknown.
  const stranger = await payingPlayer();
  const theirs = (await call(one.app, 'GET', '/api/subscriptions/change?plan=premium', { token: stranger.token })).body;
  expect((await call(one.app, 'POST', '/api/subscriptions/change', { token, body: { plan: 'premium', quoteId: theirs.quoteId } })).status).toBe(409);
}, 60_000);

test('a change made at Stripe whose webhook was lost (the portal, a support agent): the sweep grants what Stripe bills', async () => {
  const player = await payingPlayer();
  const sub = (await SubscriptionModel.findOne({ userId: player.user.id }).lean())!;
  // The checkout's own webhooks all answered; then moved to Professional at Stripe itself, its webhooks lost.
  await stripe.delivered();
  stripe.deliverTo(null);
  const item = (
    (await (
      await fetch(`${stripe.url}/v1/subscriptions/${sub.providerSubscriptionId}`, { headers: { authorization: `Bearer ${stripe.secretKey}` } })
    ).json()) as {
      items: { data: { id: string }[] };
    }
  ).items.data[0]!.id;
  const moved = await fetch(`${stripe.url}/v1/subscriptions/${sub.providerSubscriptionId}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${stripe.secretKey}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ 'items[0][id]': item, 'items[0][price]': stripe.prices.professional, proration_behavior: 'create_prorations' }),
  });
  expect(moved.status).toBe(200);
  stripe.deliverTo(standIn.webhookUrl);
  expect((await UserModel.findById(player.user.id).lean())!.plan).toBe('plus');
  await one.entitlement.sweep();
  expect(await diverged([player.user.id])).toEqual([]);
  expect((await UserModel.findById(player.user.id).lean())!.plan).toBe('professional');
}, 60_000);
