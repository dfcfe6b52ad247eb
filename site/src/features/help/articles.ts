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
import { HELP_CATEGORIES, type HelpArticle, type HelpBlock, type HelpCategory } from './article';
import {
  webhooksGuideMessages,
  discordGuideMessages,
  gettingStartedMessages,
  plansMessages,
  securityMessages,
  sharingGuideMessages,
  supportLevelMessages,
  supportMessages,
} from './guides.messages';
import { SHARE_CODE_DAYS, SHARING_PLAN } from '@shared/sharing';
import { DISCORD_COMMANDS_PER_MINUTE } from '@shared/discord-commands';
import { WEBHOOK_ENDPOINTS_MAX, WEBHOOK_PAUSE_AFTER, WEBHOOK_PLAN, WEBHOOK_RETRY_SECONDS, WEBHOOK_TIMEOUT_MS } from '@shared/webhooks';
import type { HelpSlug } from '../../lib/help-slugs';
import { templateArticles } from './template-articles';
import { intlLocale } from '@shared/i18n/intl';

/** A plan's support level and answer time in `locale` (shared/src/support.ts says which, in English). */
function supportOf(locale: Locale, tier: PlanTier): { level: string; answer: string } {
  const m = messagesIn(locale, supportLevelMessages);
  const { name, targetHours } = SUPPORT_LEVELS[tier];
  const level =
    ({ 'Community support': m.community, 'Priority support': m.priority, 'Dedicated support': m.dedicated } as Record<string, string>)[name] ?? name;
  return { level, answer: targetHours === null ? m.bestEffort : m.within(targetHours) };
}

/** A heading and the paragraphs under it. */
const section = (heading: string, ...texts: string[]): HelpBlock[] => [{ heading }, ...texts.map((text) => ({ text }))];

/** A guide's article: its title and summary are its words' own. */
const guide = (slug: HelpSlug, category: HelpCategory, words: { title: string; summary: string }, blocks: HelpBlock[]): HelpArticle => ({
  slug,
  title: words.title,
  summary: words.summary,
  category,
  blocks,
});

function gettingStarted(locale: Locale): HelpArticle {
  const m = messagesIn(locale, gettingStartedMessages);
  return guide('getting-started', 'start', m, [
    ...section(m.accountHeading, m.account),
    ...section(m.gameHeading, m.game, m.edit),
    ...section(m.botHeading, m.bot),
    ...section(m.startHeading, m.start, m.plans({ starter: PLAN_NAMES.starter })),
    ...section(m.playHeading, m.play),
  ]);
}

function plans(locale: Locale): HelpArticle {
  const m = messagesIn(locale, plansMessages);
  return guide('plans', 'plans', m, [
    ...pricingCards(locale).flatMap((card) => [
      { heading: m.card({ plan: card.name, price: card.price, period: card.period }) },
      { text: card.description },
      { list: [...card.features, ...card.comingSoon.map((feature) => m.comingSoon({ feature }))] },
    ]),
    { heading: m.supportHeading },
    { list: PLAN_TIERS.map((tier) => m.support({ plan: PLAN_NAMES[tier], ...supportOf(locale, tier) })) },
    ...section(m.payHeading, m.pay, m.slots({ slots: PLAN_TIERS.map((t) => `${PLAN_NAMES[t]} ${BOT_SLOTS[t]}`).join(', ') })),
    ...section(m.moneyBackHeading({ days: MONEY_BACK_DAYS }), m.moneyBack({ starter: PLAN_NAMES.starter })(MONEY_BACK_DAYS)),
  ]);
}

function sharing(locale: Locale): HelpArticle {
  const m = messagesIn(locale, sharingGuideMessages);
  return guide('sharing', 'start', m, [
    ...section(m.howHeading, m.how({ plan: PLAN_NAMES[SHARING_PLAN] })(SHARE_CODE_DAYS)),
    ...section(m.whatHeading, m.what),
    ...section(m.acceptHeading, m.accept),
    ...section(m.logHeading, m.log),
    ...section(m.endHeading, m.end),
  ]);
}

function discordCommands(locale: Locale): HelpArticle {
  const m = messagesIn(locale, discordGuideMessages);
  return guide('discord', 'start', m, [
    ...section(m.linkHeading, m.link),
    { heading: m.commandsHeading },
    { list: [m.status, m.start, m.stop, m.loot, m.attacks, m.ack] },
    ...section(m.rulesHeading, m.rules(DISCORD_COMMANDS_PER_MINUTE)),
  ]);
}

/** The retries' waits as the language writes them: "10 seconds, 1 minute, … and 2 hours". */
function waitsIn(locale: Locale): string {
  const one = (seconds: number) => {
    const [value, unit] = seconds % 3600 === 0 ? [seconds / 3600, 'hour'] : seconds % 60 === 0 ? [seconds / 60, 'minute'] : [seconds, 'second'];
    return new Intl.NumberFormat(intlLocale(locale), { style: 'unit', unit, unitDisplay: 'long' }).format(value);
  };
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(WEBHOOK_RETRY_SECONDS.map(one));
}

function webhooks(locale: Locale): HelpArticle {
  const m = messagesIn(locale, webhooksGuideMessages);
  return guide('webhooks', 'start', m, [
    ...section(m.addHeading, m.add({ plan: PLAN_NAMES[WEBHOOK_PLAN] })(WEBHOOK_ENDPOINTS_MAX)),
    ...section(m.bodyHeading, m.body(WEBHOOK_TIMEOUT_MS / 1000)),
    ...section(m.signatureHeading, m.signature),
    ...section(m.retriesHeading, m.retries({ waits: waitsIn(locale) })(WEBHOOK_PAUSE_AFTER)),
    ...section(m.addressesHeading, m.addresses),
  ]);
}

function security(locale: Locale): HelpArticle {
  const m = messagesIn(locale, securityMessages);
  return guide('security', 'security', m, [
    ...section(m.twoFactorHeading, m.twoFactor, m.recovery),
    { heading: m.passwordsHeading },
    { list: [m.hashed, m.encrypted] },
    ...section(m.sessionsHeading, m.sessions, m.activity),
    ...section(m.dataHeading, m.data),
  ]);
}

function support(locale: Locale): HelpArticle {
  const m = messagesIn(locale, supportMessages);
  return guide('support', 'support', m, [
    { text: m.open },
    ...section(m.ticketHeading, m.ticket),
    ...section(m.answersHeading, m.answers),
    { heading: m.speedHeading },
    { list: PLAN_TIERS.map((tier) => m.speed({ plan: PLAN_NAMES[tier], ...supportOf(locale, tier) })) },
  ]);
}

const made = new Map<Locale, HelpArticle[]>();

/** Every article in `locale`, in the index's order. */
export function helpArticles(locale: Locale): HelpArticle[] {
  let articles = made.get(locale);
  if (!articles) {
    articles = [
      gettingStarted(locale),
      ...templateArticles(locale),
      sharing(locale),
      discordCommands(locale),
      webhooks(locale),
      plans(locale),
      security(locale),
      support(locale),
    ];
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
