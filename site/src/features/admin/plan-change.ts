/** The plan-change form's rules, as the API applies them (admin/model.ts, billing/grant.ts). */
import { PLAN_REASON_LENGTH } from '@shared/limits';
import { PLAN_NAMES, PLAN_TIERS, type PlanTier } from '@shared/plans';
import { messagesNow } from '../../lib/i18n';
import { planChangeMessages } from './users.messages';

/** The reason the API accepts: its length within bounds once trimmed; null when it is fine. */
export function reasonProblem(reason: string, m = messagesNow(planChangeMessages)): string | null {
  const length = reason.trim().length;
  const { min, max } = PLAN_REASON_LENGTH;
  return length >= min && length <= max ? null : m.reasonProblem({ min })(max);
}

/** Every plan by its name; Starter removes a grant, which is what choosing it means. */
export function planChoices(m = messagesNow(planChangeMessages)): { value: PlanTier; label: string }[] {
  return PLAN_TIERS.map((value) => ({ value, label: value === 'starter' ? m.starterRemoves({ plan: PLAN_NAMES.starter }) : PLAN_NAMES[value] }));
}
