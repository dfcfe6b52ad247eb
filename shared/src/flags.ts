/**
 * Beta features (the Professional plan's "Beta features access"): things that work but are still being
 * shaped, which a player on a plan that may opt in can turn on for themselves while an administrator has
 * the flag on. Each flag names what it gates: a screen (or part of one) of the site, or a bot template,
 * which the API then offers and accepts only to players for whom the beta is active.
 */
import { PLAN_NAMES, planIncludes, type PlanTier } from './plans';

export type BetaGate =
  /** A part of the site, named by what the player sees. */
  | { kind: 'screen'; screen: string }
  /** A bot template (the API's catalogue id): listed, created and started only while the beta is active for the player. */
  | { kind: 'template'; templateId: string };

export type BetaFlag = {
  id: string;
  name: string;
  description: string;
  /** The lowest plan whose players may opt in. */
  plan: PlanTier;
  gates: BetaGate;
};

export const BETA_FLAGS = [
  {
    id: 'dashboard-charts',
    name: 'Charts on the dashboard',
    description:
      "The Analytics tab's charts (loot, attacks, taxes and uptime over the last 7 days) as cards on the Bot Management tab, chosen and ordered with the rest of your dashboard in Arrange dashboard.",
    plan: 'professional',
    gates: { kind: 'screen', screen: 'Bot Management: chart cards' },
  },
] as const satisfies readonly BetaFlag[];

export type BetaFlagId = (typeof BETA_FLAGS)[number]['id'];

export function findFlag(id: string): BetaFlag | undefined {
  return BETA_FLAGS.find((f) => f.id === id);
}

export function mayOptIn(flag: Pick<BetaFlag, 'plan'>, plan: string | null | undefined): boolean {
  return planIncludes(plan, flag.plan);
}

/** Why a player may not opt in, in their words. */
export function optInRefusal(flag: Pick<BetaFlag, 'name' | 'plan'>, plan: string | null | undefined): string {
  return `Beta features such as "${flag.name}" come with the ${PLAN_NAMES[flag.plan]} plan; your plan is ${PLAN_NAMES[plan as PlanTier] ?? PLAN_NAMES.starter}.`;
}

/**
 * Whether a beta is active for a player: the flag on, their plan allowed, and their own opt-in. A plan
 * that drops below the flag's keeps the opt-in stored but inactive, so upgrading again brings it back.
 */
export function betaActive(flag: Pick<BetaFlag, 'plan'>, state: { enabled: boolean; optedIn: boolean }, plan: string | null | undefined): boolean {
  return state.enabled && state.optedIn && mayOptIn(flag, plan);
}

/** The flag that gates a template, if any (`flags` is the catalogue above unless a test gives its own). */
export function flagOfTemplate(templateId: string, flags: readonly BetaFlag[] = BETA_FLAGS): BetaFlag | undefined {
  return flags.find((f) => f.gates.kind === 'template' && f.gates.templateId === templateId);
}
