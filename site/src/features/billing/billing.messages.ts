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
  none: plural({
    one: 'Every paid plan comes with it: within {count} day of your first payment, you can take it back in full here.',
    other: 'Every paid plan comes with it: within {count} days of your first payment, you can take it back in full here.',
  }),
  waiting: 'Waiting for the payment provider to confirm your first payment…',
  /** `{until}` is the date in bold, set in code. */
  eligible:
    'Not what you hoped for? Until {until} you can take back {amount}: it is refunded in full, your subscription ends at once and your plan returns to Starter.',
  request: 'Request a refund',
  resume: 'Your refund was started but did not finish (the payment provider did not answer). Finish it now: nothing is refunded twice.',
  finishing: 'Finishing…',
  finish: 'Finish the refund',
  expired: params(
    plural({
      one: 'The guarantee ended on {date}, {count} day after your first payment.',
      other: 'The guarantee ended on {date}, {count} days after your first payment.',
    }),
  ),
  refunded: params('{amount} was refunded on {date}. The guarantee gives a payment back once per account.'),
  dialogTitle: params('Refund {amount}?'),
  goesBack: params('{amount} goes back to where you paid it from; it usually shows within 5 to 10 days.'),
  /** The payments the guarantee gives back, one line each. */
  returns: 'The payments it gives back:',
  returnsItem: params('{amount}, paid on {date}'),
  ends: 'Your subscription ends now and your plan returns to Starter: one bot, up to 12 hours a day. Bots beyond that stop, newest first; your game accounts and bots are kept.',
  once: 'The guarantee gives a payment back once per account.',
  keep: 'Keep my plan',
  refunding: 'Refunding…',
  refund: params('Refund {amount}'),
});

export const checkoutMessages = defineMessages('billing/checkout', {
  paypalFailed: 'Could not initiate PayPal checkout',
  stripeFailed: 'Could not initiate Stripe checkout',
  refundFailed: 'Could not refund your payment',
  portalFailed: 'Could not open the billing portal',
  activated: 'Subscription activated via PayPal',
  finalizeFailed: 'Unable to finalize subscription',
  paid: 'Payment received: your plan updates as soon as Stripe confirms it.',
  checkoutCancelled: 'Checkout cancelled: nothing was charged.',
});

/** Changing, cancelling and resuming a paid plan (PlanChange.tsx). `{amount}`, `{price}` are money in the reader's format; `{date}` a day. */
export const planChangeMessages = defineMessages('billing/plan-change', {
  title: 'Change plan',
  moveTo: 'Move to',
  current: params('{plan} (your plan)'),
  review: 'Review the change',
  reviewing: 'Pricing the change…',
  upgradeTitle: params('Upgrade to {plan}?'),
  downgradeTitle: params('Downgrade to {plan}?'),
  dueNow: params('You pay {amount} now: {plan} for the rest of this billing period, less the unused time of {from}.'),
  thenMonthly: params('Then {price} a month from {date}.'),
  credit: params('The unused time of {from}, less {plan} for the rest of this period, is credited to your next payments: {amount}.'),
  /** The player's credit (earlier downgrades) drawn on by the payment quoted. */
  creditPays: params('Your credit of {credit} pays {used} of it.'),
  nextPayment: params('Your next payment: {amount} on {date}.'),
  paypalApprove: params(
    'PayPal asks you to approve the change on its page. {plan} starts once you approve; nothing is charged today, and PayPal bills {price} a month from your next payment on {date}.',
  ),
  botsStop: params('When {plan} starts, these bots stop:'),
  beyondSlots: params('{bot}: beyond {plan}’s {slots}'),
  notInPlan: params('{bot}: its template is not in {plan}'),
  keptBots: 'Your game accounts and bots are kept; start them again whenever a slot is free.',
  keep: 'Keep my plan',
  payAndUpgrade: params('Pay {amount} and upgrade'),
  upgrade: params('Upgrade to {plan}'),
  downgrade: params('Downgrade to {plan}'),
  toPayPal: 'Continue to PayPal',
  changing: 'Changing your plan…',
  changeFailed: 'Could not change your plan',
  quoteFailed: 'Could not price the change',
  cancel: 'Cancel subscription',
  cancelTitle: 'Cancel your subscription?',
  cancelText: params(
    '{plan} stays until {date}; nothing more is billed. Then your plan returns to Starter: one bot, up to 12 hours a day, and bots beyond that stop, newest first.',
  ),
  cancelConfirm: 'Cancel subscription',
  cancelling: 'Cancelling…',
  /** Spec §8's words: the toast after a cancel (what stays, and until when, is its detail: the server's answer). */
  cancelDone: 'Subscription cancelled',
  /** Spec §8's words: the toast of a failed cancel (the server's reason is its detail). */
  cancelFailed: 'Failed to cancel subscription',
  resume: 'Resume subscription',
  resumeHint: params('Changed your mind? Resume before {date} and {plan} renews as before.'),
  /** A PayPal subscription cancelled and still running: nothing to resume, and no second one to start. */
  paypalCancelledHint: params('{plan} stays until {date}. PayPal ends a cancelled subscription for good: you can subscribe again once it has ended.'),
  resumeFailed: 'Could not resume your subscription',
  revised: 'Plan change approved on PayPal: your plan updates in a moment.',
  pastDueCard: params('Your last payment failed. Stripe tries again, and {plan} stays until {date}: update your card to keep it.'),
  pastDuePayPal: params('Your last payment failed. PayPal tries again, and {plan} stays until {date}: check the card or balance of your PayPal account.'),
  updateCard: 'Update your card',
});

/** The player's receipts under the subscription (Invoices.tsx). */
export const invoiceMessages = defineMessages('billing/invoices', {
  title: 'Invoices',
  loading: 'Loading your invoices…',
  theInvoices: 'your invoices',
  none: 'No payments yet: each payment’s receipt appears here, and is mailed to you.',
  date: 'Date',
  number: 'Receipt',
  plan: 'Plan',
  amount: 'Amount',
  method: 'Paid with',
  card: 'Card',
  paypal: 'PayPal',
  change: params('{plan}, change of plan'),
  refunded: 'Refunded',
  /** Under a payment's amount: what the player's credit paid beside it. */
  fromCredit: params('{money} from your credit'),
  open: params('Open receipt {number}'),
});
