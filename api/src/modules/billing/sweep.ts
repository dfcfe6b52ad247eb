/**
 * The periodic billing sweep (every minute; not a TTL index: FerretDB has none). In order:
 *  1. reconcile: a subscription changed in the last RECENT_MS (a burst of plan changes, a cancel, a resume)
 *     and a paid period that has passed without word from the provider (a lost or late webhook) are asked
 *     about at the provider, and what it says is recorded when it differs from ours (reconcile.ts);
 *  2. expire: cancelled subscriptions past their period and failed payments past their grace end, as a
 *     recorded event of our own (so the history, not a side write, says why the plan ended);
 *  3. settle: events recorded but never folded (a process that died in between) are folded now;
 *  4. forget the plan-change quotes past their few minutes;
 *  5. settle again the players with a second subscription refused in the last day (second-subscription.ts).
 */
import { log } from '../../lib/logger';
import type { Provider } from './ledger';
import { recordBillingEvent, settle } from './ledger';
import { graceEndOf, PAST_DUE_GRACE_MS } from './entitlement';
import { sweepQuotes } from './plan-change/quotes';
import { reconcileUser, type Reconcilers } from './reconcile';
import { BillingEventModel, SubscriptionModel } from './subscription.model';

export type { Reconciler } from './reconcile';

/** A subscription changed this recently is asked about at every sweep: a fast series of changes settles at the provider's word. */
const RECENT_MS = 15 * 60_000;

export type BillingSweepOptions = {
  apply: (userId: string) => Promise<void>;
  reconcilers: Reconcilers;
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
    const live = (since: 'updatedAt' | 'currentPeriodEnd', range: { $gte: Date } | { $lte: Date }) =>
      SubscriptionModel.find(
        { status: { $in: ['active', 'past_due', 'cancelled'] }, providerSubscriptionId: { $ne: null }, [since]: range },
        { userId: 1, provider: 1, providerSubscriptionId: 1 },
      )
        .limit(100)
        .lean();
    const [recent, passed] = await Promise.all([live('updatedAt', { $gte: new Date(now - RECENT_MS) }), live('currentPeriodEnd', { $lte: new Date(now) })]);
    const recentIds = new Set(recent.map((sub) => String(sub._id)));
    let asked = 0;
    for (const sub of [...recent, ...passed.filter((p) => !recentIds.has(String(p._id)))]) {
      const key = `${sub.provider}:${sub.providerSubscriptionId}`;
      // A passed period is asked about every `reconcileEveryMs`; a recent change at every sweep.
      if (!reconcilers[sub.provider as Provider] || (!recentIds.has(String(sub._id)) && now - (askedAt.get(key) ?? 0) < reconcileEveryMs)) continue;
      askedAt.set(key, now);
      asked += 1;
      try {
        await reconcileUser(String(sub.userId), reconcilers, apply, 'the sweep');
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

  /** A second subscription refused in the last day is settled again: a cancel or refund its provider refused then is tried again. */
  async function askAgainAboutSeconds(now: number): Promise<void> {
    const recent = await SubscriptionModel.find(
      { 'refusedSubscriptionIds.0': { $exists: true }, updatedAt: { $gte: new Date(now - 86_400_000) } },
      { userId: 1 },
    )
      .limit(100)
      .lean();
    for (const sub of recent) await apply(String(sub.userId));
  }

  /** One pass; `now` is a parameter so tests can let a paid period run out. */
  async function sweep(now = Date.now()): Promise<{ reconciled: number; expired: number; settled: number }> {
    const reconciled = await reconcile(now);
    const expired = await expire(now);
    const settled = await settleUnapplied(now);
    await sweepQuotes(now);
    await askAgainAboutSeconds(now);
    return { reconciled, expired, settled };
  }

  return sweep;
}
