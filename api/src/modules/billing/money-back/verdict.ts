/**
 * Whether a user may take their payment back, read from their billing history alone (pure, so every
 * rule is tested without a provider): the first payment on a paid plan opens a 7-day window; every
 * payment made inside it is given back; one guarantee per account.
 */
import { MONEY_BACK_DAYS, type MoneyBackState } from '@shared/money-back';
import type { PaymentFact, Provider, RefundFact } from '../ledger';
import { said, type Said } from '@shared/i18n/said';
import { billingErrors } from '../errors.messages';

/** A billing event as stored, the parts the guarantee reads. */
export type HistoryEvent = {
  provider: string;
  eventKey: string;
  eventType: string;
  occurredAt: Date;
  providerSubscriptionId?: string | null;
  change?: { payment?: PaymentFact; refund?: RefundFact } | null;
};

export type Payment = PaymentFact & { provider: Provider; subscriptionId: string | null; paidAt: Date };

export type Verdict = {
  state: MoneyBackState;
  /** The last moment a refund may be asked for (first payment + 7 days); null before any payment. */
  until: Date | null;
  /** What would be (or was) given back, in minor units. */
  amount: number | null;
  currency: string | null;
  /** The payments a refund gives back (eligible and resume). */
  payments: Payment[];
  refundedAt: Date | null;
  /** Why a refund cannot be asked for, in words for the player (said: each reads it in their language); null when it can. */
  reason: Said | null;
};

/** Our own record that the guarantee was carried out for this user (ledger event id `guarantee:<userId>`). */
export const GUARANTEE_EVENT_TYPE = 'castellan.money_back';
/** Our own record of one refund the guarantee made (event id `refund:<payment id>`, as the provider's webhook). */
export const REFUND_EVENT_TYPE = 'castellan.money_back.refund';

const DAY_MS = 86_400_000;

/**
 * `started`: this account's guarantee was claimed by a request (money-back/service.ts); with no
 * guarantee event after it, that request did not finish, and asking again finishes it.
 */
export function verdictOf(history: HistoryEvent[], started: boolean, now: Date): Verdict {
  const sorted = [...history].sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime());
  // Money that moved: a renewal the player's credit paid whole charged nothing, and has nothing to give back.
  const payments: Payment[] = sorted
    .filter((e) => (e.change?.payment?.amount ?? 0) > 0)
    .map((e) => ({
      ...e.change!.payment!,
      provider: e.provider as Provider,
      subscriptionId: e.providerSubscriptionId ?? null,
      paidAt: new Date(e.occurredAt),
    }));
  const refunds = sorted.filter((e) => e.change?.refund);
  const done = sorted.find((e) => e.eventType === GUARANTEE_EVENT_TYPE);
  const none: Verdict = { state: 'none', until: null, amount: null, currency: null, payments: [], refundedAt: null, reason: said(billingErrors, 'notPaidYet') };
  if (!payments.length) return none;

  const first = payments[0]!;
  const until = new Date(first.paidAt.getTime() + MONEY_BACK_DAYS * DAY_MS);
  const inWindow = payments.filter((p) => p.paidAt <= until);
  const total = (list: { amount: number }[]) => list.reduce((sum, p) => sum + p.amount, 0);
  const base = { until, currency: first.currency };

  if (done || (refunds.length && !started)) {
    // Carried out, or a payment was given back some other way (Stripe's or PayPal's dashboard): once is the promise.
    const given = refunds.length ? refunds : [];
    const at = done?.occurredAt ?? given[0]!.occurredAt;
    const amount = given.length ? total(given.map((e) => e.change!.refund!)) : total(inWindow);
    return {
      ...base,
      state: 'refunded',
      amount,
      payments: [],
      refundedAt: new Date(at),
      reason: said(billingErrors, 'alreadyRefunded', { amount: { minor: amount, currency: first.currency }, day: { at: new Date(at).getTime(), day: true } }),
    };
  }
  if (started) {
    // What the unfinished request already gave back is not asked for again.
    const given = new Set(refunds.map((e) => e.change!.refund!.paymentId));
    return { ...base, state: 'resume', amount: total(inWindow), payments: inWindow.filter((p) => !p.id || !given.has(p.id)), refundedAt: null, reason: null };
  }
  if (now > until) {
    return {
      ...base,
      state: 'expired',
      amount: null,
      payments: [],
      refundedAt: null,
      reason: said(billingErrors, 'guaranteeEnded', {
        first: { at: first.paidAt.getTime(), day: true },
        until: { at: until.getTime(), day: true },
        count: MONEY_BACK_DAYS,
      }),
    };
  }
  return { ...base, state: 'eligible', amount: total(inWindow), payments: inWindow, refundedAt: null, reason: null };
}
