/** Plan tiers and their bot slots (spec §9). The one table the API enforces and the site shows. */
export const PLAN_TIERS = ['starter', 'plus', 'advanced', 'premium'] as const;
export type PlanTier = (typeof PLAN_TIERS)[number];

export const DEFAULT_PLAN: PlanTier = 'starter';

export const BOT_SLOTS: Record<PlanTier, number> = {
  starter: 1,
  plus: 3,
  advanced: 6,
  premium: 12,
};

/** Slots for any plan value; unknown values get the default plan's slots. */
export function slotsFor(plan: string | undefined): number {
  return BOT_SLOTS[plan as PlanTier] ?? BOT_SLOTS[DEFAULT_PLAN];
}

export function isPlanTier(value: unknown): value is PlanTier {
  return typeof value === 'string' && (PLAN_TIERS as readonly string[]).includes(value);
}
