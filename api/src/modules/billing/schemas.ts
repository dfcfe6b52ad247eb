import { t } from 'elysia';
import { oneOf } from '../../lib/one-of';
import { PAID_TIER_INPUTS, PAID_TIERS } from '@shared/plans';
import { MONEY_BACK_DAYS, MONEY_BACK_STATES } from '@shared/money-back';
import { fixedText } from '../../lib/error-language';
import { billingErrors } from './errors.messages';

export const Subscription = t.Object({
  plan: t.String({ description: 'The plan you are entitled to now', examples: ['premium'] }),
  status: oneOf(['none', 'pending', 'active', 'past_due', 'cancelled', 'expired']),
  payment_provider: t.Nullable(oneOf(['stripe', 'paypal'])),
  next_billing_time: t.Nullable(t.String({ format: 'date-time', description: 'End of the paid period' })),
  transaction_id: t.Nullable(t.String({ description: "The provider's subscription id" })),
  grace_ends_at: t.Nullable(t.String({ format: 'date-time', description: 'A payment is failing: the plan is kept until then while the provider tries again' })),
  granted: t.Boolean({ description: "The plan is an administrator's grant, above what is paid for (nothing is billed for it)" }),
});

export const ChoosePlan = t.Object({
  // `advanced` is the old id of Premium (before issue 37): old links and clients still name it.
  plan: t.Optional(oneOf(PAID_TIER_INPUTS, { error: fixedText(billingErrors, 'choosePlan', { plans: PAID_TIERS.join(', ') }) })),
});

export const Received = t.Object({ received: t.Literal(true), outcome: t.String() });

export const MoneyBack = t.Object({
  state: oneOf(MONEY_BACK_STATES),
  until: t.Nullable(t.String({ format: 'date-time', description: `The last moment to ask: ${MONEY_BACK_DAYS} days after the first payment` })),
  amount: t.Nullable(t.Number({ description: 'What is (or was) refunded, in minor units (cents)' })),
  currency: t.Nullable(t.String({ examples: ['usd'] })),
  formatted_amount: t.Nullable(t.String({ examples: ['$19.99'] })),
  refunded_at: t.Nullable(t.String({ format: 'date-time' })),
  reason: t.Nullable(t.String({ description: 'Why a refund cannot be asked for; null when it can' })),
  payments: t.Array(
    t.Object({ paid_at: t.String({ format: 'date-time' }), amount: t.Number({ description: 'In minor units (cents)' }), currency: t.String() }),
    { description: 'The payments a refund now gives back (eligible, or a refund to finish), oldest first' },
  ),
});

export const MoneyBackDone = t.Object({ amount: t.Number(), currency: t.String(), message: t.String() });

export const Providers = t.Object({
  stripe: t.Boolean({ description: 'Card payments (Stripe) are configured' }),
  paypal: t.Boolean({ description: 'PayPal is configured' }),
  test_mode: t.Boolean({ description: "Payments are taken, but none moves real money (Stripe's test keys, PayPal's sandbox, or npm start's local stand-in)" }),
});
