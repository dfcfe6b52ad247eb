/**
 * A receipt's card as Stripe keeps it: read through Stripe's SDK from Stripe's own mock (stripe-mock, made
 * from Stripe's API description) and from our stand-in, whose payment methods must have Stripe's shape.
 */
import { afterAll, expect, test } from 'bun:test';
import Stripe from 'stripe';
import { startStripeMock } from '../../../../test/fakes/stripe-mock';
import { createCards } from '../../../../test/fakes/stripe/cards';
import { paymentCardOf } from './payment-card';

const mock = await startStripeMock();
afterAll(() => mock.stop());
const stripe = new Stripe('sk_test_123', {
  httpClient: Stripe.createFetchHttpClient(),
  host: '127.0.0.1',
  port: Number(new URL(mock.url).port),
  protocol: 'http',
});

test("a payment intent's card is named by its brand as its owner writes it and its last four digits", async () => {
  expect(await paymentCardOf(stripe, 'pi_123')).toEqual({ brand: 'Visa', last4: '4242' });
});

/** The keys of an object and of each object in it, as paths ("card.networks.available"), sorted. */
function shape(value: unknown, at = ''): string[] {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return [];
  return Object.entries(value)
    .flatMap(([key, inner]) => [`${at}${key}`, ...shape(inner, `${at}${key}.`)])
    .sort();
}

test("the stand-in's card payment method and payment intent have Stripe's fields", async () => {
  const theirs = await stripe.paymentIntents.retrieve('pi_123', { expand: ['payment_method'] });
  const cards = createCards((prefix) => `${prefix}_standin1`, new Map([['pi_ours', { customer: 'cus_ours', amount: 999 }]]));
  const notFound = () => new Response(null, { status: 404 });
  const url = new URL('http://stand-in/v1/payment_intents/pi_ours?expand[0]=payment_method');
  const ours = (await cards.answer('GET', url, notFound)!.json()) as Record<string, unknown>;
  // Every field of Stripe's payment method is in ours: none missing (inside what Stripe may give as null and ours
  // gives as null, and inside the seller's own metadata, nothing is asked).
  const open = ['card.generated_from', 'card.wallet', 'metadata'];
  const have = new Set(shape(ours.payment_method));
  const missing = shape(theirs.payment_method).filter((path) => !have.has(path) && !open.some((n) => path.startsWith(`${n}.`)));
  expect(missing).toEqual([]);
  // And the intent's fields we fill are Stripe's names, the payment method given as an id unless expanded.
  for (const key of Object.keys(ours)) expect(Object.keys(theirs)).toContain(key);
  const plain = (await cards.answer('GET', new URL('http://stand-in/v1/payment_intents/pi_ours'), notFound)!.json()) as { payment_method: string };
  expect(plain.payment_method).toMatch(/^pm_/);
  expect(await cards.answer('GET', new URL(`http://stand-in/v1/payment_methods/${plain.payment_method}`), notFound)!.json()).toMatchObject({
    card: { brand: 'visa', last4: '4242' },
  });
});
