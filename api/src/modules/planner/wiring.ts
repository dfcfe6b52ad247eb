/**
 * The planner in the platform (app.ts): a one-off look at a game account (a real login to the game, like Test login: 10 per user in 10 minutes across
 * instances).
 */
import type { SharedCounter } from '../../lib/shared-counter';
import type { AccountService } from '../accounts/service';
import type { AuthService } from '../auth/service';
import type { ServerDirectory } from '../game-network/directory';
import { plannerRoutes } from './routes';
import { createPlannerService } from './service';

type Needs = Pick<Parameters<typeof createPlannerService>[0], 'runningBots' | 'lookAtAccount'> & {
  auth: AuthService;
  accounts: AccountService;
  servers: ServerDirectory;
  counter: (name: string, limit: number, windowMs: number) => SharedCounter;
};

export const plannerWiring = ({ auth, counter, ...deps }: Needs) =>
  plannerRoutes({ auth, planner: createPlannerService({ ...deps, throttle: counter('plan-look', 10, 10 * 60_000) }) });
