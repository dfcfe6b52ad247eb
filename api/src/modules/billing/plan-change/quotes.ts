/**
 * The prices the server quoted for plan changes (GET /api/subscriptions/change), kept a few minutes under an
 * id of their own. A change names the quote it confirms, never a time: what Stripe prorates from is the
 * moment the server priced it, and each quote makes at most one change (its id is the change's idempotency
 * key and event id, so two changes can never share one). A quote the subscription has moved on from (a plan
 * change since, another plan, another subscription) is refused with a word to look again.
 */
import { randomBytes } from 'node:crypto';
import mongoose from 'mongoose';
import type { PaidTier } from '@shared/plans';
import { said } from '@shared/i18n/said';
import { ConflictError } from '../../../lib/errors';
import { billingErrors } from '../errors.messages';
import { BillingEventModel } from '../subscription.model';

/** How long a quote may be confirmed: a few minutes, so a price is never confirmed long after it was shown. */
export const QUOTE_KEPT_MS = 10 * 60_000;

const quoteSchema = new mongoose.Schema(
  {
    _id: { type: String, required: true },
    userId: { type: mongoose.Schema.Types.ObjectId, required: true },
    subscriptionId: { type: String, required: true },
    from: { type: String, required: true },
    to: { type: String, required: true },
    /** When it was priced (unix seconds): the change is prorated from this moment. */
    quotedAt: { type: Number, required: true },
    /** The same moment to the millisecond: a change made after it makes the quote stale. */
    pricedAt: { type: Date, required: true },
    expiresAt: { type: Date, required: true },
    /** When a change took it (each quote makes at most one). */
    usedAt: { type: Date, default: null },
  },
  { collection: 'plan_quotes', versionKey: false },
);
quoteSchema.index({ userId: 1 });
quoteSchema.index({ expiresAt: 1 });
const PlanQuoteModel = mongoose.model('PlanQuote', quoteSchema);

export type QuoteFacts = { userId: string; subscriptionId: string; from: PaidTier; to: PaidTier; quotedAt: number };

/** Keeps a quote; its id, which the player's change names. */
export async function keepQuote(facts: QuoteFacts, now = Date.now()): Promise<string> {
  const id = randomBytes(16).toString('base64url');
  await PlanQuoteModel.create({ _id: id, ...facts, pricedAt: new Date(now), expiresAt: new Date(now + QUOTE_KEPT_MS) });
  return id;
}

/**
 * Takes quote `quoteId` for the change `asked` describes: its proration moment, once. 409 when it is not the
 * player's, has expired, was used, is for another plan or subscription, or the plan changed since it was made.
 */
export async function takeQuote(quoteId: string, asked: Omit<QuoteFacts, 'quotedAt'>, now = Date.now()): Promise<{ id: string; quotedAt: number }> {
  const quote = await PlanQuoteModel.findOne({ _id: quoteId, userId: asked.userId }).lean();
  if (!quote || quote.expiresAt.getTime() <= now) throw new ConflictError(said(billingErrors, 'quoteExpired'));
  const same = quote.subscriptionId === asked.subscriptionId && quote.from === asked.from && quote.to === asked.to;
  // A change made since the quote: the proration it was priced with no longer holds.
  const changedSince = await BillingEventModel.exists({
    userId: asked.userId,
    eventType: 'plan.changed',
    occurredAt: { $gt: quote.pricedAt },
  });
  if (!same || changedSince) throw new ConflictError(said(billingErrors, 'quoteStale'));
  const taken = await PlanQuoteModel.updateOne({ _id: quoteId, usedAt: null }, { $set: { usedAt: new Date(now) } });
  if (taken.modifiedCount !== 1) throw new ConflictError(said(billingErrors, 'quoteStale'));
  return { id: quoteId, quotedAt: quote.quotedAt };
}

/** A change confirmed without a quote is priced now, under an id of its own. */
export const unquoted = (now = Date.now()) => ({ id: `now-${randomBytes(12).toString('base64url')}`, quotedAt: Math.floor(now / 1000) });

/** Forgets quotes past their time (the billing sweep; FerretDB keeps no TTL index). */
export async function sweepQuotes(now = Date.now()): Promise<number> {
  return (await PlanQuoteModel.deleteMany({ expiresAt: { $lte: new Date(now) } })).deletedCount;
}

/** A player's quotes, forgotten with their account. */
export async function forgetQuotesOf(userId: string): Promise<void> {
  await PlanQuoteModel.deleteMany({ userId });
}
