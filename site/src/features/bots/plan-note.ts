/**
 * What a template card says of its plan. In the player's plan: "Plus · in your plan". Beyond it: the plans
 * that include it, calmly ("Available on Premium and Professional"), as a fact and not a warning: 13 of 19
 * cards said "Locked" in the warning colour to a new player (issue 64).
 */
import { PLAN_NAMES, PLAN_TIERS, planIncludes, type PlanTier } from '@shared/plans';
import { intlLocale } from '@shared/i18n/intl';
import type { Locale } from '@shared/i18n/locales';
import type { galleryMessages } from './gallery.messages';

type Words = Pick<(typeof galleryMessages)['base'], 'inYourPlan' | 'availableOn'>;

export function planNote(plan: string | undefined, needed: PlanTier, m: Words, locale: Locale): string {
  if (planIncludes(plan, needed)) return m.inYourPlan({ plan: PLAN_NAMES[needed] });
  const plans = PLAN_TIERS.filter((tier) => planIncludes(tier, needed)).map((tier) => PLAN_NAMES[tier]);
  return m.availableOn({ plans: new Intl.ListFormat(intlLocale(locale), { type: 'conjunction' }).format(plans) });
}
