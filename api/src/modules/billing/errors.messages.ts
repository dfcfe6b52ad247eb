/**
 * The refusals of subscriptions and payments (Stripe, PayPal, an admin's grant) and of the money-back
 * guarantee. A provider's own reason (`{reason}`) comes in the provider's words.
 */
import { defineMessages, params, plural } from '@shared/i18n/messages';

export const billingErrors = defineMessages('errors/billing', {
  // One live subscription (one-subscription.ts).
  alreadySubscribed: params('You already have the {plan} plan. To change it, manage your subscription instead of starting a second one.'),
  paypalWaiting: plural({
    one: 'A PayPal subscription you started waits for your approval on PayPal’s page. Approve it there, or pay by card in {count} minute.',
    other: 'A PayPal subscription you started waits for your approval on PayPal’s page. Approve it there, or pay by card in {count} minutes.',
  }),
  cancelledRuns: params(
    'Your {plan} subscription is cancelled but runs until the end of the paid period: resume it in Settings instead of starting a second one.',
  ),
  cancelledRunsPayPal: params(
    'Your {plan} subscription through PayPal is cancelled and runs until the end of the paid period. PayPal ends a cancelled subscription for good: subscribe again once it has ended.',
  ),
  // Stripe.
  stripeNotConfigured: 'Card payments are not available right now: Stripe is not configured.',
  stripeNoCheckout: 'Stripe did not return a checkout page. Please try again.',
  stripeCheckoutNotClosed: 'Stripe could not close your earlier checkout page right now, so no new one was opened. Please try again in a few minutes.',
  noCardSubscription: 'There is no card subscription to manage yet.',
  stripeCancelFailed: 'Stripe could not cancel your subscription right now, so nothing was deleted. Please try again in a few minutes.',
  stripeNoPayment: 'Stripe did not say which payment to refund. Please write to support and we will refund it by hand.',
  stripeRefundFailed: 'Stripe could not refund your payment right now, so nothing changed. Please try again in a few minutes.',
  stripeEndFailed: 'Stripe could not end your subscription right now. Your refund is recorded; please try again in a few minutes to finish.',
  stripeNoSignature: 'Missing Stripe-Signature header.',
  stripeBadSignature: 'The Stripe signature does not match this payload.',
  // Plan changes (plan-change/).
  changeCancelled: 'Your subscription is cancelled and runs until the end of the paid period. Resume it first, then change the plan.',
  changePastDue: 'Your last payment failed. Update your card first; then you can change the plan.',
  changeNothing: 'You have no subscription to change. Choose a plan to subscribe.',
  changeSamePlan: params('You are on the {plan} plan already.'),
  quoteExpired: 'This price has expired. Look at the change again to see what it costs now.',
  quoteStale: 'Your subscription changed since this price was shown. Look at the change again to see what it costs now.',
  cancelAlready: 'Your subscription is cancelled already: it runs until the end of the paid period.',
  resumeNothing: 'There is no cancelled subscription to resume.',
  resumePayPal: 'PayPal ends a cancelled subscription for good. When it has ended, subscribe again.',
  stripeNoItem: 'Stripe did not show your subscription’s plan. Please try again in a few minutes.',
  cardDeclinedNoChange: 'Your card was declined, so your plan did not change. Update your card and try again.',
  stripeChangeFailed: 'Stripe could not change your plan right now, so nothing changed. Please try again in a few minutes.',
  // Receipts (receipts/).
  invoiceNotFound: 'Invoice not found.',
  // PayPal.
  paypalNotConfigured: 'PayPal payments are not available right now: PayPal is not configured.',
  paypalSubscriptionNotFound: 'PayPal subscription not found.',
  paypalRefused: params('PayPal could not {what}: {reason}'),
  paypalUnavailable: params('PayPal could not {what} right now. Please try again.'),
  // What PayPal was asked to do, as the two sentences above take it.
  startSubscription: 'start the subscription',
  lookUpSubscription: 'look up the subscription',
  cancelSubscription: 'cancel the subscription',
  reviseSubscription: 'change the plan',
  verifyWebhook: 'verify the webhook',
  paypalOtherAccount: 'This PayPal subscription belongs to another account.',
  paypalNotActive: params('The PayPal subscription is not active (status {status}).'),
  paypalNoPayment: 'PayPal did not say which payment to refund. Please write to support and we will refund it by hand.',
  paypalNoRecord: 'PayPal has no record of the payment to refund, so nothing changed. Please write to support.',
  paypalRefundRefused: params('PayPal refused the refund, so nothing changed: {reason}'),
  paypalRefundUnavailable: 'PayPal could not refund your payment right now, so nothing changed. Please try again in a few minutes.',
  paypalRefundFailed: 'PayPal could not refund your payment, so nothing changed. Please try again or write to support.',
  paypalEndFailed: 'PayPal could not end your subscription right now. Your refund is recorded; please try again in a few minutes to finish.',
  webhookTooDeep: 'The webhook body is nested too deeply to be a PayPal event.',
  webhookNotJson: 'The webhook body is not JSON.',
  webhookSignature: 'The PayPal webhook signature could not be verified.',
  webhookHeaderMissing: params('This is not a PayPal webhook delivery: the {header} header is missing.'),
  webhookHeaderMalformed: params('This is not a PayPal webhook delivery: the {header} header is malformed.'),
  // Plans.
  choosePlan: params('plan must be one of: {plans}.'),
  subscriptionIdRequired: 'subscriptionId is required.',
  grantCannotLower: params(
    'This user pays for {plan} through {provider}; a grant cannot lower a paid plan. Cancel the subscription at the provider first, then change the plan.',
  ),
  // The money-back guarantee.
  refundInProgress: 'Your refund is already being processed. Please wait a moment.',
  nothingToRefund: 'There is nothing to refund.',
  refundsUnavailable: params('Refunds through {provider} are not available right now. Please write to support.'),
  notPaidYet: 'You have not paid for a plan yet, so there is nothing to refund.',
  alreadyRefunded: params('Your payment of {amount} was already refunded on {day}: the money-back guarantee gives a payment back once.'),
  guaranteeEnded: params(
    plural({
      one: 'The money-back guarantee covers the {count} day after your first payment ({first}); it ended on {until}.',
      other: 'The money-back guarantee covers the {count} days after your first payment ({first}); it ended on {until}.',
    }),
  ),
});
