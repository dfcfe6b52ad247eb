/**
 * A player's payments as receipts, read from the billing history (ledger.ts): every provider event that
 * reported money received is one receipt, whoever told it first (a webhook, a return from the provider).
 * Its plan is the one the history stated at or before the payment; a refund of it is told beside it.
 */
import mongoose from 'mongoose';
import { isPaidTier, type PaidTier } from '@shared/plans';
import type { PaymentFact, RefundFact } from '../ledger';
import { BillingEventModel } from '../subscription.model';

export type Receipt = {
  id: string;
  /** What a person quotes to support: the day and the record's own tail, e.g. R-20261128-3F9A1C. */
  number: string;
  paidAt: Date;
  amount: number;
  currency: string;
  plan: PaidTier | null;
  provider: 'stripe' | 'paypal';
  /** A payment that changed the plan mid-period (a card upgrade's prorated charge). */
  change: boolean;
  reference: string | null;
  refundedAt: Date | null;
  /** How much of it was given back (the money-back guarantee, a refund at the provider); 0 when none. */
  refundedAmount: number;
  /** What the player's credit (a downgrade's unused time) paid of the invoice beside `amount`; 0 when none. */
  credit: number;
};

type Stored = {
  _id: mongoose.Types.ObjectId;
  provider: string;
  occurredAt: Date;
  providerSubscriptionId?: string | null;
  change?: { plan?: string; payment?: PaymentFact; refund?: RefundFact } | null;
};

const numberOf = (e: Stored) => `R-${e.occurredAt.toISOString().slice(0, 10).replace(/-/g, '')}-${String(e._id).slice(-6).toUpperCase()}`;

/** The player's receipts, newest first. */
export async function receiptsOf(userId: string): Promise<Receipt[]> {
  const history = await BillingEventModel.find(
    { userId: new mongoose.Types.ObjectId(userId) },
    { provider: 1, occurredAt: 1, providerSubscriptionId: 1, change: 1 },
  )
    .sort({ occurredAt: 1, _id: 1 })
    .lean<Stored[]>();
  // A refund names the payment it gave back, and the invoice when we refunded it (a Stripe payment told
  // without its payment's id is found by its invoice).
  const refunds = new Map(
    history.flatMap((e) => {
      const refund = e.change?.refund;
      if (!refund) return [];
      const told = { at: e.occurredAt, amount: refund.amount };
      return [[refund.paymentId, told] as const, ...(refund.invoiceId ? [[refund.invoiceId, told] as const] : [])];
    }),
  );
  const receipts: Receipt[] = [];
  let plan: PaidTier | null = null;
  for (const e of history) {
    if (isPaidTier(e.change?.plan)) plan = e.change.plan;
    const payment = e.change?.payment;
    if (!payment || (payment.amount <= 0 && !payment.credit)) continue;
    const refund = (payment.id && refunds.get(payment.id)) || (payment.invoiceId && refunds.get(payment.invoiceId)) || null;
    receipts.push({
      id: String(e._id),
      number: numberOf(e),
      paidAt: e.occurredAt,
      amount: payment.amount,
      currency: payment.currency,
      plan: payment.plan && isPaidTier(payment.plan) ? payment.plan : plan,
      provider: e.provider === 'paypal' ? 'paypal' : 'stripe',
      change: Boolean(payment.prorated),
      reference: payment.id ?? payment.invoiceId ?? null,
      refundedAt: refund?.at ?? null,
      refundedAmount: refund?.amount ?? 0,
      credit: payment.credit ?? 0,
    });
  }
  return receipts.reverse();
}

/** One receipt of the player's, or null (another player's is not found either). */
export async function receiptOf(userId: string, id: string): Promise<Receipt | null> {
  if (!mongoose.isValidObjectId(id)) return null;
  return (await receiptsOf(userId)).find((r) => r.id === id) ?? null;
}
