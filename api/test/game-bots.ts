/**
 * Bots of one template against an in-process game server, for the behaviour tests: a game account created
 * there (so a test may set its castles up first), the bot's spec, its run with its console, and waiting for a
 * line or a game state with the console in the failure.
 */
import { zoneOf } from '@shared/game';
import { loginFields, newDeviceId } from '@shared/game-wire/login';
import type { Simulator } from '../../simulator/server';
import { runBot } from '../src/runtime/bot-run';
import type { SessionPool } from '../src/runtime/session-pool';
import type { AccountSpec, BotSpec, LineNote } from '../src/runtime/types';
import type { Outcome } from '@shared/outcomes';
import type { AttackNote } from '@shared/timeline';
import type { IncomingAttack } from '../src/runtime/wire';
import type { TradeRecord } from '@shared/market';
import { readLineMessage, type LineMessage } from '@shared/console';
import { loadCatalogue } from '@shared/i18n/catalogue-files';
import { textOf } from '@shared/i18n/said';
import type { Locale } from '@shared/i18n/locales';

/** Human pacing at its fastest: one second between steps, no breaks, always active (scaled by the runner). */
export const FAST_STEPS = { minDelaySeconds: 1, maxDelaySeconds: 1, breakEveryMinutes: 0, activeHours: '00-24' };

/**
 * A game account on INT1 of the simulator, not created there yet (a bot's first login creates it); `username` fixes the name, else `prefix` and a random part.
 */
export function accountSpec(sim: Simulator, prefix: string, username = `${prefix}${crypto.randomUUID().slice(0, 8)}`): AccountSpec {
  return {
    id: username,
    server: 'INT1',
    zone: zoneOf('INT1'),
    username,
    password: 'pw',
    gameUrl: sim.url,
    proxy: null,
    yieldMinutes: 15,
    loginToken: null,
    deviceId: newDeviceId(),
  };
}

/**
 * A new player on the simulator, created by its first login (so a test may set its castles up first); `username` fixes the name (and so where its castle
 * stands).
 */
export function gameAccount(sim: Simulator, prefix: string, username?: string): AccountSpec {
  const account = accountSpec(sim, prefix, username);
  sim.world.login(account.zone, loginFields(account.username, { password: account.password }, { deviceId: account.deviceId }));
  return account;
}

export function botSpec(account: AccountSpec, templateId: string, settings: Record<string, string | number>, botName = account.username): BotSpec {
  return { botId: account.username, botName, templateId, settings: { ...FAST_STEPS, ...settings }, secrets: {}, account };
}

/** A Resource Collector that logs in and stays, stepping every 30–40 s: a bot for tests of the process around it. */
export function idleBotSpec(sim: Simulator, name: string): BotSpec {
  const settings = { minDelaySeconds: 30, maxDelaySeconds: 40, collectEveryMinutes: 30, feastLevel: '0', feastWhenFoodAbove: 0, recruitWhenCoinsAbove: 0 };
  return botSpec(accountSpec(sim, name, name), 'resource-keeper', { ...settings, recruitAmount: 0 });
}

export type GameBot = {
  lines: string[];
  /** Each line's message (by the line's English), as the console keeps it. */
  messages: Map<string, LineMessage | undefined>;
  alerts: Array<{ message: string; kind?: string; attack?: IncomingAttack; said?: LineMessage }>;
  trades: TradeRecord[];
  /** What the bot told its card of not being able to go on (null: it can again), in order. */
  stalls: Array<string | null>;
  /** The outcomes its lines reported (what Analytics sums), in order. */
  outcomes: Outcome[];
  /** The launches and ends of attacks its lines told the timeline, in order. */
  attacks: AttackNote[];
  /** Saves new settings while it runs, as the API does: the bot takes them before its next step. */
  update(settings: Record<string, string | number>): void;
  stop(): Promise<void>;
};

/** Runs the bot until `stop`; its console lines and notifications are collected. */
export function startGameBot(sessions: SessionPool, spec: BotSpec, paceScale = 0.01): GameBot {
  const lines: string[] = [];
  const messages: GameBot['messages'] = new Map();
  const alerts: GameBot['alerts'] = [];
  const trades: TradeRecord[] = [];
  const stalls: Array<string | null> = [];
  const outcomes: Outcome[] = [];
  const attacks: AttackNote[] = [];
  const abort = new AbortController();
  let update: BotSpec | null = null;
  const io = {
    takeUpdate: () => {
      const next = update;
      update = null;
      return next;
    },
    stalled: (reason: string | null) => void stalls.push(reason),
    log: (l: string, note?: LineNote, message?: LineMessage) => {
      if (note?.outcome) outcomes.push(note.outcome);
      if (note?.attack) attacks.push(note.attack);
      messages.set(l, message);
      lines.push(l);
    },
    notify: (message: string, kind?: string, attack?: IncomingAttack, said?: LineMessage) =>
      alerts.push({ message, kind, ...(attack && { attack }), ...(said && { said }) }),
    online: () => {},
    trade: (t: TradeRecord) => trades.push(t),
  };
  const running = runBot(spec, sessions.for(spec.account), io, abort.signal, { paceScale });
  return {
    lines,
    messages,
    alerts,
    trades,
    stalls,
    outcomes,
    attacks,
    update: (settings) => void (update = { ...spec, settings: { ...spec.settings, ...settings } }),
    stop: async () => {
      abort.abort();
      await running.catch(() => {});
    },
  };
}

/** How long `until` waits by default. */
export const UNTIL_MS = 15_000;
/**
 * The ceiling of a test that waits with `until`: 15 s past `until`'s own, so a slow machine fails with
 * `until`'s message (and the console) inside the test, never as bun's timeout with the wait still
 * running into the next test (an error between tests). 20 s left 5 s for a test's start and login.
 */
export const GAME_BOT_TEST_MS = UNTIL_MS + 15_000;

/** Waits for `check`; on a timeout the error carries the bot's console. */
export async function until(what: string, check: () => boolean, lines: string[], timeoutMs = UNTIL_MS): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}; console:\n${lines.join('\n')}`);
    await Bun.sleep(20);
  }
}

/**
 * A kept line or notification as a reader in `locale` reads it: its message as stored and sent (through
 * JSON and the wire's check), made in that language; its English when it was kept without one.
 */
export function readIn(locale: Locale, english: string, message: LineMessage | undefined): string {
  loadCatalogue();
  return textOf(locale, readLineMessage(JSON.parse(JSON.stringify(message ?? null))), english);
}

/** A console line of the bot, in German. */
export const lineInGerman = (bot: GameBot, line: string) => readIn('de', line, bot.messages.get(line));
