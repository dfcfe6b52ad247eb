/**
 * /api/push: the VAPID public key a browser subscribes with, and the signed-in player's devices: turn push
 * on (a subscription as PushManager hands it out), off, and send a test to one device.
 */
import { Elysia, t } from 'elysia';
import { ErrorBody } from '../../lib/http';
import type { Sealer } from '../../lib/crypto';
import { authPlugin } from '../auth/plugin';
import type { AuthService } from '../auth/service';
import type { Alerts } from './alerts';
import type { PushConfig } from './push-config';
import { checkSubscription, removeSubscription, saveSubscription } from './push-subscriptions';
import { localTurns, type TurnLock } from '../../lib/engine-lock';

const DeviceId = t.Object({ id: t.String({ pattern: '^[A-Za-z0-9_-]{43}$', error: 'id must be a push subscription id.' }) });
const Subscription = t.Object({
  endpoint: t.String({ maxLength: 1000, description: "The subscription's endpoint at the browser's push service" }),
  expirationTime: t.Optional(t.Nullable(t.Number())),
  keys: t.Object({
    p256dh: t.String({ maxLength: 100, description: "The browser's P-256 public key, URL-safe base64" }),
    auth: t.String({ maxLength: 40, description: 'The 16-byte authentication secret, URL-safe base64' }),
  }),
});

/** `perUser`: one player's devices saved one at a time across every API instance (the cap is a count, then a write). */
export const pushRoutes = ({
  auth,
  alerts,
  sealer,
  config,
  perUser = localTurns(),
}: {
  auth: AuthService;
  alerts: Alerts;
  sealer: Sealer;
  config: PushConfig;
  perUser?: TurnLock;
}) =>
  new Elysia({ prefix: '/api/push', tags: ['users'] })
    .use(authPlugin(auth))
    .get('/vapid-key', () => ({ publicKey: config.publicKey }), {
      response: { 200: t.Object({ publicKey: t.String({ description: 'applicationServerKey for PushManager.subscribe (URL-safe base64)' }) }) },
      detail: { summary: 'The key browsers subscribe to our push notifications with' },
    })
    .post(
      '/subscriptions',
      async ({ user, body, set }) => {
        set.status = 201;
        const subscription = checkSubscription(body, config.allowLoopback);
        return perUser(`push.${user.id}`, () => saveSubscription(sealer, user.id, subscription));
      },
      {
        auth: true,
        body: Subscription,
        response: { 201: t.Object({ id: t.String({ description: "This device's id: base64url SHA-256 of the endpoint" }) }), 401: ErrorBody, 422: ErrorBody },
        detail: {
          summary: 'Turn push notifications on for this browser (its PushSubscription as JSON)',
          description: 'The same browser again replaces its subscription. At most 20 devices.',
        },
      },
    )
    .delete(
      '/subscriptions/:id',
      async ({ user, params }) => {
        await removeSubscription(user.id, params.id);
        return { removed: true as const };
      },
      {
        auth: true,
        params: DeviceId,
        response: { 200: t.Object({ removed: t.Literal(true) }), 401: ErrorBody, 404: ErrorBody, 422: ErrorBody },
        detail: { summary: 'Turn push notifications off for one of your devices' },
      },
    )
    .post(
      '/subscriptions/:id/test',
      ({ user, params }) => alerts.testPush({ id: user.id, email: user.email, plan: user.plan as string, language: user.language ?? null }, params.id),
      {
        auth: true,
        params: DeviceId,
        response: { 200: t.Object({ sent: t.Literal(true) }), 401: ErrorBody, 404: ErrorBody, 422: ErrorBody, 503: ErrorBody },
        detail: { summary: 'Push a test notification to one of your devices now (503 says why its push service refused)' },
      },
    );
