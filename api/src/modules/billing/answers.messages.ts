/** What the subscription routes answer when they succeed (the money-back answer is a notice of its own). */
import { defineMessages } from '@shared/i18n/messages';

export const billingAnswers = defineMessages('answers/billing', {
  subscriptionCancelled: 'Subscription cancelled',
});
