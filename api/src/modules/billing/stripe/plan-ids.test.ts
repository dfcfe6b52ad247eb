/**
 * The tier a Stripe object names, in whichever vocabulary wrote it (issue 37): before the change our
 * checkout wrote `premium` for Professional; since, it writes `plan_ids: '2'` beside today's ids. A
 * price id is read through the configuration, which has one meaning whenever the object was made.
 */
import { describe, expect, test } from 'bun:test';
import type Stripe from 'stripe';
import { checkoutSession, stripeEvent, subscriptionObject } from '../../../../test/fakes/stripe-events';
import { changeFromStripe } from './events';

const PRICES = { plus: 'price_plus', premium: 'price_19_99', professional: 'price_49_99' };
const at = Math.floor(Date.parse('2026-11-20T12:00:00Z') / 1000);
const planOf = (event: object) => changeFromStripe(event as Stripe.Event, PRICES)?.plan;
const checkout = (plan: string, planIds?: string | null) =>
  stripeEvent('checkout.session.completed', checkoutSession({ userId: 'u1', plan, subscription: 'sub_1', planIds }), at);
const subscription = (plan: string, priceId: string, planIds?: string | null) =>
  stripeEvent(
    'customer.subscription.updated',
    subscriptionObject({ id: 'sub_1', userId: 'u1', plan, priceId, status: 'active', periodEnd: at + 86_400, planIds }),
    at,
  );

describe("a Stripe object's tier", () => {
  test("a checkout made since issue 37 says today's ids", () => {
    expect(planOf(checkout('premium'))).toBe('premium');
    expect(planOf(checkout('professional'))).toBe('professional');
  });

  test('a checkout made before it is read in the old ids: its premium is Professional, its advanced Premium', () => {
    expect(planOf(checkout('premium', null))).toBe('professional');
    expect(planOf(checkout('advanced', null))).toBe('premium');
    expect(planOf(checkout('plus', null))).toBe('plus');
  });

  test('a subscription is read by its price through the configuration, whatever its metadata says', () => {
    expect(planOf(subscription('premium', PRICES.premium, null))).toBe('premium');
    expect(planOf(subscription('premium', PRICES.professional))).toBe('professional');
  });

  test('a subscription at a price the configuration lacks falls back to its metadata, in its vocabulary', () => {
    expect(planOf(subscription('premium', 'price_retired', null))).toBe('professional');
    expect(planOf(subscription('premium', 'price_retired'))).toBe('premium');
    expect(planOf(subscription('gold', 'price_retired'))).toBeUndefined();
  });
});
