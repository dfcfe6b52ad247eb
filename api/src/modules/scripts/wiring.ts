/**
 * Custom scripts in the platform (app.ts): a script in use is not deleted, a new version reaches the bots
 * on "the newest", a dry run plays one game hour on a game server of its own; dry runs and checks counted
 * across instances.
 */
import type { SharedCounter } from '../../lib/shared-counter';
import { runDryRun } from '../../runtime';
import type { AuthService } from '../auth/service';
import type { Bots } from '../bots/control';
import { scriptRoutes } from './routes';
import { createScriptService, scriptCounters } from './service';

type Needs = {
  auth: AuthService;
  bots: Pick<Bots, 'botsUsingScript' | 'scriptSaved'>;
  perUser: <T>(key: string, task: () => Promise<T>) => Promise<T>;
  counter: (name: string, limit: number, windowMs: number) => SharedCounter;
};

export const scriptsWiring = ({ auth, bots, perUser, counter }: Needs) =>
  scriptRoutes({
    auth,
    scripts: createScriptService({ botsUsing: bots.botsUsingScript, saved: bots.scriptSaved, dryRun: runDryRun, ...scriptCounters(counter), perUser }),
  });
