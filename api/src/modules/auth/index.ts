/** POST /api/auth/register, POST /api/auth/login, GET /api/auth/me, POST /api/auth/logout. */
import { Elysia } from 'elysia';
import { SESSION_COOKIE } from '@shared/auth';
import { clientPlugin, ErrorBody } from '../../lib/http';
import { AuthResponse, LoginBody, LogoutResponse, MeResponse, RegisterBody } from './model';
import { authPlugin } from './plugin';
import type { AuthService } from './service';

type Options = { auth: AuthService; secureCookies: boolean; sessionTtlSeconds: number; trustedProxies: readonly string[] };

export const authRoutes = ({ auth, secureCookies, sessionTtlSeconds, trustedProxies }: Options) => {
  // HttpOnly so page scripts never see it; Strict so no other site can ride on it; scoped to the API.
  const cookieOptions = {
    httpOnly: true,
    sameSite: 'strict',
    secure: secureCookies,
    path: '/api',
  } as const;

  return new Elysia({ prefix: '/api/auth', tags: ['auth'] })
    .use(authPlugin(auth))
    .get('/me', ({ authUser }) => ({ success: true as const, user: authUser }), {
      session: true,
      response: { 200: MeResponse, 401: ErrorBody },
      detail: { summary: 'The signed-in user' },
    })
    .post(
      '/logout',
      ({ cookie }) => {
        cookie[SESSION_COOKIE]!.set({ value: '', maxAge: 0, ...cookieOptions });
        return { success: true as const, message: 'Signed out' };
      },
      {
        response: { 200: LogoutResponse },
        detail: { summary: 'Sign out: clears the session cookie' },
      },
    )
    // Only the throttled routes need the client's address (after /me, which then does not pay for it).
    .use(clientPlugin(trustedProxies))
    .post(
      '/register',
      async ({ body, clientIp, cookie, status }) => {
        const session = await auth.register(body, clientIp);
        cookie[SESSION_COOKIE]!.set({ value: session.token, maxAge: sessionTtlSeconds, ...cookieOptions });
        return status(201, { success: true as const, ...session, message: 'Account created successfully' });
      },
      {
        body: RegisterBody,
        response: { 201: AuthResponse, 409: ErrorBody, 422: ErrorBody, 429: ErrorBody },
        detail: { summary: 'Create an account and sign in', description: 'Also sets the HttpOnly session cookie.' },
      },
    )
    .post(
      '/login',
      async ({ body, clientIp, cookie }) => {
        const session = await auth.login(body, clientIp);
        cookie[SESSION_COOKIE]!.set({ value: session.token, maxAge: sessionTtlSeconds, ...cookieOptions });
        return { success: true as const, ...session, message: 'Welcome back!' };
      },
      {
        body: LoginBody,
        response: { 200: AuthResponse, 401: ErrorBody, 422: ErrorBody, 429: ErrorBody },
        detail: { summary: 'Sign in with e-mail and password', description: 'Also sets the HttpOnly session cookie.' },
      },
    );
};
