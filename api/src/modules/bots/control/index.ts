/**
 * The bots' control, its front door: the supervisor between the bots' desired and actual states (and the
 * report pipeline, restarts, plan rules, daily time and safety locks it composes), what the runtime is told
 * of a bot (spec.ts), the console hub and stream, schedules, the trade log, logins per game account (login
 * guard, day counts), and start/stop as players ask (service.ts, routes.ts). Other modules import the
 * bots' control only from here.
 */
export { createSupervisor, resumeRunningBots, type StartRefusal, type Supervisor, type SupervisorOptions } from './supervisor';
export { createBotControl, createBots, type BotControl, type Bots, type BulkResult } from './service';
export { botControlRoutes } from './routes';
export { dayCounts, onlineSpecs, settingsOverlays, specFor, specsFor, type SettingsOverlay, type SpecDeps } from './spec';
export { botCounts, botMetrics } from './metrics';
export { recordToday } from './today';
export { botsData, type BotsDataDeps } from './player-data';
export { ConsoleHub, type ConsoleHubOptions } from './console/hub';
export { createScheduler, type Scheduler, type SchedulerOptions } from './schedule/scheduler';
export { createScheduleService, type ScheduleService } from './schedule/service';
export { scheduleRoutes } from './schedule/routes';
export { recordTrade, tradeView } from './trades/service';
export { tradeRoutes } from './trades/routes';
export { TradeView } from './trades/schemas';
export { createLoginGuardService, type LoginGuardService } from './login-guard/service';
export { playNowRoutes } from './login-guard/routes';
export { dayCountsOf, reserveDayCount, sweepDayCounts } from './day-counts/service';
