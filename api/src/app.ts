/** The API as one Elysia app composed of feature plugins. `App` is the type the site's Eden client uses. */
import { Elysia } from 'elysia';
import { cors } from '@elysiajs/cors';
import type { Config } from './config';
import { httpPlugin } from './lib/http';
import { docsRoutes } from './modules/docs';
import { healthRoutes } from './modules/health';
import { authRoutes } from './modules/auth';
import { createAuthService } from './modules/auth/service';
import { createTokenService } from './modules/auth/tokens';
import { createAuthThrottle, DEFAULT_THROTTLE, type ThrottleLimits } from './modules/auth/throttle';

export type AppOptions = { config: Config; throttle?: ThrottleLimits };

export function createApp({ config, throttle = DEFAULT_THROTTLE }: AppOptions) {
  const auth = createAuthService({
    tokens: createTokenService(config.jwt),
    throttle: createAuthThrottle(throttle),
    adminEmails: config.adminEmails,
  });

  return new Elysia()
    .use(httpPlugin)
    .use(
      cors({
        origin: config.siteOrigin,
        credentials: true,
        allowedHeaders: ['content-type', 'authorization', 'last-event-id', 'x-request-id'],
        exposeHeaders: ['x-request-id', 'retry-after'],
        maxAge: 600,
      }),
    )
    .onAfterHandle(({ set }) => {
      if (config.env === 'production') set.headers['strict-transport-security'] = 'max-age=31536000; includeSubDomains';
    })
    .use(docsRoutes)
    .use(healthRoutes)
        .use(
      authRoutes({
        auth,
        secureCookies: config.env === 'production',
        sessionTtlSeconds: config.jwt.ttlSeconds,
        trustedProxies: config.trustedProxies,
      }),
    );
}

export type App = ReturnType<typeof createApp>;
