/** Leaving in the platform (app.ts): a player's data export and the deletion of their account, each proof and download counted across instances. */
import type { Config } from '../../config';
import type { SharedCounter } from '../../lib/shared-counter';
import type { AuthService } from '../auth/service';
import type { DeletionDeps } from './delete';
import { EXPORTS_PER_HOUR, leavingRoutes } from './routes';
import { createSubscriptionCanceller } from './subscription';

type Needs = Omit<DeletionDeps, 'cancelSubscription' | 'proofThrottle'> & {
  config: Config;
  auth: AuthService;
  billing: Parameters<typeof createSubscriptionCanceller>[0];
  counter: (name: string, limit: number, windowMs: number) => SharedCounter;
};

export const leavingWiring = ({ config, billing, counter, ...deps }: Needs) =>
  leavingRoutes({
    ...deps,
    cancelSubscription: createSubscriptionCanceller(billing),
    exportThrottle: counter('data-export', EXPORTS_PER_HOUR, 3_600_000),
    proofThrottle: counter('delete-proof', 5, 15 * 60_000),
    secureCookies: config.env === 'production',
    trustedProxies: config.trustedProxies,
  });
