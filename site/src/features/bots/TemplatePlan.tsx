/**
 * What plan a template needs, beside its description in both create forms: "Included in your plan", or the
 * plan it starts from with a link to the plans. The API refuses the same (templates/plan-gate.ts).
 */
import { useStore } from '@nanostores/react';
import { planIncludes, PLAN_NAMES, planName, type PlanTier } from '@shared/plans';
import { $session } from '../session/store';

export function usePlan(): string | undefined {
  return useStore($session).user?.user_metadata.plan;
}

/** The option's text in a template list: its label, and the plan it needs when the player's does not include it. */
export function templateOption(template: { label: string; plan: PlanTier }, plan: string | undefined): string {
  return planIncludes(plan, template.plan) ? template.label : `${template.label} (${PLAN_NAMES[template.plan]} and up)`;
}

export function TemplatePlan({ template }: { template: { label: string; plan: PlanTier } }) {
  const plan = usePlan();
  if (planIncludes(plan, template.plan)) {
    return <p className="hint">{template.plan === 'starter' ? 'Included in every plan.' : `Included from ${PLAN_NAMES[template.plan]} up: your ${planName(plan)} plan includes it.`}</p>;
  }
  return (
    <p className="hint" role="note">
      Needs the {PLAN_NAMES[template.plan]} plan or higher; your plan is {planName(plan)}. <a href="/pricing">See the plans</a>.
    </p>
  );
}
