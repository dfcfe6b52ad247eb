import type { BotToday, ConsoleLevel, LineMessage } from '@shared/console';
import type { TradedToday } from '@shared/market';
import type { Outcome } from '@shared/outcomes';
import type { AttackNote, OpenAttack } from '@shared/timeline';
import type { Observation } from '@shared/planner/model';
import type { PlanSnapshot } from '@shared/planner/types';
import type { RunnerView } from './fleet/protocol';
import type { AccountSafety } from '@shared/safety-lock';
import type { RuntimeEvent, RuntimeLoad } from './wire';
import type { DayCounts } from './reservations/day-limits';
import type { DailyBudget } from '@shared/risk';
import type { StoredSettings } from '@shared/templates/settings-of';

export type { RuntimeCommand, RuntimeEvent, RuntimeLoad, NotificationKind } from './wire';
/** The line between the API and the bot runtime: what the API asks for and what the runtime reports. */
export type BotSpec = {
  botId: string;
  botName: string;
  templateId: string;
  /** As the API stores them; the bot reads them typed by its template (shared/src/templates/settings-of.ts). */
  settings: StoredSettings;
  secrets: Record<string, string>;
  /** The game account the bot plays. All running bots of one account share one game session. */
  account: AccountSpec;
  /** What the bot did so far today (it counts on from here), or null. */
  today?: BotToday | null;
  /** A market bot's trades so far today, from its trade log: its daily caps count on from here. */
  tradedToday?: TradedToday | null;
  /** The day's counts of the limits the bot obeys (day-limits.ts), as the database holds them, or none yet. */
  counts?: DayCounts | null;
  /** The custom script the bot runs (the Custom Script template), or none. */
  script?: ScriptSpec | null;
  /**
   * Its game account's attacks (any bot's) whose end no bot saw: away after a stop, a restart or a failover. The session reads their
   * battle reports once their fights are past (unseen-attacks.ts) and ends them on their own bots' rows.
   */
  openAttacks?: OpenAttack[];
};

/** A player's script as a bot runs it: the version chosen, its source, and the state it kept (JSON text). */
export type ScriptSpec = { id: string; name: string; version: number; source: string; state: string };

/**
 * What a console line says besides its words: its level, and what it reports the bot did — an outcome
 * (kept for analytics and counted for today), or only a count of game actions.
 */
export type LineNote = { level?: ConsoleLevel; actions?: number; outcome?: Outcome; attack?: AttackNote };

/** Everything a game session needs about its account; the same for every bot of the account. */
export type AccountSpec = {
  /** The game account's id: the key of its session in the runtime. */
  id: string;
  server: string;
  zone: string;
  username: string;
  password: string;
  /** The WebSocket URL of the game server hosting `server`. */
  gameUrl: string;
  /** Outbound proxy for this account's socket (`http://…` CONNECT or `socks5://…`), or null. */
  proxy: string | null;
  /** How long the session stays away after someone else (the player) logged into the account. */
  yieldMinutes: number;
  /** A login token (LT) the game issued for this account, or null: log in with the password. */
  loginToken: string | null;
  /** The account's own device id (`AID`), made once as the game client makes one (shared login.ts). */
  deviceId: string;
  /** The player's daily budget for the account (shared/src/risk.ts); none: no cap. */
  budget?: DailyBudget;
  /** The account's ban-risk counts so far today (day-limits.ts RISK_COUNTERS): its meter counts on from them. */
  riskCounts?: DayCounts | null;
  /** Its safety lock as the API keeps it, and the policy (safety-lock.ts); absent: none, policy "halt". */
  safety?: AccountSafety;
};

/**
 * auth: the game refused the account (retrying cannot help); connection: the game could not be used
 * (e.g. login cooldowns that do not end); crash: a bug in the bot; parked: the bot kept taking the
 * runtime process down (retrying would take the other bots down with it).
 */
export type FailureKind = 'auth' | 'connection' | 'crash' | 'parked';

/**
 * The answer of a one-off login to the game (Test login): logged in, or the game's reason; and, when asked,
 * what the planner saw. `message` in English; `said`, when it was said as a message, for the asker's language.
 */
export type LoginCheck = { ok: boolean; message: string; said?: LineMessage; look?: PlannerLook };

/** Asked with a one-off login: a look at the account for the strategy planner (planner/look.ts). */
export type LookRequest = { keepAtHome: number };
/** The planner's snapshot of the account, and what its armies on the move show about travel and cooldowns. */
export type PlannerLook = { snapshot: PlanSnapshot; observations: Observation[]; timeScale: number };

/** Told of each runtime event; `eventId` names a durable one (handled again, it must change nothing). */
export type RuntimeListener = (event: RuntimeEvent, eventId?: string) => void | Promise<void>;

export interface BotRuntime {
  /** True when the bots run elsewhere (runner nodes) and outlive this API instance. */
  readonly detached?: boolean;
  /** Starts the bot unless it already runs. */
  start(spec: BotSpec): void | Promise<void>;
  /** Logs into the game once with these details and out again (at most `timeoutMs`): whether the game takes them; with `look`, what the planner needs too. */
  checkLogin(account: AccountSpec, timeoutMs: number, look?: LookRequest): Promise<LoginCheck>;
  /** Gives a running bot new settings, secrets or name, taken before its next step; nothing if it does not run. */
  update(spec: BotSpec): void | Promise<void>;
  /** Asks the bot to finish its step and log out; forced after `deadlineMs`. Resolves when it is offline. */
  stop(botId: string, deadlineMs: number): Promise<void>;
  isRunning(botId: string): boolean;
  running(): string[];
  /** Whether this instance does the fleet-wide duties (usage counting); always, for a runtime of its own. */
  leads?(): boolean;
  /** Resolves once the runtime knows what runs (a fleet's copies are loaded). */
  ready?(): Promise<void>;
  /** A fleet's runner nodes (admin System tab); absent for a runtime of its own. */
  runnerViews?(): RunnerView[];
  subscribe(listener: RuntimeListener): () => void;
  /**
   * Bots and game sessions running, the runtime's memory and event-loop lag, for health reports and
   * benchmarks; `crashLoop`: its process keeps dying and being replaced (process-runtime.ts CRASH_LOOP).
   */
  stats(): RuntimeLoad & { pid: number; crashLoop?: boolean };
  /** Stops every bot (gracefully, same deadline) and the runtime itself; a detached runtime only lets go. */
  close(deadlineMs: number): Promise<void>;
}
