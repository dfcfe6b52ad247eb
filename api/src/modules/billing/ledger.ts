/**
 * Every provider event goes through here. The event is appended to the billing history under a unique
 * key (a replay is recognised), and the user's subscription is then *derived* from that history: status
 * and plan come from the newest event that states them (ranked by the provider's time, then a
 * lifecycle rank, then the event id), and the paid period only ever grows. Because the subscription is a
 * fold of the history, arrival order, concurrent deliveries and a crash between recording and applying
 * cannot change the result: whoever settles next folds every recorded event.
 *
 * Settling is a compare-and-set on the subscription's `revision`, retried until the stored fold covers
 * every event the settler can see. The compare-and-set is atomic on MongoDB and on the embedded database
 * with our patch; the loop would converge even without it, because the last writer re-reads after writing
 * and folds again if an event is missing (see settle()).
 */
import mongoose from 'mongoose';
import { isDuplicateKey } from '../../lib/db';
import { log } from '../../lib/logger';
import type { PlanTier } from '@shared/plans';
import { BillingEventModel, SubscriptionModel, type SubscriptionDocument, type SubscriptionStatus } from './subscription.model';
import { PLAN_IDS_MARK } from '../../lib/plan-ids';
import { paymentRecorded } from './metrics';

export type Provider = 'stripe' | 'paypal';

/**
 * Money that moved, in minor units (cents). `id` is what a refund names: a Stripe payment intent (or a
 * charge without one), a PayPal sale (its capture id); null when the provider's event did not say it (a
 * current-API Stripe invoice names its payments only on request: see money-back/).
 */
export type PaymentFact = {
  id: string | null;
  invoiceId?: string;
  amount: number;
  currency: string;
  /** The plan it paid for, when the provider's word says (its receipt names it). */
  plan?: PlanTier;
  /** A plan change's prorated charge, not a period's. */
  prorated?: boolean;
  /** Of the invoice's total, what the player's credit paid (a downgrade's unused time), in minor units; `amount` is what was charged. */
  credit?: number;
};
/**
 * A refund of one payment (`paymentId` as in PaymentFact.id, or the payment the provider named when the
 * event did not); `id` is the provider's refund id when known; `invoiceId` the invoice it paid, when we refunded it.
 */
export type RefundFact = { paymentId: string; id: string | null; amount: number; currency: string; invoiceId?: string };

export type BillingChange = {
  provider: Provider;
  eventId: string;
  type: string;
  occurredAt: Date;
  /** Breaks ties within one provider second: later lifecycle stages rank higher. */
  typeRank: number;
  userId: string | null;
  providerSubscriptionId: string | null;
  stripeCustomerId?: string | null;
  plan?: PlanTier;
  status?: SubscriptionStatus;
  periodEnd?: Date | null;
  /** A payment this event reports (a paid invoice, a completed sale): what the money-back guarantee refunds. */
  payment?: PaymentFact;
  /** A refund this event reports; its event id is `refund:<payment id>`, so a refund counts once however it is told. */
  refund?: RefundFact;
};

export type LedgerOutcome = 'applied' | 'duplicate' | 'unmatched';

/** What a subscription record holds that the history decides. */
export type SubscriptionState = {
  plan: PlanTier;
  status: SubscriptionStatus;
  provider: Provider | null;
  providerSubscriptionId: string | null;
  currentPeriodEnd: Date | null;
  /** Since when a payment has been failing (the first failure of a run of them): the grace counts from it. */
  pastDueSince: Date | null;
  lastEventRank: string;
  stripeCustomerId?: string;
  /** Subscriptions that started while this one was live: never the record's (second-subscription.ts refunds them). */
  refusedSubscriptionIds?: string[];
};

export function rankOf(change: Pick<BillingChange, 'occurredAt' | 'typeRank' | 'eventId'>): string {
  return `${String(change.occurredAt.getTime()).padStart(15, '0')}:${change.typeRank}:${change.eventId}`;
}

export async function subscriptionOf(userId: string): Promise<SubscriptionDocument> {
  const existing = await SubscriptionModel.findOne({ userId });
  if (existing) return existing;
  try {
    return await SubscriptionModel.create({ userId });
  } catch (err) {
    if (!isDuplicateKey(err)) throw err;
    return (await SubscriptionModel.findOne({ userId }))!;
  }
}

/**
 * Records a provider event and settles the user's subscription; `changed` is told which user's
 * entitlement may have moved. A replay is answered 'duplicate' but still settles, so a delivery whose
 * first attempt died between recording and applying is completed by the provider's retry.
 */
export async function recordBillingEvent(change: BillingChange, changed: (userId: string) => Promise<void>): Promise<LedgerOutcome> {
  const eventKey = `${change.provider}:${change.eventId}`;
  const userId = change.userId ?? (await ownerOf(change));
  let outcome: LedgerOutcome = 'applied';
  try {
    await new BillingEventModel({
      eventKey,
      provider: change.provider,
      eventType: change.type,
      userId: userId ? new mongoose.Types.ObjectId(userId) : null,
      providerSubscriptionId: change.providerSubscriptionId,
      occurredAt: change.occurredAt,
      typeRank: change.typeRank,
      ...PLAN_IDS_MARK,
      change: {
        plan: change.plan,
        status: change.status,
        periodEnd: change.periodEnd ?? undefined,
        stripeCustomerId: change.stripeCustomerId ?? undefined,
        payment: change.payment,
        refund: change.refund,
      },
    }).save();
    paymentRecorded(change);
  } catch (err) {
    if (!isDuplicateKey(err)) throw err;
    outcome = 'duplicate';
    // The same fact told first by someone who could not say whose it was (a refund's webhook can
    // overtake our own record of it): the one who knows adopts it.
    if (userId) await BillingEventModel.updateOne({ eventKey, userId: null }, { userId: new mongoose.Types.ObjectId(userId) });
    // A refund's webhook overtook our own record of it: the invoice it refunded is ours to add (receipts/).
    if (change.refund?.invoiceId)
      await BillingEventModel.updateOne(
        { eventKey, 'change.refund.invoiceId': { $exists: false } },
        { $set: { 'change.refund.invoiceId': change.refund.invoiceId } },
      );
  }
  const owner = userId ?? (outcome === 'duplicate' ? await recordedOwner(eventKey) : null);
  if (!owner) return 'unmatched';
  await settle(owner, changed);
  return outcome;
}

/** Folds the user's whole billing history into their subscription, then lets the entitlement follow. */
export async function settle(userId: string, changed: (userId: string) => Promise<void>): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    // The record first, then the history: if the record already folds everything read after it, it is current.
    const sub = await subscriptionOf(userId);
    const events = await historyOf(userId);
    if (sub.foldedEvents === events.length) break;
    if (attempt > 25) {
      // Only a storm of concurrent deliveries for one user gets here; the sweep settles again shortly.
      log.warn('billing settle gave up for now', { userId, events: events.length });
      break;
    }
    const state = foldHistory(events);
    const revision = sub.revision ?? 0;
    const written = await SubscriptionModel.updateOne(
      // A record written before revisions existed has no field; null matches it.
      { _id: sub._id, revision: revision === 0 ? { $in: [0, null] } : revision },
      { $set: { ...state, ...PLAN_IDS_MARK, foldedEvents: events.length, revision: revision + 1 } },
    );
    if (written.matchedCount === 1) {
      await BillingEventModel.updateMany({ _id: { $in: events.filter((e) => !e.applied).map((e) => e._id) } }, { applied: true });
    }
  }
  await changed(userId);
}

export type StoredEvent = {
  _id: mongoose.Types.ObjectId;
  provider: string;
  eventKey: string;
  occurredAt: Date;
  typeRank?: number | null;
  providerSubscriptionId?: string | null;
  applied?: boolean | null;
  change?: { plan?: PlanTier; status?: SubscriptionStatus; periodEnd?: Date; stripeCustomerId?: string; payment?: PaymentFact; refund?: RefundFact } | null;
};

/**
 * The user's events, and events that arrived before we knew whose subscription they were about (a
 * provider may deliver an invoice before the checkout that names the user): those are adopted.
 */
async function historyOf(userId: string): Promise<StoredEvent[]> {
  const own = await BillingEventModel.find({ userId }).lean<StoredEvent[]>();
  const ids = [...new Set(own.map((e) => e.providerSubscriptionId).filter((id): id is string => Boolean(id)))];
  if (!ids.length) return own;
  const orphans = await BillingEventModel.find({ userId: null, providerSubscriptionId: { $in: ids } }).lean<StoredEvent[]>();
  if (orphans.length) {
    await BillingEventModel.updateMany({ _id: { $in: orphans.map((o) => o._id) }, userId: null }, { userId: new mongoose.Types.ObjectId(userId) });
  }
  return [...own, ...orphans];
}

/** Whose an event is that does not name its user: by its subscription, its Stripe customer, or the payment it refunds. */
async function ownerOf({ providerSubscriptionId, stripeCustomerId, refund }: BillingChange): Promise<string | null> {
  if (providerSubscriptionId) {
    const sub = await SubscriptionModel.findOne({ providerSubscriptionId }).lean();
    if (sub) return String(sub.userId);
    const known = await BillingEventModel.findOne({ providerSubscriptionId, userId: { $ne: null } }).lean();
    if (known?.userId) return String(known.userId);
  }
  // Only a refund is matched by its customer: every other event names its subscription.
  if (refund && stripeCustomerId) {
    const sub = await SubscriptionModel.findOne({ stripeCustomerId }).lean();
    if (sub) return String(sub.userId);
  }
  if (refund) {
    const paid = await BillingEventModel.findOne({ 'change.payment.id': refund.paymentId, userId: { $ne: null } }).lean();
    if (paid?.userId) return String(paid.userId);
  }
  return null;
}

async function recordedOwner(eventKey: string): Promise<string | null> {
  const event = await BillingEventModel.findOne({ eventKey }).lean();
  return event?.userId ? String(event.userId) : null;
}

export const EMPTY_STATE: SubscriptionState = {
  plan: 'starter',
  status: 'none',
  provider: null,
  providerSubscriptionId: null,
  currentPeriodEnd: null,
  pastDueSince: null,
  lastEventRank: '',
};

/** The subscription a history describes, whatever order it was delivered in. */
export function foldHistory(events: StoredEvent[]): SubscriptionState {
  const changes = events.map(
    (e): BillingChange => ({
      provider: e.provider as Provider,
      eventId: e.eventKey.slice(e.provider.length + 1),
      type: '',
      occurredAt: new Date(e.occurredAt),
      typeRank: e.typeRank ?? 0,
      userId: null,
      providerSubscriptionId: e.providerSubscriptionId ?? null,
      stripeCustomerId: e.change?.stripeCustomerId ?? null,
      plan: e.change?.plan,
      status: e.change?.status,
      periodEnd: e.change?.periodEnd ? new Date(e.change.periodEnd) : null,
    }),
  );
  const ranked = changes.map((c) => ({ c, rank: rankOf(c) })).sort((a, b) => (a.rank < b.rank ? -1 : a.rank > b.rank ? 1 : 0));
  return ranked.reduce((state, { c }) => merge(state, c), { ...EMPTY_STATE });
}

/** One event on top of a state, events taken in rank order. */
export function merge(state: SubscriptionState, change: BillingChange): SubscriptionState {
  const next = { ...state };
  if (change.stripeCustomerId) next.stripeCustomerId = change.stripeCustomerId;
  const other = Boolean(state.providerSubscriptionId && change.providerSubscriptionId && change.providerSubscriptionId !== state.providerSubscriptionId);
  const refused = Boolean(change.providerSubscriptionId && state.refusedSubscriptionIds?.includes(change.providerSubscriptionId));
  // One live subscription per player: another that starts while this one is live is a second one (both
  // providers let one through: a PayPal approval and an old Checkout page paid one after the other). It never
  // becomes the record's, whatever it says later; second-subscription.ts cancels and refunds it.
  if (other && change.status === 'active' && !refused && liveAt(state, change.occurredAt)) {
    next.refusedSubscriptionIds = [...(state.refusedSubscriptionIds ?? []), change.providerSubscriptionId!];
    return next;
  }
  // A late word about an earlier subscription must not end the one that replaced it.
  const replaces = other && !refused && (change.status === 'active' || change.status === 'pending') && !liveAt(state, change.occurredAt);
  if ((other || refused) && !replaces) return next;

  const rank = rankOf(change);
  // An ended subscription stays ended: a cancellation or a failed payment told after its end (PayPal's
  // CANCELLED webhook after a money-back refund ended it) must not give its plan back to the period's end.
  const afterEnd =
    state.status === 'expired' &&
    !other &&
    state.providerSubscriptionId === change.providerSubscriptionId &&
    (change.status === 'cancelled' || change.status === 'past_due');
  if ((change.status || change.plan) && rank > state.lastEventRank && !afterEnd) {
    if (change.status) {
      // A failing run keeps the day it began: a provider's retries that fail again do not move the grace.
      if (change.status === 'past_due') next.pastDueSince = state.status === 'past_due' && state.pastDueSince ? state.pastDueSince : change.occurredAt;
      else next.pastDueSince = null;
      next.status = change.status;
    }
    if (change.plan) next.plan = change.plan;
    next.provider = change.provider;
    if (change.providerSubscriptionId) next.providerSubscriptionId = change.providerSubscriptionId;
    next.lastEventRank = rank;
  }
  if (change.periodEnd) {
    const current = replaces ? 0 : (state.currentPeriodEnd?.getTime() ?? 0);
    if (change.periodEnd.getTime() > current) next.currentPeriodEnd = change.periodEnd;
  }
  return next;
}

/** Whether the subscription `state` describes still runs at `at`: paid, failing within its retries, or cancelled before its period's end. */
function liveAt(state: SubscriptionState, at: Date): boolean {
  if (state.status === 'active' || state.status === 'past_due') return true;
  return state.status === 'cancelled' && (state.currentPeriodEnd?.getTime() ?? 0) > at.getTime();
}

/** The user's subscription and its provider events as stored (kept for bookkeeping after a deletion): leaving/. */
export function billingRecordsOf(userId: string) {
  return Promise.all([SubscriptionModel.findOne({ userId }).lean(), BillingEventModel.find({ userId }).sort({ occurredAt: 1, _id: 1 }).lean()]);
}
