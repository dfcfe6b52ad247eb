/**
 * The bots in the platform (app.ts): their control (the console hub, logins per game account, the
 * supervisor over the runtime, schedules) and their records, their routes, their periodic work and their
 * shutdown. The other features' hooks into a bot's life (analytics, live maps, betas, the status page's
 * logins) come in as `hooks`.
 */
import { Elysia } from 'elysia';
import type { AppOptions } from '../../app-options';
import type { Sealer } from '../../lib/crypto';
import type { Engine } from '../../lib/engine';
import type { OpenStreams } from '../../lib/open-streams';
import { createFleetRuntime, createProcessRuntime, fleetNames } from '../../runtime';
import type { AccountService } from '../accounts/service';
import type { AuthService } from '../auth/service';
import type { ServerDirectory } from '../game-network/directory';
import { botRecordRoutes } from './records';
import {
  botControlRoutes,
  ConsoleHub,
  createBots,
  createLoginGuardService,
  createScheduler,
  createScheduleService,
  createSupervisor,
  dayCounts,
  onlineSpecs,
  playNowRoutes,
  recordTrade,
  resumeRunningBots,
  scheduleRoutes,
  tradeRoutes,
  type SupervisorOptions,
} from './control';

type Needs = Pick<AppOptions, 'config' | 'createRuntime' | 'paceScale' | 'playNowWindowScale' | 'reportCadence' | 'supervisor' | 'console' | 'scheduler'> & {
  engine: Engine;
  fleetNamespace: string | undefined;
  sealer: Sealer;
  accounts: AccountService;
  servers: ServerDirectory;
  perUser: <T>(key: string, task: () => Promise<T>) => Promise<T>;
  hooks: Pick<SupervisorOptions, 'recordOutcomes' | 'keepMap' | 'betaTemplate' | 'recordLogin' | 'openAttacks'>;
};

export function botsWiring(needs: Needs) {
  const { config, engine, fleetNamespace, sealer, accounts, servers, paceScale = 1 } = needs;
  // Logins per game account (a person's few in ten minutes) and one session per game account, whichever runtime plays it.
  const loginGuard = createLoginGuardService(engine, fleetNames(fleetNamespace));
  // A fleet of its own reads the console stream its runners write.
  const hub = new ConsoleHub(engine, { ...(fleetNamespace ? { stream: fleetNames(fleetNamespace).console } : {}), ...needs.console });
  const fleet = !needs.createRuntime && config.runtime.runners === 'fleet';
  const supervisor = createSupervisor({
    createRuntime:
      needs.createRuntime ??
      (fleet
        ? () =>
            createFleetRuntime({
              engine,
              namespace: fleetNamespace,
              specs: (botIds) => onlineSpecs(botIds, { accounts, sealer, servers, openAttacks: needs.hooks.openAttacks }),
              dayCounts,
              loginGuard,
            })
        : () =>
            createProcessRuntime({
              paceScale,
              reportCadence: needs.reportCadence,
              loginPage: config.gameLoginPage,
              clientBuild: config.gameClient,
              dayCounts,
              loginGuard,
            })),
    runtimeAtStart: fleet,
    hub,
    accounts,
    sealer,
    servers,
    dailyLimitSeconds: config.runtime.dailyLimitSeconds,
    stopDeadlineMs: config.runtime.stopDeadlineMs,
    recordTrade,
    ...needs.hooks,
    ...needs.supervisor,
  });
  // Slot reservations hold across API instances: one user's creations take turns through the engine.
  const bots = createBots({
    sealer,
    accounts,
    supervisor,
    perUser: needs.perUser,
    consoleTails: (botIds) => hub.lastLines(botIds),
    betaTemplate: needs.hooks.betaTemplate,
  });
  // Windows, runs and event modes start and stop bots through the supervisor, on the leading instance only.
  const scheduler = createScheduler({ supervisor, hub, now: needs.scheduler?.now });
  const schedules = createScheduleService({ scheduler, supervisor, now: needs.scheduler?.now });
  const { heartbeatMs, ticketTtlSeconds } = needs.console ?? {};

  return {
    fleet,
    hub,
    supervisor,
    bots,
    /** A game account's safety lock was lifted: its running bots let go of it (safety-locks.ts). */
    resumed: resumeRunningBots(supervisor),
    routes: (auth: AuthService, streams: OpenStreams) =>
      new Elysia()
        .use(botRecordRoutes({ auth, bots }))
        .use(botControlRoutes({ auth, bots, hub, streams, trustedProxies: config.trustedProxies, heartbeatMs, ticketTtlSeconds }))
        .use(playNowRoutes({ auth, bots, guard: loginGuard, paceScale: needs.playNowWindowScale ?? paceScale, trustedProxies: config.trustedProxies }))
        .use(scheduleRoutes({ auth, bots, schedules, scheduler, trustedProxies: config.trustedProxies }))
        .use(tradeRoutes({ auth })),
    jobs: {
      usageCount: { run: supervisor.countUsage, everyMs: supervisor.usageEveryMs },
      schedules: { run: scheduler.tick, everyMs: needs.scheduler?.tickMs ?? 20_000 },
    },
    /** Stops the schedules, then the bots gracefully (they resume on the next start). */
    async stop() {
      await scheduler.close();
      await supervisor.close();
    },
  };
}
