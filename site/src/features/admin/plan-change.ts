/** The plan-change form's rules, as the API applies them (admin/model.ts, billing/grant.ts). */
import { PLAN_NAMES, PLAN_TIERS, type PlanTier } from '@shared/plans';

export const REASON_MAX = 500;

/** The reason the API accepts: 3 to 500 characters once trimmed; null when it is fine. */
export function reasonProblem(reason: string): string | null {
  const length = reason.trim().length;
  return length >= 3 && length <= REASON_MAX ? null : 'Please give a reason (3 to 500 characters).';
}

/** Every plan by its name; Starter removes a grant, which is what choosing it means. */
export function planChoices(): { value: PlanTier; label: string }[] {
  return PLAN_TIERS.map((value) => ({ value, label: value === 'starter' ? `${PLAN_NAMES.starter} (remove any grant)` : PLAN_NAMES[value] }));
}
