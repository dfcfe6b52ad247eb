/** The pricing page's words around the cards (the cards' own are shared/src/pricing.ts). */
import { defineMessages, params } from '@shared/i18n/messages';

export const pricingPageMessages = defineMessages('site/pricing-page', {
  title: 'Pricing',
  description: 'Castellan plans: start free, upgrade for more bots and 24/7 operation.',
  heading: 'Simple, transparent pricing',
  planLabel: params('{plan} plan'),
  mostPopular: 'Most Popular',
  included: 'Included: ',
  notYet: 'Not yet: ',
  /** Before a limit of a plan (the Starter plan's 12 hours a day), read by a screen reader beside its mark. */
  limit: 'Limit: ',
  comingSoon: 'coming soon',
  startFree: 'Start Free',
  choose: params('Choose {plan}'),
  // To a signed-in player (the header's boot script marks their plan on the page).
  currentPlan: 'Current plan',
  yourPlan: 'Your plan: manage it',
  switchTo: params('Switch to {plan}'),
  backToStarter: 'Cancel to return to Starter',
  openDashboard: 'Open your dashboard',
  ctaSignedIn: 'Your bots, their consoles and your plan are on your dashboard.',
  faqTitle: 'Frequently asked questions',
  cancelQ: 'Can I cancel at any time?',
  cancelA: 'Yes. Cancel whenever you like; your bots keep running until the end of the billing period you paid for.',
  moneyBackQ: 'Is there a money-back guarantee?',
  moneyBackA:
    'Yes. Within 7 days of your first payment on a paid plan, take it back in the dashboard under Settings → Subscription: it is refunded in full, your subscription ends at once and your plan returns to Starter. The guarantee gives a payment back once per account.',
  paymentQ: 'Which payment methods do you accept?',
  paymentA: 'Credit and debit cards (through Stripe) and PayPal. Prices are in US dollars.',
  trialQ: 'Is there a free trial?',
  trialA: 'The Starter plan is free forever: one bot, up to 12 hours a day. Upgrade whenever you need more.',
  /** The spec's closing call to action, word for word. */
  ctaTitle: 'Start Your Free Trial',
  // What the trial is, without "free forever" beside "trial" (issue 64): trying Castellan on Starter.
  ctaText: 'Try Castellan with one bot on the Starter plan. No card needed; upgrade whenever you want more.',
});
