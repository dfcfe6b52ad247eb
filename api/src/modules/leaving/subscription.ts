/**
 * A leaving user's subscription ends at its provider, at the end of the period they paid for. Only a
 * subscription that can still bill is cancelled; one already cancelled, expired or never started needs
 * nothing, so a retried deletion does not ask the provider again.
 */
import { ServiceUnavailableError } from '../../lib/errors';
import { subscriptionOf } from '../billing/records';
import type { PayPalService } from '../billing/paypal/service';
import type { StripeService } from '../billing/stripe/service';
import type { UserDocument } from '../users/records';
import { said } from '@shared/i18n/said';
import { leavingErrors } from './errors.messages';

const STILL_BILLING = ['active', 'past_due', 'pending'];

export interface SubscriptionCanceller {
  /** Cancels the player's live subscription at its provider (at the period's end); 503 when the provider refuses. */
  (user: UserDocument): Promise<void>;
}

export type SubscriptionCancellerDeps = { stripe: Pick<StripeService, 'cancelAtPeriodEnd'>; paypal: Pick<PayPalService, 'cancel'> };

export function createSubscriptionCanceller({ stripe, paypal }: SubscriptionCancellerDeps): SubscriptionCanceller {
  return async function cancelSubscription(user: UserDocument): Promise<void> {
    const sub = await subscriptionOf(user.id);
    if (!sub || !STILL_BILLING.includes(sub.status) || !sub.providerSubscriptionId) return;
    const provider = sub.provider === 'stripe' ? 'Stripe' : 'PayPal';
    try {
      if (sub.provider === 'stripe') await stripe.cancelAtPeriodEnd(user.id as string, sub.providerSubscriptionId);
      else await paypal.cancel(user, sub.providerSubscriptionId);
    } catch (err) {
      // PayPal no longer knows it: nothing bills.
      if ((err as { status?: number }).status === 404) return;
      throw new ServiceUnavailableError(said(leavingErrors, 'cancelFailed', { provider }));
    }
  };
}
