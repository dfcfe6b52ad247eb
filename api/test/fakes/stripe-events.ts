/** Stripe webhook events as Stripe sends them (the fields we read, in Stripe's shapes), signed like Stripe. */
import Stripe from 'stripe';

let n = 0;
const nextId = (prefix: string) => `${prefix}_${Date.now().toString(36)}${(n++).toString(36)}`;

export function stripeEvent(type: string, object: Record<string, unknown>, createdSeconds: number) {
  return { id: nextId('evt'), object: 'event', api_version: '2025-09-30.clover', created: createdSeconds, livemode: false, pending_webhooks: 1, request: { id: null, idempotency_key: null }, type, data: { object } };
}

export function subscriptionObject(input: {
  id: string;
  userId: string;
  plan: string;
  priceId: string;
  status: string;
  periodEnd: number;
  cancelAtPeriodEnd?: boolean;
  customer?: string;
}) {
  return {
    id: input.id,
    object: 'subscription',
    customer: input.customer ?? 'cus_test',
    status: input.status,
    cancel_at_period_end: input.cancelAtPeriodEnd ?? false,
    metadata: { userId: input.userId, plan: input.plan },
    items: { object: 'list', data: [{ id: 'si_test', object: 'subscription_item', price: { id: input.priceId, object: 'price' }, current_period_end: input.periodEnd }] },
  };
}

export function checkoutSession(input: { userId: string; plan: string; subscription: string; customer?: string }) {
  return {
    id: nextId('cs_test'),
    object: 'checkout.session',
    mode: 'subscription',
    client_reference_id: input.userId,
    customer: input.customer ?? 'cus_test',
    subscription: input.subscription,
    metadata: { userId: input.userId, plan: input.plan },
    payment_status: 'paid',
    status: 'complete',
  };
}

export function invoice(input: { subscription: string; userId: string; periodEnd: number; paid: boolean }) {
  return {
    id: nextId('in'),
    object: 'invoice',
    customer: 'cus_test',
    status: input.paid ? 'paid' : 'open',
    parent: { type: 'subscription_details', subscription_details: { subscription: input.subscription, metadata: { userId: input.userId } } },
    lines: { object: 'list', data: [{ id: 'il_test', object: 'line_item', period: { start: input.periodEnd - 30 * 86400, end: input.periodEnd } }] },
  };
}

const signer = new Stripe('sk_test_signer', { httpClient: Stripe.createFetchHttpClient() });

/** The Stripe-Signature header for this payload and secret, as Stripe computes it. */
export function sign(payload: string, secret: string): Promise<string> {
  return signer.webhooks.generateTestHeaderStringAsync({ payload, secret });
}
