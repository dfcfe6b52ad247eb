/**
 * A period's end at the Stripe stand-in, on demand (Stripe's test clocks do it in test mode; the
 * stand-in has no clock): the subscription moves to its next period and its invoice is charged. With a
 * declined card the invoice stays open, `invoice.payment_failed` is sent and the subscription is
 * `past_due`, as Stripe does before its retries; a card updated in the portal pays the open invoice and
 * the subscription is `active` again. https://docs.stripe.com/billing/subscriptions/overview#failed-payments
 * The customer's credit balance (a downgrade's unused time) is drawn on first, as Stripe applies it to the
 * next invoice (https://docs.stripe.com/billing/customer/balance): the invoice says its starting and ending
 * balance, and a renewal the credit pays whole is paid with nothing charged.
 */
import { PLAN_PRICES, type PaidTier } from '@shared/plans';
import { invoice, invoicePayment } from '../stripe-events';

const MONTH_S = 30 * 86_400;

type Sub = {
  id: string;
  customer: string;
  status: string;
  metadata: Record<string, string>;
  items: { data: { price: { id: string }; current_period_start: number; current_period_end: number }[] };
};
type Deps = {
  subscriptions: Map<string, Sub>;
  payments: Map<string, ReturnType<typeof invoicePayment>[]>;
  paid: Map<string, { customer: string; amount: number }>;
  send: (type: string, object: Record<string, unknown>) => void;
  tierOf: (price: string) => PaidTier | undefined;
  newId: (prefix: string) => string;
  /** Each customer's credit balance in cents, negative when Stripe owes them. */
  customers: Map<string, { balance: number }>;
};

export function createRenewals(d: Deps) {
  /** Open invoices by subscription: what a declined renewal left to pay. */
  const open = new Map<string, ReturnType<typeof invoice>>();

  function charge(sub: Sub, bill: ReturnType<typeof invoice>): void {
    const paidBill = { ...bill, status: 'paid', amount_paid: bill.amount_due };
    if (bill.amount_due > 0) {
      const intent = d.newId('pi');
      d.payments.set(bill.id, [invoicePayment({ invoice: bill.id, paymentIntent: intent, amount: bill.amount_due })]);
      d.paid.set(intent, { customer: sub.customer, amount: bill.amount_due });
    }
    open.delete(sub.id);
    sub.status = 'active';
    d.send('invoice.paid', paidBill);
    d.send('customer.subscription.updated', sub as unknown as Record<string, unknown>);
  }

  return {
    /** Ends the subscription's period now and bills the next one; `declined`: the card refuses it. */
    renew(subscriptionId: string, declined: boolean): Sub | null {
      const sub = d.subscriptions.get(subscriptionId);
      if (!sub || (sub.status !== 'active' && sub.status !== 'past_due')) return null;
      const item = sub.items.data[0]!;
      const tier = d.tierOf(item.price.id) ?? 'premium';
      const start = Math.floor(Date.now() / 1000);
      item.current_period_start = start;
      item.current_period_end = start + MONTH_S;
      const amount = PLAN_PRICES[tier].cents;
      // The credit pays what it can of the period's price; the card the rest.
      const customer = d.customers.get(sub.customer);
      const balance = customer?.balance ?? 0;
      const credit = Math.min(Math.max(-balance, 0), amount);
      if (customer) customer.balance += credit;
      const bill = {
        ...invoice({
          subscription: sub.id,
          userId: sub.metadata.userId ?? '',
          periodEnd: item.current_period_end,
          paid: false,
          amount: amount - credit,
          customer: sub.customer,
        }),
        total: amount,
        subtotal: amount,
        starting_balance: balance,
        ending_balance: balance + credit,
        billing_reason: 'subscription_cycle',
      };
      if (!declined) {
        charge(sub, bill);
        return sub;
      }
      open.set(sub.id, bill);
      sub.status = 'past_due';
      d.send('invoice.payment_failed', { ...bill, attempt_count: 1, next_payment_attempt: start + 3 * 86_400 });
      d.send('customer.subscription.updated', sub as unknown as Record<string, unknown>);
      return sub;
    },

    /** The customer's card was updated (the portal): their open invoices are paid with it. */
    cardUpdated(customer: string): void {
      for (const sub of d.subscriptions.values()) {
        const bill = sub.customer === customer ? open.get(sub.id) : undefined;
        if (bill) charge(sub, bill);
      }
    },
  };
}
