/**
 * One game session per game account, shared by every running bot of that account. The live game allows
 * one session per account (a second login throws the first out), so bots attach to their account's
 * session instead of logging in themselves: the first bot's start logs in, the last bot's stop logs out.
 *
 * The session owns everything about the connection: the login (with login cooldowns), the keep-alive,
 * reconnecting through game-server outages with capped, jittered backoff, and stepping aside when the
 * player logs into the account elsewhere. None of that is a bot failure; only the game refusing the
 * account (wrong password, ban) fails the bots, all of them, with the same reason.
 */
import { durationPart, utcTime } from './behaviours/format';
import { sessionLines } from '@shared/bot-lines/session.messages';
import { notificationLines } from '@shared/notifications.messages';
import { AccountPacing, type PacingOptions } from './game/account-pacing';
import { GameClient, GameConnectionError, GameError, type GameClientOptions, type LoginOutcome } from './game/client';
import { LoginTokenError, type LoginTokenProvider } from './game/login-token';
import { REPLACED_CLOSE_CODE, resultAction, secondsIn } from '@shared/game-wire/protocol';
import { ProxyUnusableError, type ProxyRouter, type WebSocketProxy } from './game/proxy';
import { Ledger } from './ledger';
import { classify, type BotFailure } from './failure';
import { sleep } from './sleep';
import type { ConsoleLevel, LineMessage } from '@shared/console';
import { said, type Said } from '@shared/i18n/said';
import type { AccountSpec, LineNote, LoginCheck, LookRequest } from './types';
import { plannerLook } from './planner/look';
import { loginCheckAnswers } from './login-check.messages';
import type { NotificationKind } from './wire';

/** A bot attached to a session: its own console and notifications, and a hook for each new login. */
export type SessionMember = {
  botId: string;
  log(line: string, note?: LineNote, message?: LineMessage): void;
  /** `message` in English; `said`, when it was said as a message, for each reader's language. */
  notify(message: string, kind?: NotificationKind, attack?: undefined, said?: LineMessage): void;
  /** Called with every new logged-in client (first login, reconnects), e.g. to listen for pushes. */
  loggedIn(client: GameClient): void;
};

export type SessionOptions = {
  /** Scales pacing waits and the yield time (1 in production; tests use small values). */
  paceScale: number;
  now?: () => number;
  random?: () => number;
  /** Outage backoff: the first wait and the cap, in real milliseconds (not pace-scaled). */
  backoff?: { firstMs: number; capMs: number };
  /** Options for every game client (timeouts in tests). */
  client?: GameClientOptions;
  /** How long an outage lasts before the player is told (one notification); OUTAGE_NOTICE_MS by default. */
  outageNoticeMs?: number;
  /** Routes each account's socket through its proxy; without it, accounts with a proxy cannot log in. */
  proxies?: ProxyRouter;
  /** Mints the reCAPTCHA tokens of password logins and gives the sockets' Origin; without it, logins carry no RCT. */
  tokens?: LoginTokenProvider;
  /** The live game's pace for attacks and map reads (account-pacing.ts); tests shorten it. */
  pacing?: PacingOptions;
  /** The game issued a login token for the account (or the one kept stopped working: null); the API keeps it sealed. */
  onLoginToken?: (accountId: string, token: string | null) => void;
  /**
   * Whether this runtime may log in now. A runner cut off from its fleet says no: another runner may
   * play the account by now, and two logins would throw each other out (sessions already logged in play on).
   */
  mayLogIn?: () => boolean;
  /** The session is about to send `lli` for the account: the ban-risk meter counts the login and watches its pacing (runtime/risk/). */
  onLogin?: (account: AccountSpec, pacing: AccountPacing) => void;
};

/**
 * The `Origin` a socket sends when no login page names one: the socket's own host, as public clients'
 * WebSocket libraries send it (EmpireCore, over websocket-client: `Origin: http://host:port`).
 */
export function socketOrigin(gameUrl: string): string | null {
  try {
    const url = new URL(gameUrl);
    return `${url.protocol === 'wss:' ? 'https' : 'http'}://${url.host}`;
  } catch {
    return null;
  }
}

/** How often a session that may not log in looks again. */
const LOGIN_HOLD_CHECK_MS = 1000;

/** Login cooldowns in a row the session waits out before it reports the account as unusable. */
export const MAX_COOLDOWN_WAITS = 3;
/** An outage is told to the player (one notification) once it has lasted this long. */
export const OUTAGE_NOTICE_MS = 60_000;
const DEFAULT_BACKOFF = { firstMs: 1000, capMs: 20_000 };

type Waiter = { resolve: (client: GameClient) => void; reject: (err: unknown) => void };

export class AccountSession {
  readonly ledger = new Ledger();
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
  /** When the connection was lost lately: drops in a row are backed off, as the game drops bursts. */
  private losses: number[] = [];
  private outage: { since: number; tries: number; notice: ReturnType<typeof setTimeout> } | null = null;
  /** Login cooldowns in a row (reset by a login). */
  private cooldowns = 0;
  private readonly now: () => number;
  private readonly random: () => number;
  private readonly backoff: { firstMs: number; capMs: number };
  /** The newest login token of the account: the session's own once it has one (the spec's may be older). */
  private loginToken: string | null;
  /** The account's attack and map pace, across its logins. */
  private readonly pacing: AccountPacing;
  /** Whether the console was told that logins go without a reCAPTCHA token (once per session). */
  private saidNoRecaptcha = false;

  constructor(
    account: AccountSpec,
    private readonly options: SessionOptions,
    /** Tells the owner (the pool) that the session ended, so the next bot gets a fresh one. */
    private readonly ended: (session: AccountSession) => void = () => {},
  ) {
    this.account = account;
    this.loginToken = account.loginToken;
    this.now = options.now ?? Date.now;
    this.random = options.random ?? Math.random;
    this.backoff = options.backoff ?? DEFAULT_BACKOFF;
    this.pacing = new AccountPacing(options.pacing, this.now);
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
   */
  refresh(account: AccountSpec): void {
    const before = this.account;
    this.account = account;
    if (before.password !== account.password || before.server !== account.server) this.loginToken = account.loginToken;
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
    if (this.members.size === 0) this.close();
  }

  /** The bot is resting (a break, outside its active hours): the session logs out when all of them are. */
  rest(botId: string): void {
    this.wanting.delete(botId);
    if (this.wanting.size > 0 || !this.client) return;
    this.broadcast(said(sessionLines, 'allResting'), 'warning');
    this.logout();
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
    this.endOutage();
    this.logout();
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
        const pause = this.notBefore - this.now();
        if (pause > 0 && !(await sleep(pause, this.life.signal))) return;
        if (this.options.mayLogIn && !this.options.mayLogIn()) {
          if (!held) this.broadcast(said(sessionLines, 'fleetLost'), 'warning');
          held = true;
          if (!(await sleep(LOGIN_HOLD_CHECK_MS, this.life.signal))) return;
          continue;
        }
        try {
          await this.login();
          return;
        } catch (err) {
          if (this.closed) return;
          const wait = this.retryAfter(err);
          if (wait === null) return this.fail(classify(err));
          if (!(await sleep(wait, this.life.signal))) return;
        }
      }
    } finally {
      this.connecting = false;
    }
  }

  /** How long to wait before the next try, or null when trying again cannot help. */
  private retryAfter(err: unknown): number | null {
    if (err instanceof GameError) {
      if (resultAction(err.result) !== 'cooldown' || ++this.cooldowns > MAX_COOLDOWN_WAITS) return null;
      const seconds = secondsIn(err.payload, 'CD') ?? 60;
      this.broadcast(said(sessionLines, 'loginCooldown', { duration: durationPart(seconds * 1000), time: utcTime(this.now() + seconds * 1000) }), 'warning');
      return seconds * 1000;
    }
    if (!(err instanceof GameConnectionError) && !(err instanceof LoginTokenError && err.retryable)) return null;
    // An outage: the game server is down, refusing connections or dropping us. Wait and try again,
    // for as long as it takes, with capped and jittered waits so a fleet does not knock in step.
    const outage = (this.outage ??= this.beginOutage());
    outage.tries += 1;
    const base = Math.min(this.backoff.capMs, this.backoff.firstMs * 2 ** (outage.tries - 1));
    const wait = Math.round(base * (0.8 + this.random() * 0.4));
    this.broadcast(said(sessionLines, 'unreachable', { reason: err.message, duration: durationPart(wait) }), 'warning');
    return wait;
  }

  /** An outage that lasts is told to the player once (a short one only in the console). */
  private beginOutage(): { since: number; tries: number; notice: ReturnType<typeof setTimeout> } {
    const since = this.now();
    const notice = setTimeout(() => {
      if (this.closed || this.outage?.since !== since) return;
      const facts = { server: this.account.server, time: utcTime(since), username: this.account.username };
      this.notifyOnce(said(notificationLines, this.account.proxy ? 'outageProxy' : 'outage', facts));
    }, this.options.outageNoticeMs ?? OUTAGE_NOTICE_MS);
    return { since, tries: 0, notice };
  }

  private endOutage(): void {
    if (this.outage) clearTimeout(this.outage.notice);
    this.outage = null;
  }

  private async login(): Promise<void> {
    const account = this.account;
    const client = new GameClient(account.gameUrl, this.options.client, this.pacing);
    // A token the game hands out is kept for the next logins (a change of server or password drops it: refresh()).
    client.onLoginToken((token) => {
      if (this.client === client && token !== this.loginToken) this.keepLoginToken(token);
    });
    this.client = client;
    this.broadcast(said(sessionLines, account.proxy ? 'connectingProxy' : 'connecting', { server: account.server }));
    try {
      await client.connect(account.zone, { origin: this.options.tokens?.origin ?? socketOrigin(account.gameUrl), proxy: await this.route(account.proxy) });
      this.options.onLogin?.(account, this.pacing);
      const { events } = await this.enter(client, account);
      if (this.client !== client) throw new GameConnectionError('the session was closed while logging in');
      if (!events) this.broadcast(said(sessionLines, 'noEvents'), 'warning');
    } catch (err) {
      if (this.client === client) this.client = null;
      client.close();
      throw err;
    }
    // Watched from here on: a socket that breaks during the login is a failed login, not a lost session.
    client.onClose((reason, code) => this.lost(client, reason, code));
    if (!client.connected) throw new GameConnectionError('connection to the game server lost right after the login');
    if (this.outage) this.broadcast(said(sessionLines, 'gameBack', { duration: durationPart(this.now() - this.outage.since) }), 'success');
    this.endOutage();
    this.cooldowns = 0;
    // Only now is it the session's client: a bot asking during the login waits for this (the bench
    // found bots that started a second after their account's first bot sending on a socket mid-login).
    this.loggedIn = client;
    this.broadcast(said(sessionLines, 'loggedIn', { username: account.username, server: account.server }), 'success');
    for (const member of this.members.values()) member.loggedIn(client);
    for (const waiter of this.waiters.splice(0)) waiter.resolve(client);
  }

  /**
   * `lli` on a connected client: with the login token when the session has one, else, or when the game
   * says the token is no longer valid (409), with the password, and a reCAPTCHA token when this runtime
   * can mint one (a login page and Chromium). Without one the login goes without it, as public clients
   * log in today (EmpireCore client/client.py:463-467: "logins are accepted without it"); the console
   * says so once.
   */
  /**
   * A second connection of this account, to a temporary server named by `glt` (its host, port and zone:
   * ggejs EmpireClient.getExternalClient), logged in with the token; through the account's proxy, with the
   * same scheme as the main server's address, at a pace of its own (that server counts its own attacks).
   * The caller closes it.
   */
  async openTempServer(server: { host: string; port: number; zone: string }, serverType: number, token: string): Promise<GameClient> {
    const url = `${new URL(this.account.gameUrl).protocol}//${server.host}:${server.port}/`;
    const client = new GameClient(url, this.options.client, new AccountPacing(this.options.pacing, this.now));
    try {
      await client.connect(server.zone, { origin: this.options.tokens?.origin ?? socketOrigin(url), proxy: await this.route(this.account.proxy) });
      await client.loginWithServerToken(serverType, token);
      return client;
    } catch (err) {
      client.close();
      throw err;
    }
  }

  private async enter(client: GameClient, account: AccountSpec): Promise<LoginOutcome> {
    const held = this.loginToken;
    if (held) {
      try {
        return await client.login(account.username, { loginToken: held }, account.deviceId);
      } catch (err) {
        if (!(err instanceof GameError) || resultAction(err.result) !== 'renew-token') throw err;
        this.keepLoginToken(null);
        this.broadcast(said(sessionLines, 'tokenInvalid'), 'warning');
      }
    }
    if (!this.options.tokens && !this.saidNoRecaptcha) {
      this.saidNoRecaptcha = true;
      this.broadcast(said(sessionLines, 'noLoginPage'), 'warning');
    }
    const recaptcha = await this.mintRecaptcha();
    return client.login(account.username, { password: account.password, recaptcha }, account.deviceId);
  }

  /** A reCAPTCHA token for this login, or null: none can be minted here now, and the login goes without (said once). */
  private async mintRecaptcha(): Promise<string | null> {
    if (!this.options.tokens) return null;
    try {
      return await this.options.tokens.recaptcha();
    } catch (err) {
      if (!(err instanceof LoginTokenError)) throw err;
      if (!this.saidNoRecaptcha) this.broadcast(said(sessionLines, 'noRecaptcha', { reason: err.message }), 'warning');
      this.saidNoRecaptcha = true;
      return null;
    }
  }

  private keepLoginToken(token: string | null): void {
    this.loginToken = token;
    this.options.onLoginToken?.(this.account.id, token);
  }

  /** The WebSocket proxy option for the account's proxy; a proxy we cannot use is the account's problem, not an outage. */
  private async route(proxyUrl: string | null): Promise<WebSocketProxy | undefined> {
    if (!proxyUrl) return undefined;
    if (!this.options.proxies) throw new ProxyUnusableError('this runtime cannot use proxies');
    return this.options.proxies.route(proxyUrl);
  }

  /** The game closed our socket: someone else logged in (step aside), or the connection broke (reconnect). */
  private lost(client: GameClient, reason: string, code: number): void {
    if (this.client !== client || this.closed) return;
    this.client = null;
    if (code === REPLACED_CLOSE_CODE) {
      const ms = this.account.yieldMinutes * 60_000 * this.options.paceScale;
      this.notBefore = this.now() + ms;
      this.broadcast(said(sessionLines, 'steppedAside', { username: this.account.username, duration: durationPart(ms), time: utcTime(this.notBefore) }), 'warning');
      this.notifyOnce(said(notificationLines, 'steppedAside', { username: this.account.username, server: this.account.server, time: utcTime(this.notBefore) }));
    } else {
      // A first drop is logged in again at once; drops in a row within a minute back off (the game
      // drops a connection that sends a burst without saying so, and a quick return would repeat it).
      const now = this.now();
      this.losses = [...this.losses.filter((t) => now - t < 60_000), now];
      const again = this.losses.length - 1;
      if (again === 0) this.broadcast(said(sessionLines, 'connectionLost', { reason }), 'warning');
      else {
        const wait = Math.round(Math.min(this.backoff.capMs, this.backoff.firstMs * 2 ** (again - 1)) * (0.8 + this.random() * 0.4));
        this.notBefore = now + wait;
        this.broadcast(said(sessionLines, 'connectionLostAgain', { reason, times: again + 1, duration: durationPart(wait) }), 'warning');
      }
    }
    if (this.wanting.size > 0) void this.connect();
  }

  /** The game refused the account: every bot attached fails with the same reason. */
  private fail(failure: BotFailure): void {
    this.failure = failure;
    for (const waiter of this.waiters.splice(0)) waiter.reject(failure);
  }
}

/** The sessions of one runtime process, by game account. */
export class SessionPool {
  private readonly sessions = new Map<string, AccountSession>();

  constructor(private readonly options: SessionOptions) {}

  /** The account's session, created on first use. */
  for(account: AccountSpec): AccountSession {
    let session = this.sessions.get(account.id);
    if (!session) {
      session = new AccountSession(account, this.options, (ended) => {
        if (this.sessions.get(ended.id) === ended) this.sessions.delete(ended.id);
      });
      this.sessions.set(account.id, session);
    }
    return session;
  }

  get size(): number {
    return this.sessions.size;
  }

  /**
   * One login with these details, then out (Test login): a session of its own, outside the pool, so no
   * bot ever uses it. Waits at most `timeoutMs` through outages and cooldowns; then the last thing the
   * session said is the answer.
   */
  async checkLogin(account: AccountSpec, timeoutMs: number, look?: LookRequest): Promise<LoginCheck> {
    const heard: { text: string; message?: LineMessage }[] = [];
    const session = new AccountSession(account, this.options);
    session.attach({ botId: 'login-check', log: (text, _note, message) => heard.push({ text, ...(message && { message }) }), notify: () => {}, loggedIn: () => {} }, account);
    try {
      const signal = AbortSignal.timeout(timeoutMs);
      const client = await session.ready('login-check', signal);
      const loggedIn = said(sessionLines, 'loggedIn', { username: account.username, server: account.server });
      const answer = { ok: true, message: loggedIn.text, said: loggedIn.message };
      if (!look) return answer;
      return { ...answer, look: await plannerLook(client, look.keepAtHome, signal) };
    } catch (err) {
      if (err instanceof DOMException && (err.name === 'TimeoutError' || err.name === 'AbortError')) {
        const last = heard.filter((line) => !line.text.startsWith('Connecting to')).at(-1);
        const seconds = Math.round(timeoutMs / 1000);
        // The last thing the session said, in the asker's language too when it was said as a message.
        if (last && !last.message) return { ok: false, message: `${said(loginCheckAnswers, 'noLogin', { seconds }).text} ${last.text}` };
        const none = last ? said(loginCheckAnswers, 'noLoginLast', { seconds, last: last.message! }) : said(loginCheckAnswers, 'noLogin', { seconds });
        return { ok: false, message: none.text, said: none.message };
      }
      const failure = classify(err);
      return { ok: false, message: failure.reason, ...(failure.reasonWords && { said: failure.reasonWords }) };
    } finally {
      session.detach('login-check');
      session.close();
    }
  }

  closeAll(): void {
    for (const session of [...this.sessions.values()]) session.close();
  }
}
