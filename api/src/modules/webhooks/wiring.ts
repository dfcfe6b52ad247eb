/** Webhooks in the platform (app.ts): the player's endpoints, the deliveries' queue and its round, and their routes. */
import type { Config } from '../../config';
import type { Sealer } from '../../lib/crypto';
import type { AuthService } from '../auth/service';
import { notify } from '../notifications/service';
import { webhookRoutes } from './routes';
import { createWebhooks } from './service';

type Needs = { config: Config; sealer: Sealer; perUser: <T>(key: string, task: () => Promise<T>) => Promise<T>; clock: () => number };

export function webhooksWiring({ config, sealer, perUser, clock }: Needs) {
  const webhooks = createWebhooks({
    sealer,
    allowPrivate: config.env !== 'production',
    notify: (userId, message) => notify(userId, 'error', message),
    perUser,
    now: clock,
  });
  return {
    webhooks,
    routes: (auth: AuthService) => webhookRoutes({ auth, webhooks }),
    // Not awaited: a slow receiver (10 s a try) must not hold the next round for every other player's endpoints.
    job: { run: async () => void webhooks.tick(), everyMs: 2_000 },
  };
}
