/**
 * What plan a template needs, beside its description in both create forms: "Included in your plan", or the
 * plan it starts from with a link to the plans. The API refuses the same (templates/plan-gate.ts).
 */
import { useStore } from '@nanostores/react';
import { planIncludes, PLAN_NAMES, planName, type PlanTier } from '@shared/plans';
import { $session } from '../session/store';
import { here, messagesNow, useMessages } from '../../lib/i18n';
import { templatePlanMessages } from './create-page.messages';
import { fill } from '../../components/ui/fill';

export function usePlan(): string | undefined {
  return useStore($session).user?.user_metadata.plan;
}

/** The option's text in a template list: its label, and the plan it needs when the player's does not include it. */
export function templateOption(template: { label: string; plan: PlanTier }, plan: string | undefined, m = messagesNow(templatePlanMessages)): string {
  return planIncludes(plan, template.plan) ? template.label : m.andUp({ template: template.label, plan: PLAN_NAMES[template.plan] });
}

export function TemplatePlan({ template }: { template: { label: string; plan: PlanTier } }) {
  const plan = usePlan();
  const m = useMessages(templatePlanMessages);
  if (planIncludes(plan, template.plan)) {
    return <p className="hint">{template.plan === 'starter' ? m.everyPlan : m.includedFrom({ plan: PLAN_NAMES[template.plan], yours: planName(plan) })}</p>;
  }
  return (
    <p className="hint" role="note">
      {fill(m.needs({ plan: PLAN_NAMES[template.plan], yours: planName(plan), link: '{link}' }), { link: <a href={here('/pricing')}>{m.seePlans}</a> })}
    </p>
  );
}
