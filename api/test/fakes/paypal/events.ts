/**
 * Webhook events as PayPal delivers them, and the change each one stands for. An event is always built
 * from the subscription as it is *after* the change, because that is what PayPal puts in `resource`
 * (a CANCELLED event carries a subscription whose status is already CANCELLED).
 */
import { addOneMonth, isoSeconds, saleId, webhookEventId } from './ids';
import type { FakePlan } from './plans';
import { approvedSubscriber, firstCycleBilling } from './store';
import type { PayPalRefund, PayPalSale, PayPalSubscription, PayPalWebhookEvent, SubscriptionEventType } from './shapes';

export const EVENT_TYPES: readonly SubscriptionEventType[] = [
  'BILLING.SUBSCRIPTION.ACTIVATED',
  'BILLING.SUBSCRIPTION.CANCELLED',
  'BILLING.SUBSCRIPTION.SUSPENDED',
  'BILLING.SUBSCRIPTION.EXPIRED',
  'BILLING.SUBSCRIPTION.PAYMENT.FAILED',
  'BILLING.SUBSCRIPTION.UPDATED',
  'PAYMENT.SALE.COMPLETED',
];

const SUBSCRIPTION_SUMMARIES: Record<Exclude<SubscriptionEventType, 'PAYMENT.SALE.COMPLETED'>, string> = {
  'BILLING.SUBSCRIPTION.ACTIVATED': 'Subscription activated',
  'BILLING.SUBSCRIPTION.CANCELLED': 'Subscription cancelled',
  'BILLING.SUBSCRIPTION.SUSPENDED': 'Subscription suspended',
  'BILLING.SUBSCRIPTION.EXPIRED': 'Subscription expired',
  'BILLING.SUBSCRIPTION.PAYMENT.FAILED': 'Subscription payment failed',
  'BILLING.SUBSCRIPTION.UPDATED': 'Subscription updated',
};

/** Decimal-string arithmetic in cents, so balances never pick up floating-point dust. */
const addMoney = (a: string, b: string) => ((Math.round(Number(a) * 100) + Math.round(Number(b) * 100)) / 100).toFixed(2);

/** A copy of the subscription as it stands once `type` has happened at `now`. */
export function afterEvent(current: PayPalSubscription, type: SubscriptionEventType, plan: FakePlan, now: Date, buyerEmail?: string): PayPalSubscription {
  const next = structuredClone(current);
  const time = isoSeconds(now);
  const setStatus = (status: PayPalSubscription['status']) => {
    next.status = status;
    next.status_update_time = time;
  };
  next.update_time = time;

  switch (type) {
    case 'BILLING.SUBSCRIPTION.ACTIVATED':
      setStatus('ACTIVE');
      next.subscriber = approvedSubscriber(next.subscriber, buyerEmail);
      next.billing_info ??= firstCycleBilling(plan, now);
      break;
    case 'BILLING.SUBSCRIPTION.CANCELLED':
    case 'BILLING.SUBSCRIPTION.EXPIRED':
      setStatus(type === 'BILLING.SUBSCRIPTION.CANCELLED' ? 'CANCELLED' : 'EXPIRED');
      // Nothing will be billed again, so PayPal stops announcing a next billing time.
      if (next.billing_info) delete next.billing_info.next_billing_time;
      break;
    case 'BILLING.SUBSCRIPTION.SUSPENDED':
      setStatus('SUSPENDED');
      break;
    case 'BILLING.SUBSCRIPTION.UPDATED':
      break; // its plan was revised (revisions.ts): only update_time moves here
    case 'BILLING.SUBSCRIPTION.PAYMENT.FAILED': {
      const billing = (next.billing_info ??= firstCycleBilling(plan, now));
      billing.failed_payments_count += 1;
      billing.outstanding_balance.value = addMoney(billing.outstanding_balance.value, plan.price.value);
      billing.last_failed_payment = {
        amount: { ...plan.price },
        time,
        reason_code: 'PAYMENT_DENIED',
        next_payment_retry_time: isoSeconds(new Date(now.getTime() + 5 * 86_400_000)),
      };
      break;
    }
    case 'PAYMENT.SALE.COMPLETED': {
      const billing = (next.billing_info ??= firstCycleBilling(plan, now));
      billing.last_payment = { amount: { ...plan.price }, time };
      billing.next_billing_time = isoSeconds(addOneMonth(now));
      billing.outstanding_balance.value = '0.0';
      const regular = billing.cycle_executions.find((cycle) => cycle.tenure_type === 'REGULAR');
      if (regular && current.billing_info) regular.cycles_completed += 1;
      break;
    }
  }
  return next;
}

/** The v1 sale PayPal records for one subscription payment. */
function saleFor(subscription: PayPalSubscription, plan: FakePlan, now: Date, baseUrl: string): PayPalSale {
  const id = saleId();
  const time = isoSeconds(now);
  const total = plan.price.value;
  // Roughly PayPal's US rate (3.49% + 0.49); only its shape matters to us.
  const fee = (Math.round(Number(total) * 3.49 + 49) / 100).toFixed(2);
  return {
    id,
    state: 'completed',
    amount: { total, currency: plan.price.currency_code, details: { subtotal: total } },
    payment_mode: 'INSTANT_TRANSFER',
    protection_eligibility: 'ELIGIBLE',
    protection_eligibility_type: 'ITEM_NOT_RECEIVED_ELIGIBLE,UNAUTHORIZED_PAYMENT_ELIGIBLE',
    transaction_fee: { value: fee, currency: plan.price.currency_code },
    billing_agreement_id: subscription.id,
    ...(subscription.custom_id !== undefined && { custom: subscription.custom_id }),
    create_time: time,
    update_time: time,
    links: [
      { href: `${baseUrl}/v1/payments/sale/${id}`, rel: 'self', method: 'GET' },
      { href: `${baseUrl}/v1/payments/sale/${id}/refund`, rel: 'refund', method: 'POST' },
    ],
  };
}

/** PAYMENT.CAPTURE.REFUNDED as PayPal sends it: the v2 refund as resource. */
export function refundEvent(refund: PayPalRefund, baseUrl: string, now = new Date()): PayPalWebhookEvent {
  const id = webhookEventId();
  const symbol = refund.amount.currency_code === 'USD' ? '$ ' : '';
  return {
    id,
    event_version: '1.0',
    create_time: now.toISOString(),
    resource_type: 'refund',
    resource_version: '2.0',
    event_type: 'PAYMENT.CAPTURE.REFUNDED',
    summary: `A ${symbol}${refund.amount.value} ${refund.amount.currency_code} capture payment was refunded`,
    resource: refund,
    links: [
      { href: `${baseUrl}/v1/notifications/webhooks-events/${id}`, rel: 'self', method: 'GET' },
      { href: `${baseUrl}/v1/notifications/webhooks-events/${id}/resend`, rel: 'resend', method: 'POST' },
    ],
  };
}

/** `rendered` is the subscription after the change, with its links (see Store.render). */
export function buildEvent(
  type: SubscriptionEventType,
  rendered: PayPalSubscription,
  plan: FakePlan,
  now: Date,
  baseUrl: string,
  create_time = now.toISOString(),
  /** Where a completed sale is kept, so it can be refunded. */
  sales?: Map<string, PayPalSale>,
): PayPalWebhookEvent {
  const id = webhookEventId();
  const links: PayPalWebhookEvent['links'] = [
    { href: `${baseUrl}/v1/notifications/webhooks-events/${id}`, rel: 'self', method: 'GET' },
    { href: `${baseUrl}/v1/notifications/webhooks-events/${id}/resend`, rel: 'resend', method: 'POST' },
  ];
  if (type === 'PAYMENT.SALE.COMPLETED') {
    const sale = saleFor(rendered, plan, now, baseUrl);
    sales?.set(sale.id, sale);
    const symbol = sale.amount.currency === 'USD' ? '$ ' : '';
    return {
      id,
      event_version: '1.0',
      create_time,
      resource_type: 'sale',
      event_type: type,
      summary: `Payment completed for ${symbol}${sale.amount.total} ${sale.amount.currency}`,
      resource: sale,
      links,
    };
  }
  return {
    id,
    event_version: '1.0',
    create_time,
    resource_type: 'subscription',
    resource_version: '2.0',
    event_type: type,
    summary: SUBSCRIPTION_SUMMARIES[type],
    resource: rendered,
    links,
  };
}
