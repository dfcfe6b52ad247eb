/**
 * `npm start`'s payments in test mode: with no payment provider's keys set, local stand-ins of PayPal and
 * Stripe (api/test/fakes/paypal, api/test/fakes/stripe) take the payments, so a newcomer can buy a plan
 * with either button, see it active, cancel it and take the money-back guarantee with no account anywhere
 * and no real money moving. The API reads them as PayPal's sandbox and Stripe's test mode and says "test
 * mode" above the subscribe buttons. Production never runs this (its configuration refuses
 * PAYPAL_API_BASE and STRIPE_API_BASE), and keys of a real provider turn it off.
 *
 * The stand-ins keep their subscriptions in memory: after a restart of `npm start` the API still holds the
 * subscriptions it made, and the provider's side of them is gone (reading one answers 404).
 */
import { portInUse } from './ports';

export type TestPayments = {
  /** Where PayPal's stand-in answers (its API and its approval page alike). */
  url: string;
  /** Where Stripe's stand-in answers (its API, Checkout page and portal). */
  stripeUrl: string;
  /** The API's PayPal and Stripe settings pointing at the stand-ins. */
  env: Record<string, string>;
  /** Where the API takes webhooks (its origin): each provider's go to its own route, as the provider would send them. */
  deliverTo(apiUrl: string): void;
  stop(): Promise<void>;
};

/** The stand-ins' usual ports, so their pages keep their addresses; any free one when taken. */
const USUAL_PORT = 8788;
const USUAL_STRIPE_PORT = 8789;

type Env = Record<string, string | undefined>;

/** Whether `npm start` should take payments in test mode: outside production, no provider's keys given. */
export function wantsTestPayments(env: Env): boolean {
  if (env.NODE_ENV === 'production' || env.PAYMENTS_TEST_MODE === 'off') return false;
  return !Object.keys(env).some((name) => (name.startsWith('PAYPAL_') || name.startsWith('STRIPE_')) && env[name]?.trim());
}

export async function startTestPayments(env: Env): Promise<TestPayments | null> {
  if (!wantsTestPayments(env)) return null;
  const { startFakePayPal } = await import('../../api/test/fakes/paypal/server');
  const { startFakeStripe } = await import('../../api/test/fakes/stripe/server');
  const fake = await startFakePayPal({ port: (await portInUse(USUAL_PORT)) ? 0 : USUAL_PORT });
  const stripe = await startFakeStripe({ port: (await portInUse(USUAL_STRIPE_PORT)) ? 0 : USUAL_STRIPE_PORT });
  return {
    url: fake.url,
    stripeUrl: stripe.url,
    env: {
      STRIPE_API_BASE: stripe.url,
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      ...Object.fromEntries(Object.entries(stripe.prices).map(([tier, id]) => [`STRIPE_PRICE_${tier.toUpperCase()}`, id])),
      PAYPAL_API_BASE: fake.url,
      PAYPAL_CLIENT_ID: fake.clientId,
      PAYPAL_CLIENT_SECRET: fake.clientSecret,
      PAYPAL_WEBHOOK_ID: fake.webhookId,
      PAYPAL_MODE: 'sandbox',
      ...Object.fromEntries(Object.entries(fake.plans).map(([tier, id]) => [`PAYPAL_PLAN_${tier.toUpperCase()}`, id!])),
    },
    deliverTo: (apiUrl) => {
      fake.deliverTo(`${apiUrl}/api/paypal/webhook`);
      stripe.deliverTo(`${apiUrl}/api/stripe/webhook`);
    },
    stop: async () => {
      await Promise.all([fake.stop(), stripe.stop()]);
    },
  };
}
