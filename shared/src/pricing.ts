/**
 * The pricing page's cards: one per tier, named and priced from the one catalogue (plans.ts), each stating
 * its real number of bots. `features` are shipped; `comingSoon` are announced, not included yet; `limitations` are the plan's limits
 * (docs/billing.md: "What the pages promise"). The card's button carries its tier (`?plan=`) through sign-in
 * to the dashboard's subscription panel.
 */
import { BASE_LOCALE, type Locale } from './i18n/locales';
import { messagesIn } from './i18n/messages';
import { pricingMessages } from './pricing.messages';
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

/** The four cards in a language (English by default: the help centre's plan article reads them so). */
export function pricingCards(locale: Locale = BASE_LOCALE): PricingCard[] {
  const m = messagesIn(locale, pricingMessages);
  const support = { 'Community support': m.communitySupport, 'Priority support': m.priority, 'Dedicated support': m.dedicated } as Record<string, string>;
  const supportLine = (tier: PlanTier) => support[SUPPORT_LEVELS[tier].name] ?? SUPPORT_LEVELS[tier].name;
  const bots = (tier: PlanTier) => m.bots(BOT_SLOTS[tier]);
  return [
    {
      tier: 'starter',
      name: PLAN_NAMES.starter,
      price: m.free,
      period: m.forever,
      description: m.starterDescription,
      features: [bots('starter'), m.basicFarming, m.resourceCollection, m.consoleAndNotifications, m.discordCommands, supportLine('starter')],
      comingSoon: [],
      // The spec's own limitations of the free plan, and its daily limit (a feature in the spec's list, but
      // a limit to a reader: shown with a check mark, it read as a promise).
      limitations: [m.twelveHours, m.noAdvanced, m.limitedSupport],
      popular: false,
    },
    {
      tier: 'plus',
      name: PLAN_NAMES.plus,
      price: formatPrice('plus', locale),
      period: m.perMonth,
      description: m.plusDescription,
      features: [bots('plus'), m.everyTemplate, m.multiAccount, m.allDay, m.sharing, m.discordCommands],
      comingSoon: [],
      limitations: [],
      popular: false,
    },
    {
      tier: 'premium',
      name: PLAN_NAMES.premium,
      price: formatPrice('premium', locale),
      period: m.perMonth,
      description: m.premiumDescription,
      features: [
        bots('premium'),
        m.advancedFarming,
        m.resourceManagement,
        m.multiAccount,
        m.allDay,
        m.sharing,
        m.discordCommands,
        m.discordAlerts,
        m.webhooks,
        m.analytics,
        supportLine('premium'),
        m.scripts,
      ],
      comingSoon: [],
      limitations: [],
      popular: true,
    },
    {
      tier: 'professional',
      name: PLAN_NAMES.professional,
      price: formatPrice('professional', locale),
      period: m.perMonth,
      description: m.professionalDescription,
      features: [
        bots('professional'),
        m.allOf({ plan: PLAN_NAMES.premium }),
        m.apiAccess,
        m.aiStrategies,
        m.alliance,
        m.market,
        supportLine('professional'),
        m.dashboard,
        m.beta,
      ],
      comingSoon: [],
      limitations: [],
      popular: false,
    },
  ];
}

export const PRICING_CARDS: PricingCard[] = pricingCards();
