/** The admin panel's routes in the platform (app.ts): what it reads of the fleet and billing, and what it may do to a bot or a plan. */
import type { Config } from '../../config';
import type { Engine } from '../../lib/engine';
import { createClientBuildSource } from '../../runtime';
import type { AuthService } from '../auth/service';
import type { Supervisor } from '../bots/control';
import type { ServerDirectory } from '../game-network/directory';
import { adminRoutes } from './routes';
import type { SystemSources } from './system';

type Needs = {
  config: Config;
  auth: AuthService;
  engine: Engine;
  servers: ServerDirectory;
  supervisor: Supervisor;
  billing: { stripe: boolean; paypal: boolean };
  applyEntitlement: (userId: string) => Promise<void>;
  /** The admins' alerts open now, for the System tab (the alerts module's: alerts/wiring.ts). */
  openAlerts: SystemSources['openAlerts'];
};

export const adminWiring = ({ config, auth, engine, servers, supervisor, billing, applyEntitlement, openAlerts }: Needs) =>
  adminRoutes({
    auth,
    servers,
    runtimeStats: supervisor.runtimeStats,
    runners: supervisor.runners,
    billing,
    gameOrigin: config.gameLoginPage ? new URL(config.gameLoginPage.url).origin : null,
    clientBuild: createClientBuildSource(config.gameClient),
    engine,
    openAlerts,
    stopBot: (bot) => supervisor.stop(bot, 'admin'),
    applyEntitlement,
  });
