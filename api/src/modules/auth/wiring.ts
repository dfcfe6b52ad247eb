/**
 * Signing in, in the platform (app.ts): sessions, credentials (sign-up, passwords, mail links), two-factor
 * and Discord sign-in, the service over them (with the users' cache and the personal API keys handed in),
 * and their routes.
 */
import { Elysia } from 'elysia';
import type { AppOptions } from '../../app-options';
import type { Engine, keyValueBucket } from '../../lib/engine';
import type { Mailer } from '../../lib/mail/mailer';
import type { SharedCounter } from '../../lib/shared-counter';
import type { Sealer } from '../../lib/crypto';
import { activityRoutes } from './activity/routes';
import { credentialRoutes } from './credentials/routes';
import { createCredentialService } from './credentials/service';
import { discordRoutes } from './discord/routes';
import { createDiscordService } from './discord/service';
import { authRoutes } from './routes';
import { createAuthService } from './service';
import { sessionRoutes } from './sessions/routes';
import { createSessionService } from './sessions/service';
import { createAuthThrottle } from './throttle';
import { createTokenService } from './tokens';
import { twoFactorRoutes } from './two-factor/routes';
import { createTwoFactorService, TWO_FACTOR_ATTEMPTS } from './two-factor/service';
import type { UserCache } from './user-cache';

type Needs = Pick<AppOptions, 'config' | 'throttle'> & {
  engine: Engine;
  sealer: Sealer;
  mailer: Mailer;
  throttleBucket: ReturnType<typeof keyValueBucket>;
  throttleNamespace: string;
  counter: (name: string, limit: number, windowMs: number) => SharedCounter;
  perUser: <T>(key: string, task: () => Promise<T>) => Promise<T>;
  /** The users as the session check reads them (user-cache.ts). */
  userCache: UserCache;
  apiKeys: Parameters<typeof createAuthService>[0]['apiKeys'];
};

export function authWiring({ config, throttle = {}, engine, sealer, mailer, throttleBucket, throttleNamespace, counter, perUser, userCache, apiKeys }: Needs) {
  // Every session is a document; the check keeps live ones a few seconds, and an ended one stops everywhere at once.
  const sessions = createSessionService(engine, { ttlSeconds: config.jwt.ttlSeconds });
  const credentials = createCredentialService({ mailer, siteOrigin: config.siteOrigin, sessions, counter });
  // Two-factor sign-in: wrong codes counted per user across instances; each user's codes checked one at a time.
  const twoFactor = createTwoFactorService({ sealer, attempts: counter('two-factor', TWO_FACTOR_ATTEMPTS.limit, TWO_FACTOR_ATTEMPTS.windowMs), perUser });
  const auth = createAuthService({
    tokens: createTokenService(config.jwt),
    // Sign-in and sign-up limits hold across every API instance: their counters live in the engine.
    throttle: createAuthThrottle({
      bucket: throttleBucket,
      limits: { ...config.throttle, ...throttle },
      namespace: throttleNamespace,
      onUnderAttack: credentials.warnOfSignInAttack,
    }),
    deviceSecret: config.jwt.secret,
    admins: { emails: config.adminEmails, requireTwoFactor: config.adminRequire2fa },
    sessions,
    signUps: credentials.signUps,
    secondFactor: { verify: twoFactor.verifySecondFactor },
    // The session check reads the user from here: a change anywhere drops it on every instance at once.
    users: userCache,
    apiKeys,
  });
  const discord = createDiscordService(config.discord, auth);
  const { trustedProxies } = config;
  const secureCookies = config.env === 'production';
  const sessionTtlSeconds = config.jwt.ttlSeconds;

  return {
    auth,
    sessions,
    twoFactor,
    routes: new Elysia()
      .use(authRoutes({ auth, secureCookies, sessionTtlSeconds, trustedProxies }))
      .use(sessionRoutes(auth, trustedProxies))
      .use(credentialRoutes({ auth, credentials, trustedProxies, secureCookies, sessionTtlSeconds }))
      .use(twoFactorRoutes({ auth, twoFactor, trustedProxies }))
      .use(activityRoutes({ auth }))
      .use(discordRoutes({ discord, siteOrigin: config.siteOrigin, secureCookies, sessionTtlSeconds, trustedProxies })),
    close() {
      sessions.close();
    },
  };
}
