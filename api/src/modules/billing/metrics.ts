/**
 * The payments' series (issue 56): money that moved, or failed to, by provider and outcome. Counted in the
 * ledger when the event is first recorded (its unique key taken), so a replayed webhook, the provider's
 * retry, or our own record of a refund followed by the provider's word of it counts once.
 */
import { counter } from '../../lib/metrics/registry';
import type { BillingChange } from './ledger';
import { FAILED_PAYMENT_EVENTS } from './payment-events';

/** paid: a payment received; failed: a payment the provider could not take; refunded: a payment given back. */
export const PAYMENT_OUTCOMES = ['paid', 'failed', 'refunded'] as const;
export type PaymentOutcome = (typeof PAYMENT_OUTCOMES)[number];

const payments = counter({
  name: 'castellan_payments_total',
  help: 'Payments by provider (stripe, paypal) and outcome (paid, failed, refunded), each provider event counted once however often it is delivered.',
  labelNames: ['provider', 'outcome'] as const,
});

/** What a recorded event says of money; null for one about the subscription alone (created, cancelled, a plan change). */
export function paymentOutcome(change: Pick<BillingChange, 'type' | 'payment' | 'refund'>): PaymentOutcome | null {
  if (change.refund) return 'refunded';
  if (change.payment) return 'paid';
  if (FAILED_PAYMENT_EVENTS.includes(change.type)) return 'failed';
  return null;
}

/** The event was recorded for the first time. */
export function paymentRecorded(change: Pick<BillingChange, 'provider' | 'type' | 'payment' | 'refund'>): void {
  const outcome = paymentOutcome(change);
  if (outcome) payments.inc({ provider: change.provider, outcome });
}
