/**
 * The handshake as the live server answers it (docs/game.md "The login, step by step": EmpireCore
 * client/session.py:257-365, GGE-BOT and the public capture of the web client's login): verChk, the
 * zone login (answered by info frames and the room list, no logOK), autoJoin, roundTrip, and the
 * version check `vck` of the client's build.
 */
import { CLIENT_VERSION, JOIN_OK, RESULT, ROOM_LIST, ROUND_TRIP_RES, encodeReply, parseSys, sysReply } from '@shared/game-wire/protocol';
import { DEFAULT_CLIENT_BUILD, isClientBuild, VERSION_CHECK } from '@shared/game-wire/client-build';
import { MAP_SIZE } from '../core/rules';

/** The live order: verChk, zone login, autoJoin, then commands. */
export type HandshakeStage = 'new' | 'versioned' | 'zoned' | 'joined';

/**
 * What the version check answers with: the server's versions, as the live reply of the 2026 capture
 * carries them (`%xt%vck%1%0%6.1156.7%41.7.0%`). EmpireCore reads the first as the server's build when
 * it names a refusal (client/session.py:367-368); what each names is not public.
 */
export const SERVER_VERSIONS = ['6.1156.7', '41.7.0'] as const;

/**
 * The client builds this server lets log in. Live refuses a build that is too old (status 1) or too new
 * (status 2; EmpireCore exceptions.py: the client's files and the server disagree around a game update),
 * yet lets public bots in that send `undefined` for the build: a build it cannot read is not refused.
 * How far from its own build the live server accepts is not public: this one refuses builds older than
 * `oldest` (the 2026-09-02 capture's by default) and, only when `newest` is set, builds newer than it.
 */
export type ClientBuilds = { oldest: string; newest: string | null };
export const DEFAULT_CLIENT_BUILDS: ClientBuilds = { oldest: DEFAULT_CLIENT_BUILD, newest: null };

/** The answer to `vck <build>%web-html5%<empty>%<session id>`. */
export function answerVersionCheck(params: readonly string[], builds: ClientBuilds): string {
  const build = params[0] ?? '';
  const status = !isClientBuild(build)
    ? RESULT.OK
    : Number(build) < Number(builds.oldest)
      ? VERSION_CHECK.TOO_LOW
      : builds.newest !== null && Number(build) > Number(builds.newest)
        ? VERSION_CHECK.TOO_HIGH
        : RESULT.OK;
  return `%xt%vck%1%${status}%${SERVER_VERSIONS.join('%')}%`;
}

/** The answer to `vck` that refuses the client's build as too old, whatever it is (a test's game update). */
export function refusedVersionCheck(): string {
  return `%xt%vck%1%${VERSION_CHECK.TOO_LOW}%${SERVER_VERSIONS.join('%')}%`;
}

/** One connection's handshake, as the server keeps it. */
export type HandshakeState = { stage: HandshakeStage; zone: string | null };

/** Answers a system message (`<msg t='sys'>…`) and moves the connection along the live order. */
export function answerSys(frame: string, conn: HandshakeState, hasZone: (zone: string) => boolean, send: (frame: string) => void): void {
  const sys = parseSys(frame);
  if (!sys) return;
  if (sys.action === 'verChk') {
    const ok = sys.version === CLIENT_VERSION;
    if (ok && conn.stage === 'new') conn.stage = 'versioned';
    send(sysReply(ok ? 'apiOK' : 'apiKO'));
  } else if (sys.action === 'login') {
    // The password field carries the client's build (`<build>%en%0`, or `undefined%en%0` from public
    // bots); the live server takes both, and the build is checked by `vck`.
    if (conn.stage !== 'versioned' || !sys.zone || !hasZone(sys.zone)) return send(sysReply('logKO'));
    conn.stage = 'zoned';
    conn.zone = sys.zone;
    // The live server sends no logOK: its info frames (`nfo` with the map's size in 13-tile sectors,
    // EmpireCore map/models/world.py:30-58) and the room list, then it waits for autoJoin.
    send(encodeReply('nfo', RESULT.OK, { sectorCountX: Math.ceil(MAP_SIZE / 13), sectorCountY: Math.ceil(MAP_SIZE / 13) }));
    send(encodeReply('core_nfo', RESULT.OK, { zone: sys.zone }));
    send(ROOM_LIST);
  } else if (sys.action === 'autoJoin') {
    if (conn.stage !== 'zoned') return;
    conn.stage = 'joined';
    send(JOIN_OK);
  } else if (sys.action === 'roundTrip') {
    send(ROUND_TRIP_RES);
  }
}
