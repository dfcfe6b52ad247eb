import { t } from 'elysia';
import { PAID_TIERS } from '@shared/plans';

const TIERS = ['plus', 'advanced', 'premium'] as const satisfies readonly (typeof PAID_TIERS)[number][];

export const Subscription = t.Object({
  plan: t.String({ description: 'The plan you are entitled to now', examples: ['advanced'] }),
  status: t.UnionEnum(['none', 'pending', 'active', 'past_due', 'cancelled', 'expired']),
  payment_provider: t.Nullable(t.UnionEnum(['stripe', 'paypal'])),
  next_billing_time: t.Nullable(t.String({ format: 'date-time', description: 'End of the paid period' })),
  transaction_id: t.Nullable(t.String({ description: "The provider's subscription id" })),
});

export const ChoosePlan = t.Object({
  plan: t.Optional(t.UnionEnum(TIERS, { error: `plan must be one of: ${PAID_TIERS.join(', ')}.` })),
});

export const Received = t.Object({ received: t.Literal(true), outcome: t.String() });
