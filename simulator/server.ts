/**
 * The simulator on a real WebSocket: handshake, zone binding, login, rate limit and pushes, around a
 * World that holds the rules. Speaks api/src/runtime/game/protocol.ts and nothing else.
 */
import type { ServerWebSocket } from 'bun';
import { REPLACED_CLOSE_CODE, RESULT, encodeReply, parseCommand } from '@shared/game-wire/protocol';
import { CLIENT_FOLDER, clientFiles } from './session/client-files';
import { itemsFiles } from './economy/generals-hub';
import { answerSys, answerVersionCheck, DEFAULT_CLIENT_BUILDS, refusedVersionCheck, type ClientBuilds, type HandshakeStage } from './session/handshake';
import { replyCommandOf, type CommandName } from '@shared/game-wire/commands';
import { isGameCommand } from './session/commands';
import { RateWindow } from './session/flood';
import { keepSaving, loadState } from './session/persistence';
import { CommandFaults } from './core/command-faults';
import { movementList } from './map/movement-views';
import { createRng, hashKey } from './core/rng';
import { World, type ConnectionState } from './session/world';
import { asPayload, CommandError } from './core/payload';
import { TempServerTokens } from './events/temp-servers';
import { BATTLE_GROUND_ZONE, enterWithAlliance } from './events/battle-ground';
import { MAX_REQUESTS_PER_SECOND } from './core/rules';
import { routeHttp, simulatorRoutes } from './session/http';
import { operatorRoutes } from './session/operator';
import { isOwnOrigin } from './session/origin';
import { LiveSessions, liveKey } from './session/live-sessions';
import { countLogin } from './economy/login-rewards';
import { GameTokens } from './session/recaptcha';
import { NETWORK_DOCUMENT_PATH } from '@shared/game-wire/network';

export type SimulatorOptions = {
  port?: number;
  hostname?: string;
  seed?: number;
  timeScale?: number;
  maxRequestsPerSecond?: number;
  /** Chance that any command makes the server drop the connection instead of answering. */
  dropProbability?: number;
  stateFile?: string;
  now?: () => number;
  /** Chance per game hour of an NPC raid on a player (default 0.05). */
  raidChancePerHour?: number;
  /** How often connected players are caught up so raids are pushed without them asking (real ms). */
  pushIntervalMs?: number;
  saveIntervalMs?: number;
  /** A session that sends nothing for this long is closed, as the live server drops silent sessions (default 90 s). */
  silentTimeoutMs?: number;
  /** Live: only sockets whose Origin is this server's own site are answered (default true). */
  checkOrigin?: boolean;
  /**
   * `lli` without a reCAPTCHA token is refused (default false: the live game accepts logins without one
   * today, as public clients log in). A token that is sent is checked either way.
   */
  requireRecaptcha?: boolean;
  /** Real ms an account's attacks must be apart (default 4 s, as live). */
  attackSpacingMs?: number;
  /** Opens the operator's raid route (operator.ts) to holders of this key; none: no such route. */
  operatorKey?: string;
  /** The client builds `vck` lets in (handshake.ts; by default none older than the 2026-09-02 capture's). */
  clientBuilds?: ClientBuilds;
  /**
   * How a socket replaced by a newer login of its account is closed: 4001 (default, the simulator's own) or 1000, a plain close as live may (live-sessions.ts).
   */
  replacedCloseCode?: number;
};

export type Simulator = {
  url: string;
  /** The network configuration document this server serves for itself (http.ts). */
  networkUrl: string;
  /** The game's login page, where clients mint their reCAPTCHA tokens (http.ts). */
  loginPageUrl: string;
  /** The game client's folder (client-files.ts): where a bot reads the build this server takes. */
  clientUrl: string;
  /** Its origin: the `Origin` a socket must send. */
  origin: string;
  /** reCAPTCHA and login tokens (site key, revoking an account's login token in tests). */
  tokens: GameTokens;
  port: number;
  world: World;
  dropConnections(name?: string): void;
  /** Answers chosen commands with chosen codes, and counts what each player sends (command-faults.ts). */
  faults: CommandFaults;
  /** Sessions as the game sees them: logged-in sockets now, and successful logins and replacements so far per player. */
  sessions(name?: string): { live: number; logins: number; replaced: number };
  /** Test hook: from now on, replaced sockets are closed with this code (see SimulatorOptions.replacedCloseCode). */
  closeReplacedWith(code: number): void;
  /**
   * Test hook: from now on `vck` refuses every client build as too old (true), as the live game refused
   * old builds on 2026-10-12, or lets in the builds it was started with again (false).
   */
  refuseEveryBuild(refuse: boolean): void;
  stop(): Promise<void>;
};

/** Close codes the server uses. */
export const CLOSE = { FLOOD: 4008, REPLACED: REPLACED_CLOSE_CODE, SILENT: 4002, BANNED: 4027 } as const;

type Connection = {
  stage: HandshakeStage;
  lastFrameAt: number;
  zone: string | null;
  player: string | null;
  rate: RateWindow;
  closing: boolean;
  /** The castle joined with `jca`. */
  game: ConnectionState;
};
type Socket = ServerWebSocket<Connection>;

export async function startSimulator(opts: SimulatorOptions = {}): Promise<Simulator> {
  const tokens = new GameTokens(opts.seed ?? 1);
  const checkOrigin = opts.checkOrigin ?? true;
  const requireRecaptcha = opts.requireRecaptcha ?? false;
  const clientBuilds = opts.clientBuilds ?? DEFAULT_CLIENT_BUILDS;
  let refusingEveryBuild = false;
  const world = new World({
    seed: opts.seed ?? 1,
    timeScale: opts.timeScale ?? 60,
    now: opts.now ?? Date.now,
    ...(opts.raidChancePerHour === undefined ? {} : { raidChancePerHour: opts.raidChancePerHour }),
    ...(opts.attackSpacingMs === undefined ? {} : { attackSpacingMs: opts.attackSpacingMs }),
  });
  if (opts.stateFile) loadState(opts.stateFile, world);

  const maxRequestsPerSecond = opts.maxRequestsPerSecond ?? MAX_REQUESTS_PER_SECOND;
  const dropProbability = opts.dropProbability ?? 0;
  const faults = createRng(hashKey(world.seed, 'faults'));
  const sockets = new Set<Socket>();
  const live = new LiveSessions<Socket>(opts.replacedCloseCode ?? CLOSE.REPLACED);
  const tempTokens = new TempServerTokens();
  const commandFaults = new CommandFaults();

  world.onPush = (player, command, payload) => {
    live.get(player.zone, player.name)?.send(encodeReply(command, RESULT.OK, payload));
  };
  world.onRaids = (player) => {
    live.get(player.zone, player.name)?.send(encodeReply('gam', RESULT.OK, movementList(player, world.now(), world.seed)));
  };

  const reply = (ws: Socket, command: string, result: number, payload: unknown): void => {
    ws.send(encodeReply(command, result, payload));
  };

  /**
   * The token checks of `lli`, before the password: a login token (LT) stands for the password, and a
   * wrong one is 409 as live. A reCAPTCHA token that is sent must be one minted on the login page (how
   * the live game answers a bad one is not public: GENERAL_ERROR naming the token); none is needed
   * unless `requireRecaptcha`. A payload that is not an object passes here and is refused by the login.
   */
  function checkLoginTokens(zone: string, payload: unknown): { byLoginToken: boolean; refused?: { result: number; error: string } } {
    if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return { byLoginToken: false };
    const { NOM, LT, RCT } = payload as { NOM?: unknown; LT?: unknown; RCT?: unknown };
    if (LT !== null && LT !== undefined && LT !== '') {
      if (tokens.isLoginToken(liveKey(zone, String(NOM)), LT)) return { byLoginToken: true };
      return { byLoginToken: true, refused: { result: RESULT.INVALID_LOGIN_TOKEN, error: 'login token not valid' } };
    }
    if (RCT === undefined && !requireRecaptcha) return { byLoginToken: false };
    const check = tokens.useRecaptcha(RCT);
    return check.ok ? { byLoginToken: false } : { byLoginToken: false, refused: { result: RESULT.GENERAL_ERROR, error: check.reason } };
  }

  function handleCommand(ws: Socket, frame: string): void {
    const conn = ws.data;
    const parsed = parseCommand(frame);
    const command = parsed?.command ?? frame.match(/^%xt%[^%]*%([^%]+)%/)?.[1] ?? 'xt';
    if (conn.rate.exceeded()) {
      // Live: a burst is answered by dropping the connection, without a result code.
      conn.closing = true;
      ws.close(CLOSE.FLOOD, 'flood');
      return;
    }
    if (dropProbability > 0 && faults.next() < dropProbability) {
      conn.closing = true;
      ws.terminate();
      return;
    }
    // Refusals whose live codes are not public are GENERAL_ERROR.
    if (!parsed) return reply(ws, command, RESULT.GENERAL_ERROR, { error: 'malformed command frame' });
    if (conn.zone === null) return reply(ws, command, RESULT.GENERAL_ERROR, { error: 'log into a zone first' });
    if (conn.stage !== 'joined') return reply(ws, command, RESULT.GENERAL_ERROR, { error: 'join the lobby (autoJoin) first' });
    if (parsed.zone !== conn.zone) {
      return reply(ws, command, RESULT.GENERAL_ERROR, { error: `this connection is bound to zone ${conn.zone}` });
    }
    // Plain-parameter commands of the live client: the version check and the keep-alive.
    if (command === 'vck') return void ws.send(refusingEveryBuild ? refusedVersionCheck() : answerVersionCheck(parsed.params, clientBuilds));
    if (command === 'pin') return void ws.send(encodeReply('pin', RESULT.OK));
    // A temporary server's login with the token glt handed out (temp-servers.ts): `tle` answered as `tle`,
    // `tlep` as `lli`, then the login bundle as after lli.
    if (command === 'tle' || command === 'tlep') {
      const answer = command === 'tle' ? 'tle' : 'lli';
      let name: string;
      let home: string;
      try {
        ({ name, home } = tempTokens.redeem(asPayload(parsed.payload), conn.zone, world.now()));
      } catch (err) {
        return err instanceof CommandError
          ? reply(ws, answer, err.code, { error: err.message })
          : reply(ws, answer, RESULT.GENERAL_ERROR, { error: 'malformed login' });
      }
      const there = world.enterTempServer(conn.zone, name);
      if (conn.zone === BATTLE_GROUND_ZONE) enterWithAlliance(there, world.player(home, name));
      live.bind(ws, conn.zone, name);
      conn.game = { joined: { castleId: null } };
      ws.send(encodeReply(answer, RESULT.OK));
      ws.send(encodeReply('gbd', RESULT.OK, world.loginBundle(conn.zone, name)));
      ws.send(encodeReply('sei', RESULT.OK, world.eventList()));
      ws.send(encodeReply('gam', RESULT.OK, world.execute(conn.zone, name, 'gam', {}).payload));
      ws.send(encodeReply('qli', RESULT.OK, world.questList(conn.zone, name)));
      return;
    }
    if (command === 'glt') {
      if (conn.player === null) return reply(ws, command, RESULT.GENERAL_ERROR, { error: 'log in with lli first' });
      try {
        const issued = tempTokens.issue(
          asPayload(parsed.payload),
          { zone: conn.zone, name: conn.player },
          new Set(world.runningEvents().map((e) => e.id)),
          world.now(),
        );
        // Not live: the temporary server is this one; ZID, IID and ICS as the reply's fields, no values of our own meaning.
        return reply(ws, command, RESULT.OK, { TLT: issued.token, TSIP: shownHost, TSP: server.port ?? 0, TSZ: issued.zone, ZID: 0, IID: 0, ICS: 0 });
      } catch (err) {
        return err instanceof CommandError
          ? reply(ws, command, err.code, { error: err.message })
          : reply(ws, command, RESULT.GENERAL_ERROR, { error: 'malformed glt' });
      }
    }
    if (command === 'lli') {
      const gate = checkLoginTokens(conn.zone, parsed.payload);
      if (gate.refused) return reply(ws, command, gate.refused.result, { error: gate.refused.error });
      const byLoginToken = gate.byLoginToken;
      const result = world.login(conn.zone, parsed.payload, byLoginToken);
      if (result.result !== RESULT.OK || result.name === undefined) return reply(ws, command, result.result, result.payload);
      live.bind(ws, conn.zone, result.name);
      conn.game = { joined: { castleId: null } };
      countLogin(world.player(conn.zone, result.name)!, world.now());
      // Live: success without payload, then the login bundle, the running events and the movements.
      ws.send(encodeReply('lli', RESULT.OK));
      ws.send(encodeReply('gbd', RESULT.OK, world.loginBundle(conn.zone, result.name)));
      ws.send(encodeReply('sei', RESULT.OK, world.eventList()));
      ws.send(encodeReply('gam', RESULT.OK, world.execute(conn.zone, result.name, 'gam', {}).payload));
      // The active quests, pushed after the login (EmpireCore state/manager.py:254, "qli (pushed after login)").
      ws.send(encodeReply('qli', RESULT.OK, world.questList(conn.zone, result.name)));
      // After a password login (PL 1, a persistent login), a login token for the next ones: the live
      // `slt` push (EmpireCore client/client.py:250-251, SLTCommand bundle line 120936).
      if (!byLoginToken) ws.send(encodeReply('slt', RESULT.OK, { LT: tokens.issueLoginToken(liveKey(conn.zone, result.name)) }));
      return;
    }
    // Unknown commands and commands before the login: the live answers are not public.
    if (!isGameCommand(command)) return reply(ws, command, RESULT.GENERAL_ERROR, { error: `unknown command ${command}` });
    if (conn.player === null) return reply(ws, command, RESULT.GENERAL_ERROR, { error: 'log in with lli first' });
    const forced = commandFaults.arrived(conn.zone, conn.player, command);
    if (forced !== null) return reply(ws, replyCommandOf(command as CommandName), forced, {});
    const result = world.execute(conn.zone, conn.player, command, parsed.payload, conn.game);
    reply(ws, replyCommandOf(command as CommandName), result.result, result.payload);
    for (const [pushed, payload] of result.pushes ?? []) ws.send(encodeReply(pushed, RESULT.OK, payload));
    // A ban earned in the session (reading the map too fast) ends it.
    if (result.result === RESULT.IS_BANNED) {
      conn.closing = true;
      ws.close(CLOSE.BANNED, 'banned');
    }
  }

  const shownHost = !opts.hostname || opts.hostname === '0.0.0.0' || opts.hostname === '::' ? '127.0.0.1' : opts.hostname;
  // Plain HTTP pages beside the WebSocket (the network document; see http.ts). The host they name is
  // this server's, known once it listens.
  const httpRoutes = simulatorRoutes({ ownHost: () => `${shownHost}:${server.port ?? 0}`, tokens });
  if (opts.operatorKey) for (const [path, route] of operatorRoutes(world, commandFaults, opts.operatorKey, () => live.totals())) httpRoutes.set(path, route);
  for (const [path, route] of clientFiles(clientBuilds.oldest)) httpRoutes.set(path, route);
  for (const [path, route] of itemsFiles(world.timeScale)) httpRoutes.set(path, route);
  const server = Bun.serve({
    port: opts.port ?? 0,
    hostname: opts.hostname ?? '127.0.0.1',
    fetch(req, srv) {
      const page = routeHttp(httpRoutes, req);
      if (page) return page;
      if (checkOrigin && req.headers.get('upgrade')?.toLowerCase() === 'websocket' && !isOwnOrigin(req)) {
        return new Response('this game server answers only sockets from its own site (Origin)\n', { status: 403 });
      }
      const data: Connection = {
        stage: 'new',
        lastFrameAt: Date.now(),
        zone: null,
        player: null,
        rate: new RateWindow(maxRequestsPerSecond),
        closing: false,
        game: { joined: { castleId: null } },
      };
      if (srv.upgrade(req, { data })) return undefined;
      return new Response('game simulator: connect with a WebSocket\n', { status: 426 });
    },
    websocket: {
      data: {} as Connection,
      maxPayloadLength: 64 * 1024,
      // Live servers negotiate permessage-deflate and compress every message (EmpireCore network/deflate.py).
      perMessageDeflate: true,
      open(ws) {
        sockets.add(ws);
      },
      message(ws, message) {
        // Binary frames are not part of the protocol; frames after a close decision are ignored.
        if (typeof message !== 'string' || ws.data.closing) return;
        ws.data.lastFrameAt = Date.now();
        try {
          if (message.startsWith('<'))
            answerSys(
              message,
              ws.data,
              (zone) => world.hasZone(zone),
              (frame) => void ws.send(frame),
            );
          else if (message.startsWith('%xt%')) handleCommand(ws, message);
        } catch (error) {
          console.error('[simulator] frame handling failed:', error);
        }
      },
      close(ws) {
        sockets.delete(ws);
        live.unbind(ws, ws.data.zone);
      },
    },
  });

  // Only connected players are caught up on a timer; everyone else advances when next touched.
  const pushTimer = setInterval(() => {
    for (const ws of live.sockets()) {
      const { zone, player } = ws.data;
      if (zone !== null && player !== null) world.player(zone, player);
    }
  }, opts.pushIntervalMs ?? 3_000);

  // Live: a session that stays silent (no command, no keep-alive) is dropped.
  const silentTimeoutMs = opts.silentTimeoutMs ?? 90_000;
  const silenceTimer = setInterval(
    () => {
      const cutoff = Date.now() - silentTimeoutMs;
      for (const ws of sockets) {
        if (ws.data.lastFrameAt < cutoff && !ws.data.closing) {
          ws.data.closing = true;
          ws.close(CLOSE.SILENT, 'session silent too long');
        }
      }
    },
    Math.min(10_000, silentTimeoutMs / 3),
  );

  const saving = keepSaving(opts.stateFile, world, opts.saveIntervalMs);

  const port = server.port ?? 0;
  let stopped = false;

  return {
    url: `ws://${shownHost}:${port}/`,
    networkUrl: `http://${shownHost}:${port}${NETWORK_DOCUMENT_PATH}`,
    loginPageUrl: `http://${shownHost}:${port}/`,
    clientUrl: `http://${shownHost}:${port}${CLIENT_FOLDER}`,
    origin: `http://${shownHost}:${port}`,
    tokens,
    port,
    world,
    faults: commandFaults,
    sessions: (name?: string) => live.totals(name),
    closeReplacedWith(code: number) {
      live.replacedCloseCode = code;
    },
    refuseEveryBuild(refuse: boolean) {
      refusingEveryBuild = refuse;
    },
    dropConnections(name?: string) {
      for (const ws of sockets) {
        if (name === undefined || ws.data.player === name) {
          ws.data.closing = true;
          ws.terminate();
        }
      }
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      clearInterval(pushTimer);
      clearInterval(silenceTimer);
      saving.stop();
      await server.stop(true);
    },
  };
}
