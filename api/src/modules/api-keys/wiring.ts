/**
 * Personal API keys in the platform (app.ts; Professional): kept a few seconds like sessions, revoked at once
 * everywhere, 120 requests a minute each; the users' cache they read is the session check's (auth/).
 */
import type { Config } from '../../config';
import type { Engine } from '../../lib/engine';
import type { SharedCounter } from '../../lib/shared-counter';
import { createUserCache } from '../auth/user-cache';
import type { AuthService } from '../auth/service';
import { apiKeyRoutes } from './routes';
import { createApiKeyService, KEY_REQUESTS_PER_MINUTE } from './service';

type Needs = {
  config: Config;
  engine: Engine;
  perUser: <T>(key: string, task: () => Promise<T>) => Promise<T>;
  counter: (name: string, limit: number, windowMs: number) => SharedCounter;
};

export function apiKeysWiring({ config, engine, perUser, counter }: Needs) {
  const userCache = createUserCache(engine);
  const apiKeys = createApiKeyService({
    engine,
    rateLimit: counter('api-key', KEY_REQUESTS_PER_MINUTE, 60_000),
    trustedProxies: config.trustedProxies,
    users: userCache,
    perUser,
  });
  return {
    userCache,
    apiKeys,
    routes: (auth: AuthService) => apiKeyRoutes({ auth, apiKeys, trustedProxies: config.trustedProxies }),
    close() {
      userCache.close();
      apiKeys.close();
    },
  };
}
