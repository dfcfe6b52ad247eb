/** What castellan_payments_total counts of each provider event (the ledger counts it once, when first recorded). */
import { expect, test } from 'bun:test';
import { paymentOutcome } from './metrics';

test('payments, refunds and failed payments of Stripe and PayPal count; news of a subscription alone does not', () => {
  const payment = { id: 'pi_1', amount: 1999, currency: 'usd' };
  const refund = { paymentId: 'pi_1', id: null, amount: 1999, currency: 'usd' };
  expect(paymentOutcome({ type: 'invoice.paid', payment })).toBe('paid');
  expect(paymentOutcome({ type: 'PAYMENT.SALE.COMPLETED', payment })).toBe('paid');
  expect(paymentOutcome({ type: 'charge.refunded', refund })).toBe('refunded');
  expect(paymentOutcome({ type: 'PAYMENT.CAPTURE.REFUNDED', refund })).toBe('refunded');
  expect(paymentOutcome({ type: 'money-back.refund', refund })).toBe('refunded');
  expect(paymentOutcome({ type: 'invoice.payment_failed' })).toBe('failed');
  expect(paymentOutcome({ type: 'BILLING.SUBSCRIPTION.PAYMENT.FAILED' })).toBe('failed');
  // A trial's invoice of 0 carries no payment; a suspension or a cancellation is the subscription's news.
  for (const type of ['invoice.paid', 'BILLING.SUBSCRIPTION.SUSPENDED', 'customer.subscription.updated', 'checkout.session.completed', 'cancel.requested'])
    expect(paymentOutcome({ type })).toBeNull();
});
