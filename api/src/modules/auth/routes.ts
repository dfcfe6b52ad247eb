/** POST /api/auth/register (sign-up, finished by its mailed link), POST /api/auth/login (and its second step), GET /api/auth/me, POST /api/auth/logout. */
import { Elysia, type Context } from 'elysia';
import { answerText } from '../../lib/answer-text';
import { said } from '@shared/i18n/said';
import { authAnswers } from './answers.messages';
import { normaliseEmail, SESSION_COOKIE } from '@shared/auth';
import { clientPlugin, ErrorBody } from '../../lib/http';
import { AuthResponse, LoginBody, LoginResponse, LogoutResponse, MeResponse, RegisterBody, RegisterResponse, SecondStepBody } from './schemas';
import { sessionCookieOptions } from './cookie';
import { DEVICE_COOKIE, deviceCookieOptions } from './device-cookie';
import { authPlugin, sessionToken } from './plugin';
import { clientOf } from './sessions/service';
import { meBody } from './me';
import type { AuthService } from './service';
import { prose } from '../../lib/prose';

type Options = { auth: AuthService; secureCookies: boolean; sessionTtlSeconds: number; trustedProxies: readonly string[] };

export const authRoutes = ({ auth, secureCookies, sessionTtlSeconds, trustedProxies }: Options) => {
  const cookieOptions = sessionCookieOptions(secureCookies);
  const deviceOptions = deviceCookieOptions(secureCookies);
  /**
   * A sign-in done, at once or after its second step: the session cookie, this browser a trusted client of
   * the account from now on (device-cookie.ts), and the welcome.
   */
  const signedIn = <S extends { token: string; user: { email: string } }>(cookie: Context['cookie'], request: Request, session: S) => {
    cookie[SESSION_COOKIE]!.set({ value: session.token, maxAge: sessionTtlSeconds, ...cookieOptions });
    cookie[DEVICE_COOKIE]!.set({ value: auth.devices.issue(session.user.email), ...deviceOptions });
    return { success: true as const, ...session, message: answerText(request, said(authAnswers, 'welcomeBack')) };
  };

  return (
    new Elysia({ prefix: '/api/auth', tags: ['auth'] })
      .use(authPlugin(auth))
      // Served by Bun directly once the app listens (me.ts); a body that returns no call keeps Elysia from awaiting it.
      .get(
        '/me',
        function me({ authUser }) {
          const body = meBody(authUser);
          return body;
        },
        {
          session: true,
          response: { 200: MeResponse, 401: ErrorBody },
          detail: { summary: 'The signed-in user' },
        },
      )
      // Only the routes below need the client's address (after /me, which then does not pay for it).
      .use(clientPlugin(trustedProxies))
      .post(
        '/logout',
        async ({ cookie, request, clientIp }) => {
          await auth.logout(sessionToken(request), clientOf(request, clientIp));
          cookie[SESSION_COOKIE]!.set({ value: '', maxAge: 0, ...cookieOptions });
          return { success: true as const, message: answerText(request, said(authAnswers, 'signedOut')) };
        },
        {
          response: { 200: LogoutResponse, 503: ErrorBody },
          detail: { summary: 'Sign out: ends this session (its token stops working at once) and clears the session cookie' },
        },
      )
      .post(
        '/register',
        async ({ body, clientIp, request, status }) => {
          await auth.register(body, clientOf(request, clientIp));
          // The same answer for every address (ASVS 5.0 6.3.8): what differs goes to the address's mailbox.
          return status(202, { success: true as const, message: answerText(request, said(authAnswers, 'checkInbox', { email: normaliseEmail(body.email) })) });
        },
        {
          body: RegisterBody,
          response: { 202: RegisterResponse, 422: ErrorBody, 429: ErrorBody },
          detail: {
            summary: 'Sign up: a link to finish goes to the address',
            description: prose(
              'The same answer whether or not an account uses the address.',
              'A new address gets a link (24 hours, once) that creates the account and signs it in (POST /api/auth/verify-email',
              'answers with a token); signing up again before it is opened replaces the password and the link.',
              'An address with an account gets a note for its owner instead. 3 per address and 10 per client an hour.',
            ),
          },
        },
      )
      .post(
        '/login',
        async ({ body, clientIp, cookie, request }) => {
          const device = cookie[DEVICE_COOKIE]!.value;
          const signIn = await auth.login(body, clientOf(request, clientIp), typeof device === 'string' ? device : undefined);
          if ('secondStep' in signIn) return { success: true as const, ...signIn, message: answerText(request, said(authAnswers, 'secondStep')) };
          return signedIn(cookie, request, signIn);
        },
        {
          body: LoginBody,
          response: { 200: LoginResponse, 401: ErrorBody, 422: ErrorBody, 429: ErrorBody },
          detail: {
            summary: 'Sign in with e-mail and password',
            description: prose(
              'Also sets the HttpOnly session cookie, and a device cookie (path /api/auth) that keeps this browser out of the',
              'throttling strangers cause: after 3 wrong passwords from one client (its address, or its device cookie) each try waits',
              'longer (429 with Retry-After).',
              'When the user uses two-factor sign-in, the answer carries `secondStep.challenge` instead of a token: send it with a',
              'code to POST /api/auth/second-step within `expiresIn` seconds.',
            ),
          },
        },
      )
      .post(
        '/second-step',
        async ({ body, clientIp, cookie, request }) => {
          const session = await auth.completeSecondStep(body.challenge, { code: body.code, recoveryCode: body.recoveryCode }, clientOf(request, clientIp));
          return signedIn(cookie, request, session);
        },
        {
          body: SecondStepBody,
          response: { 200: AuthResponse, 401: ErrorBody, 422: ErrorBody, 429: ErrorBody },
          detail: {
            summary: 'The second sign-in step: a code from the authenticator app, or a recovery code',
            description: "Each code works once; 5 wrong codes in 10 minutes pause the account's second step (429). Also sets the HttpOnly session cookie.",
          },
        },
      )
  );
};
