/**
 * E-mail verification, e-mail change, password reset and change:
 * POST /api/auth/verify-email, POST /api/auth/verify-email/resend, POST /api/auth/register/resend, POST /api/auth/email,
 * POST /api/auth/password/forgot, POST /api/auth/password/reset, POST /api/auth/password.
 */
import { Elysia, t } from 'elysia';
import { answerText } from '../../../lib/answer-text';
import { said } from '@shared/i18n/said';
import { authAnswers } from '../answers.messages';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, SESSION_COOKIE } from '@shared/auth';
import { clientPlugin, ErrorBody } from '../../../lib/http';
import { authPlugin, sessionToken } from '../plugin';
import type { AuthService } from '../service';
import type { CredentialService } from './service';
import { fixedText } from '../../../lib/error-language';
import { authErrors } from '../errors.messages';
import { DEVICE_COOKIE, deviceCookieOptions } from '../device-cookie';
import { sessionCookieOptions } from '../cookie';
import { AuthUser } from '../schemas';
import { clientOf } from '../sessions/service';
import { prose } from '../../../lib/prose';

const Done = t.Object({ success: t.Literal(true), message: t.String() });
const token = t.String({ minLength: 1, maxLength: 200, error: 'This link is not valid. Ask for a new one.' });
const newPassword = t.String({
  minLength: PASSWORD_MIN_LENGTH,
  maxLength: PASSWORD_MAX_LENGTH,
  error: fixedText(authErrors, 'passwordLength', { min: PASSWORD_MIN_LENGTH, count: PASSWORD_MAX_LENGTH }),
});
const currentPassword = t.String({ maxLength: PASSWORD_MAX_LENGTH, error: 'Please enter your current password.' });
const email = t.String({ format: 'email', maxLength: 254, error: 'Please enter a valid e-mail address.', examples: ['player@example.com'] });

/** The same answer whether or not an account uses the address (in English: the tests' words). */
export const FORGOT_ANSWER = said(authAnswers, 'resetLinkSent').text;

type Options = { auth: AuthService; credentials: CredentialService; trustedProxies: readonly string[]; secureCookies: boolean; sessionTtlSeconds: number };

/** A verification link's answer; a sign-up's link also signs the new account in (the token and user of POST /api/auth/login). */
const Verified = t.Object({
  success: t.Literal(true),
  email: t.String(),
  message: t.String(),
  token: t.Optional(t.String({ description: 'Session token of the account a sign-up link created.' })),
  next: t.Optional(t.String({ description: 'Where the app goes now: the path the sign-up asked for (a plan chosen on the pricing page).' })),
  user: t.Optional(AuthUser),
});

export const credentialRoutes = ({ auth, credentials, trustedProxies, secureCookies, sessionTtlSeconds }: Options) =>
  new Elysia({ prefix: '/api/auth', tags: ['auth'] })
    .use(authPlugin(auth))
    .use(clientPlugin(trustedProxies))
    .post(
      '/verify-email',
      async ({ body, clientIp, cookie, request }) => {
        const created = await credentials.signUps.complete(body.token);
        if (created) {
          const { user, next } = created;
          const session = await auth.signInNewUser(user, clientOf(request, clientIp));
          cookie[SESSION_COOKIE]!.set({ value: session.token, maxAge: sessionTtlSeconds, ...sessionCookieOptions(secureCookies) });
          cookie[DEVICE_COOKIE]!.set({ value: auth.devices.issue(user.email), ...deviceCookieOptions(secureCookies) });
          return {
            success: true as const,
            email: user.email,
            ...session,
            ...(next && { next }),
            message: answerText(request, said(authAnswers, 'accountCreated')),
          };
        }
        const { email, changed } = await credentials.verifyEmail(body.token, clientIp);
        return {
          success: true as const,
          email,
          message: answerText(request, changed ? said(authAnswers, 'emailChanged', { email }) : said(authAnswers, 'emailVerified')),
        };
      },
      {
        body: t.Object({ token }),
        response: { 200: Verified, 409: ErrorBody, 410: ErrorBody, 422: ErrorBody },
        detail: {
          summary: 'Open a verification link (sign-up, or a new address)',
          description: prose(
            'Works without a session: the link may be opened in another browser.',
            "A sign-up's link creates the account and signs it in: the answer then carries `token` and `user` and sets the session",
            'cookie. 410 when the link was used, lapsed or never existed.',
          ),
        },
      },
    )
    .post(
      '/verify-email/resend',
      async ({ user, request }) => {
        await credentials.resendVerification(user);
        return { success: true as const, message: answerText(request, said(authAnswers, 'verificationResent', { email: user.email })) };
      },
      {
        auth: true,
        response: { 200: Done, 401: ErrorBody, 409: ErrorBody, 429: ErrorBody },
        detail: { summary: 'Send the verification link again (3 per hour)' },
      },
    )
    .post(
      '/register/resend',
      async ({ body, clientIp, request, status }) => {
        await credentials.resendSignUp(body.email, clientIp);
        return status(202, {
          success: true as const,
          message: answerText(request, said(authAnswers, 'signUpResent', { email: body.email.trim().toLowerCase() })),
        });
      },
      {
        body: t.Object({ email }),
        response: { 202: Done, 422: ErrorBody, 429: ErrorBody },
        detail: {
          summary: 'Send the sign-up link again',
          description: prose(
            'After POST /api/auth/register, before its link is opened: a new link (the old one stops working).',
            'The same answer whether or not a sign-up waits or an account uses the address.',
            'Counted with the sign-ups of the address (3 an hour), and 10 per client an hour; 429 says when to ask again.',
          ),
        },
      },
    )
    .post(
      '/email',
      async ({ user, body, request }) => {
        await credentials.requestEmailChange(user, body.email, body.password ?? '');
        return { success: true as const, message: answerText(request, said(authAnswers, 'emailChangeSent', { email: body.email.trim().toLowerCase() })) };
      },
      {
        auth: true,
        body: t.Object({ email, password: t.Optional(currentPassword) }),
        response: { 200: Done, 401: ErrorBody, 403: ErrorBody, 409: ErrorBody, 422: ErrorBody, 429: ErrorBody },
        detail: {
          summary: 'Change your e-mail address: a link goes to the new one, and the old one is told once it is opened',
          description: 'Needs the current password (accounts with one).',
        },
      },
    )
    .post(
      '/password/forgot',
      async ({ body, clientIp, status, request }) => {
        await credentials.forgotPassword(body.email, clientIp);
        return status(202, { success: true as const, message: answerText(request, said(authAnswers, 'resetLinkSent')) });
      },
      {
        body: t.Object({ email }),
        response: { 202: Done, 422: ErrorBody, 429: ErrorBody },
        detail: {
          summary: 'Ask for a password reset link',
          description: 'The same answer whether or not an account uses the address. 3 per address and 10 per client an hour.',
        },
      },
    )
    .post(
      '/password/reset',
      async ({ body, clientIp, cookie, request }) => {
        const email = await credentials.resetPassword(body.token, body.password, clientIp);
        // Reading the mail proved the owner: this browser is a trusted client of the account (device-cookie.ts),
        // so it signs in even while strangers' wrong passwords hold the account's untrusted clients back.
        cookie[DEVICE_COOKIE]!.set({ value: auth.devices.issue(email), ...deviceCookieOptions(secureCookies) });
        return { success: true as const, message: answerText(request, said(authAnswers, 'passwordReset')) };
      },
      {
        body: t.Object({ token, password: newPassword }),
        response: { 200: Done, 409: ErrorBody, 410: ErrorBody, 422: ErrorBody },
        detail: {
          summary: 'Choose a new password with a reset link',
          description: 'Ends every session of the account; sets the device cookie (see POST /api/auth/login).',
        },
      },
    )
    .post(
      '/password',
      async ({ user, body, request, clientIp }) => {
        const { sessionId } = await auth.sessionOf(sessionToken(request)!);
        const ended = await credentials.changePassword(user, body.currentPassword, body.newPassword, sessionId, clientIp);
        return {
          success: true as const,
          message: answerText(request, ended ? said(authAnswers, 'passwordChangedOthersOut', { count: ended }) : said(authAnswers, 'passwordChanged')),
        };
      },
      {
        auth: true,
        body: t.Object({ currentPassword, newPassword }),
        response: { 200: Done, 401: ErrorBody, 403: ErrorBody, 409: ErrorBody, 422: ErrorBody, 429: ErrorBody },
        detail: { summary: 'Change your password (needs the current one); every other session ends' },
      },
    );
