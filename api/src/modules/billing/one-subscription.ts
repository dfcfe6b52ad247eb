/**
 * One live subscription per player, whatever the provider: a checkout (Stripe's page, PayPal's approval)
 * is refused while the player's subscription renews (active, or past due while the provider retries) or,
 * cancelled, still runs to the end of its paid period (a card's is resumed instead), and
 * checkouts are opened one at a time per player across every API instance, so twenty clicks at once are
 * one answer after another, each seeing the one before. Changing plan is not a second checkout: it is the
 * subscription's own change (the customer portal today).
 */
import { planName } from '@shared/plans';
import { said } from '@shared/i18n/said';
import { localTurns, type TurnLock } from '../../lib/engine-lock';
import { ConflictError } from '../../lib/errors';
import { subscriptionOf } from './records';
import { billingErrors } from './errors.messages';

/** Statuses that renew: a second checkout beside one would bill the player twice. */
const LIVE = new Set(['active', 'past_due']);

export interface CheckoutTurns {
  /** Runs `open` in the player's turn; 409 when their subscription is already live. */
  <T>(userId: string, open: () => Promise<T>): Promise<T>;
}

/** Opens a checkout with `open` unless the player's subscription is live; one player's checkouts take turns. */
export function createCheckoutTurns(perUser: TurnLock = localTurns()): CheckoutTurns {
  return function checkout<T>(userId: string, open: () => Promise<T>): Promise<T> {
    return perUser(`checkout.${userId}`, async () => {
      const sub = await subscriptionOf(userId);
      if (sub && LIVE.has(sub.status)) throw new ConflictError(said(billingErrors, 'alreadySubscribed', { plan: planName(sub.plan) }));
      // Cancelled but paid to a later day: a card is resumed, not bought again; PayPal's ends for good first.
      if (sub?.status === 'cancelled' && (sub.currentPeriodEnd?.getTime() ?? 0) > Date.now()) {
        throw new ConflictError(said(billingErrors, sub.provider === 'paypal' ? 'cancelledRunsPayPal' : 'cancelledRuns', { plan: planName(sub.plan) }));
      }
      return open();
    });
  };
}
