/**
 * GET /api/users/me/activity: the player's activity log (sign-ins, password and two-factor changes, keys,
 * bot starts and stops, plan changes), newest first, a page at a time.
 *
 * Mounted in app.ts as `.use(activityRoutes({ auth }))`.
 */
import { Elysia } from 'elysia';
import { ErrorBody } from '../../../lib/http';
import { authPlugin } from '../plugin';
import type { AuthService } from '../service';
import { listActivity } from './list';
import { askedLocale } from '../../../lib/error-language';
import { ACTIVITY_PAGE_DEFAULT, ActivityPage, ActivityQuery } from './schemas';
import { prose } from '../../../lib/prose';

export const activityRoutes = ({ auth }: { auth: AuthService }) =>
  new Elysia({ prefix: '/api/users', tags: ['users'] }).use(authPlugin(auth)).get(
    '/me/activity',
    ({ user, query, request }) =>
      listActivity(user.id, {
        before: query.before ? new Date(query.before) : undefined,
        limit: query.limit ?? ACTIVITY_PAGE_DEFAULT,
        locale: askedLocale(request),
      }),
    {
      auth: true,
      query: ActivityQuery,
      response: { 200: ActivityPage, 401: ErrorBody, 422: ErrorBody },
      detail: {
        summary: 'Your activity log, newest first',
        description: prose(
          'Sign-ins (with the device), password and two-factor changes, API keys, bot starts and stops, plan changes, data',
          'downloads. Pass `next` as `before` for older entries.',
        ),
      },
    },
  );
