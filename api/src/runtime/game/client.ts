/**
 * A game connection for one account: WebSocket, handshake, login, then paced commands. It knows the
 * game's protocol and nothing about who runs the server, so the same client plays the local game server
 * and, given the live game's login requirements, the live game.
 */
import { replyCommandOf, UNAWAITED, type CommandName, type Commands } from '@shared/game-wire/commands';
import { newSessionId, VERSION_CHECK } from '@shared/game-wire/client-build';
import { inClientOrder } from '@shared/game-wire/key-order';
import { loginFields } from '@shared/game-wire/login';
import {
  AUTO_JOIN,
  encodeCommand,
  encodeParams,
  parseReply,
  parseSys,
  RESULT,
  ROUND_TRIP,
  verChk,
  versionCheck,
  zoneLogin,
  type ReplyFrame,
} from '@shared/game-wire/protocol';
import { AccountPacing } from './account-pacing';
import { AwaitedReplies } from './awaited-replies';
import { GameConnectionError, GameError } from './errors';
import { settingOnly, type ClientBuildSource } from './client-build';
import { KnownSections } from './known-sections';
import { opened, openGameSocket, type ConnectRoute } from './socket';

// The errors a game connection raises, where every caller has always imported them from.
export { GameConnectionError, GameError } from './errors';

export type GameClientOptions = {
  /** Minimum time between two commands (200 ms: the live limit of 5 a second); the game drops connections that send bursts. */
  minIntervalMs?: number;
  /** How long to wait for a reply. */
  timeoutMs?: number;
  /** Keep-alive period: the live server drops a session that stays silent (60 s, as the game client). */
  keepAliveMs?: number;
  /** How long to wait for `sei` after the login before starting anyway (public bots warn at 30 s). */
  eventsTimeoutMs?: number;
  /** The game client build the handshake sends (client-build.ts); GAME_CLIENT_BUILD's default without one. */
  build?: ClientBuildSource;
};

/** A login with the password (and a reCAPTCHA token when one was minted), or with a login token (LT). */
export type LoginCredentials = { password: string; recaptcha: string | null } | { loginToken: string };

/** What the server said at the login: whether the running events came (`sei`). */
export type LoginOutcome = { events: boolean };

/** A command waiting for its answer, and what it asked (reply listeners read an answer with its question). */
/** `sentAt` (performance.now()): a frame sent to be answered, whose answer is a round trip (onRoundTrip). */

export class GameClient {
  private ws: WebSocket | null = null;
  private zone = '';
  private readonly replies = new AwaitedReplies();
  private sysWaiter: { resolve: (action: string) => void; reject: (err: Error) => void } | null = null;
  private readonly pushListeners = new Set<(frame: ReplyFrame) => void>();
  /** Every reply, answered or pushed: what watches the game beside the bots (the account's map) reads them here. */
  private readonly replyListeners = new Set<(frame: ReplyFrame, request: unknown) => void>();
  private readonly closeListeners = new Set<(reason: string, code: number) => void>();
  private readonly tripListeners = new Set<(seconds: number) => void>();
  private nextSendAt = 0;
  private closedByUs = false;
  private readonly minIntervalMs: number;
  private readonly timeoutMs: number;
  private readonly keepAliveMs: number;
  private readonly eventsTimeoutMs: number;
  private keepAlive: ReturnType<typeof setInterval> | null = null;
  private connectMs = 0;
  private roundTripMs = 0;
  private readonly loginTokenListeners = new Set<(token: string) => void>();
  /** The end of the last `inCastle` run: one castle is joined at a time per connection. */
  private castleTurn: Promise<unknown> = Promise.resolve();
  private readonly build: ClientBuildSource;
  /** The web client makes one per page load and sends it in every `vck` of that page: one per connection here. */
  private readonly sessionId = newSessionId();
  private readonly sections = new KnownSections();

  constructor(
    private readonly url: string,
    options: GameClientOptions = {},
    /** The account's attack and map pacing, kept by its session across logins. */
    private readonly pacing = new AccountPacing(),
  ) {
    this.minIntervalMs = options.minIntervalMs ?? 200;
    this.timeoutMs = options.timeoutMs ?? 15_000;
    this.keepAliveMs = options.keepAliveMs ?? 60_000;
    this.eventsTimeoutMs = options.eventsTimeoutMs ?? 30_000;
    this.build = options.build ?? settingOnly();
  }

  /** What the game has said, by section (known-sections.ts). */
  get known(): Record<string, unknown> {
    return this.sections.known;
  }

  /** When each section of `known` arrived. */
  get receivedAt(): Record<string, number> {
    return this.sections.receivedAt;
  }

  /** How long the handshake's roundTrip took on this connection (ms; 0 before it): the game's round trip as the bot saw it. */
  get roundTrip(): number {
    return this.roundTripMs;
  }

  get connected(): boolean {
    return this.ws?.readyState === WebSocket.OPEN;
  }

  /**
   * Opens the socket and performs the live handshake: version check, zone login (answered by the room
   * list, not logOK), autoJoin, roundTrip and the version check of the game build.
   */
  async connect(zone: string, route: ConnectRoute = {}): Promise<void> {
    this.zone = zone;
    this.closedByUs = false;
    // Read before the socket opens, so that reading the client's files is not timed as the connection (CONM).
    const build = await this.build.current();
    const opening = Date.now();
    const ws = openGameSocket(this.url, route);
    this.ws = ws;
    await opened(ws, this.url, route, this.timeoutMs);
    ws.addEventListener('message', (event) => this.receive(String(event.data)));
    ws.addEventListener('close', (event) => this.closed(event.reason || `code ${event.code}`, event.code));

    if ((await this.system(verChk())) !== 'apiOK') throw new GameConnectionError('the game server refused our client version', 'version_refused');
    this.connectMs = Date.now() - opening;
    // Answered by the room list; a system message here can only be a refusal.
    const rooms = this.expect('rlu');
    const refused = new Promise<never>((_, reject) => {
      this.sysWaiter = {
        resolve: (action) =>
          reject(
            action === 'logKO'
              ? new GameConnectionError(`the game server refused zone ${zone}`, 'handshake_failed')
              : new GameConnectionError(`unexpected answer to the zone login: ${action}`, 'unexpected_frame'),
          ),
        reject,
      };
    });
    refused.catch(() => {});
    ws.send(zoneLogin(zone, build));
    try {
      await Promise.race([rooms, refused]);
    } finally {
      this.sysWaiter = null;
    }
    if ((await this.system(AUTO_JOIN)) !== 'joinOK') throw new GameConnectionError('the game server did not let us into the lobby', 'unexpected_frame');
    // roundTrip and vck back to back, as the web client sends them on joining the lobby (EmpireCore
    // client/session.py:337-370, "BasicJoinedRoomCommand", dll line 33011).
    const tripStart = Date.now();
    const version = this.expect('vck');
    version.catch(() => {});
    const trip = this.system(ROUND_TRIP);
    ws.send(versionCheck(zone, build, this.sessionId));
    if ((await trip) !== 'roundTripRes') throw new GameConnectionError('the game server did not answer roundTrip', 'unexpected_frame');
    this.roundTripMs = Date.now() - tripStart;
    this.tripped(this.roundTripMs);
    const vck = await version;
    if (vck.result === VERSION_CHECK.TOO_LOW || vck.result === VERSION_CHECK.TOO_HIGH) {
      throw new GameConnectionError(
        `the game server says our client build ${build} is too ${vck.result === VERSION_CHECK.TOO_LOW ? 'old' : 'new'}`,
        'version_refused',
      );
    }
  }

  /**
   * Logs into the game account with the live client's fields (login.ts): the password, with a reCAPTCHA
   * token when one was minted, or a login token instead. Success has no payload; the server then pushes
   * the login bundle (`gbd`, needed), the running events (`sei`, waited for as public bots do) and, after
   * a password login, a login token (`slt`, whenever it comes: onLoginToken). The keep-alive starts. Wrong passwords, locks and invalid
   * login tokens surface as GameError with their result code.
   */
  async login(name: string, credentials: LoginCredentials, deviceId: string): Promise<LoginOutcome> {
    const fields = loginFields(name, credentials, { deviceId, connectMs: this.connectMs, roundTripMs: this.roundTripMs });
    return this.enter(() => this.send('lli', fields));
  }

  /**
   * Logs into a temporary server with the token `glt` gave on the main server, as ggejs's ExternalClient
   * does (`tle {GST, TLT, ADID: "null", AFUID: "appsFlyerUID", IDFV: null}`, src/commands/tle.js); the
   * login bundle follows as after `lli`.
   */
  async loginWithServerToken(serverType: number, token: string): Promise<LoginOutcome> {
    return this.enter(() => this.send('tle', { GST: serverType, TLT: token, ADID: 'null', AFUID: 'appsFlyerUID', IDFV: null }));
  }

  /** Sends a login and takes the login bundle (`gbd`, needed) and the running events (`sei`) that follow it. */
  private async enter(sendLogin: () => Promise<unknown>): Promise<LoginOutcome> {
    const gbd = this.expect('gbd', this.timeoutMs);
    const sei = this.expect('sei', this.eventsTimeoutMs);
    gbd.catch(() => {});
    sei.catch(() => {});
    try {
      await sendLogin();
    } catch (err) {
      this.replies.abandon('gbd');
      this.replies.abandon('sei');
      throw err;
    }
    this.startKeepAlive();
    const bundle = await gbd;
    if (bundle.result !== RESULT.OK) throw new GameError('gbd', bundle.result, undefined, bundle.payload);
    this.sections.keepBundle(bundle.payload);
    const events = await sei.catch(() => null);
    if (events) this.sections.learn('sei', events.payload);
    return { events: events !== null };
  }

  /** `pin` every keepAliveMs while connected; the reply has no payload. */
  private startKeepAlive(): void {
    this.stopKeepAlive();
    this.keepAlive = setInterval(() => {
      if (!this.connected) return;
      const pong = this.expect('pin', this.timeoutMs, performance.now());
      pong.catch(() => {});
      this.ws!.send(encodeParams(this.zone, 'pin', []));
    }, this.keepAliveMs);
  }

  private stopKeepAlive(): void {
    if (this.keepAlive) clearInterval(this.keepAlive);
    this.keepAlive = null;
  }

  /** The next frame of `command` (a reply or a push), whatever its result. */
  private expect(command: string, timeoutMs = this.timeoutMs, sentAt?: number): Promise<ReplyFrame> {
    return this.replies.wait(command, timeoutMs, `the game server did not send ${command} within ${timeoutMs / 1000} s`, { sentAt });
  }

  /**
   * Sends a command, no sooner than minIntervalMs after the previous one (and attacks and map reads at
   * the account's pace, account-pacing.ts), and resolves with its reply, whose riding sections (gcu,
   * grc, txi…) update `known`.
   */
  async send<C extends CommandName>(command: C, payload: Commands[C]['req']): Promise<Commands[C]['res']> {
    await this.paced(command, payload);

    const reply = await this.replies.wait(
      replyCommandOf(command),
      this.timeoutMs,
      `the game server did not answer ${command} within ${this.timeoutMs / 1000} s`,
      { request: payload, sentAt: performance.now() },
      () => this.ws!.send(encodeCommand(this.zone, command, inClientOrder(command, payload))),
    );
    if (reply.result !== RESULT.OK) {
      const detail = (reply.payload as { error?: string } | null)?.error;
      throw new GameError(command, reply.result, typeof detail === 'string' ? detail : undefined, reply.payload);
    }
    this.sections.learn(command, reply.payload);
    return reply.payload as Commands[C]['res'];
  }

  /**
   * Sends a command whose answer the game client does not read (`UNAWAITED`), at the same pace as
   * `send`, without waiting for anything; an answer that comes is a push nobody reads.
   */
  async post<C extends CommandName>(command: C, payload: Commands[C]['req']): Promise<void> {
    if (!UNAWAITED.has(command)) throw new Error(`${command} is answered: send it with send()`);
    await this.paced(command, payload);
    this.ws!.send(encodeCommand(this.zone, command, inClientOrder(command, payload)));
  }

  /** Waits for the account's pace and the minimum interval before a command; throws when not connected. */
  private async paced<C extends CommandName>(command: C, payload: Commands[C]['req']): Promise<void> {
    await this.pacing.before(command, payload);
    const wait = this.nextSendAt - Date.now();
    this.nextSendAt = Math.max(Date.now(), this.nextSendAt) + this.minIntervalMs;
    if (wait > 0) await Bun.sleep(wait);
    if (!this.connected) throw new GameConnectionError('not connected to the game server');
  }

  /** How long until this account may attack again (its pace, shared by its bots): 0 when now. */
  attackWaitMs(): number {
    return this.pacing.attackWaitMs();
  }

  /**
   * The login tokens the game hands out (`slt {LT}`, pushed after a password login: EmpireCore
   * client/client.py:250-251, SLTCommand bundle line 120936), for the next logins.
   */
  onLoginToken(listener: (token: string) => void): () => void {
    this.loginTokenListeners.add(listener);
    return () => this.loginTokenListeners.delete(listener);
  }

  /**
   * Enters a castle (`jca`, answered as `jaa` with its buildings) and runs `work` there. Recruiting and
   * building act on the castle the connection joined last, so the bots sharing this connection take
   * turns: no other bot's `jca` lands between this one and its `bup` or `eup`.
   */
  inCastle<T>(castle: { id: number; kingdomId: number }, work: (joined: Commands['jca']['res']) => Promise<T>): Promise<T> {
    const run = this.castleTurn.then(async () => work(await this.send('jca', { CID: castle.id, KID: castle.kingdomId })));
    this.castleTurn = run.catch(() => {});
    return run;
  }

  /** Every reply the server sends, the answers to our commands (with the request they answer) and its own messages alike. */
  onReply(listener: (frame: ReplyFrame, request: unknown) => void): () => void {
    this.replyListeners.add(listener);
    return () => this.replyListeners.delete(listener);
  }

  /** Messages the server sends on its own (e.g. a `gam` when an attack is launched at us). */
  onPush(listener: (frame: ReplyFrame) => void): () => void {
    this.pushListeners.add(listener);
    return () => this.pushListeners.delete(listener);
  }

  /**
   * Each round trip of this connection, in seconds (runtime/game-metrics.ts): an answered command from the
   * moment it left, the keep-alive `pin` and its answer, the handshake's `roundTrip`.
   */
  onRoundTrip(listener: (seconds: number) => void): () => void {
    this.tripListeners.add(listener);
    return () => this.tripListeners.delete(listener);
  }

  private tripped(ms: number): void {
    for (const listener of this.tripListeners) listener(ms / 1000);
  }

  /** Called when the connection ends for any reason other than close(), with the WebSocket close code. */
  onClose(listener: (reason: string, code: number) => void): () => void {
    this.closeListeners.add(listener);
    return () => this.closeListeners.delete(listener);
  }

  close(): void {
    this.stopKeepAlive();
    this.closedByUs = true;
    this.ws?.close(1000, 'logout');
    this.ws = null;
  }

  private system(message: string): Promise<string> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new GameConnectionError('the game server did not answer the handshake', 'timeout')), this.timeoutMs);
      this.sysWaiter = {
        resolve: (action) => {
          clearTimeout(timer);
          resolve(action);
        },
        reject: (err) => {
          clearTimeout(timer);
          reject(err);
        },
      };
      this.ws!.send(message);
    });
  }

  private receive(frame: string): void {
    const sys = parseSys(frame);
    if (sys) {
      const waiter = this.sysWaiter;
      this.sysWaiter = null;
      waiter?.resolve(sys.action);
      return;
    }
    const reply = parseReply(frame);
    if (!reply) return;
    const entry = this.replies.take(reply.command);
    for (const listener of this.replyListeners) listener(reply, entry?.request);
    if (entry) {
      if (entry.sentAt !== undefined) this.tripped(performance.now() - entry.sentAt);
      entry.resolve(reply);
      return;
    }
    // A push. What the client knows is updated from it; a command nobody reads is simply not used.
    if (reply.command === 'slt') {
      const token = (reply.payload as { LT?: unknown } | null)?.LT;
      if (typeof token === 'string' && token.length > 0 && token.length <= 512) for (const listener of this.loginTokenListeners) listener(token);
    } else if (reply.result === RESULT.OK) {
      this.sections.learn(reply.command, reply.payload);
    }
    for (const listener of this.pushListeners) listener(reply);
  }

  private closed(reason: string, code: number): void {
    this.stopKeepAlive();
    const err = new GameConnectionError(`connection to the game server lost (${reason})`, 'lost');
    this.sysWaiter?.reject(err);
    this.sysWaiter = null;
    this.replies.failAll(err);
    if (!this.closedByUs) for (const listener of this.closeListeners) listener(reason, code);
  }
}
