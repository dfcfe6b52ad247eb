/** What a player is told when a payment fails, and when its grace ends (notices.ts): by mail and on the bell. */
import { defineMessages, params } from '@shared/i18n/messages';

export const dunningWords = defineMessages('billing/dunning', {
  failedSubject: params('Your payment for Castellan {plan} failed'),
  failedIntro: params('{provider} could not take your payment for Castellan {plan}. Your plan stays until {date} while {provider} tries again.'),
  failedCard: 'Update your card in Settings: the next try uses it.',
  failedPayPal: 'Check the card or balance of your PayPal account: PayPal tries again with it.',
  failedAction: 'Update your payment method',
  failedLine: 'If no payment goes through by then, your plan returns to Starter: one bot, up to 12 hours a day. Your game accounts and bots are kept.',
  failedBell: params('Your payment for {plan} failed. Update your payment method by {date} to keep your plan.'),
  endedSubject: 'Your plan is now Starter',
  endedIntro: params('We could not take the payment for Castellan {plan}, so your plan returned to Starter on {date}.'),
  endedAction: 'Choose a plan',
  endedLine: 'Your game accounts and bots are kept; bots beyond Starter’s one slot were stopped. When a payment goes through, your plan comes back.',
});
