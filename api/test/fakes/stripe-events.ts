/** Stripe webhook events as Stripe sends them (the fields we read, in Stripe's shapes), signed like Stripe. */
import Stripe from 'stripe';

let n = 0;
const nextId = (prefix: string) => `${prefix}_${Date.now().toString(36)}${(n++).toString(36)}`;

export function stripeEvent(type: string, object: Record<string, unknown>, createdSeconds: number) {
  return {
    id: nextId('evt'),
    object: 'event',
    api_version: '2025-09-30.clover',
    created: createdSeconds,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  };
}

export function subscriptionObject(input: {
  id: string;
  userId: string;
  plan: string;
  priceId: string;
  status: string;
  periodEnd: number;
  /** The current period's start (the current API keeps both on the item); a 30-day period before its end when not given. */
  periodStart?: number;
  cancelAtPeriodEnd?: boolean;
  customer?: string;
  /** The vocabulary of `plan`, as our checkout writes it since issue 37; null for an object made before (none written). */
  planIds?: string | null;
}) {
  return {
    id: input.id,
    object: 'subscription',
    customer: input.customer ?? 'cus_test',
    status: input.status,
    cancel_at_period_end: input.cancelAtPeriodEnd ?? false,
    metadata: metadataOf(input),
    items: {
      object: 'list',
      data: [
        {
          id: 'si_test',
          object: 'subscription_item',
          price: { id: input.priceId, object: 'price' },
          current_period_start: input.periodStart ?? input.periodEnd - 30 * 86400,
          current_period_end: input.periodEnd,
        },
      ],
    },
  };
}

/** What our checkout writes into metadata (stripe/service.ts). */
function metadataOf(input: { userId: string; plan: string; planIds?: string | null }) {
  const planIds = input.planIds === undefined ? '2' : input.planIds;
  return { userId: input.userId, plan: input.plan, ...(planIds === null ? {} : { plan_ids: planIds }) };
}

export function checkoutSession(input: { userId: string; plan: string; subscription: string; customer?: string; planIds?: string | null }) {
  return {
    id: nextId('cs_test'),
    object: 'checkout.session',
    mode: 'subscription',
    client_reference_id: input.userId,
    customer: input.customer ?? 'cus_test',
    subscription: input.subscription,
    metadata: metadataOf(input),
    payment_status: 'paid',
    status: 'complete',
  };
}

/** An invoice of the current API: its payments are not on it (see invoicePayment). `amount` in cents, the Premium price by default. */
export function invoice(input: { subscription: string; userId: string; periodEnd: number; paid: boolean; amount?: number; customer?: string }) {
  const amount = input.amount ?? 1999;
  return {
    id: nextId('in'),
    object: 'invoice',
    customer: input.customer ?? 'cus_test',
    status: input.paid ? 'paid' : 'open',
    currency: 'usd',
    total: amount,
    amount_due: amount,
    amount_paid: input.paid ? amount : 0,
    parent: { type: 'subscription_details', subscription_details: { subscription: input.subscription, metadata: { userId: input.userId } } },
    lines: { object: 'list', data: [{ id: 'il_test', object: 'line_item', period: { start: input.periodEnd - 30 * 86400, end: input.periodEnd } }] },
  };
}

/** The invoice payment Stripe lists for a paid invoice (GET /v1/invoice_payments?invoice=). */
export function invoicePayment(input: { invoice: string; paymentIntent: string; amount?: number }) {
  const amount = input.amount ?? 1999;
  return {
    id: nextId('inpay'),
    object: 'invoice_payment',
    amount_paid: amount,
    amount_requested: amount,
    currency: 'usd',
    invoice: input.invoice,
    is_default: true,
    livemode: false,
    payment: { type: 'payment_intent', payment_intent: input.paymentIntent },
    status: 'paid',
    status_transitions: { canceled_at: null, paid_at: Math.floor(Date.now() / 1000) },
  };
}

/** The charge of a refunded payment, as `charge.refunded` carries it (`refunds` is not included in the current API). */
export function refundedCharge(input: { paymentIntent: string; customer: string; amount?: number }) {
  const amount = input.amount ?? 1999;
  return {
    id: nextId('ch'),
    object: 'charge',
    amount,
    amount_captured: amount,
    amount_refunded: amount,
    currency: 'usd',
    customer: input.customer,
    payment_intent: input.paymentIntent,
    paid: true,
    refunded: true,
    status: 'succeeded',
  };
}

const signer = new Stripe('sk_test_signer', { httpClient: Stripe.createFetchHttpClient() });

/** The Stripe-Signature header for this payload and secret, as Stripe computes it. */
export function sign(payload: string, secret: string): Promise<string> {
  return signer.webhooks.generateTestHeaderStringAsync({ payload, secret });
}
