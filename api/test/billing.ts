/**
 * What the billing tests share: an API with the payment providers a test fakes (none unless given), and
 * the check that a crowd of players' subscriptions all ended on the free plan after raced webhooks.
 */
import { createPlatform } from '../src/app';
import type { BillingConfig } from '../src/modules/billing/config';
import { SubscriptionModel } from '../src/modules/billing/subscription.model';
import { UserModel } from '../src/modules/users/user.model';
import { RELAXED_THROTTLE, ownCounters, testConfig } from './helpers';
import { startFakeStripe, stripeSettings } from './fakes/stripe/server';

/** Its own throttle counters and relaxed limits; the sweep every minute, which no test waits for. */
export function billingPlatform(providers: Partial<Pick<BillingConfig, 'stripe' | 'paypal'>> = {}) {
  return createPlatform({
    throttleNamespace: ownCounters(),
    // The fakes take no real money: test mode whenever one is given.
    config: {
      ...testConfig(),
      billing: { stripe: null, paypal: null, sweepIntervalMs: 60_000, testMode: Boolean(providers.stripe || providers.paypal), ...providers },
    },
    throttle: RELAXED_THROTTLE,
  });
}

/** The players (by id) whose subscription is not `expired` or whose plan is not back on starter, each with what it is. */
export async function notEndedOnStarter(userIds: string[]): Promise<string[]> {
  const wrong: string[] = [];
  for (const id of userIds) {
    const [record, account] = await Promise.all([SubscriptionModel.findOne({ userId: id }), UserModel.findById(id)]);
    if (record?.status !== 'expired' || account?.plan !== 'starter') wrong.push(`${id}: ${record?.status}/${account?.plan}`);
  }
  return wrong;
}

/**
 * An API whose card payments go to the Stripe stand-in (and PayPal's to `paypal` when given), Stripe's
 * webhooks delivered to it over HTTP as under npm start; `close` stops the three.
 */
export async function standInPlatform(providers: Partial<Pick<BillingConfig, 'paypal'>> = {}) {
  const stripe = await startFakeStripe();
  const platform = billingPlatform({ stripe: stripeSettings(stripe), ...providers });
  const api = Bun.serve({ hostname: '127.0.0.1', port: 0, fetch: (request) => platform.app.handle(request) });
  const webhookUrl = `http://127.0.0.1:${api.port}/api/stripe/webhook`;
  stripe.deliverTo(webhookUrl);
  return {
    stripe,
    platform,
    app: platform.app,
    webhookUrl,
    async close() {
      await stripe.stop();
      await api.stop(true);
      await platform.close();
    },
  };
}
