/** Which plan a template needs (its unit's `plan`, shared/src/templates/units): the one check behind creating, starting and a plan that shrank. */
import { planIncludes, PLAN_NAMES, planName } from '@shared/plans';
import { ForbiddenError } from '../../lib/errors';
import { said } from '@shared/i18n/said';
import { findTemplate } from './catalogue';
import { templateErrors } from './errors.messages';

/** Whether a user on `plan` may run bots of this template (an unknown template is not refused here). */
export function planRunsTemplate(plan: string | null | undefined, templateId: string): boolean {
  const template = findTemplate(templateId);
  return !template || planIncludes(plan, template.plan);
}

/** Refuses, with a message a player understands, a template their plan does not include. */
export function assertPlanRunsTemplate(plan: string | null | undefined, templateId: string): void {
  const template = findTemplate(templateId);
  if (!template || planIncludes(plan, template.plan)) return;
  throw new ForbiddenError(said(templateErrors, 'notInPlan', { template: template.label, plan: PLAN_NAMES[template.plan], yours: planName(plan) }));
}
