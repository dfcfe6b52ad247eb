/**
 * The help centre's articles: getting started, each bot template (template-articles.ts), the plans (from
 * the pricing catalogue in shared/), security, and support. Each says only what the product does. Every
 * language has every article, under the same English address; the words come from the message files,
 * which must have been loaded (the pages load them through lib/i18n-static, the islands through lib/i18n).
 */
import type { Locale } from '@shared/i18n/locales';
import { messagesIn } from '@shared/i18n/messages';
import { BOT_SLOTS, PLAN_NAMES, PLAN_TIERS, type PlanTier } from '@shared/plans';
import { pricingCards } from '@shared/pricing';
import { MONEY_BACK_DAYS } from '@shared/money-back';
import { SUPPORT_LEVELS } from '@shared/support';
import { HELP_CATEGORIES, type HelpArticle } from './article';
import { gettingStartedMessages, plansMessages, securityMessages, supportLevelMessages, supportMessages } from './guides.messages';
import { templateArticles } from './template-articles';

/** A plan's support level and answer time in `locale` (shared/src/support.ts says which, in English). */
function supportOf(locale: Locale, tier: PlanTier): { level: string; answer: string } {
  const m = messagesIn(locale, supportLevelMessages);
  const { name, targetHours } = SUPPORT_LEVELS[tier];
  const level = ({ 'Community support': m.community, 'Priority support': m.priority, 'Dedicated support': m.dedicated } as Record<string, string>)[name] ?? name;
  return { level, answer: targetHours === null ? m.bestEffort : m.within(targetHours) };
}

function gettingStarted(locale: Locale): HelpArticle {
  const m = messagesIn(locale, gettingStartedMessages);
  return {
    slug: 'getting-started',
    title: m.title,
    summary: m.summary,
    category: 'start',
    blocks: [
      { heading: m.accountHeading },
      { text: m.account },
      { heading: m.gameHeading },
      { text: m.game },
      { text: m.edit },
      { heading: m.botHeading },
      { text: m.bot },
      { heading: m.startHeading },
      { text: m.start },
      { text: m.plans({ starter: PLAN_NAMES.starter }) },
      { heading: m.playHeading },
      { text: m.play },
    ],
  };
}

function plans(locale: Locale): HelpArticle {
  const m = messagesIn(locale, plansMessages);
  return {
    slug: 'plans',
    title: m.title,
    summary: m.summary,
    category: 'plans',
    blocks: [
      ...pricingCards(locale).flatMap((card) => [
        { heading: m.card({ plan: card.name, price: card.price, period: card.period }) },
        { text: card.description },
        { list: [...card.features, ...card.comingSoon.map((feature) => m.comingSoon({ feature }))] },
      ]),
      { heading: m.supportHeading },
      { list: PLAN_TIERS.map((tier) => m.support({ plan: PLAN_NAMES[tier], ...supportOf(locale, tier) })) },
      { heading: m.payHeading },
      { text: m.pay },
      { text: m.slots({ slots: PLAN_TIERS.map((t) => `${PLAN_NAMES[t]} ${BOT_SLOTS[t]}`).join(', ') }) },
      { heading: m.moneyBackHeading({ days: MONEY_BACK_DAYS }) },
      { text: m.moneyBack({ days: MONEY_BACK_DAYS, starter: PLAN_NAMES.starter }) },
    ],
  };
}

function security(locale: Locale): HelpArticle {
  const m = messagesIn(locale, securityMessages);
  return {
    slug: 'security',
    title: m.title,
    summary: m.summary,
    category: 'security',
    blocks: [
      { heading: m.twoFactorHeading },
      { text: m.twoFactor },
      { text: m.recovery },
      { heading: m.passwordsHeading },
      { list: [m.hashed, m.encrypted] },
      { heading: m.sessionsHeading },
      { text: m.sessions },
      { text: m.activity },
      { heading: m.dataHeading },
      { text: m.data },
    ],
  };
}

function support(locale: Locale): HelpArticle {
  const m = messagesIn(locale, supportMessages);
  return {
    slug: 'support',
    title: m.title,
    summary: m.summary,
    category: 'support',
    blocks: [
      { text: m.open },
      { heading: m.ticketHeading },
      { text: m.ticket },
      { heading: m.answersHeading },
      { text: m.answers },
      { heading: m.speedHeading },
      { list: PLAN_TIERS.map((tier) => m.speed({ plan: PLAN_NAMES[tier], ...supportOf(locale, tier) })) },
    ],
  };
}

const made = new Map<Locale, HelpArticle[]>();

/** Every article in `locale`, in the index's order. */
export function helpArticles(locale: Locale): HelpArticle[] {
  let articles = made.get(locale);
  if (!articles) {
    articles = [gettingStarted(locale), ...templateArticles(locale), plans(locale), security(locale), support(locale)];
    made.set(locale, articles);
  }
  return articles;
}

/** The English articles (the sitemap's list, the tests). */
export const HELP_ARTICLES: HelpArticle[] = helpArticles('en');

export function findArticle(slug: string, locale: Locale = 'en'): HelpArticle | undefined {
  return helpArticles(locale).find((a) => a.slug === slug);
}

/** The articles by category, in the categories' order. */
export function articlesByCategory(locale: Locale): { category: (typeof HELP_CATEGORIES)[number]; articles: HelpArticle[] }[] {
  const articles = helpArticles(locale);
  return HELP_CATEGORIES.map((category) => ({ category, articles: articles.filter((a) => a.category === category) })).filter((g) => g.articles.length);
}
