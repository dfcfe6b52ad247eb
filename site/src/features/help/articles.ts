/**
 * The help centre's articles: getting started, each bot template (template-articles.ts), the plans (from
 * the pricing catalogue in shared/), security, and support. Each says only what the product does.
 */
import { BOT_SLOTS, PLAN_NAMES, PLAN_TIERS } from '@shared/plans';
import { PRICING_CARDS } from '@shared/pricing';
import { MONEY_BACK_DAYS } from '@shared/money-back';
import { SUPPORT_LEVELS, responseTargetText } from '@shared/support';
import { HELP_CATEGORIES, type HelpArticle } from './article';
import { TEMPLATE_ARTICLES } from './template-articles';

const gettingStarted: HelpArticle = {
  slug: 'getting-started',
  title: 'Getting started',
  summary: 'From a new account to a bot playing: confirm your address, add a game account, create a bot and start it.',
  category: 'Getting started',
  blocks: [
    { heading: '1. Create your account' },
    { text: 'Sign up with an e-mail address and a password, or with Discord. We mail you a link to confirm the address: you need a confirmed address to add game accounts and to subscribe. The link works once, for 24 hours; you can ask for a new one.' },
    { heading: '2. Add a game account' },
    { text: 'Open Game Accounts (from your dashboard or profile) and fill in Add Account: the e-mail and password you log in to the game with, the server, your in-game username and a tag to tell accounts apart. The password is stored encrypted and never shown again.' },
    { text: 'Choose Edit on an account to change its details, set a proxy for its game connection, or press Test login to check that the game takes the details.' },
    { heading: '3. Create a bot' },
    { text: 'On your dashboard, press Create Bot, choose a template (what the bot does: see the bot template articles), the game account it plays, and its settings. Every setting shows its limits and a hint; the defaults are a sensible start.' },
    { heading: '4. Start it and watch' },
    { text: 'Press Start. The bot logs in to the game and writes what it does to its live console (press Console on the bot’s card); the bell in the header shows what needs you, such as incoming attacks or a bot that stopped. Choose what the bell shows, and what is also sent to Discord or by e-mail, in Settings → Notifications.' },
    { text: `The ${PLAN_NAMES.starter} plan runs one bot up to 12 hours a day; the paid plans run more bots around the clock (see Plans and billing).` },
    { heading: 'When you play yourself' },
    { text: 'Logging in to the game yourself ends the bot’s session; the account’s bots step aside for the minutes you set on the game account and then carry on.' },
  ],
};

const plans: HelpArticle = {
  slug: 'plans',
  title: 'Plans and billing',
  summary: 'What each plan includes, what it costs, the support it comes with, and how payments and refunds work.',
  category: 'Plans and billing',
  blocks: [
    ...PRICING_CARDS.flatMap((card) => [
      { heading: `${card.name}: ${card.price} ${card.period}` },
      { text: card.description },
      { list: [...card.features, ...card.comingSoon.map((f) => `${f} (coming soon)`)] },
    ]),
    { heading: 'Support by plan' },
    { list: PLAN_TIERS.map((tier) => `${PLAN_NAMES[tier]}: ${SUPPORT_LEVELS[tier].name}. ${responseTargetText(tier)}`) },
    { heading: 'Paying, changing and cancelling' },
    { text: 'Subscribe from the Subscription panel on your dashboard, with PayPal or by card through Stripe. With Stripe, Manage billing opens Stripe’s billing page (card, invoices, cancelling); with PayPal, Cancel subscription is in the panel. A cancelled plan lasts to the end of the period you paid for.' },
    { text: `When a plan with fewer bots begins, the bots beyond its slots stop, newest first (${PLAN_TIERS.map((t) => `${PLAN_NAMES[t]} ${BOT_SLOTS[t]}`).join(', ')}). Your game accounts and bots are kept.` },
    { heading: `${MONEY_BACK_DAYS}-day money-back guarantee` },
    { text: `Payments of your first ${MONEY_BACK_DAYS} days can be refunded once per account: press “Request a refund” in the Subscription panel. The money goes back to your card or PayPal account, the subscription ends at once and your plan is ${PLAN_NAMES.starter} again.` },
  ],
};

const security: HelpArticle = {
  slug: 'security',
  title: 'Keeping your account safe',
  summary: 'Two-factor sign-in, how your game passwords are kept, and how to see and end your sessions.',
  category: 'Security',
  blocks: [
    { heading: 'Two-factor sign-in' },
    { text: 'In Settings, turn on two-factor sign-in: scan the QR code with an authenticator app and confirm with a first code. From then on, signing in also asks for a six-digit code from the app, so a stolen password is not enough.' },
    { text: 'You get ten recovery codes: keep them somewhere safe. Each works once, in place of a code, if you lose your phone (at the code step choose “Use a recovery code instead”). You can make new ones in Settings, which ends the old ones.' },
    { heading: 'Your passwords' },
    { list: [
      'Your Castellan password is stored only as an argon2id hash: no one can read it back. Very common passwords from leaked lists are refused.',
      'Game passwords, proxy logins, the game’s login tokens and Discord webhook addresses are encrypted (AES-256-GCM) and decrypted only to log your bots in or send your alerts. They are never shown again, not even to you.',
    ] },
    { heading: 'Sessions' },
    { text: 'Settings lists every device signed in to your account, with where and when it was last active. Sign one out, or press “Sign out everywhere else”. Changing your password signs out every other device; resetting it signs out all of them.' },
    { text: 'Your activity log (in Settings) records sign-ins, password and e-mail changes, two-factor changes, API key use, bot starts and stops, and plan changes.' },
    { heading: 'Your data' },
    { text: 'In Settings you can download everything we keep about you as one file, or delete your account with everything in it.' },
  ],
};

const support: HelpArticle = {
  slug: 'support',
  title: 'Writing to support',
  summary: 'How to open a ticket, what to attach, and how fast we answer on each plan.',
  category: 'Support',
  blocks: [
    { text: 'Open Support from the menu under your name. Look through the help articles first: the search there finds them as you type.' },
    { heading: 'Opening a ticket' },
    { text: 'Press New ticket, give it a subject and tell us what happened. Choose the bot or game account it is about, and tick “Attach the last console lines” to send the bot’s newest 20 console lines with it: you see them before you send, and they are kept with the ticket as they were.' },
    { heading: 'Answers' },
    { text: 'Every answer comes to the ticket, to the bell and to your e-mail. Reply in the ticket; close it when it is solved. A reply to a closed ticket opens it again.' },
    { heading: 'How fast' },
    { list: PLAN_TIERS.map((tier) => `${PLAN_NAMES[tier]} (${SUPPORT_LEVELS[tier].name}): ${responseTargetText(tier)}`) },
  ],
};

export const HELP_ARTICLES: HelpArticle[] = [gettingStarted, ...TEMPLATE_ARTICLES, plans, security, support];

export function findArticle(slug: string): HelpArticle | undefined {
  return HELP_ARTICLES.find((a) => a.slug === slug);
}

/** The articles by category, in the categories' order. */
export function articlesByCategory(): { category: string; articles: HelpArticle[] }[] {
  return HELP_CATEGORIES.map((category) => ({ category, articles: HELP_ARTICLES.filter((a) => a.category === category) })).filter((g) => g.articles.length);
}
