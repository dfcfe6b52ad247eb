/**
 * The pricing page's three cards (spec §9) and the tier each one sells: Starter → starter (1 slot),
 * Premium → advanced (6 slots, covering its "5 bot instances"), Professional → premium (12 slots).
 */
import type { PlanTier } from './plans';

export type PricingCard = {
  tier: PlanTier;
  name: string;
  price: string;
  period: string;
  description: string;
  features: string[];
  limitations: string[];
  popular: boolean;
};

export const PRICING_CARDS: PricingCard[] = [
  {
    tier: 'starter',
    name: 'Starter',
    price: 'Free',
    period: 'forever',
    description: 'Try Castellan with one bot.',
    features: ['1 bot instance', 'Basic farming automation', 'Resource collection', 'Community support', 'Limited to 12 hours a day'],
    limitations: ['No advanced features', 'Limited support'],
    popular: false,
  },
  {
    tier: 'advanced',
    name: 'Premium',
    price: '$19.99',
    period: 'per month',
    description: 'For players who run several accounts.',
    features: [
      '5 bot instances',
      'Advanced farming and combat',
      'Resource management',
      'Multi-account support',
      '24/7 operation',
      'Performance analytics',
      'Priority support',
      'Custom scripts',
    ],
    limitations: [],
    popular: true,
  },
  {
    tier: 'premium',
    name: 'Professional',
    price: '$49.99',
    period: 'per month',
    description: 'For alliances and power players.',
    features: [
      'Unlimited bot instances',
      'All Premium features',
      'Advanced AI strategies',
      'Alliance management',
      'Market automation',
      'Custom dashboard',
      'API access',
      'Dedicated support',
      'Beta features access',
    ],
    limitations: [],
    popular: false,
  },
];
