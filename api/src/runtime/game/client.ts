/**
 * A game connection for one account: WebSocket, handshake, login, then paced commands. It knows the
 * game's protocol and nothing about who runs the server, so the same client plays the local game server
 * and, given the live game's login requirements, the live game.
 */
import { replyCommandOf, RIDING_SECTIONS, UNAWAITED, type CommandName, type Commands } from '@shared/game-wire/commands';
import { applyQuestPush } from '@shared/game-wire/quest-list';
import { loginFields } from '@shared/game-wire/login';
import { AUTO_JOIN, describeResult, EMPTY_PARAM, encodeCommand, encodeParams, parseReply, parseSys, RESULT, ROUND_TRIP, verChk, zoneLogin, type ReplyFrame } from '@shared/game-wire/protocol';
import { AccountPacing } from './account-pacing';
import { proxyFailure, ProxyUnusableError, type WebSocketProxy } from './proxy';

export class GameError extends Error {
  /** What the game said, without the command: "wrong game password (…)". */
  readonly reason: string;
  constructor(
    readonly command: string,
    readonly result: number,
    detail?: string,
    /** The reply's payload, for fields such as RS (ban) and CD (cooldown). */
    readonly payload: unknown = null,
  ) {
    const reason = `${describeResult(result)}${detail ? ` (${detail})` : ''}`;
    super(`${command}: ${reason}`);
    this.reason = reason;
  }
}

export class GameConnectionError extends Error {}

export type GameClientOptions = {
  /** Minimum time between two commands (200 ms: the live limit of 5 a second); the game drops connections that send bursts. */
  minIntervalMs?: number;
  /** How long to wait for a reply. */
  timeoutMs?: number;
  /** Keep-alive period: the live server drops a session that stays silent (60 s, as the game client). */
  keepAliveMs?: number;
  /** How long to wait for `sei` after the login before starting anyway (public bots warn at 30 s). */
  eventsTimeoutMs?: number;
};

/** How to reach the game server: the page origin the game expects, and the account's proxy. */
export type ConnectRoute = {
  /** The `Origin` header of the socket, like the game's own page (the live server answers only its own site). */
  origin?: string | null;
  /** Bun's WebSocket `proxy` option for the account's outbound proxy (proxy.ts). */
  proxy?: WebSocketProxy;
};

/** A login with the password (and a reCAPTCHA token when one was minted), or with a login token (LT). */
export type LoginCredentials = { password: string; recaptcha: string | null } | { loginToken: string };

/** What the server said at the login: whether the running events came (`sei`). */
export type LoginOutcome = { events: boolean };

/** Commands whose pushes or replies are themselves a section of what the client knows (EmpireCore state/manager.py:279-361). */
const SECTION_COMMANDS = new Set<string>([...RIDING_SECTIONS, 'gam', 'gcl', 'gpi', 'gxp', 'qli']);

/** Bun's WebSocket takes handshake headers and a proxy; the DOM typings this project checks against do not say so. */
const BunWebSocket = WebSocket as unknown as new (url: string, options: { headers?: Record<string, string>; proxy?: WebSocketProxy }) => WebSocket;

/** A socket to a game server with the page origin the game expects and the account's proxy, if any. */
export function openGameSocket(url: string, route: ConnectRoute = {}): WebSocket {
  return new BunWebSocket(url, {
    ...(route.origin ? { headers: { Origin: route.origin } } : {}),
    ...(route.proxy ? { proxy: route.proxy } : {}),
  });
}

type Pending = { resolve: (frame: ReplyFrame) => void; reject: (err: Error) => void; timer: ReturnType<typeof setTimeout> };

export class GameClient {
  private ws: WebSocket | null = null;
  private zone = '';
  private readonly pending = new Map<string, Pending[]>();
  private sysWaiter: { resolve: (action: string) => void; reject: (err: Error) => void } | null = null;
  private readonly pushListeners = new Set<(frame: ReplyFrame) => void>();
  private readonly closeListeners = new Set<(reason: string, code: number) => void>();
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
  /**
   * What the game has said, by section: the login bundle's sections (pushed once per session; no public
   * client asks for `gbd` again), then each newer section from pushes and replies (a `dcl` asked for,
   * the `gcu` riding on a tax reply…). Read it with live-data.ts.
   */
  readonly known: Record<string, unknown> = {};
  /** When each section of `known` arrived: the times left in it count from then (live-data.ts ReceivedAt). */
  readonly receivedAt: Record<string, number> = {};

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
    const opening = Date.now();
    const ws = openGameSocket(this.url, route);
    this.ws = ws;
    const unreachable = () => new GameConnectionError(`could not reach the game server at ${this.url}${route.proxy ? " through the account's proxy" : ''}`);
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(unreachable()), this.timeoutMs);
      ws.addEventListener('open', () => {
        clearTimeout(timer);
        resolve();
      });
      ws.addEventListener('error', (event) => {
        clearTimeout(timer);
        // Through a proxy, say what the proxy did: a refused login fails the account, anything else is an outage.
        if (!route.proxy) return reject(unreachable());
        const failure = proxyFailure(route.proxy, this.url, (event as ErrorEvent).message ?? '');
        reject(failure.loginRefused ? new ProxyUnusableError(failure.message) : new GameConnectionError(failure.message));
      });
    });
    ws.addEventListener('message', (event) => this.receive(String(event.data)));
    ws.addEventListener('close', (event) => this.closed(event.reason || `code ${event.code}`, event.code));

    if ((await this.system(verChk())) !== 'apiOK') throw new GameConnectionError('the game server refused our client version');
    this.connectMs = Date.now() - opening;
    // Answered by the room list; a system message here can only be a refusal.
    const rooms = this.expect('rlu');
    const refused = new Promise<never>((_, reject) => {
      this.sysWaiter = {
        resolve: (action) => reject(new GameConnectionError(action === 'logKO' ? `the game server refused zone ${zone}` : `unexpected answer to the zone login: ${action}`)),
        reject,
      };
    });
    refused.catch(() => {});
    ws.send(zoneLogin(zone));
    try {
      await Promise.race([rooms, refused]);
    } finally {
      this.sysWaiter = null;
    }
    if ((await this.system(AUTO_JOIN)) !== 'joinOK') throw new GameConnectionError('the game server did not let us into the lobby');
    const tripStart = Date.now();
    if ((await this.system(ROUND_TRIP)) !== 'roundTripRes') throw new GameConnectionError('the game server did not answer roundTrip');
    this.roundTripMs = Date.now() - tripStart;
    const version = this.expect('vck');
    ws.send(encodeParams(zone, 'vck', ['undefined', 'web-html5', EMPTY_PARAM, String(Math.floor(Math.random() * 1e9))]));
    const vck = await version;
    if (vck.result === 1 || vck.result === 2) throw new GameConnectionError(`the game server says our client is too ${vck.result === 1 ? 'old' : 'new'}`);
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
      this.dropAll('gbd');
      this.dropAll('sei');
      throw err;
    }
    this.startKeepAlive();
    const bundle = await gbd;
    if (bundle.result !== RESULT.OK) throw new GameError('gbd', bundle.result, undefined, bundle.payload);
    if (bundle.payload && typeof bundle.payload === 'object') {
      Object.assign(this.known, bundle.payload);
      for (const section of Object.keys(bundle.payload)) this.receivedAt[section] = Date.now();
    }
    const events = await sei.catch(() => null);
    if (events) this.learn('sei', events.payload);
    return { events: events !== null };
  }

  /** `pin` every keepAliveMs while connected; the reply has no payload. */
  private startKeepAlive(): void {
    this.stopKeepAlive();
    this.keepAlive = setInterval(() => {
      if (!this.connected) return;
      const pong = this.expect('pin');
      pong.catch(() => {});
      this.ws!.send(encodeParams(this.zone, 'pin', []));
    }, this.keepAliveMs);
  }

  private stopKeepAlive(): void {
    if (this.keepAlive) clearInterval(this.keepAlive);
    this.keepAlive = null;
  }

  /** The next frame of `command` (a reply or a push), whatever its result. */
  private expect(command: string, timeoutMs = this.timeoutMs): Promise<ReplyFrame> {
    return new Promise<ReplyFrame>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.dropPending(command, entry);
        reject(new GameConnectionError(`the game server did not send ${command} within ${timeoutMs / 1000} s`));
      }, timeoutMs);
      const entry: Pending = { resolve, reject, timer };
      const queue = this.pending.get(command) ?? [];
      queue.push(entry);
      this.pending.set(command, queue);
    });
  }

  /**
   * Sends a command, no sooner than minIntervalMs after the previous one (and attacks and map reads at
   * the account's pace, account-pacing.ts), and resolves with its reply, whose riding sections (gcu,
   * grc, txi…) update `known`.
   */
  async send<C extends CommandName>(command: C, payload: Commands[C]['req']): Promise<Commands[C]['res']> {
    await this.paced(command, payload);

    const answer = replyCommandOf(command);
    const reply = await new Promise<ReplyFrame>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.dropPending(answer, entry);
        reject(new GameConnectionError(`the game server did not answer ${command} within ${this.timeoutMs / 1000} s`));
      }, this.timeoutMs);
      const entry: Pending = { resolve, reject, timer };
      const queue = this.pending.get(answer) ?? [];
      queue.push(entry);
      this.pending.set(answer, queue);
      this.ws!.send(encodeCommand(this.zone, command, payload));
    });
    if (reply.result !== RESULT.OK) {
      const detail = (reply.payload as { error?: string } | null)?.error;
      throw new GameError(command, reply.result, typeof detail === 'string' ? detail : undefined, reply.payload);
    }
    this.learn(command, reply.payload);
    return reply.payload as Commands[C]['res'];
  }

  /**
   * Sends a command whose answer the game client does not read (`UNAWAITED`), at the same pace as
   * `send`, without waiting for anything; an answer that comes is a push nobody reads.
   */
  async post<C extends CommandName>(command: C, payload: Commands[C]['req']): Promise<void> {
    if (!UNAWAITED.has(command)) throw new Error(`${command} is answered: send it with send()`);
    await this.paced(command, payload);
    this.ws!.send(encodeCommand(this.zone, command, payload));
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

  /** Keeps what a reply or push says: a section by its own name, and the sections riding inside it. */
  private learn(command: string, payload: unknown): void {
    if (payload === null || typeof payload !== 'object') return;
    const keep = (section: string, value: unknown) => {
      this.known[section] = value;
      this.receivedAt[section] = Date.now();
    };
    // A section may be a list (`sce`: `[[key, amount], …]`); nothing rides inside one.
    if (SECTION_COMMANDS.has(command)) keep(command, payload);
    if (Array.isArray(payload)) return;
    if (command === 'bfs') keep('boi', { ...(this.known.boi as object), bfs: payload });
    // Quests started and finished change the list the login's `qli` gave (quest-list.ts); before it, nothing to change.
    const qli = this.known.qli as { QL?: unknown } | undefined;
    if ((command === 'qst' || command === 'qfi' || command === 'msp') && Array.isArray(qli?.QL)) keep('qli', applyQuestPush({ ...qli, QL: qli.QL }, command, payload));
    // The castle list after a new castle (`mir` pushed, or inside `fjf`, the Berimond join's reply):
    // EmpireCore state/manager.py:507-524, the client's parse_MIR.
    const mir = command === 'mir' ? payload : (payload as Record<string, unknown>).mir;
    if (mir && typeof mir === 'object' && 'gcl' in mir && mir.gcl) keep('gcl', mir.gcl);
    for (const section of RIDING_SECTIONS) {
      const value = (payload as Record<string, unknown>)[section];
      if (value !== undefined && value !== null) keep(section, value);
    }
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

  /** Messages the server sends on its own (e.g. a `gam` when an attack is launched at us). */
  onPush(listener: (frame: ReplyFrame) => void): () => void {
    this.pushListeners.add(listener);
    return () => this.pushListeners.delete(listener);
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
      const timer = setTimeout(() => reject(new GameConnectionError('the game server did not answer the handshake')), this.timeoutMs);
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
    const entry = this.pending.get(reply.command)?.shift();
    if (entry) {
      clearTimeout(entry.timer);
      entry.resolve(reply);
      return;
    }
    // A push. What the client knows is updated from it; a command nobody reads is simply not used.
    if (reply.command === 'slt') {
      const token = (reply.payload as { LT?: unknown } | null)?.LT;
      if (typeof token === 'string' && token.length > 0 && token.length <= 512) for (const listener of this.loginTokenListeners) listener(token);
    } else if (reply.result === RESULT.OK) {
      this.learn(reply.command, reply.payload);
    }
    for (const listener of this.pushListeners) listener(reply);
  }

  private closed(reason: string, code: number): void {
    this.stopKeepAlive();
    const err = new GameConnectionError(`connection to the game server lost (${reason})`);
    this.sysWaiter?.reject(err);
    this.sysWaiter = null;
    for (const queue of this.pending.values()) {
      for (const entry of queue) {
        clearTimeout(entry.timer);
        entry.reject(err);
      }
    }
    this.pending.clear();
    if (!this.closedByUs) for (const listener of this.closeListeners) listener(reason, code);
  }

  private dropAll(command: string): void {
    for (const entry of this.pending.get(command) ?? []) clearTimeout(entry.timer);
    this.pending.delete(command);
  }

  private dropPending(command: string, entry: Pending): void {
    const queue = this.pending.get(command);
    if (queue) this.pending.set(command, queue.filter((e) => e !== entry));
  }
}
