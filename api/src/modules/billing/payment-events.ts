/**
 * The provider events that are a payment, by what became of it, in Stripe's and PayPal's names: one list
 * for the payments' series (metrics.ts) and the run of failures the admins' alert reads (payment-run.ts).
 */

/** A payment refused (a card declined, a PayPal billing that failed). */
export const FAILED_PAYMENT_EVENTS: readonly string[] = ['invoice.payment_failed', 'BILLING.SUBSCRIPTION.PAYMENT.FAILED'];

/** A payment taken, when the event carries the money (ledger.ts PaymentFact; a free invoice moved none). */
export const PAID_PAYMENT_EVENTS: readonly string[] = ['invoice.paid', 'PAYMENT.SALE.COMPLETED'];
