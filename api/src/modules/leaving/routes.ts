/**
 * Leaving: GET /api/users/me/export ("Download my data", a JSON attachment) and DELETE /api/users/me
 * ("Delete my account").
 *
 * Mounted in app.ts (createPlatform), after `bots`, `hub`, `stripe` and `paypal` exist:
 *
 *   .use(
 *     leavingRoutes({
 *       auth,
 *       bots,
 *       hub,
 *       cancelSubscription: createSubscriptionCanceller({ stripe, paypal }),
 *       verifySecondFactor: <the two-factor service's check>,
 *       // A download gathers everything the user has: 5 an hour per user, across instances.
 *       exportThrottle: new SharedCounter(
 *         keyValueBucket(engine, 'throttle', THROTTLE_KEEP_MS),
 *         `${throttleNamespace}.data-export`,
 *         EXPORTS_PER_HOUR,
 *         3_600_000,
 *       ),
 *       // Wrong passwords when deleting: 5 per user in 15 minutes, like sign-in.
 *       proofThrottle: new SharedCounter(keyValueBucket(engine, 'throttle', THROTTLE_KEEP_MS), `${throttleNamespace}.delete-proof`, 5, 15 * 60_000),
 *       secureCookies: config.env === 'production',
 *       trustedProxies: config.trustedProxies,
 *     }),
 *   )
 */
import { Elysia } from 'elysia';
import { answerText } from '../../lib/answer-text';
import { leavingAnswers } from './answers.messages';
import { SESSION_COOKIE } from '@shared/auth';
import { TooManyRequestsError } from '../../lib/errors';
import { clientPlugin, ErrorBody } from '../../lib/http';
import type { SharedCounter } from '../../lib/shared-counter';
import { recordActivity } from '../auth/activity/record';
import { sessionCookieOptions } from '../auth/cookie';
import { authPlugin } from '../auth/plugin';
import type { AuthService } from '../auth/service';
import { deleteUserAndData, type DeletionDeps } from './delete';
import { exportData } from './export';
import { UserDeleted, DataExport, DeleteUserBody } from './schemas';
import { said } from '@shared/i18n/said';
import { leavingErrors } from './errors.messages';
import { prose } from '../../lib/prose';

export const EXPORTS_PER_HOUR = 5;

type Options = DeletionDeps & {
  auth: AuthService;
  /** Downloads per user in the counter's window. */
  exportThrottle: SharedCounter;
  secureCookies: boolean;
  trustedProxies: readonly string[];
};

export const leavingRoutes = ({
  auth,
  bots,
  hub,
  sharing,
  cancelSubscription,
  verifySecondFactor,
  proofThrottle,
  exportThrottle,
  secureCookies,
  trustedProxies,
}: Options) =>
  new Elysia({ prefix: '/api/users', tags: ['users'] })
    .use(authPlugin(auth))
    .use(clientPlugin(trustedProxies))
    .get(
      '/me/export',
      async ({ user, clientIp, set }) => {
        const wait = await exportThrottle.reserve(user.id);
        if (wait > 0) {
          throw new TooManyRequestsError(said(leavingErrors, 'exportLimit', { limit: exportThrottle.limit, count: Math.max(1, Math.ceil(wait / 60)) }), wait);
        }
        const data = await exportData(user, { bots, hub, sharing });
        await recordActivity({ userId: user.id, kind: 'data-exported', ip: clientIp });
        set.headers['content-disposition'] = `attachment; filename="castellan-data-${data.exportedAt.slice(0, 10)}.json"`;
        set.headers['cache-control'] = 'no-store';
        return data;
      },
      {
        auth: true,
        response: { 200: DataExport, 401: ErrorBody, 429: ErrorBody },
        detail: {
          summary: 'Download my data (a JSON file)',
          description: prose(
            `Your profile, game accounts (without passwords), bots with their settings (secrets by name only), console history,`,
            `notifications, subscription, billing history and activity log. ${EXPORTS_PER_HOUR} downloads an hour.`,
          ),
        },
      },
    )
    .delete(
      '/me',
      async ({ user, body, clientIp, cookie, request }) => {
        await deleteUserAndData(user, body, clientIp, { bots, hub, sharing, cancelSubscription, verifySecondFactor, proofThrottle });
        // As signing out does (auth/routes.ts): this browser forgets the session; every other token stops because the user is gone.
        cookie[SESSION_COOKIE]!.set({ value: '', maxAge: 0, ...sessionCookieOptions(secureCookies) });
        return { success: true as const, message: answerText(request, said(leavingAnswers, 'accountDeleted')) };
      },
      {
        auth: true,
        body: DeleteUserBody,
        response: { 200: UserDeleted, 401: ErrorBody, 403: ErrorBody, 422: ErrorBody, 429: ErrorBody, 503: ErrorBody },
        detail: {
          summary: 'Delete my account',
          description: prose(
            'Confirm with your password, or a two-factor code when two-factor sign-in is on (an account that signs in only with',
            'Discord and has no two-factor: the typed confirmation alone), and `confirm: "DELETE"`.',
            'Stops and deletes every bot, your game accounts, consoles, notifications, activity and sessions; cancels a subscription',
            'at the end of its paid period (if the provider cannot be reached, 503 and nothing is deleted).',
            'Billing records are kept, anonymised, for bookkeeping.',
          ),
        },
      },
    );
