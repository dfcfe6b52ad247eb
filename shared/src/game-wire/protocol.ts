/**
 * The game's wire format, as public clients of the game speak it (see ../shared/guides/game-notes.md):
 *
 *   1. SmartFox-style XML system messages for the handshake, as the live server answers them:
 *        client: <msg t='sys'><body action='verChk' r='0'><ver v='166' /></body></msg>
 *        server: <msg t='sys'><body action='apiOK' r='0'></body></msg>
 *        client: <msg t='sys'><body action='login' r='0'><login z='EmpireEx_2'><nick><![CDATA[]]></nick><pword><![CDATA[undefined%en%0]]></pword></login></body></msg>
 *        server: NO logOK: `nfo`, `core_nfo` and the room list %xt%rlu%-1%1%0%100000%2%Lobby%
 *        client: autoJoin            server: joinOK
 *        client: roundTrip           server: roundTripRes
 *        client: %xt%<zone>%vck%1%undefined%web-html5%<RoundHouseKick>%<random>%   server: %xt%vck%1%0%<build>%
 *   2. then extension commands as text frames:
 *        client: %xt%<zone>%<command>%1%<json>%       or plain parameters: %xt%<zone>%pin%1%<RoundHouseKick>%
 *        server: %xt%<command>%<id>%<result code>%[<json or parameters>%]   (result 0 = success)
 *      A reply may carry nothing after its result (`%xt%lli%1%0%`, `%xt%pin%1%0%`); an empty parameter
 *      is sent as `<RoundHouseKick>`. The server also pushes unrequested messages in the reply form
 *      (`gbd`, `sei` after a login; `gam` when an attack is launched at the player).
 *
 * This module is the codec and the command vocabulary; it is shared by the bots' game client and the
 * local game server (simulator), and knows nothing of either.
 */

import type { LiveLoginData, LiveMovements, LiveSentMovement } from './live-shapes';

export const CLIENT_VERSION = '166';

/**
 * Result codes, as the live game uses them (game-notes; public clients' tables). 0 is success. Codes 1,
 * 2 and 23 are the local game server's own answers for refused actions, unknown commands and commands
 * before `lli`; 22 and 28 are about player names in the live table, so nothing here sends them for
 * anything else.
 */
export const RESULT = {
  OK: 0,
  /** Generic failure of a command (bad parameters, not enough resources, target on cooldown…). */
  FAILED: 1,
  /** Unknown command. */
  UNKNOWN_COMMAND: 2,
  /** `lli`: no such login. */
  WRONG_LOGIN: 20,
  /** `lli`: wrong password for an existing account. */
  WRONG_PASSWORD: 21,
  /** A command before `lli` succeeded. */
  NOT_LOGGED_IN: 23,
  /** The account is banned; the reply's `RS` gives the seconds left. */
  BANNED: 27,
  /** The login token (`LT`) is not valid (any more): get a new one and log in again. */
  INVALID_LOGIN_TOKEN: 409,
  /** LOGIN_COOLDOWN_ACTIVE: too many logins lately; the reply's `CD` gives the seconds to wait. */
  LOGIN_COOLDOWN: 453,
} as const;
export type ResultCode = (typeof RESULT)[keyof typeof RESULT];

/**
 * The WebSocket close code of a session replaced by a newer login of the same account. The live server
 * closes the older socket (game-notes: one session per account) but its close code is not public; this
 * is the local game server's, and the session treats it as "the player logged in elsewhere".
 */
export const REPLACED_CLOSE_CODE = 4001;

/** What a client does about a result: give up, wait `CD` and retry, renew the token, or carry on. */
export type ResultAction = 'ok' | 'refused' | 'wrong-login' | 'banned' | 'cooldown' | 'renew-token' | 'unknown';

const RESULT_TABLE: Record<number, { action: ResultAction; text: string }> = {
  [RESULT.OK]: { action: 'ok', text: 'ok' },
  [RESULT.FAILED]: { action: 'refused', text: 'the game refused the action' },
  [RESULT.UNKNOWN_COMMAND]: { action: 'refused', text: 'unknown command' },
  [RESULT.WRONG_LOGIN]: { action: 'wrong-login', text: 'wrong game login' },
  [RESULT.WRONG_PASSWORD]: { action: 'wrong-login', text: 'wrong game password' },
  22: { action: 'refused', text: 'the game refused the player name' },
  [RESULT.NOT_LOGGED_IN]: { action: 'refused', text: 'not logged in' },
  [RESULT.BANNED]: { action: 'banned', text: 'the game account is banned' },
  28: { action: 'refused', text: 'the player name is not allowed' },
  [RESULT.INVALID_LOGIN_TOKEN]: { action: 'renew-token', text: 'the login token is no longer valid' },
  [RESULT.LOGIN_COOLDOWN]: { action: 'cooldown', text: 'too many logins lately: the game asks to wait' },
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

/** The zone login as public clients send it (the official client puts its build number for `undefined`). */
export function zoneLogin(zone: string): string {
  return `<msg t='sys'><body action='login' r='0'><login z='${zone}'><nick><![CDATA[]]></nick><pword><![CDATA[undefined%en%0]]></pword></login></body></msg>`;
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

export function encodeCommand(zone: string, command: string, payload: unknown): string {
  return `%xt%${zone}%${command}%1%${JSON.stringify(payload ?? {})}%`;
}

/** A command with plain parameters instead of JSON (`pin`, `vck`); none is written as EMPTY_PARAM. */
export function encodeParams(zone: string, command: string, params: string[]): string {
  return `%xt%${zone}%${command}%1%${params.length ? params.join('%') : EMPTY_PARAM}%`;
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

export function parseCommand(frame: string): CommandFrame | null {
  const m = frame.match(/^%xt%([^%]+)%([^%]+)%1%([\s\S]*)$/);
  if (!m) return null;
  const parsed = body(m[3]!);
  return parsed ? { zone: m[1]!, command: m[2]!, ...parsed } : null;
}

export function parseReply(frame: string): ReplyFrame | null {
  const m = frame.match(/^%xt%([^%]+)%(-?\d+)%(-?\d+)%([\s\S]*)$/);
  if (!m) return null;
  const parsed = body(m[4]!);
  return parsed ? { command: m[1]!, requestId: Number(m[2]), result: Number(m[3]), ...parsed } : null;
}

// ---------------------------------------------------------------------------------------------------
// The command vocabulary: request and reply payloads. `gbd`, `gam` and the sent movement have the live
// shapes (live-shapes.ts); the others are the local game server's own (no public live shape). Times are
// epoch milliseconds of real time; durations are already divided by the server's time scale.

export type Kingdom = 'green' | 'sands' | 'ice' | 'fire' | 'storm';
export type Resources = { wood: number; stone: number; food: number };

export type NpcKind = 'baron' | 'seafort' | 'khan' | 'berimond' | 'fortress';

export type NpcTarget = {
  id: number;
  kind: NpcKind;
  kingdom: Kingdom;
  level: number;
  x: number;
  y: number;
  /** Soldiers needed to win reliably. */
  defence: number;
  /** Until when (epoch ms) it cannot be attacked again; 0 when ready. */
  cooldownUntil: number;
};

export type Commands = {
  /**
   * Log into the game account, with the live client's fields. First login of an unknown name creates its
   * castle (on the local game server). Success carries no payload.
   */
  lli: { req: LoginFields; res: null };
  /** The login bundle (live shape; pushed after `lli`, answered when asked). Read it with live-data.ts. */
  gbd: { req: Record<string, never>; res: LiveLoginData };
  /** Army movements (live shape; pushed when an attack is launched at the player). Read it with live-data.ts. */
  gam: { req: Record<string, never>; res: LiveMovements };
  /** NPC targets around a castle (the area map), optionally of one kind. */
  gaa: { req: { castleId: number; kind?: NpcKind }; res: { targets: NpcTarget[] } };
  /** Send an attack; the reply carries the new movement in the live shape (`AAM`). */
  cra: { req: { castleId: number; targetId: number; troops: number }; res: LiveSentMovement };
  /** Use a skip item on a movement of ours; the reply carries the movement as `cra`'s does. */
  msd: { req: { movementId: number; skip: 'm1' | 'm5' | 'm30' }; res: LiveSentMovement };
  /** Collect taxes in a castle. */
  txc: { req: { castleId: number }; res: { coins: number; collected: number } };
  /** Hold a feast: costs food, raises production for a while. */
  fst: { req: { castleId: number; level: 1 | 2 | 3 }; res: { until: number; food: number } };
  /** Send resources from one castle to another. */
  rsr: { req: { fromCastleId: number; toCastleId: number; resources: Resources }; res: { arrivesAt: number } };
  /** Recruit soldiers (costs food and coins). */
  rcu: { req: { castleId: number; amount: number }; res: { troops: number } };
  /** Keep-alive. */
  pin: { req: Record<string, never>; res: null };
  /** The events running now (also pushed after the login). */
  sei: { req: Record<string, never>; res: LiveEvents };
};

export type CommandName = keyof Commands;

/**
 * The recurring events our templates play, by the game's event id (`EID` in `sei`), from a public
 * client's copy of the game's event table: 4 Seaqueen (the Storm Islands and their sea forts), 5
 * NomadInvasion (the Khan's camps), 3 Faction (the Battle for Berimond). Which event carries which
 * targets is our reading of the event names.
 */
export const EVENT_IDS = { storm: 4, khan: 5, berimond: 3 } as const;
export type GameEvent = keyof typeof EVENT_IDS;

/** `sei`: the events running now, each with its id and the seconds it has left (`RS`), as the live entries carry them. */
export type LiveEvents = { E: { EID: number; RS: number }[] };

/** The `lli` fields the live game client sends (game-notes: the login, step 6). */
export type LoginFields = {
  CONM: number;
  RTM: number;
  ID: 0;
  PL: 1;
  NOM: string;
  PW: string;
  LT: string | null;
  LANG: string;
  /** A string, as the live client sends it. */
  DID: string;
  AID: string;
  KID: string;
  REF: string;
  GCI: string;
  SID: 9;
  PLFID: 1;
  /** reCAPTCHA v3 token the game client attaches (minted per login; see the login-token step). */
  RCT: string;
};

export function loginFields(name: string, password: string, extra: Partial<LoginFields> = {}): LoginFields {
  return { CONM: 175, RTM: 24, ID: 0, PL: 1, NOM: name, PW: password, LT: null, LANG: 'en', DID: '0', AID: '', KID: '', REF: '', GCI: '', SID: 9, PLFID: 1, RCT: '', ...extra };
}
