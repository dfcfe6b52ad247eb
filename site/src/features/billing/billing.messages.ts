/** The subscription panel, the money-back guarantee and the checkout's toasts. Plan and provider names stay as they are. */
import { defineMessages, params, plural } from '@shared/i18n/messages';

export const subscriptionMessages = defineMessages('billing/subscription', {
  title: 'Subscription',
  loading: 'Loading your subscription…',
  yourSubscription: 'your subscription',
  plan: 'Plan',
  provider: 'Provider',
  status: 'Status',
  planEnds: 'Plan ends',
  nextBilling: 'Next billing',
  perMonth: params('{price}/month'),
  botSlots: plural({ one: '{count} bot slot', other: '{count} bot slots' }),
  chose: params('You chose {plan} ({slots}, {price}). Subscribe with PayPal or a card below.'),
  choose: 'Plan to subscribe to',
  option: params('{plan} — {slots} — {price}'),
  subscribePayPal: 'Subscribe with PayPal',
  subscribeStripe: 'Subscribe with Stripe',
  paypalOffline: 'PayPal payments are not available right now.',
  /** Above the subscribe buttons when no provider moves real money (test keys, a sandbox, npm start's stand-in). */
  testMode: 'Test mode: payments here are simulated, and no real money moves.',
  stripeOffline: 'Card payments (Stripe) are not available right now.',
  cancel: 'Cancel subscription',
  manage: 'Manage billing',
});

/** A subscription's status and provider, as the panel (and the profile) say them. */
export const statusMessages = defineMessages('billing/status', {
  none: 'Free plan',
  granted: 'Granted by an administrator',
  pending: 'Awaiting payment',
  active: 'Active',
  past_due: 'Payment failed — retrying',
  cancelled: 'Cancelled — runs until the end of the paid period',
  expired: 'Ended',
  paypal: 'PayPal',
  stripe: 'Stripe (card)',
});

export const moneyBackMessages = defineMessages('billing/money-back', {
  title: params('{days}-day money-back guarantee'),
  yourPayment: 'your payment',
  yourPaymentStart: 'Your payment',
  none: params('Every paid plan comes with it: within {days} days of your first payment, you can take it back in full here.'),
  waiting: 'Waiting for the payment provider to confirm your first payment…',
  /** `{until}` is the date in bold, set in code. */
  eligible: 'Not what you hoped for? Until {until} you can take back {amount}: it is refunded in full, your subscription ends at once and your plan returns to Starter.',
  request: 'Request a refund',
  resume: 'Your refund was started but did not finish (the payment provider did not answer). Finish it now: nothing is refunded twice.',
  finishing: 'Finishing…',
  finish: 'Finish the refund',
  expired: params('The guarantee ended on {date}, {days} days after your first payment.'),
  refunded: params('{amount} was refunded on {date}. The guarantee gives a payment back once per account.'),
  dialogTitle: params('Refund {amount}?'),
  goesBack: params('{amount} goes back to where you paid it from; it usually shows within 5 to 10 days.'),
  ends: 'Your subscription ends now and your plan returns to Starter: one bot, up to 12 hours a day. Bots beyond that stop, newest first; your game accounts and bots are kept.',
  once: 'The guarantee gives a payment back once per account.',
  keep: 'Keep my plan',
  refunding: 'Refunding…',
  refund: params('Refund {amount}'),
});

export const checkoutMessages = defineMessages('billing/checkout', {
  paypalFailed: 'Could not initiate PayPal checkout',
  stripeFailed: 'Could not initiate Stripe checkout',
  cancelled: 'Subscription cancelled',
  cancelFailed: 'Failed to cancel subscription',
  refundFailed: 'Could not refund your payment',
  portalFailed: 'Could not open the billing portal',
  activated: 'Subscription activated via PayPal',
  finalizeFailed: 'Unable to finalize subscription',
  paid: 'Payment received: your plan updates as soon as Stripe confirms it.',
  checkoutCancelled: 'Checkout cancelled: nothing was charged.',
});
