/**
 * The pricing page's cards: one per tier, named and priced from the one catalogue (plans.ts), each
 * stating its real number of bots. `features` are shipped; `comingSoon` are announced, not included yet
 * (README: "What the pages promise"). The card's button carries its tier (`?plan=`) through sign-in to
 * the dashboard's subscription panel.
 */
import { BOT_SLOTS, PLAN_NAMES, formatPrice, type PlanTier } from './plans';
import { SUPPORT_LEVELS } from './support';

export type PricingCard = {
  tier: PlanTier;
  name: string;
  price: string;
  period: string;
  description: string;
  features: string[];
  comingSoon: string[];
  limitations: string[];
  popular: boolean;
};

const bots = (tier: PlanTier) => `${BOT_SLOTS[tier]} bot instance${BOT_SLOTS[tier] === 1 ? '' : 's'}`;

export const PRICING_CARDS: PricingCard[] = [
  {
    tier: 'starter',
    name: PLAN_NAMES.starter,
    price: 'Free',
    period: 'forever',
    description: 'Try Castellan with one bot.',
    features: [bots('starter'), 'Basic farming automation', 'Resource collection', 'Live console and notifications', 'Limited to 12 hours a day', SUPPORT_LEVELS.starter.name],
    comingSoon: [],
    // The spec's own limitations of the free plan.
    limitations: ['No advanced features', 'Limited support'],
    popular: false,
  },
  {
    tier: 'plus',
    name: PLAN_NAMES.plus,
    price: formatPrice('plus'),
    period: 'per month',
    description: 'Room for a second and third bot, all day long.',
    features: [bots('plus'), 'Every farming, event and defence template', 'Multi-account support', '24/7 operation'],
    comingSoon: [],
    limitations: [],
    popular: false,
  },
  {
    tier: 'advanced',
    name: PLAN_NAMES.advanced,
    price: formatPrice('advanced'),
    period: 'per month',
    description: 'For players who run several accounts.',
    features: [bots('advanced'), 'Advanced farming and combat', 'Resource management', 'Multi-account support', '24/7 operation', 'Discord alerts on incoming attacks', 'Performance analytics', SUPPORT_LEVELS.advanced.name, 'Custom scripts'],
    comingSoon: [],
    limitations: [],
    popular: true,
  },
  {
    tier: 'premium',
    name: PLAN_NAMES.premium,
    price: formatPrice('premium'),
    period: 'per month',
    description: 'For alliances and power players.',
    features: [bots('premium'), `All ${PLAN_NAMES.advanced} features`, 'API access', 'Advanced AI strategies', 'Alliance management', SUPPORT_LEVELS.premium.name, 'Custom dashboard', 'Beta features access'],
    comingSoon: ['Market automation'],
    limitations: [],
    popular: false,
  },
];
