/**
 * Plan tiers, their bot slots (spec §9) and prices: the one catalogue the API enforces and bills, and the
 * site shows. Provider price/plan ids come from the API's configuration, not from here.
 */
export const PLAN_TIERS = ['starter', 'plus', 'advanced', 'premium'] as const;
export type PlanTier = (typeof PLAN_TIERS)[number];
export type PaidTier = Exclude<PlanTier, 'starter'>;

export const DEFAULT_PLAN: PlanTier = 'starter';
export const PAID_TIERS: readonly PaidTier[] = ['plus', 'advanced', 'premium'];
/** What "subscribe" buys when no tier is named: the pricing page's "Most Popular" card. */
export const DEFAULT_PAID_TIER: PaidTier = 'advanced';

export const BOT_SLOTS: Record<PlanTier, number> = {
  starter: 1,
  plus: 3,
  advanced: 6,
  premium: 12,
};

/** Monthly price in cents, and the currency the pricing page shows. */
export const PLAN_PRICES: Record<PaidTier, { cents: number; currency: 'usd' }> = {
  plus: { cents: 999, currency: 'usd' },
  advanced: { cents: 1999, currency: 'usd' },
  premium: { cents: 4999, currency: 'usd' },
};

/**
 * What every screen calls each tier: the pricing page's names (a product decision, issue 9). The tier
 * values stay as the API and the providers know them; only these names are shown.
 */
export const PLAN_NAMES: Record<PlanTier, string> = {
  starter: 'Starter',
  plus: 'Plus',
  advanced: 'Premium',
  premium: 'Professional',
};

/** A plan's name for any plan value (unknown values read as the default plan). */
export function planName(plan: string | undefined | null): string {
  return PLAN_NAMES[plan as PlanTier] ?? PLAN_NAMES[DEFAULT_PLAN];
}

/** "$19.99"; in another language as it writes US dollars ("19,99 $" in German, "US$ 19,99" in Dutch). */
export function formatPrice(tier: PaidTier, locale = 'en'): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(PLAN_PRICES[tier].cents / 100);
}

/** Slots for any plan value; unknown values get the default plan's slots. */
export function slotsFor(plan: string | undefined | null): number {
  return BOT_SLOTS[plan as PlanTier] ?? BOT_SLOTS[DEFAULT_PLAN];
}

/** Whether a plan (any value; unknown reads as the default plan) includes what `needed` and the plans above it include. */
export function planIncludes(plan: string | undefined | null, needed: PlanTier): boolean {
  const tier = isPlanTier(plan) ? plan : DEFAULT_PLAN;
  return PLAN_TIERS.indexOf(tier) >= PLAN_TIERS.indexOf(needed);
}

export function isPlanTier(value: unknown): value is PlanTier {
  return typeof value === 'string' && (PLAN_TIERS as readonly string[]).includes(value);
}

export function isPaidTier(value: unknown): value is PaidTier {
  return typeof value === 'string' && (PAID_TIERS as readonly string[]).includes(value);
}

/**
 * The plans that include API access (personal API keys, issue 13). Checked at every request a key makes,
 * not only when the key is made: a plan that changes takes its keys' access with it.
 */
export const API_ACCESS_TIERS: readonly PlanTier[] = ['premium'];

export function hasApiAccess(plan: string | undefined | null): boolean {
  return (API_ACCESS_TIERS as readonly string[]).includes(plan ?? '');
}
