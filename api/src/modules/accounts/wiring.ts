/**
 * Game accounts in the platform (app.ts): their routes and Test login (a real login to the game, 10 per
 * user in 10 minutes across instances), and what they ask of the bots, the shares and the admins' log.
 */
import { Elysia } from 'elysia';
import type { SharedCounter } from '../../lib/shared-counter';
import type { AuthService } from '../auth/service';
import type { Bots, Supervisor } from '../bots/control';
import type { ServerDirectory } from '../game-network/directory';
import { loginCheckRoutes } from './login-check';
import { accountRoutes } from './routes';
import type { AccountService } from './service';

type Needs = Pick<Parameters<typeof accountRoutes>[0], 'resumed' | 'removed' | 'audit'> & {
  auth: AuthService;
  accounts: AccountService;
  servers: ServerDirectory;
  bots: Pick<Bots, 'accountInUse' | 'runningOn' | 'accountChanged'>;
  checkLogin: Supervisor['checkLogin'];
  counter: (name: string, limit: number, windowMs: number) => SharedCounter;
};

export const accountsWiring = ({ auth, accounts, servers, bots, checkLogin, counter, ...hooks }: Needs) =>
  new Elysia()
    .use(accountRoutes({ auth, accounts, accountInUse: bots.accountInUse, runningBots: bots.runningOn, loginChanged: bots.accountChanged, ...hooks }))
    .use(loginCheckRoutes({ auth, accounts, servers, checkLogin, runningBots: bots.runningOn, throttle: counter('login-check', 10, 10 * 60_000) }));
