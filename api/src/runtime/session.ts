/**
 * One game session per game account, shared by every running bot of that account. The live game allows
 * one session per account (a second login throws the first out), so bots attach to their account's
 * session instead of logging in themselves: the first bot's start logs in, the last bot's stop logs out.
 *
 * The session owns everything about the connection: the login (with login cooldowns), the keep-alive,
 * reconnecting through game-server outages with capped, jittered backoff, and stepping aside when someone
 * else plays the account (step-aside.ts). Before it logs in it takes the account's hold, and it reserves
 * every login from the account's budget (session-guard.ts): one session per game account in the
 * installation, and never more logins than a person makes. None of that is a bot failure; only the game
 * refusing the account (wrong password, ban) fails the bots, all of them, with the same reason.
 */
import { durationPart, timeOfDay } from './words/format';
import { sessionLines } from '@shared/bot-lines/session.messages';
import { notificationLines } from '@shared/notifications.messages';
import { AccountPacing } from './game/account-pacing';
import { GameClient, GameConnectionError } from './game/client';
import { Ledger } from './reservations/ledger';
import { classify, type BotFailure } from './failure';
import { sleep } from './sleep';
import type { ConsoleLevel, LineMessage } from '@shared/console';
import { said, type Said } from '@shared/i18n/said';
import type { AccountSpec, LineNote } from './types';
import type { NotificationKind } from './wire';
import { gameAccountKey, LOGIN_WINDOW_MS } from './login-guard';
import { AccountGuard, GUARD_TIMING } from './session-guard';
import { LoginRetries } from './session-retries';
import type { SessionOptions } from './session-options';
import { connectSocket, openTempServer } from './session-socket';
import { SessionLogin } from './session-login';
import { CloseReader } from './step-aside';
import { MapWatch } from './map-watch';
import { gameSeries } from './game-metrics';
import { loginFailurePattern } from './login-pattern';
import { UnseenAttacks } from './unseen-attacks';

/** A bot attached to a session: its own console and notifications, and a hook for each new login. */
export type SessionMember = {
  botId: string;
  log(line: string, note?: LineNote, message?: LineMessage): void;
  /** `message` in English; `said`, when it was said as a message, for each reader's language. */
  notify(message: string, kind?: NotificationKind, attack?: undefined, said?: LineMessage): void;
  /** Called with every new logged-in client (first login, reconnects), e.g. to listen for pushes. */
  loggedIn(client: GameClient): void;
};

/** How often a session that may not log in looks again. */
const LOGIN_HOLD_CHECK_MS = 1000;
const DEFAULT_BACKOFF = { firstMs: 1000, capMs: 20_000 };

type Waiter = { resolve: (client: GameClient) => void; reject: (err: unknown) => void };

export class AccountSession {
  readonly ledger = new Ledger();
  /** The account's live map, from what the game tells its bots (map-watch.ts); a Test login's session keeps none. */
  readonly map: MapWatch;
  /** The account's attacks no bot saw end, ended from the game's battle reports (unseen-attacks.ts). */
  readonly unseen: UnseenAttacks;
  private account: AccountSpec;
  private readonly members = new Map<string, SessionMember>();
  /** Members that want the game now (attached and not resting). */
  private readonly wanting = new Set<string>();
  private client: GameClient | null = null;
  /** The client whose login completed; `client` may be one still logging in. */
  private loggedIn: GameClient | null = null;
  private waiters: Waiter[] = [];
  private connecting = false;
  private failure: BotFailure | null = null;
  private closed = false;
  /** Cuts the session's own waits (backoff, cooldown, yield) short when it closes. */
  private readonly life = new AbortController();
  /** No login before this time: stepping aside for the player, or backing off after repeated drops. */
  private notBefore = 0;
  /** Reads each close of the socket: a drop, or someone else playing the account (step-aside.ts). */
  private readonly closes: CloseReader;
  /** The account's hold and login budget (session-guard.ts). */
  private readonly guard: AccountGuard;
  /** When the current connection's login completed. */
  private loggedInAt = 0;
  /** When the next login is tried, and what is said meanwhile (session-retries.ts). */
  private readonly retries: LoginRetries;
  private readonly now: () => number;
  /** What and how the session logs in with (session-login.ts). */
  private readonly credentials: SessionLogin;
  /** The account's attack and map pace, across its logins. */
  private readonly pacing: AccountPacing;
  /** Stops counting this session in castellan_game_sessions (game-metrics.ts). */
  private readonly unwatch: () => void;

  constructor(
    account: AccountSpec,
    private readonly options: SessionOptions,
    /** Tells the owner (the pool) that the session ended, so the next bot gets a fresh one. */
    private readonly ended: (session: AccountSession) => void = () => {},
    /** A one-off login beside the account's own session (Test login): closing, it leaves the hold to that session. */
    private readonly shape: { borrowsHold?: boolean } = {},
  ) {
    this.account = account;
    this.now = options.now ?? Date.now;
    const random = options.random ?? Math.random;
    const backoff = options.backoff ?? DEFAULT_BACKOFF;
    this.retries = new LoginRetries({
      account: () => this.account,
      now: this.now,
      random,
      backoff,
      outageNoticeMs: options.outageNoticeMs,
      say: (line, level) => this.broadcast(line, level),
      notifyOnce: (notice) => this.notifyOnce(notice),
    });
    this.pacing = new AccountPacing(options.pacing, this.now);
    this.map = new MapWatch(account.id, (map) => !shape.borrowsHold && options.onMap?.(map), this.now);
    this.unseen = new UnseenAttacks({ paceScale: options.paceScale, now: this.now, random });
    this.closes = new CloseReader({ paceScale: options.paceScale, backoff, now: this.now, random });
    if (!options.guard) throw new Error('a session needs a login guard (the pool gives one)');
    this.guard = new AccountGuard({
      guard: options.guard,
      holder: account.id,
      key: () => gameAccountKey(this.account.server, this.account.username),
      now: this.now,
      windowMs: LOGIN_WINDOW_MS * options.paceScale,
      timing: options.guardTiming ?? GUARD_TIMING,
      signal: this.life.signal,
      say: (line, level) => this.broadcast(line, level),
      lost: () => this.takenOver(),
    });
    // Each login reserved from the budget is one the ban-risk meter counts (runtime/risk/).
    const reserve = () => this.guard.reserveLogin().then(() => this.options.onLogin?.(this.account, this.pacing));
    this.credentials = new SessionLogin(account, options, reserve, (line, level) => this.broadcast(line, level));
    this.unwatch = gameSeries.watch(() => (this.current ? this.account.server : null));
  }

  get id(): string {
    return this.account.id;
  }

  get size(): number {
    return this.members.size;
  }

  /** The logged-in client, or null between logins (and while a login is still under way). */
  get current(): GameClient | null {
    return this.client && this.client === this.loggedIn && this.client.connected ? this.client : null;
  }

  /**
   * The account was edited while the session runs: its password, server, proxy or yield time apply from
   * the next login. A new password or server also drops the login token (it was the old login's).
   * A new in-game name or server moves the account's hold to it at once (session-guard.ts).
   */
  refresh(account: AccountSpec): void {
    const before = this.account;
    this.account = account;
    this.credentials.refresh(before, account);
    this.guard.keyChanged();
  }

  /** Adds a bot. The newest spec wins: a changed password or proxy applies from the next login. */
  attach(member: SessionMember, account: AccountSpec): void {
    this.account = account;
    this.members.set(member.botId, member);
    if (this.failure) this.failure = null; // a new start after a refusal tries the account again
    if (this.current) member.loggedIn(this.current);
  }

  /** Removes a bot; the session logs out with its last bot. */
  detach(botId: string): void {
    if (!this.members.delete(botId)) return;
    this.wanting.delete(botId);
    this.ledger.forget(botId);
    this.unseen.left(botId);
    if (this.members.size === 0) this.close();
  }

  /** The bot is resting (a break, outside its active hours): the session logs out when all of them are. */
  rest(botId: string): void {
    this.wanting.delete(botId);
    if (this.wanting.size > 0 || !this.client) return;
    this.broadcast(said(sessionLines, 'allResting'), 'warning');
    this.logout();
    this.guard.release();
  }

  /**
   * A logged-in client for the bot, logging in if needed. Waits through outages, cooldowns and pauses
   * for the player as long as it takes; rejects with the BotFailure when the game refuses the account,
   * or with an AbortError when the bot's signal aborts.
   */
  ready(botId: string, signal: AbortSignal): Promise<GameClient> {
    if (this.failure) return Promise.reject(this.failure);
    this.wanting.add(botId);
    const client = this.current;
    if (client) return Promise.resolve(client);
    return new Promise<GameClient>((resolve, reject) => {
      const onAbort = () => {
        this.waiters = this.waiters.filter((w) => w !== waiter);
        reject(new DOMException('stopped', 'AbortError'));
      };
      const waiter: Waiter = {
        resolve: (c) => {
          signal.removeEventListener('abort', onAbort);
          resolve(c);
        },
        reject: (err) => {
          signal.removeEventListener('abort', onAbort);
          reject(err);
        },
      };
      if (signal.aborted) return onAbort();
      signal.addEventListener('abort', onAbort, { once: true });
      this.waiters.push(waiter);
      void this.connect();
    });
  }

  /** Logs out and ends the session (its last bot left, or the runtime is shutting down). */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.life.abort();
    this.retries.close();
    this.map.close();
    this.unwatch();
    this.logout();
    if (!this.shape.borrowsHold) this.guard.release();
    for (const waiter of this.waiters.splice(0)) waiter.reject(new DOMException('session closed', 'AbortError'));
    this.ended(this);
  }

  /** A session line: the same in the console of every bot attached. */
  private broadcast(line: Said, level: ConsoleLevel = 'info'): void {
    for (const member of this.members.values()) member.log(line.text, { level }, line.message);
  }

  /** One notification for the session's event, on its first bot (not one per bot). */
  private notifyOnce(notice: Said): void {
    this.members.values().next().value?.notify(notice.text, 'session', undefined, notice.message);
  }

  private logout(): void {
    const client = this.client;
    this.client = null;
    client?.close();
  }

  /** The connector: one at a time, until logged in, refused, or nobody wants the game. */
  private async connect(): Promise<void> {
    if (this.connecting || this.closed) return;
    this.connecting = true;
    try {
      let held = false;
      while (!this.closed && this.wanting.size > 0 && !this.current) {
        // Any wait (stepping aside, a backoff) ends early when the player presses Play now.
        const waited = await this.guard.waitOut(this.notBefore);
        if (waited === null) return;
        if (waited === 'playNow') this.playNow();
        if (this.options.mayLogIn && !this.options.mayLogIn()) {
          if (!held) this.broadcast(said(sessionLines, 'fleetLost'), 'warning');
          held = true;
          if (!(await sleep(LOGIN_HOLD_CHECK_MS, this.life.signal))) return;
          continue;
        }
        const taken = await this.guard.take();
        if (taken === null) return;
        if (taken === 'playNow') this.playNow();
        try {
          await this.login();
          return;
        } catch (err) {
          if (this.closed) return;
          const wait = this.retries.after(err);
          if (wait === null) return this.fail(classify(err));
          this.notBefore = Math.max(this.notBefore, this.now() + wait);
        }
      }
    } finally {
      this.connecting = false;
    }
  }

  /** The player asked to play now: the wait ends, and the next login goes at once (if the budget allows). */
  private playNow(): void {
    this.notBefore = 0;
    this.broadcast(said(sessionLines, 'playNow'), 'info');
  }

  private async login(): Promise<void> {
    const account = this.account;
    const client = new GameClient(account.gameUrl, this.options.client, this.pacing);
    // A token the game hands out is kept for the next logins (a change of server or password drops it: refresh()).
    client.onLoginToken((token) => {
      if (this.client === client) this.credentials.keep(this.account.id, token);
    });
    this.client = client;
    client.onReply((reply, request) => this.map.heard(reply, client, request));
    this.unseen.connected();
    client.onReply((reply) => this.client === client && this.unseen.heard(reply));
    client.onRoundTrip((seconds) => gameSeries.roundTrip(this.account.server, seconds));
    this.broadcast(said(sessionLines, account.proxy ? 'connectingProxy' : 'connecting', { server: account.server }));
    try {
      await connectSocket(client, account.gameUrl, account.zone, account.proxy, this.options);
      const { events } = await this.credentials.enter(client, account);
      if (this.client !== client) throw new GameConnectionError('the session was closed while logging in');
      if (!events) this.broadcast(said(sessionLines, 'noEvents'), 'warning');
    } catch (err) {
      // Not this session's client any more: our side cut the login short (a logout, a hold taken over), the game said nothing.
      if (this.client === client) {
        this.client = null;
        this.told(err);
      }
      client.close();
      throw err;
    }
    // Watched from here on: a socket that breaks during the login is a failed login, not a lost session.
    client.onClose((reason, code) => this.lost(client, reason, code));
    if (!client.connected) {
      const lost = new GameConnectionError('connection to the game server lost right after the login', 'lost');
      this.told(lost);
      throw lost;
    }
    this.retries.loggedIn();
    this.loggedInAt = this.now();
    this.map.loggedIn(client);
    // Only now is it the session's client: a bot asking during the login waits for this (the bench
    // found bots that started a second after their account's first bot sending on a socket mid-login).
    this.loggedIn = client;
    this.options.onLoginAttempt?.(account, { outcome: 'ok', roundTripMs: client.roundTrip });
    this.broadcast(said(sessionLines, 'loggedIn', { username: account.username, server: account.server }), 'success');
    for (const member of this.members.values()) member.loggedIn(client);
    for (const waiter of this.waiters.splice(0)) waiter.resolve(client);
  }

  /** A failed login, told by its pattern (login-pattern.ts); one that never went out, or that our closing cut, is not. */
  private told(err: unknown): void {
    const outcome = this.closed ? null : loginFailurePattern(err);
    if (outcome) this.options.onLoginAttempt?.(this.account, { outcome });
  }

  /**
   * Ends the account's attacks no bot saw end from their battle reports (unseen-attacks.ts), read on `client` in bot `reader`'s step:
   * each end is said in the console of the bot that launched it while it is attached (and counted there), else in the reader's, and
   * written on the launching bot's row (the API counts it there).
   */
  async settleAttacks(reader: string, client: GameClient, signal: AbortSignal): Promise<void> {
    for (const end of await this.unseen.settle(client, signal)) {
      const level = end.attack.result === 'won' ? 'success' : 'warning';
      const own = this.members.get(end.botId);
      if (own) own.log(end.line.text, { level, ...(end.outcome && { outcome: end.outcome }), attack: end.attack }, end.line.message);
      else this.members.get(reader)?.log(end.line.text, { level, attack: { ...end.attack, botId: end.botId } }, end.line.message);
    }
  }

  /** A second connection of this account, to a temporary server (session-socket.ts); the caller closes it. */
  openTempServer(server: { host: string; port: number; zone: string }, serverType: number, token: string): Promise<GameClient> {
    return openTempServer(this.account, this.options, this.now, server, serverType, token);
  }

  /** The game closed our socket: someone else plays the account (step aside), or the connection broke (reconnect). */
  private lost(client: GameClient, reason: string, code: number): void {
    if (this.client !== client || this.closed) return;
    this.client = null;
    const verdict = this.closes.read(this.loggedInAt, code, this.account.yieldMinutes);
    const { username, server } = this.account;
    if (verdict.kind === 'dropped') this.broadcast(said(sessionLines, 'connectionLost', { reason }), 'warning');
    else if (verdict.kind === 'droppedAgain') {
      this.notBefore = this.now() + verdict.waitMs;
      this.broadcast(said(sessionLines, 'connectionLostAgain', { reason, count: verdict.times, duration: durationPart(verdict.waitMs) }), 'warning');
    } else {
      this.notBefore = this.now() + verdict.waitMs;
      const time = timeOfDay(this.notBefore);
      if (verdict.kind === 'replaced')
        this.broadcast(said(sessionLines, 'steppedAside', { username, duration: durationPart(verdict.waitMs), time }), 'warning');
      else this.broadcast(said(sessionLines, 'playedElsewhere', { username, server, time }), 'warning');
      // The player hears of it once a streak; each return that is thrown out again only doubles the wait.
      if (verdict.first) this.notifyOnce(said(notificationLines, verdict.kind === 'replaced' ? 'steppedAside' : 'playedElsewhere', { username, server, time }));
    }
    if (this.wanting.size > 0) void this.connect();
  }

  /** Another Castellan session took the account's hold (Play now on another record): log out and wait for it. */
  private takenOver(): void {
    if (this.closed) return;
    this.logout();
    if (this.wanting.size > 0) void this.connect();
  }

  /** The game refused the account: every bot attached fails with the same reason. */
  private fail(failure: BotFailure): void {
    this.failure = failure;
    for (const waiter of this.waiters.splice(0)) waiter.reject(failure);
  }
}
