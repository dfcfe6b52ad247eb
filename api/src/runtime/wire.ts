/**
 * The runtime's one vocabulary, whoever carries it: the API's own runtime process over IPC (daemon.ts,
 * process-runtime.ts) and runner nodes over the engine (fleet/). One command type for what the API asks,
 * one event type for what the runtime tells, one load type for how busy a runtime is. The channels add
 * only their own envelopes: an id to match a test login's answer on IPC, a seal and a placement epoch on
 * the engine, where an event also says which runner and placement it came from.
 */
import type { AccountMap } from '@shared/account-map';
import type { BotToday, ConsoleLevel, ConsoleStall, LineMessage } from '@shared/console';
import type { TradeRecord } from '@shared/market';
import type { HourTally } from '@shared/outcomes';
import type { AttackReport } from '@shared/timeline';
import type { SafetyLock } from '@shared/safety-lock';
import type { LoginOutcome } from '@shared/status';
import type { AccountSpec, BotSpec, FailureKind, LookRequest } from './types';

/** What the API asks of a runtime. */
export type RuntimeCommand =
  /** Start the bot unless it runs (its account's session logs in with it, or it joins the session). */
  | { type: 'start'; spec: BotSpec }
  /** New settings, secrets or name for a running bot, taken before its next step. */
  | { type: 'update'; spec: BotSpec }
  /** Test login: once in and out with these details, answered with a LoginCheck; with `look`, a look for the planner while in. */
  | { type: 'checkLogin'; account: AccountSpec; timeoutMs: number; look?: LookRequest }
  /** Let the bot finish its step and log out; forced after `deadlineMs`. */
  | { type: 'stop'; botId: string; deadlineMs: number }
  /** The account is played elsewhere now: stop its session at once and tell nothing. */
  | { type: 'release'; accountId: string }
  /** Stop every bot (same deadline) and the runtime itself. */
  | { type: 'shutdown'; deadlineMs: number };

/** What a notification is about, as the API files it: an attack on the player, or what a bot achieved or met. */
export type NotificationKind = 'attack' | 'session' | 'result' | 'stalled';

/**
 * An incoming attack as the runtime saw it: the game's movement id (stable while it travels), the castle it
 * is aimed at, when the runtime first saw it and when it lands, both in real epoch ms (a sped-up game's
 * travel already divided by its time scale). The API escalates the alert as the landing nears. Who attacks
 * and with how many soldiers, where the bot read them: an alliance space shows them to the members.
 */
export type IncomingAttack = { id: string; castle: string; detectedAt: number; arrivesAt: number; attacker?: string | null; troops?: number | null };

/** What a runtime tells the API. */
export type RuntimeEvent =
  | { type: 'state'; botId: string; state: 'online' }
  | { type: 'state'; botId: string; state: 'offline'; forced: boolean }
  /** `reason` in English; `words` (when it was said as a message) for each reader's language. */
  | { type: 'state'; botId: string; state: 'error'; kind: FailureKind; reason: string; words?: LineMessage }
  /** `line` in English; `message` (when the line was said as one) for each reader's language. */
  /** `stall`: the bot's stall told since its last line (null: it ended), carried to the console by this line. */
  | { type: 'log'; botId: string; line: string; at: number; level?: ConsoleLevel; today?: BotToday; message?: LineMessage; stall?: ConsoleStall | null }
  /** Today's counters after an action or loot (cumulative for the day: told again, it changes nothing). */
  | { type: 'stats'; botId: string; today: BotToday }
  /** The bot cannot go on by itself (why and what to do), or (reason null) can again: the card and the dashboard show it. */
  | { type: 'stalled'; botId: string; reason: string | null; words?: LineMessage }
  /**
   * What the bot achieved, summed per UTC hour since its last report, and the attacks it launched or saw
   * end meanwhile (the timeline's rows, told in the same report so both count the same); `batch` names the
   * report (handled again, it must count nothing twice).
   */
  | { type: 'outcomes'; botId: string; batch: string; hours: HourTally[]; attacks?: AttackReport[] }
  /** `message` in English; `said` (when it was said as a message) for each reader's language. */
  | { type: 'notify'; botId: string; kind: NotificationKind; message: string; said?: LineMessage; attack?: IncomingAttack }
  /** A market trade the bot made, or one it would have made (the trade log; its id keeps a second report of it from counting). */
  | { type: 'trade'; botId: string; trade: TradeRecord }
  /** A custom script's state after a step that changed it (JSON text, within its size limit): kept with the bot. */
  | { type: 'scriptState'; botId: string; state: string }
  /** The game issued (or withdrew: null) a login token for the account; the API keeps it sealed. */
  | { type: 'loginToken'; accountId: string; token: string | null }
  /** The account's live map (at most once a second, when it changed): the API keeps the newest for the map's readers. */
  | { type: 'map'; accountId: string; map: AccountMap }
  /** The account's safety lock tripped (policy "halt"): kept on the game account until the player's Resume. */
  | { type: 'locked'; accountId: string; lock: SafetyLock }
  /** One login of the account to its game world (`server`) and what it came to: the status page counts them (modules/status). */
  | ({ type: 'login'; accountId: string; server: string; at: number } & LoginAttempt);

/**
 * What a login came to (shared/src/status.ts), and for one that reached the game, the handshake's
 * roundTrip as the bot measured it (ms): the game's round trip as our bots see it.
 */
export type LoginAttempt = { outcome: LoginOutcome; roundTripMs?: number };

/** The events about a game account rather than one bot (their channels key them by the account). */
export type AccountEvent = Extract<RuntimeEvent, { accountId: string }>;
export const isAccountEvent = (event: RuntimeEvent): event is AccountEvent =>
  event.type === 'loginToken' || event.type === 'locked' || event.type === 'map' || event.type === 'login';
/** The key that keeps an event in order with the others of its bot, or of its account. */
export const eventKey = (event: RuntimeEvent): string => (isAccountEvent(event) ? `account-${event.accountId}` : event.botId);

/**
 * How busy a runtime is: bots and game sessions running, its memory and event-loop lag; and the game's
 * round trips per world (game-metrics.ts) since the process started, for the status page. Totals, not
 * the part since the last report: a runner's report is the last value of a bucket key, which a reader may
 * skip, and several API instances read it; each reader takes the difference (modules/status/round-trips.ts).
 */
export type RuntimeLoad = { bots: number; sessions: number; rssBytes: number; lagMs: number; roundTrips?: RoundTripTotals };
/** Per game world (or `other`): the round trips' summed milliseconds and how many. */
export type RoundTripTotals = Record<string, { sumMs: number; count: number }>;

/**
 * Where an event from a runner node came from: the runner and the account's placement epoch it played
 * under (an event from a superseded placement is stale). Console lines go to the console stream instead.
 */
export type EventOrigin = { runner: string; accountId: string; epoch: number };
export type PlacedEvent = Exclude<RuntimeEvent, { type: 'log' }> & EventOrigin;
