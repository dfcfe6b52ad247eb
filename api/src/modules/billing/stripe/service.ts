/** Card payments through Stripe Checkout, the customer portal, and Stripe's webhooks. */
import type Stripe from 'stripe';
import { DEFAULT_PAID_TIER, type PaidTier } from '@shared/plans';
import { BadRequestError, ServiceUnavailableError } from '../../../lib/errors';
import { log } from '../../../lib/logger';
import type { UserDocument } from '../../users/user.model';
import type { StripeConfig } from '../config';
import { recordBillingEvent, subscriptionOf, type LedgerOutcome } from '../ledger';
import { createStripeClient } from './client';
import { changeFromStripe } from './events';

const NOT_CONFIGURED = 'Card payments are not available right now: Stripe is not configured.';

export function createStripeService(config: StripeConfig | null, siteOrigin: string, entitlementChanged: (userId: string) => Promise<void>) {
  const stripe = config ? createStripeClient(config) : null;
  const need = (): { stripe: Stripe; config: StripeConfig } => {
    if (!stripe || !config) throw new ServiceUnavailableError(NOT_CONFIGURED);
    return { stripe, config };
  };

  /** One Stripe customer per user, created on first use and kept on the subscription record. */
  async function customerFor(user: UserDocument): Promise<string> {
    const sub = await subscriptionOf(user.id);
    if (sub.stripeCustomerId) return sub.stripeCustomerId;
    const customer = await need().stripe.customers.create({ email: user.email, metadata: { userId: user.id } });
    sub.stripeCustomerId = customer.id;
    await sub.save();
    return customer.id;
  }

  return {
    configured: Boolean(config),

    async createCheckoutSession(user: UserDocument, tier: PaidTier = DEFAULT_PAID_TIER): Promise<string> {
      const { stripe, config } = need();
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        customer: await customerFor(user),
        client_reference_id: user.id,
        line_items: [{ price: config.prices[tier], quantity: 1 }],
        metadata: { userId: user.id, plan: tier },
        subscription_data: { metadata: { userId: user.id, plan: tier } },
        success_url: `${siteOrigin}/dashboard?checkout=success`,
        cancel_url: `${siteOrigin}/dashboard?checkout=cancelled`,
      });
      if (!session.url) throw new ServiceUnavailableError('Stripe did not return a checkout page. Please try again.');
      return session.url;
    },

    async createPortalSession(user: UserDocument): Promise<string> {
      const { stripe } = need();
      const sub = await subscriptionOf(user.id);
      if (!sub.stripeCustomerId) throw new BadRequestError('There is no card subscription to manage yet.');
      const portal = await stripe.billingPortal.sessions.create({ customer: sub.stripeCustomerId, return_url: `${siteOrigin}/dashboard` });
      return portal.url;
    },

    /** Verifies the signature on the raw body, then applies the event once. */
    async handleWebhook(rawBody: string, signature: string | undefined): Promise<LedgerOutcome | 'ignored'> {
      const { stripe, config } = need();
      if (!signature) throw new BadRequestError('Missing Stripe-Signature header.');
      let event: Stripe.Event;
      try {
        event = await stripe.webhooks.constructEventAsync(rawBody, signature, config.webhookSecret);
      } catch {
        throw new BadRequestError('The Stripe signature does not match this payload.');
      }
      const change = changeFromStripe(event, config.prices);
      if (!change) return 'ignored';
      const outcome = await recordBillingEvent(change, entitlementChanged);
      log.info('stripe event', { id: event.id, type: event.type, outcome });
      return outcome;
    },
  };
}

export type StripeService = ReturnType<typeof createStripeService>;
