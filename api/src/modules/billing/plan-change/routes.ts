/**
 * GET and POST /api/subscriptions/change (quote, then make a plan change), POST /api/subscriptions/cancel
 * and /resume: a paying player runs their own subscription from Settings and the pricing page.
 */
import { Elysia, t } from 'elysia';
import { PAID_TIER_INPUTS, PAID_TIERS, paidTierFromWire } from '@shared/plans';
import { answerText } from '../../../lib/answer-text';
import { ErrorBody } from '../../../lib/http';
import { oneOf } from '../../../lib/one-of';
import { fixedText } from '../../../lib/error-language';
import { authPlugin } from '../../auth/plugin';
import type { AuthService } from '../../auth/service';
import { billingErrors } from '../errors.messages';
import type { PlanChange } from './service';
import { prose } from '../../../lib/prose';

const TIERS = ['plus', 'premium', 'professional'] as const satisfies readonly (typeof PAID_TIERS)[number][];
const Plan = oneOf(PAID_TIER_INPUTS, { error: fixedText(billingErrors, 'choosePlan', { plans: PAID_TIERS.join(', ') }) });

const BotStopping = t.Object({ id: t.String(), name: t.String(), reason: oneOf(['slots', 'template']) });

export const PlanChangeQuote = t.Object({
  from: oneOf(TIERS),
  to: oneOf(TIERS),
  direction: oneOf(['upgrade', 'downgrade']),
  provider: oneOf(['stripe', 'paypal']),
  takesEffect: oneOf(['now', 'approval'], { description: 'now: when confirmed (a card, prorated by Stripe); approval: once approved on PayPal’s page' }),
  dueNow: t.Number({ description: 'Charged at once, in cents' }),
  credit: t.Number({ description: 'Credited to the next payments, in cents' }),
  nextAmount: t.Number({ description: 'The next payment, in cents' }),
  nextBillingTime: t.Nullable(t.String({ format: 'date-time' })),
  currency: t.String({ examples: ['usd'] }),
  quotedAt: t.Number({ description: 'When the quote was priced (unix seconds): the moment a card change is prorated from' }),
  creditUsed: t.Number({ description: 'What your credit (earlier downgrades) pays of the payment quoted, in cents, already taken off it' }),
  creditBalance: t.Number({ description: 'The credit you hold before this change, in cents' }),
  quoteId: t.String({ description: 'Confirm the change with this id (for a few minutes) to pay what was shown' }),
  botsStopping: t.Array(BotStopping, { description: 'Bots a smaller plan stops when the change takes effect' }),
});

const Done = t.Object({ message: t.String() });

export const planChangeRoutes = ({ auth, planChange }: { auth: AuthService; planChange: PlanChange }) =>
  new Elysia({ tags: ['billing'] })
    .use(authPlugin(auth))
    .get('/api/subscriptions/change', async ({ user, query }) => planChange.quote(user, paidTierFromWire(query.plan)!), {
      auth: true,
      query: t.Object({ plan: Plan }),
      response: { 200: PlanChangeQuote, 401: ErrorBody, 409: ErrorBody, 422: ErrorBody, 503: ErrorBody },
      detail: { summary: 'What moving your subscription to another plan costs now and next, and which bots it stops' },
    })
    .post(
      '/api/subscriptions/change',
      async ({ user, body, request }) => {
        const { message, approvalUrl } = await planChange.change(user, paidTierFromWire(body.plan)!, body.quoteId);
        return { message: answerText(request, message), ...(approvalUrl && { approvalUrl }) };
      },
      {
        auth: true,
        body: t.Object({
          plan: Plan,
          quoteId: t.Optional(
            t.String({ minLength: 1, maxLength: 64, description: 'The quote’s quoteId: a card is charged what that quote showed; without one, priced now' }),
          ),
        }),
        response: {
          200: t.Object({ message: t.String(), approvalUrl: t.Optional(t.String()) }),
          401: ErrorBody,
          409: ErrorBody,
          422: ErrorBody,
          503: ErrorBody,
        },
        detail: {
          summary: 'Move your subscription to another plan (never a second subscription)',
          description: prose(
            'A card: done when this answers, an upgrade charged at once and a downgrade credited, prorated by Stripe.',
            'PayPal: approve the change on the page approvalUrl names.',
          ),
        },
      },
    )
    .post('/api/subscriptions/cancel', async ({ user, request }) => ({ message: answerText(request, (await planChange.cancel(user)).message) }), {
      auth: true,
      response: { 200: Done, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody, 503: ErrorBody },
      detail: { summary: 'Cancel your subscription: the plan stays until the end of the paid period' },
    })
    .post('/api/subscriptions/resume', async ({ user, request }) => ({ message: answerText(request, (await planChange.resume(user)).message) }), {
      auth: true,
      response: { 200: Done, 401: ErrorBody, 409: ErrorBody, 503: ErrorBody },
      detail: { summary: 'Take back a card cancellation before the paid period ends: the subscription renews again' },
    });
