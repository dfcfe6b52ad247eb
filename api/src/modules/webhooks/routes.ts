/**
 * /api/webhooks: a player's webhook endpoints (Premium and up), their delivery logs, a delivery sent
 * again, and a test event. Signed-in players only.
 */
import { Elysia, t } from 'elysia';
import { WEBHOOK_KINDS, WEBHOOK_URL_MAX } from '@shared/webhooks';
import { ErrorBody } from '../../lib/http';
import { oneOf } from '../../lib/one-of';
import { authPlugin } from '../auth/plugin';
import type { AuthService } from '../auth/service';
import type { Webhooks } from './service';
import { prose } from '../../lib/prose';

const Kinds = t.Array(oneOf(WEBHOOK_KINDS), {
  maxItems: WEBHOOK_KINDS.length,
  error: 'Choose the kinds of events to send: attack, error, stalled, session, limit, slots, plan, support, result, started, stopped.',
});
const Endpoint = t.Object({
  id: t.String(),
  url: t.String(),
  kinds: t.Array(oneOf(WEBHOOK_KINDS)),
  paused: t.Boolean(),
  paused_reason: t.Nullable(oneOf(['failing', 'player'] as const)),
  failures_in_a_row: t.Integer(),
  created_at: t.String({ format: 'date-time' }),
});
const Delivery = t.Object({
  id: t.String(),
  endpoint_id: t.String(),
  type: t.String(),
  status: oneOf(['pending', 'delivered', 'failed'] as const),
  attempts: t.Integer(),
  last_status: t.Nullable(t.Integer()),
  last_error: t.Nullable(t.String()),
  next_try_at: t.Nullable(t.String({ format: 'date-time' })),
  body: t.String({ description: 'The JSON sent, as sent' }),
  created_at: t.String({ format: 'date-time' }),
  delivered_at: t.Nullable(t.String({ format: 'date-time' })),
});
const Params = t.Object({ id: t.String() });

export const webhookRoutes = ({ auth, webhooks }: { auth: AuthService; webhooks: Webhooks }) =>
  new Elysia({ prefix: '/api/webhooks', tags: ['webhooks'] })
    .use(authPlugin(auth))
    .get('', ({ user }) => webhooks.list(user), {
      auth: true,
      response: { 200: t.Array(Endpoint), 401: ErrorBody },
      detail: { summary: 'Your webhook endpoints' },
    })
    .post('', async ({ user, body, status }) => status(201, await webhooks.create(user, body)), {
      auth: true,
      body: t.Object({
        url: t.String({ minLength: 1, maxLength: WEBHOOK_URL_MAX, error: 'Give the endpoint’s address, such as https://example.com/castellan.' }),
        kinds: Kinds,
      }),
      response: {
        201: t.Object({ endpoint: Endpoint, secret: t.String({ description: 'Shown once: it signs every delivery (Castellan-Signature)' }) }),
        401: ErrorBody,
        403: ErrorBody,
        409: ErrorBody,
        422: ErrorBody,
      },
      detail: {
        summary: 'Add a webhook endpoint for chosen kinds of events',
        description: prose(
          'A public HTTPS address (no loopback, private, link-local or metadata address; redirects are not followed).',
          'Each delivery is signed: Castellan-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">.',
        ),
      },
    })
    .patch('/:id', ({ user, params, body }) => webhooks.update(user, params.id, body), {
      auth: true,
      params: Params,
      body: t.Object({ kinds: t.Optional(Kinds), paused: t.Optional(t.Boolean()) }),
      response: { 200: Endpoint, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 422: ErrorBody },
      detail: { summary: 'Change what an endpoint receives, pause it, or resume it (what waited is sent)' },
    })
    .delete(
      '/:id',
      async ({ user, params }) => {
        await webhooks.remove(user, params.id);
        return { success: true as const };
      },
      {
        auth: true,
        params: Params,
        response: { 200: t.Object({ success: t.Literal(true) }), 401: ErrorBody, 404: ErrorBody },
        detail: { summary: 'Delete an endpoint and its log' },
      },
    )
    .get('/:id/deliveries', ({ user, params }) => webhooks.deliveries(user, params.id), {
      auth: true,
      params: Params,
      response: { 200: t.Array(Delivery), 401: ErrorBody, 404: ErrorBody },
      detail: { summary: "An endpoint's delivery log, newest first: status, tries, the receiver's answer, the body" },
    })
    .post('/:id/test', ({ user, params }) => webhooks.test(user, params.id), {
      auth: true,
      params: Params,
      response: { 200: Delivery, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      detail: { summary: 'Send a test event to an endpoint now' },
    })
    .post('/deliveries/:id/resend', ({ user, params }) => webhooks.resend(user, params.id), {
      auth: true,
      params: Params,
      response: { 200: Delivery, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      detail: { summary: 'Send a delivery of the log again, as it was (a new try, freshly signed)' },
    });
