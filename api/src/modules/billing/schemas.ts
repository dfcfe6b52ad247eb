import { t } from 'elysia';
import { oneOf } from '../../lib/one-of';
import { PAID_TIERS } from '@shared/plans';

const TIERS = ['plus', 'advanced', 'premium'] as const satisfies readonly (typeof PAID_TIERS)[number][];

export const Subscription = t.Object({
  plan: t.String({ description: 'The plan you are entitled to now', examples: ['advanced'] }),
  status: oneOf(['none', 'pending', 'active', 'past_due', 'cancelled', 'expired']),
  payment_provider: t.Nullable(oneOf(['stripe', 'paypal'])),
  next_billing_time: t.Nullable(t.String({ format: 'date-time', description: 'End of the paid period' })),
  transaction_id: t.Nullable(t.String({ description: "The provider's subscription id" })),
});

export const ChoosePlan = t.Object({
  plan: t.Optional(oneOf(TIERS, { error: `plan must be one of: ${PAID_TIERS.join(', ')}.` })),
});

export const Received = t.Object({ received: t.Literal(true), outcome: t.String() });
