/**
 * The periodic billing sweep (every minute; not a TTL index: FerretDB has none). In order:
 *  1. reconcile: a paid period that has passed without word from the provider (a lost or late webhook)
 *     is asked about at the provider, and what it says is recorded like any event;
 *  2. expire: cancelled subscriptions past their period and failed payments past their grace end, as a
 *     recorded event of our own (so the history, not a side write, says why the plan ended);
 *  3. settle: events recorded but never folded (a process that died in between) are folded now.
 */
import { log } from '../../lib/logger';
import type { BillingChange, Provider } from './ledger';
import { recordBillingEvent, settle } from './ledger';
import { graceEndOf, PAST_DUE_GRACE_MS } from './entitlement';
import { BillingEventModel, SubscriptionModel, type Subscription } from './subscription.model';

/** What the provider says of one of its subscriptions now, as a change; null when it cannot be asked. */
export type Reconciler = (sub: Subscription & { userId: unknown }, now: Date) => Promise<BillingChange | null>;

export type BillingSweepOptions = {
  apply: (userId: string) => Promise<void>;
  reconcilers: Partial<Record<Provider, Reconciler>>;
  /** How long a provider is not asked again about the same subscription. */
  reconcileEveryMs?: number;
  /** An event this much older than its recording and still not folded is settled by the sweep. */
  unappliedAfterMs?: number;
};

/** Ranks our own expiry after every provider event of the same millisecond. */
const EXPIRY_RANK = 10;

export interface BillingSweep {
  /** One sweep at `now`: reconcile, expire, settle (in that order); how many of each. */
  (now?: number): Promise<{ reconciled: number; expired: number; settled: number }>;
}

export function createBillingSweep({ apply, reconcilers, reconcileEveryMs = 10 * 60_000, unappliedAfterMs = 60_000 }: BillingSweepOptions): BillingSweep {
  const askedAt = new Map<string, number>();

  async function reconcile(now: number): Promise<number> {
    const passed = await SubscriptionModel.find({
      status: { $in: ['active', 'past_due', 'cancelled'] },
      providerSubscriptionId: { $ne: null },
      currentPeriodEnd: { $lte: new Date(now) },
    })
      .limit(100)
      .lean();
    let asked = 0;
    for (const sub of passed) {
      const reconciler = sub.provider ? reconcilers[sub.provider as Provider] : undefined;
      const key = `${sub.provider}:${sub.providerSubscriptionId}`;
      if (!reconciler || now - (askedAt.get(key) ?? 0) < reconcileEveryMs) continue;
      askedAt.set(key, now);
      asked += 1;
      try {
        const change = await reconciler(sub, new Date(now));
        if (change) await recordBillingEvent({ ...change, userId: String(sub.userId) }, apply);
      } catch (err) {
        // The provider is down or refuses: the expiry rules below still hold; we ask again later.
        log.warn('billing reconciliation failed', { subscription: key, error: err instanceof Error ? err.message : String(err) });
      }
    }
    return asked;
  }

  async function expire(now: number): Promise<number> {
    const graceStart = new Date(now - PAST_DUE_GRACE_MS);
    const due = await SubscriptionModel.find({
      $or: [
        { status: 'cancelled', currentPeriodEnd: { $lte: new Date(now) } },
        { status: 'past_due', pastDueSince: { $lte: graceStart } },
        // Kept before the first failure was: from the paid period's end.
        { status: 'past_due', pastDueSince: null, currentPeriodEnd: { $lte: graceStart } },
      ],
    }).lean();
    for (const sub of due) {
      const end = sub.status === 'past_due' ? graceEndOf(sub)!.getTime() : sub.currentPeriodEnd!.getTime();
      await recordBillingEvent(
        {
          provider: (sub.provider as Provider | null) ?? 'stripe',
          eventId: `expiry:${sub.providerSubscriptionId ?? sub.userId}:${end}`,
          type: sub.status === 'past_due' ? 'castellan.grace_ended' : 'castellan.period_ended',
          occurredAt: new Date(end),
          typeRank: EXPIRY_RANK,
          userId: String(sub.userId),
          providerSubscriptionId: sub.providerSubscriptionId ?? null,
          status: 'expired',
        },
        apply,
      );
    }
    return due.length;
  }

  async function settleUnapplied(now: number): Promise<number> {
    const stuck = await BillingEventModel.find({ applied: false, userId: { $ne: null }, receivedAt: { $lte: new Date(now - unappliedAfterMs) } })
      .limit(500)
      .lean();
    const users = [...new Set(stuck.map((e) => String(e.userId)))];
    for (const userId of users) await settle(userId, apply);
    return users.length;
  }

  /** One pass; `now` is a parameter so tests can let a paid period run out. */
  async function sweep(now = Date.now()): Promise<{ reconciled: number; expired: number; settled: number }> {
    const reconciled = await reconcile(now);
    const expired = await expire(now);
    const settled = await settleUnapplied(now);
    return { reconciled, expired, settled };
  }

  return sweep;
}
