/**
 * One rule for every provider: which plan a subscription entitles to now, raised to an administrator's
 * grant when that is higher (grant.model.ts). The user's `plan` is kept in step with it (it drives slots,
 * the daily limit and the token), and a shrinking plan stops the bots beyond the new slots, newest first.
 */
import { DEFAULT_PLAN, PLAN_NAMES, PLAN_TIERS, planName, slotsFor, type PlanTier } from '@shared/plans';
import { said } from '@shared/i18n/said';
import { notificationLines } from '@shared/notifications.messages';
import { createKeyedLock } from '../../lib/keyed-lock';
import { log } from '../../lib/logger';
import { recordActivity } from '../auth/activity/record';
import { notify } from '../notifications/service';
import { setPlanIf, userById } from '../users/records';
import { PlanGrantModel } from './grant.model';
import { SubscriptionModel, type Subscription } from './subscription.model';

/**
 * How long a failing payment keeps the plan while the provider tries again: counted from the first
 * failure (a card provider has usually moved the period on by then), or from the paid period's end for a
 * record from before that was kept.
 */
export const PAST_DUE_GRACE_MS = 7 * 24 * 3_600_000;

type GraceFacts = Pick<Subscription, 'status' | 'currentPeriodEnd'> & { pastDueSince?: Date | null };

/** When a failing payment's grace ends (the plan returns to Starter), or null when nothing is failing. */
export function graceEndOf(sub: GraceFacts | null): Date | null {
  if (sub?.status !== 'past_due') return null;
  const from = sub.pastDueSince ?? sub.currentPeriodEnd;
  return from ? new Date(from.getTime() + PAST_DUE_GRACE_MS) : null;
}

export function effectivePlan(
  sub: (Pick<Subscription, 'plan' | 'status' | 'currentPeriodEnd'> & { pastDueSince?: Date | null }) | null,
  now: number,
): PlanTier {
  if (!sub) return DEFAULT_PLAN;
  const end = sub.currentPeriodEnd?.getTime() ?? 0;
  switch (sub.status) {
    case 'active':
      return sub.plan as PlanTier;
    case 'past_due': {
      const graceEnd = graceEndOf(sub);
      return !graceEnd || now < graceEnd.getTime() ? (sub.plan as PlanTier) : DEFAULT_PLAN;
    }
    case 'cancelled':
      return now < end ? (sub.plan as PlanTier) : DEFAULT_PLAN;
    default:
      return DEFAULT_PLAN;
  }
}

export const tierRank = (plan: PlanTier): number => PLAN_TIERS.indexOf(plan);

/**
 * What the user has now: what they pay for, or an administrator's grant when it is higher. A grant is a
 * floor, never a ceiling: it cannot take away a plan someone pays for (the provider keeps billing it),
 * and a payment for more than the grant wins while it lasts, the grant showing again when it ends.
 */
export function entitledPlan(
  sub: (Pick<Subscription, 'plan' | 'status' | 'currentPeriodEnd'> & { pastDueSince?: Date | null }) | null,
  grant: { plan: string } | null,
  now: number,
): PlanTier {
  const paid = effectivePlan(sub, now);
  const granted = grant?.plan as PlanTier | undefined;
  return granted && tierRank(granted) > tierRank(paid) ? granted : paid;
}

/** Stops what a smaller plan no longer covers (bots beyond its slots, templates it does not include). */
export type PlanEnforcer = (userId: string, plan: PlanTier) => Promise<void>;

export interface Entitlement {
  /**
   * Brings the user's plan in line with the subscription; tells them when it changed. The plan is written only
   * over the value it was read as, and read again after writing, so two settlers racing for one user end on the
   * plan of the newest subscription state, not on whichever wrote last.
   */
  apply(userId: string): Promise<void>;
}

export function createEntitlement(enforcePlan: PlanEnforcer, now: () => number = Date.now): Entitlement {
  // One user's plan is settled by one caller at a time in this process: a payment's return and its webhook
  // arriving together told the player "Your plan is now Premium" twice while the embedded FerretDB let two
  // conditional writes both pass (before our patch); in turn, the second finds the plan already set.
  const oneAtATime = createKeyedLock();

  function apply(userId: string): Promise<void> {
    return oneAtATime(userId, () => settlePlan(userId));
  }

  async function settlePlan(userId: string): Promise<void> {
    for (let attempt = 0; attempt < 10; attempt++) {
      const [user, sub, grant] = await Promise.all([userById(userId), SubscriptionModel.findOne({ userId }), PlanGrantModel.findOne({ userId }).lean()]);
      if (!user) return;
      const plan = entitledPlan(sub, grant, now());
      if (user.plan === plan) return;
      const before = user.plan as PlanTier;
      if (!(await setPlanIf(userId, before, plan))) continue;
      log.info('plan changed', { userId, from: before, to: plan });
      // Here, where old and new are both known, whatever moved it (a payment, its end, an admin's grant). Not
      // awaited: the log is best-effort, and this runs under the user's keyed lock (on FerretDB, awaiting it
      // made 100 plan changes 13 s slower in the webhook race test).
      void recordActivity({ userId, kind: 'plan-changed', detail: `${planName(before)} → ${planName(plan)}` });
      const slots = slotsFor(plan);
      await notify(userId, 'plan', said(notificationLines, 'planNow', { plan: PLAN_NAMES[plan], count: slots }));
      if (tierRank(plan) < tierRank(before)) await enforcePlan(userId, plan);
    }
  }

  return { apply };
}
