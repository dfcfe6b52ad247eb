/**
 * GET /api/subscriptions/current and /providers, the money-back guarantee (GET and POST
 * /api/subscriptions/money-back), Stripe (create-session, portal, webhook) and PayPal (create, cancel,
 * webhook). Webhooks read the raw body: signatures are over the exact bytes.
 */
import { Elysia, t } from 'elysia';
import { paidTierFromWire } from '@shared/plans';
import { answerText } from '../../lib/answer-text';
import { said } from '@shared/i18n/said';
import { billingAnswers } from './answers.messages';
import { ErrorBody } from '../../lib/http';
import { askedLocale } from '../../lib/error-language';
import { authPlugin } from '../auth/plugin';
import { requireVerifiedEmail } from '../auth/credentials/verified';
import type { AuthService } from '../auth/service';
import { userById } from '../users/records';
import { ChoosePlan, MoneyBack, MoneyBackDone, Providers, Received, Subscription } from './schemas';
import { presentVerdict, type MoneyBack as MoneyBackService } from './money-back/service';
import type { PayPalService } from './paypal/service';
import { currentSubscription } from './presenter';
import type { StripeService } from './stripe/service';
import { createCheckoutTurns, type CheckoutTurns } from './one-subscription';
import './errors.messages';
import { prose } from '../../lib/prose';

/** Webhooks are read as raw text (signatures are over the exact bytes); provider events stay well under this. */
export const WEBHOOK_BODY_LIMITS: Record<string, number> = { '/api/stripe/webhook': 512 * 1024, '/api/paypal/webhook': 512 * 1024 };

type Options = { auth: AuthService; stripe: StripeService; paypal: PayPalService; moneyBack: MoneyBackService; testMode: boolean; checkout?: CheckoutTurns };

export const billingRoutes = ({ auth, stripe, paypal, moneyBack, testMode, checkout = createCheckoutTurns() }: Options) =>
  new Elysia({ tags: ['billing'] })
    .use(authPlugin(auth))
    .get(
      '/api/subscriptions/current',
      async ({ user, query }) => {
        if (query.subscription_id) await paypal.finalise(user, query.subscription_id);
        const fresh = (await userById(user.id)) ?? user;
        return currentSubscription(fresh);
      },
      {
        auth: true,
        query: t.Object({ subscription_id: t.Optional(t.String({ minLength: 1, description: 'A PayPal subscription id to finalise after approval' })) }),
        response: { 200: Subscription, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 503: ErrorBody },
        detail: { summary: 'Your subscription; with subscription_id, finalises a PayPal subscription you just approved' },
      },
    )
    .get('/api/subscriptions/providers', () => ({ stripe: stripe.configured, paypal: paypal.configured, test_mode: testMode }), {
      auth: true,
      response: { 200: Providers, 401: ErrorBody },
      detail: { summary: 'Which payment providers take payments now (a provider without keys is not offered)' },
    })
    .get('/api/subscriptions/money-back', async ({ user, request }) => presentVerdict(await moneyBack.verdictFor(user.id), askedLocale(request)), {
      auth: true,
      response: { 200: MoneyBack, 401: ErrorBody, 503: ErrorBody },
      detail: { summary: 'Your 7-day money-back guarantee: whether you can take your payment back, until when, and how much' },
    })
    .post('/api/subscriptions/money-back', async ({ user, request }) => moneyBack.request(user, askedLocale(request)), {
      auth: true,
      response: { 200: MoneyBackDone, 401: ErrorBody, 409: ErrorBody, 503: ErrorBody },
      detail: {
        summary: 'Take back your first payments under the 7-day money-back guarantee',
        description: prose(
          'Refunds every payment of the 7 days after your first payment, ends the subscription at once and returns the plan to',
          'Starter. Once per account; a refusal (409) says why.',
        ),
      },
    })
    .post(
      '/api/stripe/create-session',
      async ({ user, body }) => {
        requireVerifiedEmail(user);
        const tier = paidTierFromWire(body.plan);
        // Not beside a PayPal approval page still open: only one of the two could be allowed to start.
        const open = async () => {
          if (paypal.configured) await paypal.assertNoApprovalWaiting(user.id);
          return stripe.createCheckoutSession(user, tier);
        };
        return { url: await checkout(user.id, open) };
      },
      {
        auth: true,
        body: ChoosePlan,
        response: { 200: t.Object({ url: t.String() }), 401: ErrorBody, 403: ErrorBody, 409: ErrorBody, 422: ErrorBody, 503: ErrorBody },
        detail: { summary: 'Start a card subscription (Stripe Checkout)', description: 'Without a plan, the Premium card of the pricing page (tier premium).' },
      },
    )
    .post('/api/stripe/portal', async ({ user }) => ({ url: await stripe.createPortalSession(user) }), {
      auth: true,
      response: { 200: t.Object({ url: t.String() }), 400: ErrorBody, 401: ErrorBody, 503: ErrorBody },
      detail: { summary: "Stripe's customer portal: cards, invoices, cancellation" },
    })
    .post(
      '/api/stripe/webhook',
      async ({ body, headers }) => ({ received: true as const, outcome: await stripe.handleWebhook(body, headers['stripe-signature']) }),
      {
        parse: 'text',
        body: t.String(),
        response: { 200: Received, 400: ErrorBody, 503: ErrorBody },
        detail: { summary: 'Stripe webhook (signature verified; every event applied once)' },
      },
    )
    .post(
      '/api/paypal/create',
      async ({ user, body }) => {
        requireVerifiedEmail(user);
        const tier = paidTierFromWire(body.plan);
        // A card Checkout page opened before is closed first: only one of the two can be paid.
        const open = async () => {
          if (stripe.configured) await stripe.closeOpenCheckout(user.id);
          return paypal.createSubscription(user, tier);
        };
        return { approvalUrl: await checkout(user.id, open) };
      },
      {
        auth: true,
        body: ChoosePlan,
        response: { 200: t.Object({ approvalUrl: t.String() }), 401: ErrorBody, 403: ErrorBody, 409: ErrorBody, 422: ErrorBody, 503: ErrorBody },
        detail: { summary: 'Start a PayPal subscription', description: 'Without a plan, the Premium card of the pricing page (tier premium).' },
      },
    )
    .post(
      '/api/paypal/cancel',
      async ({ user, body, request }) => {
        await paypal.cancel(user, body.subscriptionId);
        return { success: true as const, message: answerText(request, said(billingAnswers, 'subscriptionCancelled')) };
      },
      {
        auth: true,
        body: t.Object({ subscriptionId: t.String({ minLength: 1, error: 'subscriptionId is required.' }) }),
        response: {
          200: t.Object({ success: t.Literal(true), message: t.String() }),
          401: ErrorBody,
          404: ErrorBody,
          409: ErrorBody,
          422: ErrorBody,
          503: ErrorBody,
        },
        detail: { summary: 'Cancel your PayPal subscription (the plan stays until the paid period ends)' },
      },
    )
    .post('/api/paypal/webhook', async ({ body, headers }) => ({ received: true as const, outcome: await paypal.handleWebhook(headers, body) }), {
      parse: 'text',
      body: t.String(),
      response: { 200: Received, 400: ErrorBody, 503: ErrorBody },
      detail: { summary: 'PayPal webhook (verified with PayPal; every event applied once)' },
    });
