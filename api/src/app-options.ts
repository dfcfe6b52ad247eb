/** What the API platform is built from (app.ts): its configuration, and what tests replace. */
import type { Config } from './config';
import type { Engine } from './lib/engine';
import type { BotRuntime, ReportCadence } from './runtime';
import type { ThrottleLimits } from './modules/auth/throttle';
import type { ConsoleHubOptions, SupervisorOptions, SchedulerOptions } from './modules/bots/control';
import type { BetaFlag } from '@shared/flags';
import type { RuleId } from './modules/alerts/rule';

export type AppOptions = {
  config: Config;
  throttle?: Partial<ThrottleLimits>;
  /** Bot runtime factory; by default the runtime process. */
  createRuntime?: () => BotRuntime;
  /** Pacing scale passed to the default runtime (tests run bots at 1/100 of human waits). */
  paceScale?: number;
  /**
   * The scale of the login budget's window as Play now reads it, when it must differ from `paceScale`: a
   * test whose steps, each paced at 1/100, outlast the window scaled alike (it took ~6 s of 6 s).
   */
  playNowWindowScale?: number;
  /** How often the default runtime reports its bots' figures (runtime/report-cadence.ts); scaled like the pacing without it. */
  reportCadence?: ReportCadence;
  supervisor?: Partial<Pick<SupervisorOptions, 'restartBackoffMs' | 'crashWindowMs' | 'usageTickMs' | 'dailyLimitSeconds' | 'loginCheckMs'>>;
  console?: ConsoleHubOptions & { heartbeatMs?: number; ticketTtlSeconds?: number };
  /** The engine (NATS with JetStream); by default a connection to config.natsUrl, opened at first use. */
  engine?: Engine;
  /** Keeps this app's sign-in counters apart from other apps' on the same engine (tests); one product, one name. */
  throttleNamespace?: string;
  /** Keeps this app's fleet (runners, placement, reports) apart from other fleets on the same engine (tests). */
  fleetNamespace?: string;
  /** The schedules' clock and how often they are looked at once the server serves (tests move the clock and run the job). */
  scheduler?: Pick<SchedulerOptions, 'now'> & { tickMs?: number };
  /** The clock of alerts and their escalation, and how often due reminders are looked for (tests drive both). */
  alertClock?: { now: () => number; tickMs: number };
  /** The webhooks' clock (tests move it to reach a retry's time). */
  webhookClock?: () => number;
  /** The admins' alerts' clock, and only some of their rules (a test makes one fire in a database other tests share). */
  adminAlerts?: { now?: () => number; only?: readonly RuleId[] };
  /** The beta flags (shared/flags.ts by default; a test gives its own to try a template gate). */
  betaFlags?: readonly BetaFlag[];
};
