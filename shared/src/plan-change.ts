/**
 * A paid plan changed for another on the player's one live subscription (api/src/modules/billing/plan-change/):
 * what the API quotes before the player confirms, in the provider's own figures.
 */
import type { PaidTier } from './plans';

/** The bots a smaller plan stops when the change takes effect (beyond its slots, or of a template it lacks). */
export type BotStopping = { id: string; name: string; reason: 'slots' | 'template' };

export type PlanChangeQuote = {
  from: PaidTier;
  to: PaidTier;
  direction: 'upgrade' | 'downgrade';
  provider: 'stripe' | 'paypal';
  /**
   * now: the plan changes when confirmed (a card: Stripe prorates);
   * approval: after the player approves the revision on PayPal's page (PayPal bills the new price from the next payment).
   */
  takesEffect: 'now' | 'approval';
  /** Charged at once, in cents (a card upgrade: the new price for the rest of the period, less the unused time of the old one). */
  dueNow: number;
  /** Credited to the next payments, in cents (a card downgrade: the unused time of the old price, less the new price for it). */
  credit: number;
  /** The next payment, in cents, and when (the period's end), as the provider quotes them. */
  nextAmount: number;
  nextBillingTime: string | null;
  currency: string;
  /** The moment the card proration was quoted at (unix seconds). */
  quotedAt: number;
  /** What the player's credit (earlier downgrades) pays of the payment quoted, in cents, already taken off it; and the credit they hold. */
  creditUsed: number;
  creditBalance: number;
  /** The server's id of this quote: confirming the change with it (for a few minutes) charges what was shown. */
  quoteId: string;
  botsStopping: BotStopping[];
};
