/**
 * The game's wire format, as public clients of the game speak it (docs/game.md, "The live game's facts"):
 *
 *   1. SmartFox-style XML system messages for the handshake, as the live server answers them:
 *        client: <msg t='sys'><body action='verChk' r='0'><ver v='166' /></body></msg>
 *        server: <msg t='sys'><body action='apiOK' r='0'></body></msg>
 *        client: <msg t='sys'><body action='login' r='0'><login z='EmpireEx_2'><nick><![CDATA[]]></nick>
 *                <pword><![CDATA[<build>%en%0]]></pword></login></body></msg>   (one frame, wrapped here)
 *        server: NO logOK: `nfo`, `core_nfo` and the room list %xt%rlu%-1%1%0%100000%2%Lobby%
 *        client: autoJoin            server: joinOK
 *        client: roundTrip           server: roundTripRes
 *        client: %xt%<zone>%vck%1%<build>%web-html5%<RoundHouseKick>%<session id>%   server: %xt%vck%1%0%<versions>%
 *      (the web client's build and session id: client-build.ts; public bots send `undefined` for the build)
 *   2. then extension commands as text frames:
 *        client: %xt%<zone>%<command>%1%<json>%       or plain parameters: %xt%<zone>%pin%1%<RoundHouseKick>%
 *        server: %xt%<command>%<id>%<result code>%[<json or parameters>%]   (result 0 = success)
 *      A reply may carry nothing after its result (`%xt%lli%1%0%`, `%xt%pin%1%0%`); an empty parameter
 *      is sent as `<RoundHouseKick>`. The server also pushes unrequested messages in the reply form
 *      (`gbd`, `sei` after a login; `gam` when an attack is launched at the player).
 *
 * This module is the codec and the result codes; the commands are in commands.ts, the login's fields in
 * login.ts. It is shared by the bots' game client and the local game server (simulator), and knows
 * nothing of either.
 */

import { VERSION_CHECK_PLATFORM } from './client-build';

/** The SmartFox API version verChk sends (EmpireCore config.py game_version), not the game client's build. */
export const CLIENT_VERSION = '166';

/**
 * Result codes: the game client's ERROR enum as EmpireCore copies it (enums/errors.py, "dll line 20067").
 * 0 is success. Which code the live server uses for an unknown command, a command before `lli` and an
 * attack sent too soon is not public (EmpireCore says so for the last): the local game server answers
 * those with GENERAL_ERROR.
 */
export const RESULT = {
  OK: 0,
  GENERAL_ERROR: 1,
  INVALID_PARAMETER_VALUE: 2,
  MISSING_PARAMETER: 3,
  INVALID_WOD_ID: 4,
  INVALID_POSITION: 6,
  NOT_ENOUGH_COINS: 10,
  NOT_ENOUGH_RUBIES: 11,
  /** `lli`: a wrong password (INVALID_PASSWORD). */
  INVALID_PASSWORD: 20,
  /** `lli`: no such player (PLAYER_NOT_FOUND). */
  PLAYER_NOT_FOUND: 21,
  /** The account is banned; the reply's `RS` gives the seconds left. */
  IS_BANNED: 27,
  NOT_IN_OWNED_CASTLE: 53,
  /** `rms`: no such message (EmpireCore messages/service.py:98-115). */
  NO_SUCH_MESSAGE: 66,
  /** `rms`, `bls`: a message too old to read, answered as one not there (EmpireCore enums/errors.py, messages/service.py get_battle_report). */
  MESSAGEDATA_TOO_OLD: 225,
  NOT_ENOUGH_RESOURCES: 55,
  /** The building is at its highest level (NOT_UPGRADEABLE). */
  NOT_UPGRADEABLE: 56,
  /** The building is busy, e.g. upgrading already (INVALID_OBJECT_STATE). */
  INVALID_OBJECT_STATE: 62,
  NO_FREE_CONSTRUCTION_SLOT: 63,
  TOO_MUCH_UNITS: 88,
  /** `cds` to one's own castle (`cat` moves troops between one's own). */
  NO_SELF_DESTRUCTION: 92,
  COOLING_DOWN: 95,
  MOVEMENT_HAS_NO_UNITS: 100,
  /** `csm`: more spies than are at home (EmpireCore enums/errors.py NOT_ENOUGH_SPIES). */
  NOT_ENOUGH_SPIES: 105,
  /** `crm`: the castle has too few market carriages at home for the goods. */
  MISSING_CARRIAGE: 109,
  /** `crm`: as many carriages on their way to that player as the game allows (its limit is not public). */
  MAX_MARKET_MOVEMENTS_TO_PLAYER_REACHED: 228,
  /** `crm`: the castle has no Marketplace. */
  NO_MARKETPLACE: 262,
  PACKAGE_NOT_IN_EVENT: 158,
  PACKAGE_NOT_FOUND: 159,
  NO_PLAYER_FOUND: 153,
  /** `hgh` searching an alliance list for a name that matches none (EmpireCore alliance/service.py:822-860). */
  ALLI_NOT_FOUND: 114,
  /** `pep` for an event that is not running (EmpireCore ranking/service.py:77-79: a live server answered 145 with no event running). */
  NO_EVENT: 145,
  /** A shop package bought as often as it may be (PACKAGE_MAX_BUY_REACHED). */
  PACKAGE_MAX_BUY_REACHED: 237,
  NOT_ENOUGH_SPECIAL_CURRENCY: 327,
  INVALID_AREA: 203,
  INVALID_LORD_ID: 219,
  LORD_IN_MOVEMENT: 222,
  /** The login token (`LT`) is not valid (any more): log in with the password. */
  INVALID_LOGIN_TOKEN: 409,
  /** `qdr`, `qdc`: the quest is not one of the player's open ones (QUEST_ID_NOT_FOUND). */
  QUEST_ID_NOT_FOUND: 400,
  /** Too many logins lately; the reply's `CD` gives the seconds to wait. */
  LOGIN_COOLDOWN_ACTIVE: 453,
  ALREADY_COLLECTING_TAXES: 83,
  TAX_COLLECTOR_NOT_FINISHED: 84,
} as const;
export type ResultCode = (typeof RESULT)[keyof typeof RESULT];

/**
 * The WebSocket close code of a session replaced by a newer login of the same account. The live server
 * closes the older socket (docs/game.md "One session per account") but its close code is not public; this
 * is the local game server's, and the session treats it as "the player logged in elsewhere".
 */
export const REPLACED_CLOSE_CODE = 4001;

/** What a client does about a result: give up, wait `CD` and retry, renew the token, or carry on. */
export type ResultAction = 'ok' | 'refused' | 'wrong-login' | 'banned' | 'cooldown' | 'renew-token' | 'unknown';

const RESULT_TABLE: Record<number, { action: ResultAction; text: string }> = {
  [RESULT.OK]: { action: 'ok', text: 'ok' },
  [RESULT.GENERAL_ERROR]: { action: 'refused', text: 'the game refused the action' },
  [RESULT.INVALID_PARAMETER_VALUE]: { action: 'refused', text: 'the game found a value it does not accept' },
  [RESULT.MISSING_PARAMETER]: { action: 'refused', text: 'the game missed a value' },
  [RESULT.NOT_ENOUGH_COINS]: { action: 'refused', text: 'not enough coins' },
  [RESULT.NOT_ENOUGH_RUBIES]: { action: 'refused', text: 'not enough rubies' },
  [RESULT.INVALID_PASSWORD]: { action: 'wrong-login', text: 'wrong game password' },
  [RESULT.PLAYER_NOT_FOUND]: { action: 'wrong-login', text: 'no such game account' },
  [RESULT.IS_BANNED]: { action: 'banned', text: 'the game account is banned' },
  [RESULT.NOT_IN_OWNED_CASTLE]: { action: 'refused', text: 'not in one of your castles' },
  [RESULT.NOT_ENOUGH_RESOURCES]: { action: 'refused', text: 'not enough resources' },
  [RESULT.TOO_MUCH_UNITS]: { action: 'refused', text: 'too many units' },
  [RESULT.NO_SELF_DESTRUCTION]: { action: 'refused', text: 'not a castle of another player' },
  [RESULT.INVALID_WOD_ID]: { action: 'refused', text: 'not a building that can be placed' },
  [RESULT.INVALID_POSITION]: { action: 'refused', text: 'that place is taken' },
  [RESULT.NOT_UPGRADEABLE]: { action: 'refused', text: 'at its highest level' },
  [RESULT.INVALID_OBJECT_STATE]: { action: 'refused', text: 'the building is busy' },
  [RESULT.NO_FREE_CONSTRUCTION_SLOT]: { action: 'refused', text: 'every construction slot is busy' },
  [RESULT.PACKAGE_NOT_IN_EVENT]: { action: 'refused', text: 'the package is not sold in this event' },
  [RESULT.PACKAGE_NOT_FOUND]: { action: 'refused', text: 'no such package' },
  [RESULT.PACKAGE_MAX_BUY_REACHED]: { action: 'refused', text: 'bought as often as the shop allows' },
  [RESULT.NOT_ENOUGH_SPECIAL_CURRENCY]: { action: 'refused', text: 'not enough event currency' },
  [RESULT.COOLING_DOWN]: { action: 'refused', text: 'still cooling down' },
  [RESULT.MOVEMENT_HAS_NO_UNITS]: { action: 'refused', text: 'the army has no units' },
  [RESULT.MISSING_CARRIAGE]: { action: 'refused', text: 'not enough market carriages at home' },
  [RESULT.MAX_MARKET_MOVEMENTS_TO_PLAYER_REACHED]: { action: 'refused', text: 'as many carriages on their way as the game allows' },
  [RESULT.NO_MARKETPLACE]: { action: 'refused', text: 'the castle has no Marketplace' },
  [RESULT.NO_PLAYER_FOUND]: { action: 'refused', text: 'nothing found' },
  [RESULT.INVALID_AREA]: { action: 'refused', text: 'not a place that can be attacked' },
  [RESULT.INVALID_LORD_ID]: { action: 'refused', text: 'no such commander' },
  [RESULT.LORD_IN_MOVEMENT]: { action: 'refused', text: 'the commander is away with another army' },
  [RESULT.ALREADY_COLLECTING_TAXES]: { action: 'refused', text: 'taxes are already being collected' },
  [RESULT.TAX_COLLECTOR_NOT_FINISHED]: { action: 'refused', text: 'the tax collector has not finished' },
  [RESULT.QUEST_ID_NOT_FOUND]: { action: 'refused', text: 'the quest is not open' },
  [RESULT.INVALID_LOGIN_TOKEN]: { action: 'renew-token', text: 'the login token is no longer valid' },
  [RESULT.LOGIN_COOLDOWN_ACTIVE]: { action: 'cooldown', text: 'too many logins lately: the game asks to wait' },
};

export function resultAction(code: number): ResultAction {
  return RESULT_TABLE[code]?.action ?? 'unknown';
}

export function describeResult(code: number): string {
  return RESULT_TABLE[code]?.text ?? `game error ${code}`;
}

/** Seconds from a reply's `RS` (ban) or `CD` (cooldown) field, when it carries one. */
export function secondsIn(payload: unknown, field: 'RS' | 'CD'): number | null {
  const value = (payload as Record<string, unknown> | null)?.[field];
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null;
}

// ---------------------------------------------------------------------------------------------------
// Handshake (XML system messages)

export function verChk(version = CLIENT_VERSION): string {
  return `<msg t='sys'><body action='verChk' r='0'><ver v='${version}' /></body></msg>`;
}

/**
 * The zone login as the web client sends it: its build, the language and the distributor id in the
 * password field (`1167009%en%0` in the 2026-09-02 capture; EmpireCore client/session.py:260-266 sends
 * `<build>%<LANG>%<DID>`). Public bots that know no build send `undefined` there.
 */
export function zoneLogin(zone: string, build: string): string {
  return `<msg t='sys'><body action='login' r='0'><login z='${zone}'><nick><![CDATA[]]></nick><pword><![CDATA[${build}%en%0]]></pword></login></body></msg>`;
}

/**
 * The version check after roundTrip: the build, the platform, an empty parameter and the page load's
 * session id (EmpireCore protocol/auth.py:200-211 build_version_check, "BasicJoinedRoomCommand.execute"
 * dll line 33011). The reply's status is 0, or 1/2 when the build is too low/high (client-build.ts).
 */
export function versionCheck(zone: string, build: string, sessionId: string): string {
  return encodeParams(zone, 'vck', [build, VERSION_CHECK_PLATFORM, '', sessionId]);
}

export const AUTO_JOIN = "<msg t='sys'><body action='autoJoin' r='-1'></body></msg>";
export const JOIN_OK = "<msg t='sys'><body action='joinOK' r='1'><pid id='0'/><vars /><uLs r='1'></uLs></body></msg>";
export const ROUND_TRIP = "<msg t='sys'><body action='roundTrip' r='1'></body></msg>";
export const ROUND_TRIP_RES = "<msg t='sys'><body action='roundTripRes' r='1'></body></msg>";
/** The room list the live server sends after a zone login, literally. */
export const ROOM_LIST = '%xt%rlu%-1%1%0%100000%2%Lobby%';
/** How the protocol writes an empty parameter. */
export const EMPTY_PARAM = '<RoundHouseKick>';

export function sysReply(action: 'apiOK' | 'apiKO' | 'logKO', extra = ''): string {
  return `<msg t='sys'><body action='${action}' r='0'>${extra}</body></msg>`;
}

export type SysMessage = { action: string; version?: string; zone?: string };

export function parseSys(frame: string): SysMessage | null {
  if (!frame.startsWith('<msg')) return null;
  const action = frame.match(/action='([^']+)'/)?.[1];
  if (!action) return null;
  return {
    action,
    version: frame.match(/<ver v='([^']+)'/)?.[1],
    zone: frame.match(/<login z='([^']+)'/)?.[1],
  };
}

// ---------------------------------------------------------------------------------------------------
// Extension commands

/**
 * A command's text as the live client escapes it: each `%` becomes `&percnt;` and each `'` is dropped
 * (EmpireCore protocol/base.py:38-44, "TextValide.getValideSmartFoxText", dll line 5816), so a `%`
 * inside the JSON never splits the frame.
 */
export function smartFoxText(text: string): string {
  return text.replaceAll('%', '&percnt;').replaceAll("'", '');
}

/** `%xt%<zone>%<command>%<room>%<json>%`, the room being the lobby joined (1). */
export function encodeCommand(zone: string, command: string, payload: unknown): string {
  return `%xt%${zone}%${command}%1%${smartFoxText(JSON.stringify(payload ?? {}))}%`;
}

/** A command with plain parameters instead of JSON (`pin`, `vck`); none is written as EMPTY_PARAM. */
export function encodeParams(zone: string, command: string, params: string[]): string {
  return `%xt%${zone}%${command}%1%${params.length ? params.map((p) => (p === '' ? EMPTY_PARAM : smartFoxText(p))).join('%') : EMPTY_PARAM}%`;
}

/** A reply; `payload` undefined sends nothing after the result, as the live `lli` and `pin` replies do. */
export function encodeReply(command: string, result: number, payload?: unknown): string {
  return payload === undefined ? `%xt%${command}%1%${result}%` : `%xt%${command}%1%${result}%${JSON.stringify(payload)}%`;
}

/** `payload` is the JSON part when there is one; `params` the plain parameters otherwise. */
export type CommandFrame = { zone: string; command: string; payload: unknown; params: string[] };
/** `payload` is null when the reply carries no JSON (nothing, or plain parameters in `params`). */
export type ReplyFrame = { command: string; requestId: number; result: number; payload: unknown; params: string[] };

/** What follows the fixed fields: JSON (which may itself contain %), plain parameters, or nothing. */
function body(rest: string): { payload: unknown; params: string[] } | null {
  if (rest === '') return { payload: null, params: [] };
  if (!rest.endsWith('%')) return null;
  const inner = rest.slice(0, -1);
  if (inner.startsWith('{') || inner.startsWith('[')) {
    try {
      return { payload: JSON.parse(inner), params: [] };
    } catch {
      return null;
    }
  }
  return { payload: null, params: inner === EMPTY_PARAM ? [] : inner.split('%') };
}

/** A command as a server reads it; `&percnt;` in its JSON is a `%` again. */
export function parseCommand(frame: string): CommandFrame | null {
  const m = frame.match(/^%xt%([^%]+)%([^%]+)%(-?\d+)%([\s\S]*)$/);
  if (!m) return null;
  const parsed = body(m[4]!.replaceAll('&percnt;', '%'));
  return parsed ? { zone: m[1]!, command: m[2]!, ...parsed } : null;
}

export function parseReply(frame: string): ReplyFrame | null {
  const m = frame.match(/^%xt%([^%]+)%(-?\d+)%(-?\d+)%([\s\S]*)$/);
  if (!m) return null;
  const parsed = body(m[4]!);
  return parsed ? { command: m[1]!, requestId: Number(m[2]), result: Number(m[3]), ...parsed } : null;
}
