/**
 * Money that adds up on every screen, against the Stripe stand-in (which keeps a customer's credit as
 * Stripe's customer balance does): a downgrade's credit is drawn on by the next renewal and named in later
 * quotes and on the receipt; the money-back guarantee lists the payments it gives back, and the receipts
 * it refunded say so.
 */
import { afterAll, expect, test } from 'bun:test';
import { call, signUp, waitFor } from '../../../../test/helpers';
import { standInPlatform } from '../../../../test/billing';
import { SubscriptionModel } from '../subscription.model';

const standIn = await standInPlatform();
const { stripe, app } = standIn;
afterAll(() => standIn.close());

type Invoice = { amount: number; credit: number; refundedAt: string | null; refundedAmount: number; documentUrl: string; change: boolean };
const invoices = async (token: string) => (await call(app, 'GET', '/api/subscriptions/invoices', { token })).body.invoices as Invoice[];

test("a downgrade's credit: named in the next quote, paid into the next renewal, and on its receipt", async () => {
  const player = await signUp(app);
  const token = player.token;
  const session = await call(app, 'POST', '/api/stripe/create-session', { token, body: { plan: 'premium' } });
  await fetch(session.body.url, { method: 'POST', redirect: 'manual' });
  await waitFor('Premium active', async () => (await SubscriptionModel.findOne({ userId: player.user.id }).lean())?.status === 'active');

  // Down to Plus at once: about $10.00 of Premium's month unused, credited.
  const down = (await call(app, 'GET', '/api/subscriptions/change?plan=plus', { token })).body;
  expect(down.credit).toBeGreaterThan(990);
  expect((await call(app, 'POST', '/api/subscriptions/change', { token, body: { plan: 'plus', quoteId: down.quoteId } })).status).toBe(200);
  await stripe.delivered();

  // The next quote names the credit it spends.
  const up = (await call(app, 'GET', '/api/subscriptions/change?plan=professional', { token })).body;
  // Stripe keeps the credit on the customer's balance: the unused time less Plus's coming month.
  expect(up.creditBalance).toBeGreaterThan(0);
  expect(up.creditUsed).toBe(up.creditBalance);

  // The renewal: Plus's $9.99 paid from the credit, nothing charged to the card.
  const sub = (await SubscriptionModel.findOne({ userId: player.user.id }).lean())!;
  stripe.renew(sub.providerSubscriptionId!);
  await stripe.delivered();
  const renewal = (await invoices(token)).find((i) => !i.change && i.credit > 0)!;
  expect(renewal).toMatchObject({ amount: 999 - renewal.credit, credit: 999 });
  const page = await (await app.handle(new Request(`http://localhost${renewal.documentUrl}`, { headers: { authorization: `Bearer ${token}` } }))).text();
  expect(page).toContain('Paid from your credit');
  expect(page).toContain('-$9.99');
}, 60_000);

test('the money-back guarantee lists the payments it gives back, and their receipts then say refunded', async () => {
  const player = await signUp(app);
  const token = player.token;
  const session = await call(app, 'POST', '/api/stripe/create-session', { token, body: { plan: 'plus' } });
  await fetch(session.body.url, { method: 'POST', redirect: 'manual' });
  await waitFor('Plus active', async () => (await SubscriptionModel.findOne({ userId: player.user.id }).lean())?.status === 'active');
  const up = (await call(app, 'GET', '/api/subscriptions/change?plan=premium', { token })).body;
  expect((await call(app, 'POST', '/api/subscriptions/change', { token, body: { plan: 'premium', quoteId: up.quoteId } })).status).toBe(200);
  await stripe.delivered();
  await waitFor('two payments', async () => (await invoices(token)).length === 2);

  const offer = (await call(app, 'GET', '/api/subscriptions/money-back', { token })).body;
  expect(offer.payments.map((p: { amount: number }) => p.amount)).toEqual([999, up.dueNow]);
  expect(offer.amount).toBe(999 + up.dueNow);

  expect((await call(app, 'POST', '/api/subscriptions/money-back', { token })).status).toBe(200);
  await stripe.delivered();
  const after = await invoices(token);
  expect(after.map((i) => [i.refundedAt !== null, i.refundedAmount === i.amount])).toEqual([
    [true, true],
    [true, true],
  ]);
}, 60_000);
