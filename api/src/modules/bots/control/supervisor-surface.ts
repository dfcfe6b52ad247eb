/** What the supervisor is built from (supervisor.ts) and what it offers the rest of the API. */
import type { Said } from '@shared/i18n/said';
import type { AccountMap } from '@shared/account-map';
import type { HourTally } from '@shared/outcomes';
import type { PlanTier } from '@shared/plans';
import type { AttackReport } from '@shared/timeline';
import type { TradeRecord } from '@shared/market';
import type { Sealer } from '../../../lib/crypto';
import type { AccountSpec, BotRuntime, LoginCheck, RunnerView } from '../../../runtime';
import type { AccountService } from '../../accounts/service';
import type { UserDocument } from '../../users/records';
import type { BotDocument } from '../records/bot.model';
import type { ConsoleHub } from './console/hub';
import type { StartRefusal } from './plan-rules';
import type { ReportPipelineOptions } from './report-pipeline';
import type { SpecDeps } from './spec';

export type SupervisorOptions = {
  createRuntime: () => BotRuntime;
  /** Create the runtime when the API starts (a fleet: to lead, and to hear reports), not at the first bot. */
  runtimeAtStart?: boolean;
  hub: ConsoleHub;
  accounts: AccountService;
  sealer: Sealer;
  servers: SpecDeps['servers'];
  /** The game account's attacks whose end no bot saw, for each bot's spec (analytics' openAttacks). */
  openAttacks?: SpecDeps['openAttacks'];
  dailyLimitSeconds: number;
  stopDeadlineMs: number;
  restartBackoffMs?: number;
  crashWindowMs?: number;
  usageTickMs?: number;
  /** How long a test login may take (through outages and cooldowns) before its answer is "no login". */
  loginCheckMs?: number;
  now?: () => number;
  /** Counts a bot's outcome report into its analytics (analytics/service.ts); one handled again counts nothing. */
  recordOutcomes?: (botId: string, batch: string, hours: HourTally[], attacks: AttackReport[]) => Promise<void>;
  /**
   * Refuses a template gated by a beta not active for the player (flags/service.ts). Checked at each start,
   * so a bot of a beta turned off keeps running until it stops and is not started again.
   */
  betaTemplate?: (user: { id: string; plan?: string | null }, templateId: string, label: string) => Promise<void>;
  /** Stores a market trade in the bot's trade log (bots/trades); the same trade again changes nothing. */
  recordTrade?: (botId: string, trade: TradeRecord) => Promise<void>;
  /** Keeps a game account's newest live map (live-map/store.ts). */
  keepMap?: (map: AccountMap) => Promise<void>;
  /** Counts each login to a game world for the status page (status/login-record.ts). */
  recordLogin?: ReportPipelineOptions['recordLogin'];
};

/** Why a bot was stopped, as the supervisor is told (the console and the stop series say it). */
export type StopCause = 'user' | 'limit' | 'slots' | 'admin' | 'schedule';

/** Between the bots' stored desired state and the runtime's actual one, as the rest of the API uses it. */
export interface Supervisor {
  /**
   * Whether this instance does the fleet-wide duties (usage count, schedules, analytics' time): with a runtime of its own always; in a fleet, the leader
   * lease's holder.
   */
  leads(): boolean;
  /** The plan shrank: the bots beyond its slots (newest first) and of templates it lacks are stopped, each with a notification. */
  enforcePlan(userId: string, plan: PlanTier): Promise<void>;
  /** The bots `plan` would stop if it applied now, each once, those of a template it lacks first. */
  botsStoppedBy(userId: string, plan: PlanTier): Promise<{ id: string; name: string; reason: 'slots' | 'template' }[]>;
  /** Why the plan does not let this bot start now (its template, its slot, the daily time), or null. */
  startRefusal(user: UserDocument, bot: BotDocument): Promise<StartRefusal | null>;
  /** Starts the bot unless the plan refuses (403); `line` says in its console who asked; a failed launch leaves it stopped. */
  start(user: UserDocument, bot: BotDocument, line?: Said): Promise<void>;
  /** Stops the bot (a start under way is cancelled); `line`: why, for the console, when someone other than the player stops it. */
  stop(bot: BotDocument, reason: StopCause, line?: Said): Promise<void>;
  /** A line in the bot's console, running or not (a shared player's action, named). */
  say(botId: string, line: Said): void;
  /** A running bot takes its saved settings, secrets, name or login before its next step; `line` (null: none) tells its console. */
  update(bot: BotDocument, line?: string | Said | null): Promise<void>;
  /** Test login: once in and out, from where bots log in (the runtime), within its time. */
  checkLogin(account: AccountSpec): Promise<LoginCheck>;
  /** The planner's one-off look: a login like Test login, reading the castles, armies and map while in. */
  lookAtAccount(account: AccountSpec, keepAtHome: number): Promise<LoginCheck>;
  /** How many of these bots run now. */
  runningCount(botIds: string[]): number;
  /** Stops a bot and deletes it once its reports under way are written; its console ends. */
  remove(bot: BotDocument): Promise<void>;
  /** After an API restart: every bot that should be online is started again (its owner's time allowing); how many wanted to be. */
  resume(): Promise<number>;
  /** Adds running Starter bots' time to their owners' day and stops them at the limit (the leader, every `usageEveryMs`). */
  countUsage(): Promise<void>;
  usageEveryMs: number;
  /** The runtime's load, once there is a runtime. */
  runtimeStats(): ReturnType<BotRuntime['stats']> | null;
  /** The fleet's runner nodes; none with a runtime of the API's own. */
  runners(): RunnerView[];
  /** The runtime, once there is one (the admin's fleet view, tests). */
  runtime(): BotRuntime | null;
  /** Stops every bot gracefully; desired states stay, so they resume on the next start. */
  close(): Promise<void>;
}
