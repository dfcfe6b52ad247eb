/** What the subscription routes answer when they succeed (the money-back answer is a notice of its own). */
import { defineMessages, params } from '@shared/i18n/messages';

export const billingAnswers = defineMessages('answers/billing', {
  subscriptionCancelled: 'Subscription cancelled',
  // Plan changes (plan-change/service.ts).
  upgraded: params('Your plan is now {plan}.'),
  downgraded: params('Your plan is now {plan}. The unused time of your old plan is credited to your next payments.'),
  approveOnPayPal: params('Approve the change to {plan} on PayPal’s page.'),
  cancelled: params('Your subscription is cancelled: {plan} stays until the end of the paid period.'),
  resumed: params('Your subscription renews again: {plan} continues.'),
});
