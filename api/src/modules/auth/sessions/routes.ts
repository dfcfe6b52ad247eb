/**
 * GET /api/auth/sessions, DELETE /api/auth/sessions/:id, POST /api/auth/sessions/sign-out-others: the
 * signed-in user's sessions, one ended, or every other one ended ("sign out everywhere else").
 */
import { Elysia, t } from 'elysia';
import { answerText } from '../../../lib/answer-text';
import { said } from '@shared/i18n/said';
import { authAnswers } from '../answers.messages';
import { SIGN_IN_METHODS } from '@shared/security';
import { NotFoundError } from '../../../lib/errors';
import { clientPlugin, ErrorBody } from '../../../lib/http';
import { oneOf } from '../../../lib/one-of';
import { recordActivity } from '../activity/record';
import { authPlugin, sessionToken } from '../plugin';
import type { AuthService } from '../service';
import { deviceSaid, placeSaid } from './device';
import { activityDetails } from '../activity/details.messages';

const SessionView = t.Object({
  id: t.String(),
  current: t.Boolean({ description: 'The session this request was made with.' }),
  device: t.String({ examples: ['Firefox on Windows'] }),
  place: t.Nullable(t.String({ description: 'Where it signed in from, when known without a location database.' })),
  ip: t.String(),
  method: oneOf(SIGN_IN_METHODS),
  createdAt: t.String({ format: 'date-time' }),
  lastSeenAt: t.String({ format: 'date-time' }),
});

const Ended = t.Object({ success: t.Literal(true), ended: t.Integer({ minimum: 0 }), message: t.String() });

export const sessionRoutes = (auth: AuthService, trustedProxies: readonly string[]) =>
  new Elysia({ prefix: '/api/auth/sessions', tags: ['auth'] })
    .use(authPlugin(auth))
    .use(clientPlugin(trustedProxies))
    .get(
      '/',
      async ({ user, request }) => {
        const { sessionId } = await auth.sessionOf(sessionToken(request)!);
        const sessions = await auth.sessions.list(user.id);
        return {
          success: true as const,
          sessions: sessions.map((s) => {
            const place = placeSaid(s.ip ?? '');
            return {
              id: String(s._id),
              current: String(s._id) === sessionId,
              device: answerText(request, deviceSaid(s.userAgent ?? '')),
              place: place && answerText(request, place),
              ip: s.ip ?? '',
              method: s.method,
              createdAt: s.createdAt.toISOString(),
              lastSeenAt: s.lastSeenAt.toISOString(),
            };
          }),
        };
      },
      {
        auth: true,
        response: { 200: t.Object({ success: t.Literal(true), sessions: t.Array(SessionView) }), 401: ErrorBody },
        detail: { summary: 'Your signed-in sessions, the most recently seen first' },
      },
    )
    .delete(
      '/:id',
      async ({ user, params, clientIp, request }) => {
        if (!(await auth.sessions.end(user.id, params.id))) throw new NotFoundError('Session');
        await recordActivity({ userId: user.id, kind: 'session-revoked', ip: clientIp });
        return { success: true as const, ended: 1, message: answerText(request, said(authAnswers, 'sessionEnded')) };
      },
      {
        auth: true,
        params: t.Object({ id: t.String({ pattern: '^[0-9a-fA-F]{24}$', error: 'Session not found.' }) }),
        response: { 200: Ended, 401: ErrorBody, 404: ErrorBody, 422: ErrorBody },
        detail: { summary: 'Sign out one of your sessions (its token stops working at once, on every API instance)' },
      },
    )
    .post(
      '/sign-out-others',
      async ({ user, request, clientIp }) => {
        const { sessionId } = await auth.sessionOf(sessionToken(request)!);
        const ended = await auth.sessions.endAll(user.id, sessionId);
        await recordActivity({
          userId: user.id,
          kind: 'signed-out-everywhere',
          detail: said(activityDetails, 'otherSessions', { count: ended }),
          ip: clientIp,
        });
        return {
          success: true as const,
          ended,
          message: answerText(request, ended ? said(authAnswers, 'othersSignedOut', { count: ended }) : said(authAnswers, 'noOtherSession')),
        };
      },
      {
        auth: true,
        response: { 200: Ended, 401: ErrorBody },
        detail: { summary: 'Sign out everywhere else: every session but this one ends at once' },
      },
    );
