/**
 * Plan tiers, their bot slots (spec §9) and prices: the one catalogue the API enforces and bills, and the
 * site shows. Provider price/plan ids come from the API's configuration, not from here.
 */
export const PLAN_TIERS = ['starter', 'plus', 'premium', 'professional'] as const;
import { intlLocale } from './i18n/intl';
export type PlanTier = (typeof PLAN_TIERS)[number];
export type PaidTier = Exclude<PlanTier, 'starter'>;

export const DEFAULT_PLAN: PlanTier = 'starter';
export const PAID_TIERS: readonly PaidTier[] = ['plus', 'premium', 'professional'];
/** What "subscribe" buys when no tier is named: the pricing page's "Most Popular" card. */
export const DEFAULT_PAID_TIER: PaidTier = 'premium';

export const BOT_SLOTS: Record<PlanTier, number> = {
  starter: 1,
  plus: 3,
  premium: 6,
  professional: 12,
};

/** Monthly price in cents, and the currency the pricing page shows. */
export const PLAN_PRICES: Record<PaidTier, { cents: number; currency: 'usd' }> = {
  plus: { cents: 999, currency: 'usd' },
  premium: { cents: 1999, currency: 'usd' },
  professional: { cents: 4999, currency: 'usd' },
};

/**
 * What every screen calls each tier: the pricing page's names (issue 9), which the tier ids follow since
 * issue 37 (before it, `advanced` was shown as Premium and `premium` as Professional: see readPlanId).
 */
export const PLAN_NAMES: Record<PlanTier, string> = {
  starter: 'Starter',
  plus: 'Plus',
  premium: 'Premium',
  professional: 'Professional',
};

/**
 * The vocabularies tier ids were written in: 1 before issue 37 (starter, plus, advanced, premium), 2 since
 * (starter, plus, premium, professional). Only `premium` is in both, with two meanings, so a stored or
 * received `premium` is read with the vocabulary that wrote it, never guessed.
 */
export type PlanIdsVersion = 1 | 2;
export const PLAN_IDS_VERSION: PlanIdsVersion = 2;
const FIRST_IDS: Record<string, PlanTier> = { starter: 'starter', plus: 'plus', advanced: 'premium', premium: 'professional' };

/**
 * A tier id as the vocabulary `version` meant it, in today's ids; undefined for anything else. `advanced`
 * exists only in the first vocabulary and `professional` only in the second, so both read the same either way.
 */
export function readPlanId(value: unknown, version: PlanIdsVersion): PlanTier | undefined {
  if (typeof value !== 'string') return undefined;
  if (value === 'advanced' || value === 'professional') return value === 'advanced' ? 'premium' : 'professional';
  return version === 1 ? FIRST_IDS[value] : isPlanTier(value) ? value : undefined;
}

/**
 * A tier as a person or a client sends it today: the new ids, and the old `advanced` for Premium (old
 * links and clients). A bare `premium` from the wire is today's Premium.
 */
export function planFromWire(value: unknown): PlanTier | undefined {
  return readPlanId(value, PLAN_IDS_VERSION);
}

/** The ids a request may name: today's, and the old `advanced` (read as Premium). */
export const PLAN_INPUTS = [...PLAN_TIERS, 'advanced'] as const;
export const PAID_TIER_INPUTS = ['plus', 'premium', 'professional', 'advanced'] as const;

/** A paid tier as a request names it (planFromWire); undefined when none is named. */
export function paidTierFromWire(value: (typeof PAID_TIER_INPUTS)[number] | undefined): PaidTier | undefined {
  return value === undefined ? undefined : (planFromWire(value) as PaidTier);
}

/** A plan's name for any plan value (unknown values read as the default plan). */
export function planName(plan: string | undefined | null): string {
  return PLAN_NAMES[plan as PlanTier] ?? PLAN_NAMES[DEFAULT_PLAN];
}

/** "$19.99"; in another language as it writes US dollars ("19,99 $" in German, "US$ 19,99" in Dutch). */
export function formatPrice(tier: PaidTier, locale = 'en'): string {
  return new Intl.NumberFormat(intlLocale(locale), { style: 'currency', currency: 'USD' }).format(PLAN_PRICES[tier].cents / 100);
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

/**
 * The tier a subscribe form offers first: the plan picked on the pricing page, else the "Most Popular"
 * one, never one below the plan the player has now (a granted Professional is offered Professional).
 */
export function tierToOffer(current: string | undefined | null, chosen?: PaidTier): PaidTier {
  if (chosen) return chosen;
  return isPaidTier(current) && planIncludes(current, DEFAULT_PAID_TIER) ? current : DEFAULT_PAID_TIER;
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
export const API_ACCESS_TIERS: readonly PlanTier[] = ['professional'];

export function hasApiAccess(plan: string | undefined | null): boolean {
  return (API_ACCESS_TIERS as readonly string[]).includes(plan ?? '');
}
