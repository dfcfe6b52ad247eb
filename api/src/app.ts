/**
 * The API: services built once from the configuration, and one Elysia app composed of feature plugins.
 * `App` is the type the site's Eden client uses.
 */
import { loadCatalogue } from '@shared/i18n/catalogue-files';
import { PAGE_LOCALE_HEADER } from '@shared/i18n/locales';
import { Elysia } from 'elysia';
import { createEngine, keyValueBucket } from './lib/engine';
import { SharedCounter } from './lib/shared-counter';
import { createSealer } from './lib/crypto';
import { httpPlugin, PRODUCTION_HEADERS } from './lib/http';
import { httpMetrics, timedNative } from './lib/metrics/http';
import { metricsEndpoint } from './lib/metrics/endpoint';
import { runtimeExposition } from './lib/metrics/runtime-exposition';
import { corsPlugin, createCors } from './lib/cors';
import { nativeJsonRoute } from './lib/native-route';
import { bodyPlugin, routesNeedingBody } from './lib/body';
import { createClientBuildSource, createFleetRuntime, createProcessRuntime, fleetNames, runDryRun } from './runtime';
import { accountRoutes } from './modules/accounts/routes';
import { loginCheckRoutes } from './modules/accounts/login-check';
import { plannerRoutes } from './modules/planner/routes';
import { createPlannerService } from './modules/planner/service';
import { createAccountService } from './modules/accounts/service';
import { authRoutes } from './modules/auth/routes';
import { ME_PATH, meAnswer } from './modules/auth/me';
import { discordRoutes } from './modules/auth/discord/routes';
import { createDiscordService } from './modules/auth/discord/service';
import { createAuthService } from './modules/auth/service';
import { createAuthThrottle, THROTTLE_KEEP_MS } from './modules/auth/throttle';
import { createEngineLock } from './lib/engine-lock';
import { createUserCache } from './modules/auth/user-cache';
import { createTokenService } from './modules/auth/tokens';
import { sessionRoutes } from './modules/auth/sessions/routes';
import { credentialRoutes } from './modules/auth/credentials/routes';
import { createCredentialService } from './modules/auth/credentials/service';
import { createMailer } from './lib/mail/mailer';
import { createTwoFactorService, TWO_FACTOR_ATTEMPTS } from './modules/auth/two-factor/service';
import { twoFactorRoutes } from './modules/auth/two-factor/routes';
import { activityRoutes } from './modules/auth/activity/routes';
import { apiKeyRoutes } from './modules/api-keys/routes';
import { createApiKeyService, KEY_REQUESTS_PER_MINUTE } from './modules/api-keys/service';
import { EXPORTS_PER_HOUR, leavingRoutes } from './modules/leaving/routes';
import { createSubscriptionCanceller } from './modules/leaving/subscription';
import { createSessionService } from './modules/auth/sessions/service';
import { botRoutes } from './modules/bots/routes';
import { ConsoleHub } from './modules/bots/console/hub';
import { createBotService } from './modules/bots/service';
import { createSharing } from './modules/sharing/service';
import { shareRoutes } from './modules/sharing/routes';
import { webhookRoutes } from './modules/webhooks/routes';
import { createWebhooks } from './modules/webhooks/service';
import { discordCommandRoutes, INTERACTIONS_BODY_LIMITS } from './modules/discord-commands/routes';
import { createDiscordCommands } from './modules/discord-commands/service';
import { DISCORD_COMMANDS_PER_MINUTE } from '@shared/discord-commands';
import { createSupervisor, resumeRunningBots } from './modules/bots/supervisor';
import { dayCounts, onlineSpecs } from './modules/bots/spec';
import { createLoginGuardService } from './modules/bots/login-guard/service';
import { playNowRoutes } from './modules/bots/login-guard/routes';
import type { AppOptions } from './app-options';
import { scheduleRoutes } from './modules/bots/schedule/routes';
import { tradeRoutes } from './modules/bots/trades/routes';
import { recordTrade } from './modules/bots/trades/service';
import { createScheduler } from './modules/bots/schedule/scheduler';
import { createScheduleService } from './modules/bots/schedule/service';
import { docsRoutes } from './modules/docs/routes';
import type { RouteInfo } from './modules/docs/document';
import { healthRoutes } from './modules/health/routes';
import { notificationRoutes } from './modules/notifications/routes';
import { createAlerts, type AlertItem } from './modules/notifications/alerts';
import { createAttackAlerts } from './modules/notifications/attack-alerts';
import { createPushSender } from './modules/notifications/push';
import { pushRoutes } from './modules/notifications/push-routes';
import { notify, sendAlertsWith } from './modules/notifications/service';
import { userById } from './modules/users/records';
import { log } from './lib/logger';
import { profileRoutes } from './modules/profile/routes';
import { announcementRoutes } from './modules/announcements/routes';
import { billingRoutes, WEBHOOK_BODY_LIMITS } from './modules/billing/routes';
import { createCheckoutTurns } from './modules/billing/one-subscription';
import { adminRoutes } from './modules/admin/routes';
import { createServerDirectory } from './modules/game-network/directory';
import { createEntitlement } from './modules/billing/entitlement';
import { createBillingSweep } from './modules/billing/sweep';
import { createPayPalService } from './modules/billing/paypal/service';
import { createStripeService } from './modules/billing/stripe/service';
import { createMoneyBack } from './modules/billing/money-back/service';
import { createPlanChange } from './modules/billing/plan-change/service';
import { planChangeRoutes } from './modules/billing/plan-change/routes';
import { createReceiptMail } from './modules/billing/receipts/mail';
import { createDunning } from './modules/billing/dunning/notices';
import { receiptRoutes } from './modules/billing/receipts/routes';
import { audit } from './modules/admin/audit';
import { createPeriodicJobs } from './periodic-jobs';
import { createAdminAlerts } from './modules/alerts/service';
import { templateRoutes } from './modules/templates/routes';
import { analyticsRoutes } from './modules/analytics/routes';
import { createAnalytics } from './modules/analytics/service';
import { createLiveMaps } from './modules/live-map/store';
import { liveMapRoutes } from './modules/live-map/routes';
import { supportRoutes } from './modules/support/routes';
import { supportDeskRoutes } from './modules/support/desk-routes';
import { createSupportService } from './modules/support/service';
import { createSupportDesk } from './modules/support/desk';
import { TICKETS_PER_HOUR } from '@shared/support';
import { createBetaService } from './modules/flags/service';
import { betaRoutes, flagAdminRoutes } from './modules/flags/routes';
import { createDashboardService } from './modules/dashboard/service';
import { dashboardRoutes } from './modules/dashboard/routes';
import { allianceRoutes } from './modules/alliances/routes';
import { createInvitations } from './modules/alliances/invitations';
import { scriptRoutes } from './modules/scripts/routes';
import { createScriptService, scriptCounters } from './modules/scripts/service';
import { recordLogin } from './modules/status/login-record';
import { createStatusService } from './modules/status/service';
import { statusPlugin } from './modules/status/plugin';

export type { AppOptions } from './app-options';

export function createPlatform({
  config,
  throttle = {},
  createRuntime,
  paceScale = 1,
  playNowWindowScale = paceScale,
  supervisor: supervisorOptions,
  console: consoleOptions,
  engine = createEngine(config.natsUrl, 'castellan-api'),
  throttleNamespace = 'auth',
  fleetNamespace = config.runtime.fleetNamespace,
  scheduler: schedulerOptions,
  alertClock = { now: Date.now, tickMs: 5_000 },
  webhookClock = Date.now,
  adminAlerts: adminAlertOptions,
  betaFlags,
}: AppOptions) {
  // Every language's words, for what the API says itself: errors, mails (read once per process).
  loadCatalogue();
  const sealer = createSealer(config.encryptionKey);
  const userCache = createUserCache(engine);
  // Every session is a document; the check keeps live ones a few seconds, and an ended one stops everywhere at once.
  const sessions = createSessionService(engine, { ttlSeconds: config.jwt.ttlSeconds });
  const mailer = createMailer(config.mail);
  const throttleBucket = keyValueBucket(engine, 'throttle', THROTTLE_KEEP_MS);
  const counter = (name: string, limit: number, windowMs: number) => new SharedCounter(throttleBucket, `${throttleNamespace}.${name}`, limit, windowMs);
  const credentials = createCredentialService({ mailer, siteOrigin: config.siteOrigin, sessions, counter });
  // One user's counted and once-only changes (bot slots, API keys, two-factor codes, shares, webhook endpoints,
  // push devices) take turns across every API instance through the engine's lock: each is a count or a check,
  // then a write, two steps no single database operation makes one.
  const perUser = createEngineLock(keyValueBucket(engine, 'locks', 30_000));
  // Two-factor sign-in: wrong codes counted per user across instances; each user's codes checked one at a time.
  const twoFactor = createTwoFactorService({
    sealer,
    attempts: counter('two-factor', TWO_FACTOR_ATTEMPTS.limit, TWO_FACTOR_ATTEMPTS.windowMs),
    perUser,
  });
  // Personal API keys (Professional): kept a few seconds like sessions, revoked at once everywhere, 120 requests a minute each.
  const apiKeys = createApiKeyService({
    engine,
    rateLimit: counter('api-key', KEY_REQUESTS_PER_MINUTE, 60_000),
    trustedProxies: config.trustedProxies,
    users: userCache,
    perUser,
  });
  const auth = createAuthService({
    tokens: createTokenService(config.jwt),
    // Sign-in and sign-up limits hold across every API instance: their counters live in the engine.
    throttle: createAuthThrottle({ bucket: throttleBucket, limits: { ...config.throttle, ...throttle }, namespace: throttleNamespace, onUnderAttack: credentials.warnOfSignInAttack }),
    deviceSecret: config.jwt.secret,
    admins: { emails: config.adminEmails, requireTwoFactor: config.adminRequire2fa },
    sessions,
    signUps: credentials.signUps,
    secondFactor: { verify: twoFactor.verifySecondFactor },
    // The session check reads the user from here: a change anywhere drops it on every instance at once.
    users: userCache,
    apiKeys,
  });
  const discord = createDiscordService(config.discord, auth);
  const accounts = createAccountService(sealer);
  // Logins per game account (a person's few in ten minutes) and one session per game account, whichever runtime plays it.
  const loginGuard = createLoginGuardService(engine, fleetNames(fleetNamespace));
  // A fleet of its own reads the console stream its runners write.
  const hub = new ConsoleHub(engine, { ...(fleetNamespace ? { stream: fleetNames(fleetNamespace).console } : {}), ...consoleOptions });
  // Zones and hosts per game server, from the game's network document (or the operator's GAME_WS_URL).
  const servers = createServerDirectory({ override: config.gameUrl, documentUrl: config.gameNetworkUrl });
  const fleet = !createRuntime && config.runtime.runners === 'fleet';
  // Beta features: a template a flag gates is created and started only while the beta is active for the player.
  const beta = createBetaService(betaFlags);
  const dashboard = createDashboardService(beta);
  const analytics = createAnalytics();
  // Each game account's live map, which its runtime reports and any instance serves.
  const liveMaps = createLiveMaps(engine, fleetNames(fleetNamespace).liveMaps);
  const supervisor = createSupervisor({
    createRuntime:
      createRuntime ??
      (fleet
        ? () => createFleetRuntime({ engine, namespace: fleetNamespace, specs: (botIds) => onlineSpecs(botIds, { accounts, sealer, servers }), dayCounts, loginGuard })
        : () => createProcessRuntime({ paceScale, loginPage: config.gameLoginPage, clientBuild: config.gameClient, dayCounts, loginGuard })),
    runtimeAtStart: fleet,
    hub,
    accounts,
    sealer,
    servers,
    dailyLimitSeconds: config.runtime.dailyLimitSeconds,
    stopDeadlineMs: config.runtime.stopDeadlineMs,
    recordOutcomes: analytics.record,
    keepMap: liveMaps.put,
    betaTemplate: beta.assertBetaTemplate,
    recordTrade,
    // Each login to a game world, counted for the status page.
    recordLogin,
    ...supervisorOptions,
  });
  // Slot reservations hold across API instances: one user's creations take turns through the engine.
  const bots = createBotService({
    sealer,
    accounts,
    supervisor,
    perUser,
    consoleTails: (botIds) => hub.lastLines(botIds),
    betaTemplate: beta.assertBetaTemplate,
  });
  // Shares of a game account's bots with other players: ending one stops the bots its player started.
  const sharing = createSharing({ stopStartedBy: bots.stopStartedBy, mailer, siteOrigin: config.siteOrigin, perAccount: perUser });
  // Custom scripts: a script in use is not deleted, a new version reaches the bots on "the newest", a dry
  // run plays one game hour on a game server of its own; dry runs and checks counted across instances.
  const scripts = createScriptService({
    botsUsing: bots.botsUsingScript,
    saved: bots.scriptSaved,
    dryRun: runDryRun,
    ...scriptCounters(counter),
    perUser,
  });
  // Windows, runs and event modes start and stop bots through the supervisor, on the leading instance only.
  const scheduler = createScheduler({ supervisor, hub, now: schedulerOptions?.now });
  const schedules = createScheduleService({ scheduler, supervisor, now: schedulerOptions?.now });
  // Support: a player's ticket may carry their bot's newest console lines; an answer is mailed to them.
  const support = createSupportService({ consoleOf: (botId) => hub.history(botId), newTickets: counter('support-tickets', TICKETS_PER_HOUR, 3_600_000) });
  const supportDesk = createSupportDesk({ mailer, siteOrigin: config.siteOrigin });
  const { apply } = createEntitlement(supervisor.enforcePlan);
  // A provider's word settles the plan, then mails the receipts of the payments it told, or what a failing one means.
  const receipts = createReceiptMail({ mailer, siteOrigin: config.siteOrigin, testMode: config.billing.testMode });
  const dunning = createDunning({ mailer, siteOrigin: config.siteOrigin });
  const settled = async (userId: string) => {
    await apply(userId);
    await receipts.sendDue(userId);
    await dunning.sendDue(userId);
  };
  const stripe = createStripeService(config.billing.stripe, config.siteOrigin, settled);
  const paypal = createPayPalService(config.billing.paypal, config.siteOrigin, settled);
  // The public status page: the parts as this instance sees them, the game worlds as the bots' logins tell.
  const status = createStatusService({
    engineState: () => engine.status().state,
    runtimeStats: () => supervisor.runtimeStats(),
    runners: fleet ? supervisor.runners : null,
    payments: { stripe: stripe.configured, paypal: paypal.configured },
    siteOrigin: config.siteOrigin,
  });
  const alerts = createAlerts({
    sealer,
    mailer,
    siteOrigin: config.siteOrigin,
    discordWebhookBase: config.alerts.discordWebhookBase,
    sendPush: createPushSender(config.push),
    now: () => new Date(alertClock.now()),
    personOf: async (userId) => {
      const user = await userById(userId);
      return user ? { id: user.id, email: user.email, plan: user.plan as string, language: user.language ?? null } : null;
    },
  });
  // An incoming attack escalates as it nears (reminders at a third and two thirds of its travel).
  // Webhooks out: each notification also goes to the player's endpoints of its kind (Premium and up).
  const webhooks = createWebhooks({ sealer, allowPrivate: config.env !== 'production', notify: (userId, message) => notify(userId, 'error', message), perUser, now: webhookClock });
  const sendAlerts = async (items: AlertItem[]) => {
    await alerts.deliver(items);
    await webhooks.enqueue(items).catch((err) => log.warn('webhook deliveries not queued', { error: String(err) }));
  };
  const attackAlerts = createAttackAlerts({ send: sendAlerts, now: alertClock.now });
  sendAlertsWith(attackAlerts.route);
  const moneyBack = createMoneyBack({ providers: { stripe, paypal }, audit, apply, mailer, siteOrigin: config.siteOrigin });
  const planChange = createPlanChange({ stripe, paypal, botsStoppedBy: supervisor.botsStoppedBy, turns: perUser });
  // The sweep settles through `settled` too: a receipt a crash left unsent goes out with it.
  const entitlement = { apply: settled, sweep: createBillingSweep({ apply: settled, reconcilers: { stripe: stripe.reconcile, paypal: paypal.reconcile } }) };
  // The admins' alerts: the rules over the product's own records, told to every admin and their Discord channel.
  const adminAlerts = createAdminAlerts({
    settings: config.adminAlerts,
    admins: { emails: config.adminEmails, requireTwoFactor: config.adminRequire2fa },
    mailer,
    siteOrigin: config.siteOrigin,
    discordWebhookBase: config.alerts.discordWebhookBase,
    runners: supervisor.runners,
    ...adminAlertOptions,
  });
  const jobs = createPeriodicJobs({
    leads: () => supervisor.leads(),
    attackReminders: { run: attackAlerts.tick, everyMs: alertClock.tickMs },
    billingSweep: { run: entitlement.sweep, everyMs: config.billing.sweepIntervalMs },
    sessionSweep: sessions.sweep,
    usageCount: { run: supervisor.countUsage, everyMs: supervisor.usageEveryMs },
    analytics,
    schedules: { run: scheduler.tick, everyMs: schedulerOptions?.tickMs ?? 20_000 },
    // Not awaited: a slow receiver (10 s a try) must not hold the next round for every other player's endpoints.
    webhooks: { run: async () => void webhooks.tick(), everyMs: 2_000 },
    adminAlerts: { run: adminAlerts.evaluate, everyMs: adminAlerts.everyMs },
    status: { probe: status.probe, sweep: status.sweep },
  });

  const allowedOrigins = new Set([config.siteOrigin]);
  // The API document describes every route; the app is built below, and read when the document is asked for.
  const routes: { all: () => RouteInfo[] } = { all: () => [] };
  let needingBody: Set<string> | undefined;
  const needsBody = (method: string, route: string) => (needingBody ??= routesNeedingBody(routes.all())).has(`${method} ${route}`);
  const cors = createCors({
    origins: allowedOrigins,
    allowedHeaders: ['content-type', 'authorization', 'last-event-id', 'x-request-id', PAGE_LOCALE_HEADER],
    exposeHeaders: ['x-request-id', 'retry-after'],
    maxAgeSeconds: 600,
  });
  // Production's answers, error responses too, start with HSTS: a header of the app's own, no hook per request.
  const appHeaders = config.env === 'production' ? PRODUCTION_HEADERS : {};
  // GET /api/auth/me is also a route Bun calls directly when the app listens (auth/me.ts): Elysia hands its `serve.routes` to Bun.serve.
  const app = new Elysia({ serve: { routes: { [ME_PATH]: { GET: timedNative(config.metrics.enabled, 'GET', ME_PATH, nativeJsonRoute({ appHeaders, cors }, meAnswer(auth))) } } } })
    // The HTTP series' hooks first, so every request is timed from its start (lib/metrics/http.ts);
    // METRICS=off adds none. On httpPlugin's line: a line more and the app's type is deeper than TypeScript goes.
    .use(httpMetrics(config.metrics.enabled).use(httpPlugin))
    .use(bodyPlugin({ ...WEBHOOK_BODY_LIMITS, ...INTERACTIONS_BODY_LIMITS }, needsBody))
    .use(corsPlugin(cors))
    .use(docsRoutes(() => routes.all()))
    .use(healthRoutes({ runtimeStats: supervisor.runtimeStats, engine, runners: fleet ? supervisor.runners : null }))
    .use(
      authRoutes({
        auth,
        secureCookies: config.env === 'production',
        sessionTtlSeconds: config.jwt.ttlSeconds,
        trustedProxies: config.trustedProxies,
      }),
    )
    .use(sessionRoutes(auth, config.trustedProxies))
    .use(credentialRoutes({ auth, credentials, trustedProxies: config.trustedProxies, secureCookies: config.env === 'production', sessionTtlSeconds: config.jwt.ttlSeconds }))
    .use(twoFactorRoutes({ auth, twoFactor, trustedProxies: config.trustedProxies }))
    .use(activityRoutes({ auth }))
    .use(apiKeyRoutes({ auth, apiKeys, trustedProxies: config.trustedProxies }))
    .use(discordRoutes({ discord, siteOrigin: config.siteOrigin, secureCookies: config.env === 'production', sessionTtlSeconds: config.jwt.ttlSeconds, trustedProxies: config.trustedProxies }))
    .use(profileRoutes(auth))
    .use(analyticsRoutes({ auth, analytics }))
    .use(notificationRoutes(auth, alerts, attackAlerts))
    .use(pushRoutes({ auth, alerts, sealer, config: config.push, perUser }))
    .use(announcementRoutes)
    .use(statusPlugin({ auth, status }))
    .use(billingRoutes({ auth, stripe, paypal, moneyBack, testMode: config.billing.testMode, checkout: createCheckoutTurns(perUser) }))
    .use(planChangeRoutes({ auth, planChange }))
    .use(receiptRoutes({ auth, testMode: config.billing.testMode }))
    .use(
      adminRoutes({
        auth,
        servers,
        runtimeStats: supervisor.runtimeStats,
        runners: supervisor.runners,
        billing: { stripe: stripe.configured, paypal: paypal.configured },
        gameOrigin: config.gameLoginPage ? new URL(config.gameLoginPage.url).origin : null,
        clientBuild: createClientBuildSource(config.gameClient),
        engine,
        stopBot: (bot) => supervisor.stop(bot, 'admin'),
        applyEntitlement: apply,
      }),
    )
    .use(templateRoutes({ betaGated: beta.templateGated }))
    .use(betaRoutes({ auth, beta }))
    .use(flagAdminRoutes({ auth, beta }))
    .use(dashboardRoutes({ auth, dashboard }))
    .use(scriptRoutes({ auth, scripts }))
    .use(supportRoutes({ auth, support }))
    .use(supportDeskRoutes({ auth, desk: supportDesk }))
    .use(accountRoutes({ auth, accounts, accountInUse: bots.accountInUse, runningBots: bots.runningOn, loginChanged: bots.accountChanged, resumed: resumeRunningBots(supervisor), removed: sharing.accountRemoved, audit }))
    .use(
      loginCheckRoutes({
        auth,
        accounts,
        servers,
        checkLogin: supervisor.checkLogin,
        runningBots: bots.runningOn,
        // Each try is a real login to the game: 10 per user in 10 minutes, across instances.
        throttle: counter('login-check', 10, 10 * 60_000),
      }),
    )
    .use(
      plannerRoutes({
        auth,
        planner: createPlannerService({
          accounts,
          servers,
          runningBots: bots.runningOn,
          lookAtAccount: supervisor.lookAtAccount,
          // Each plan is a real login to the game, like a test login.
          throttle: counter('plan-look', 10, 10 * 60_000),
        }),
      }),
    )
    .use(
      leavingRoutes({
        auth,
        bots,
        hub,
        sharing,
        cancelSubscription: createSubscriptionCanceller({ stripe, paypal }),
        verifySecondFactor: twoFactor.verifySecondFactor,
        exportThrottle: counter('data-export', EXPORTS_PER_HOUR, 3_600_000),
        proofThrottle: counter('delete-proof', 5, 15 * 60_000),
        secureCookies: config.env === 'production',
        trustedProxies: config.trustedProxies,
      }),
    )
    .use(botRoutes({ auth, bots, hub, trustedProxies: config.trustedProxies, heartbeatMs: consoleOptions?.heartbeatMs, ticketTtlSeconds: consoleOptions?.ticketTtlSeconds }))
    .use(liveMapRoutes({ auth, maps: liveMaps, heartbeatMs: consoleOptions?.heartbeatMs, ticketTtlSeconds: consoleOptions?.ticketTtlSeconds }))
    .use(playNowRoutes({ auth, bots, guard: loginGuard, paceScale: playNowWindowScale, trustedProxies: config.trustedProxies }))
    .use(scheduleRoutes({ auth, bots, schedules, scheduler, trustedProxies: config.trustedProxies }))
    .use(
      allianceRoutes({
        auth,
        invitations: createInvitations({ mailer, siteOrigin: config.siteOrigin }),
        // A space's rules are laid over its members' Alliance Help bots (alliances/rules.ts): running ones take a change before their next step.
        rulesChanged: (accountIds) => bots.overlayChanged(accountIds, 'alliance-help', 'Your alliance space\'s rules or members changed: the bot follows them from its next step.'),
      }),
    )
    .use(tradeRoutes({ auth }))
    .use(shareRoutes({ auth, sharing }))
    .use(webhookRoutes({ auth, webhooks }))
    .use(
      discordCommandRoutes({
        config: config.discordCommands,
        commands: createDiscordCommands({ bots, sharing, attacks: attackAlerts, counter: counter('discord-commands', DISCORD_COMMANDS_PER_MINUTE, 60_000) }),
      }),
    );

  // Set on the built app, whose routes are compiled when served, so its type stays as deep as it was.
  if (config.env === 'production') app.headers(appHeaders);
  // GET /metrics for Prometheus (lib/metrics/endpoint.ts): the site's client never calls it, so it stays out of the app's type too.
  // With RUNNERS=local the game's series are the runtime process's: appended from its loopback port (lib/metrics/runtime-exposition.ts).
  app.use(metricsEndpoint({ token: config.metrics.token, production: config.env === 'production', also: runtimeExposition }));
  routes.all = () => app.routes as RouteInfo[];

  return {
    app,
    supervisor,
    analytics,
    hub,
    liveMaps,
    entitlement,
    engine,
    attackAlerts,
    webhooks,
    jobs,
    adminAlerts,
    status,
    /** Stops bots gracefully (they resume on the next start) and flushes console history. */
    async close() {
      try {
        await jobs.stop();
        await scheduler.close();
        await supervisor.close();
      } finally {
        liveMaps.close();
        await hub.close(); // ends every console stream and saves what it can, whatever happened above
        userCache.close();
        apiKeys.close();
        sessions.close();
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
