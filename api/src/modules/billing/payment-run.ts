/**
 * The newest payments across every player, as the providers told them, for the admins' alert of payments
 * failing one after another (modules/alerts/): one player's card declined is dunning's business; a run of
 * them across players is a provider, a price or our webhook in trouble.
 */
import { BillingEventModel } from './subscription.model';
import type { Provider } from './ledger';
import { FAILED_PAYMENT_EVENTS, PAID_PAYMENT_EVENTS } from './payment-events';

export type PaymentSeen = { provider: Provider; failed: boolean; at: Date };

/** The newest `limit` payments, newest first by the provider's time (a free invoice moved no money: not one). */
export async function latestPayments(limit: number): Promise<PaymentSeen[]> {
  const rows = await BillingEventModel.find(
    { eventType: { $in: [...FAILED_PAYMENT_EVENTS, ...PAID_PAYMENT_EVENTS] } },
    { provider: 1, eventType: 1, occurredAt: 1, 'change.payment': 1 },
  )
    .sort({ occurredAt: -1, _id: -1 })
    .limit(limit)
    .lean<{ provider: string; eventType: string; occurredAt: Date; change?: { payment?: unknown } }[]>();
  return rows.flatMap((row) => {
    const failed = FAILED_PAYMENT_EVENTS.includes(row.eventType);
    return failed || row.change?.payment ? [{ provider: row.provider as Provider, failed, at: row.occurredAt }] : [];
  });
}
