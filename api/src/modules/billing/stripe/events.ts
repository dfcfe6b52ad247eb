/**
 * Stripe events in our words. Handles both the classic and the current API shapes (period end on the
 * subscription or on its items; an invoice's subscription directly or under `parent`).
 */
import type Stripe from 'stripe';
import { isPaidTier, readPlanId, type PaidTier } from '@shared/plans';
import type { BillingChange, PaymentFact } from '../ledger';
import type { SubscriptionStatus } from '../subscription.model';

export const HANDLED_EVENTS = [
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
  'charge.refunded',
] as const;

/** Same-second tie-break: later lifecycle stages win. */
const TYPE_RANK: Record<string, number> = {
  'checkout.session.completed': 1,
  'customer.subscription.created': 2,
  'invoice.paid': 3,
  'invoice.payment_failed': 4,
  'customer.subscription.updated': 5,
  'customer.subscription.deleted': 9,
  'charge.refunded': 6,
};

type Loose = Record<string, any>;
const id = (v: unknown): string | null => (typeof v === 'string' ? v : v && typeof v === 'object' && 'id' in v ? String((v as Loose).id) : null);
const at = (seconds: unknown): Date | null => (typeof seconds === 'number' && seconds > 0 ? new Date(seconds * 1000) : null);

function statusOf(sub: Loose): SubscriptionStatus {
  switch (sub.status) {
    case 'active':
    case 'trialing':
      return sub.cancel_at_period_end ? 'cancelled' : 'active';
    case 'past_due':
    case 'unpaid':
      return 'past_due';
    case 'incomplete':
      return 'pending';
    default:
      return 'expired'; // canceled, incomplete_expired, paused
  }
}

/**
 * The tier our checkout wrote into an object's metadata, read in the vocabulary it was written in: with
 * `plan_ids` (since issue 37) as it says, without it as before (`premium` then meant Professional).
 */
function planOfMetadata(metadata: Loose | undefined): PaidTier | undefined {
  const plan = readPlanId(metadata?.plan, metadata?.plan_ids === '2' ? 2 : 1);
  return isPaidTier(plan) ? plan : undefined;
}

/** The subscription's tier: its price through the configuration first (one meaning, whenever it was made), else its metadata. */
function planOf(sub: Loose, prices: Record<PaidTier, string>): PaidTier | undefined {
  const priceId = sub.items?.data?.[0]?.price?.id;
  const byPrice = Object.entries(prices).find(([, p]) => p === priceId)?.[0] as PaidTier | undefined;
  return byPrice ?? planOfMetadata(sub.metadata);
}

function periodEndOf(sub: Loose): Date | null {
  return at(sub.current_period_end) ?? at(sub.items?.data?.[0]?.current_period_end);
}

/**
 * What an invoice's payment is refunded by: the classic API names its payment intent or charge on the
 * invoice; the current one lists its payments (`payments`, present when expanded). Otherwise null, and
 * the refund asks Stripe (money-back/stripe.ts).
 */
function paymentOf(object: Loose, prices: Record<PaidTier, string>): PaymentFact {
  const listed = object.payments?.data?.find((p: Loose) => p.status === 'paid')?.payment ?? object.payments?.data?.[0]?.payment;
  const ref = id(object.payment_intent) ?? id(object.charge) ?? id(listed?.payment_intent) ?? id(listed?.charge);
  // What it paid for: the price of its last charged line (a proration's is the new plan's), in the classic
  // API's `price` or the current one's `pricing.price_details`.
  const charged = ((object.lines?.data ?? []) as Loose[]).filter((line) => Number(line.amount ?? 0) > 0).at(-1);
  const priceId = id(charged?.price) ?? id(charged?.pricing?.price_details?.price);
  const plan = Object.entries(prices).find(([, p]) => p === priceId)?.[0] as PaidTier | undefined;
  const credit = creditUsed(object);
  return {
    id: ref,
    invoiceId: String(object.id),
    amount: Number(object.amount_paid ?? object.total ?? 0),
    currency: String(object.currency ?? 'usd').toLowerCase(),
    ...(plan && { plan }),
    ...(object.billing_reason === 'subscription_update' && { prorated: true }),
    ...(credit > 0 && { credit }),
  };
}

/**
 * What the customer's credit balance paid of an invoice: the balance it started with less the one it ended
 * with (balances are negative while Stripe owes the customer), as Stripe applies it before the card.
 */
function creditUsed(object: Loose): number {
  const start = Number(object.starting_balance ?? 0);
  const end = Number(object.ending_balance ?? start);
  return start < 0 ? Math.max(0, end - start) : 0;
}

type ChangeMeta = Pick<BillingChange, 'provider' | 'eventId' | 'type' | 'occurredAt' | 'typeRank'>;

/** A Stripe subscription object as a change: what a subscription event or a reconciliation read says. */
export function changeFromStripeSubscription(object: Loose, prices: Record<PaidTier, string>, meta: ChangeMeta, deleted = false): BillingChange {
  const plan = planOf(object, prices);
  return {
    ...meta,
    userId: object.metadata?.userId ?? null,
    providerSubscriptionId: object.id,
    stripeCustomerId: id(object.customer),
    status: deleted ? 'expired' : statusOf(object),
    ...(plan ? { plan } : {}),
    periodEnd: periodEndOf(object),
  };
}

/** The change a Stripe event makes, or null for events we do not act on. */
export function changeFromStripe(event: Stripe.Event, prices: Record<PaidTier, string>): BillingChange | null {
  const object = event.data.object as Loose;
  const base: ChangeMeta = {
    provider: 'stripe',
    eventId: event.id,
    type: event.type,
    occurredAt: new Date(event.created * 1000),
    typeRank: TYPE_RANK[event.type] ?? 0,
  };
  switch (event.type) {
    case 'checkout.session.completed': {
      if (object.mode !== 'subscription') return null;
      const plan = planOfMetadata(object.metadata);
      return {
        ...base,
        userId: object.client_reference_id ?? object.metadata?.userId ?? null,
        providerSubscriptionId: id(object.subscription),
        stripeCustomerId: id(object.customer),
        status: 'active',
        ...(plan ? { plan } : {}),
      };
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return changeFromStripeSubscription(object, prices, base, event.type === 'customer.subscription.deleted');
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const subscriptionId = id(object.subscription) ?? id(object.parent?.subscription_details?.subscription);
      if (!subscriptionId) return null;
      const line = object.lines?.data?.[0];
      return {
        ...base,
        userId: object.subscription_details?.metadata?.userId ?? object.parent?.subscription_details?.metadata?.userId ?? null,
        providerSubscriptionId: subscriptionId,
        stripeCustomerId: id(object.customer),
        ...(event.type === 'invoice.paid'
          ? { periodEnd: at(line?.period?.end), ...(object.amount_paid > 0 || creditUsed(object) > 0 ? { payment: paymentOf(object, prices) } : {}) }
          : { status: 'past_due' as const }),
      };
    }
    case 'charge.refunded': {
      // A refund told by its charge (ours, or one made in Stripe's dashboard). Named by the payment it
      // gives back, as our own record of it is, so it counts once (ledger.ts).
      const paymentId = id(object.payment_intent) ?? String(object.id);
      return {
        ...base,
        eventId: `refund:${paymentId}`,
        userId: null,
        providerSubscriptionId: null,
        stripeCustomerId: id(object.customer),
        refund: {
          paymentId,
          id: id(object.refunds?.data?.[0]),
          amount: Number(object.amount_refunded ?? 0),
          currency: String(object.currency ?? 'usd').toLowerCase(),
        },
      };
    }
    default:
      return null;
  }
}
