/** The money-back guarantee's mail (service.ts); where the money went is notifications/words' (the bell says it too). */
import { defineMessages, params } from '@shared/i18n/messages';

export const moneyBackMail = defineMessages('mail/money-back', {
  subject: params('Your Castellan refund of {money}'),
  intro: params('We refunded {money} to {where} under the 7-day money-back guarantee.'),
  action: 'Open your dashboard',
  ended: 'Your subscription has ended and your plan is Starter again: one bot, up to 12 hours a day. Your game accounts and bots are kept.',
  statement: 'A refund usually shows on your statement within 5 to 10 days.',
});

/** The mail of a second subscription cancelled and refunded (../second-subscription.ts); `where` as for the guarantee. */
export const secondSubscriptionMail = defineMessages('mail/second-subscription', {
  subject: 'We cancelled a second Castellan subscription',
  intro: params('A second subscription started beside your {plan} plan; we cancelled it at once and refunded {money} to {where}.'),
  action: 'Open your dashboard',
  kept: params('Your {plan} subscription continues as before: nothing changes for your bots.'),
  statement: 'A refund usually shows on your statement within 5 to 10 days.',
});
