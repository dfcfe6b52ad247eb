/**
 * The API: each feature wires itself (its services, routes, periodic work: `modules/<feature>/wiring.ts`)
 * from the configuration and what it needs of the features built before it; here is only the order they
 * are built and composed in, one Elysia app. `App` is the type the site's Eden client uses.
 */
import { loadCatalogue } from '@shared/i18n/catalogue-files';
import type { AppOptions } from './app-options';
import { appFrame } from './app-frame';
import { createEngine, keyValueBucket } from './lib/engine';
import { createEngineLock } from './lib/engine-lock';
import { SharedCounter } from './lib/shared-counter';
import { createSealer } from './lib/crypto';
import { OpenStreams } from './lib/open-streams';
import { API_KEYS_CHANGED } from './modules/api-keys/service';
import { SESSIONS_CHANGED } from './modules/auth/sessions/service';
import { EVERYONE, onUserRightsChanged } from './modules/users/changes';
import { createMailer } from './lib/mail/mailer';
import { createPeriodicJobs } from './periodic-jobs';
import { fleetNames } from './runtime';
import { accountsWiring } from './modules/accounts/wiring';
import { audit } from './modules/admin/audit';
import { createAccountService } from './modules/accounts/service';
import { adminWiring } from './modules/admin/wiring';
import { adminAlertsWiring } from './modules/alerts/wiring';
import { alliancesWiring } from './modules/alliances/wiring';
import { apiKeysWiring } from './modules/api-keys/wiring';
import { analyticsRoutes } from './modules/analytics/routes';
import { createAnalytics } from './modules/analytics/service';
import { announcementRoutes } from './modules/announcements/routes';
import { authWiring } from './modules/auth/wiring';
import { THROTTLE_KEEP_MS } from './modules/auth/throttle';
import { billingWiring } from './modules/billing/wiring';
import { botsWiring } from './modules/bots/wiring';
import { createDashboardService } from './modules/dashboard/service';
import { dashboardRoutes } from './modules/dashboard/routes';
import { discordCommandsWiring } from './modules/discord-commands/wiring';
import { createBetaService } from './modules/flags/service';
import { betaRoutes, flagAdminRoutes } from './modules/flags/routes';
import { createServerDirectory } from './modules/game-network/directory';
import { healthRoutes } from './modules/health/routes';
import { leavingWiring } from './modules/leaving/wiring';
import { createLiveMaps } from './modules/live-map/store';
import { liveMapRoutes } from './modules/live-map/routes';
import { notificationsWiring } from './modules/notifications/wiring';
import { plannerWiring } from './modules/planner/wiring';
import { profileRoutes } from './modules/profile/routes';
import { scriptsWiring } from './modules/scripts/wiring';
import { createSharing } from './modules/sharing/service';
import { shareRoutes } from './modules/sharing/routes';
import { recordLogin } from './modules/status/login-record';
import { statusWiring } from './modules/status/wiring';
import { supportWiring } from './modules/support/wiring';
import { templateRoutes } from './modules/templates/routes';
import { webhooksWiring } from './modules/webhooks/wiring';

export type { AppOptions } from './app-options';

export function createPlatform(options: AppOptions) {
  const {
    config,
    engine = createEngine(config.natsUrl, 'castellan-api'),
    throttleNamespace = 'auth',
    fleetNamespace = config.runtime.fleetNamespace,
    console: consoleOptions,
  } = options;
  // Every language's words, for what the API says itself: errors, mails (read once per process).
  loadCatalogue();
  const sealer = createSealer(config.encryptionKey);
  const mailer = createMailer(config.mail, { sealer });
  const throttleBucket = keyValueBucket(engine, 'throttle', THROTTLE_KEEP_MS);
  const counter = (name: string, limit: number, windowMs: number) => new SharedCounter(throttleBucket, `${throttleNamespace}.${name}`, limit, windowMs);
  // One user's counted and once-only changes (bot slots, API keys, two-factor codes, shares, webhook endpoints,
  // push devices) take turns across every API instance through the engine's lock: each is a count or a check,
  // then a write, two steps no single database operation makes one.
  const perUser = createEngineLock(keyValueBucket(engine, 'locks', 30_000));
  const keys = apiKeysWiring({ config, engine, perUser, counter });
  const signIn = authWiring({
    ...options,
    engine,
    sealer,
    mailer,
    throttleBucket,
    throttleNamespace,
    counter,
    perUser,
    userCache: keys.userCache,
    apiKeys: keys.apiKeys,
  });
  const { auth } = signIn;
  const accounts = createAccountService(sealer);
  // Zones and hosts per game server, from the game's network document (or the operator's GAME_WS_URL).
  const servers = createServerDirectory({ override: config.gameUrl, documentUrl: config.gameNetworkUrl });
  // Beta features: a template a flag gates is created and started only while the beta is active for the player.
  const beta = createBetaService(options.betaFlags);
  const analytics = createAnalytics();
  // Every stream a page holds open (consoles, live maps), asked again when what its reader's right rests on changes.
  const streams = new OpenStreams(
    engine,
    [
      { subject: SESSIONS_CHANGED, watched: (id) => `session:${id}` },
      { subject: API_KEYS_CHANGED, watched: (id) => `key:${id}` },
    ],
    (credentials) => auth.liveCredentials(credentials),
  );
  // A user's plan or address changed, or the user is gone: announced from here to every instance (users/changes.ts).
  const stopFollowingUsers = onUserRightsChanged((id) => void streams.changed([id === EVERYONE ? EVERYONE : `user:${id}`]));
  // Each game account's live map, which its runtime reports and any instance serves.
  const liveMaps = createLiveMaps(engine, fleetNames(fleetNamespace).liveMaps);
  const botsPart = botsWiring({
    ...options,
    engine,
    fleetNamespace,
    sealer,
    accounts,
    servers,
    perUser,
    // Each login to a game world, counted for the status page.
    hooks: { recordOutcomes: analytics.record, openAttacks: analytics.openAttacks, keepMap: liveMaps.put, betaTemplate: beta.assertBetaTemplate, recordLogin },
  });
  const { supervisor, bots, hub, fleet } = botsPart;
  // Shares of a game account's bots with other players: ending one stops the bots its player started.
  const sharing = createSharing({
    stopStartedBy: bots.stopStartedBy,
    mailer,
    siteOrigin: config.siteOrigin,
    perAccount: perUser,
    rightsChanged: (keys) => streams.changed(keys),
  });
  const billing = billingWiring({ config, mailer, perUser, enforcePlan: supervisor.enforcePlan, botsStoppedBy: supervisor.botsStoppedBy, audit });
  const payments = { stripe: billing.stripe.configured, paypal: billing.paypal.configured };
  const statusPart = statusWiring({
    config,
    engineState: () => engine.status().state,
    runtimeStats: () => supervisor.runtimeStats(),
    runners: fleet ? supervisor.runners : null,
    payments,
  });
  const webhooksPart = webhooksWiring({ config, sealer, perUser, clock: options.webhookClock ?? Date.now });
  const alertClock = options.alertClock ?? { now: Date.now, tickMs: 5_000 };
  const notifications = notificationsWiring({ config, sealer, mailer, perUser, alertClock, toWebhooks: webhooksPart.webhooks.enqueue });
  const { attackAlerts } = notifications;
  const {
    adminAlerts,
    openAlerts,
    job: adminAlertsJob,
    outboxReport,
  } = adminAlertsWiring({ config, engine, mailer, runners: supervisor.runners, options: options.adminAlerts });
  const jobs = createPeriodicJobs({
    leads: () => supervisor.leads(),
    attackReminders: notifications.job,
    billingSweep: billing.job,
    sessionSweep: signIn.sessions.sweep,
    analytics,
    ...botsPart.jobs,
    webhooks: webhooksPart.job,
    mail: () => mailer.sendDue(),
    discordAlerts: notifications.discordRetries,
    adminAlerts: adminAlertsJob,
    outboxReport,
    status: statusPart.jobs,
  });

  const frame = appFrame(config, auth);
  const app = frame.app
    .use(healthRoutes({ runtimeStats: supervisor.runtimeStats, engine, runners: fleet ? supervisor.runners : null }))
    .use(signIn.routes)
    .use(keys.routes(auth))
    .use(profileRoutes(auth))
    .use(analyticsRoutes({ auth, analytics }))
    .use(notifications.routes(auth))
    .use(announcementRoutes)
    .use(statusPart.routes(auth))
    .use(billing.routes(auth))
    .use(adminWiring({ config, auth, engine, servers, supervisor, billing: payments, applyEntitlement: billing.apply, openAlerts }))
    .use(templateRoutes({ betaGated: beta.templateGated }))
    .use(betaRoutes({ auth, beta }))
    .use(flagAdminRoutes({ auth, beta }))
    .use(dashboardRoutes({ auth, dashboard: createDashboardService(beta) }))
    .use(scriptsWiring({ auth, bots, perUser, counter }))
    .use(supportWiring({ config, auth, mailer, hub, counter }))
    .use(
      accountsWiring({
        auth,
        accounts,
        servers,
        bots,
        checkLogin: supervisor.checkLogin,
        resumed: botsPart.resumed,
        removed: sharing.accountRemoved,
        audit,
        counter,
      }),
    )
    .use(plannerWiring({ auth, accounts, servers, runningBots: bots.runningOn, lookAtAccount: supervisor.lookAtAccount, counter }))
    .use(leavingWiring({ config, auth, bots, hub, sharing, billing, verifySecondFactor: signIn.twoFactor.verifySecondFactor, counter }))
    .use(botsPart.routes(auth, streams))
    .use(liveMapRoutes({ auth, maps: liveMaps, streams, heartbeatMs: consoleOptions?.heartbeatMs, ticketTtlSeconds: consoleOptions?.ticketTtlSeconds }))
    .use(alliancesWiring({ config, auth, mailer, bots }))
    .use(shareRoutes({ auth, sharing }))
    .use(webhooksPart.routes(auth))
    .use(discordCommandsWiring({ config, bots, sharing, attacks: attackAlerts, counter }));

  frame.finish(app);

  return {
    app,
    supervisor,
    analytics,
    hub,
    liveMaps,
    /** Every open console and map stream, held with the right it rests on (lib/open-streams.ts). */
    streams,
    entitlement: billing.entitlement,
    engine,
    attackAlerts,
    webhooks: webhooksPart.webhooks,
    jobs,
    adminAlerts,
    status: statusPart.status,
    /** Stops bots gracefully (they resume on the next start) and flushes console history. */
    async close() {
      try {
        await jobs.stop();
        await botsPart.stop();
      } finally {
        liveMaps.close();
        stopFollowingUsers();
        streams.close();
        await hub.close(); // ends every console stream and saves what it can, whatever happened above
        keys.close();
        signIn.close();
        mailer.close();
        await engine.close();
      }
    },
  };
}

export function createApp(options: AppOptions) {
  return createPlatform(options).app;
}

export type App = ReturnType<typeof createApp>;
