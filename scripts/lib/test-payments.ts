/**
 * `npm start`'s payments in test mode: with no payment provider's keys set, PayPal's local stand-in (the one
 * the tests use, api/test/fakes/paypal) takes the payments, so a newcomer can buy a plan, see it active,
 * cancel it and take the money-back guarantee with no account anywhere and no real money moving. The API
 * reads it as PayPal's sandbox and says "test mode" above the subscribe buttons. Production never runs
 * this (its configuration refuses PAYPAL_API_BASE), and keys of a real provider turn it off.
 *
 * The stand-in keeps its subscriptions in memory: after a restart of `npm start` the API still holds the
 * subscriptions it made, and PayPal's side of them is gone (reading one answers 404).
 */
import { portInUse } from './ports';

export type TestPayments = {
  /** Where the stand-in answers (PayPal's API and its approval page alike). */
  url: string;
  /** The API's PayPal settings pointing at the stand-in. */
  env: Record<string, string>;
  /** Where PayPal's webhooks go, as PayPal would send them after what the buyer does. */
  deliverTo(url: string): void;
  stop(): Promise<void>;
};

/** The stand-in's usual port, so its pages keep their address; any free one when it is taken. */
const USUAL_PORT = 8788;

type Env = Record<string, string | undefined>;

/** Whether `npm start` should take payments in test mode: outside production, no provider's keys given. */
export function wantsTestPayments(env: Env): boolean {
  if (env.NODE_ENV === 'production' || env.PAYMENTS_TEST_MODE === 'off') return false;
  return !Object.keys(env).some((name) => (name.startsWith('PAYPAL_') || name.startsWith('STRIPE_')) && env[name]?.trim());
}

export async function startTestPayments(env: Env): Promise<TestPayments | null> {
  if (!wantsTestPayments(env)) return null;
  const { startFakePayPal } = await import('../../api/test/fakes/paypal/server');
  const fake = await startFakePayPal({ port: (await portInUse(USUAL_PORT)) ? 0 : USUAL_PORT });
  return {
    url: fake.url,
    env: {
      PAYPAL_API_BASE: fake.url,
      PAYPAL_CLIENT_ID: fake.clientId,
      PAYPAL_CLIENT_SECRET: fake.clientSecret,
      PAYPAL_WEBHOOK_ID: fake.webhookId,
      PAYPAL_MODE: 'sandbox',
      ...Object.fromEntries(Object.entries(fake.plans).map(([tier, id]) => [`PAYPAL_PLAN_${tier.toUpperCase()}`, id!])),
    },
    deliverTo: (url) => fake.deliverTo(url),
    stop: () => fake.stop(),
  };
}
