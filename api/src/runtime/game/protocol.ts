/**
 * The game's wire format, as public clients of the game speak it (see ../shared/guides/game-notes.md):
 *
 *   1. SmartFox-style XML system messages for the handshake:
 *        client: <msg t='sys'><body action='verChk' r='0'><ver v='166' /></body></msg>
 *        server: <msg t='sys'><body action='apiOK' r='0'></body></msg>
 *        client: <msg t='sys'><body action='login' r='0'><login z='EmpireEx_2'><nick><![CDATA[]]></nick><pword><![CDATA[1%en%0]]></pword></login></body></msg>
 *        server: <msg t='sys'><body action='logOK' r='0'><login id='0' mod='0' n='' /></body></msg>
 *   2. then extension commands as text frames:
 *        client: %xt%<zone>%<command>%1%<json>%
 *        server: %xt%<command>%1%<result code>%<json>%      (result 0 = success)
 *      The server also pushes unrequested messages in the reply form (e.g. `gam` when an attack is
 *      launched at the player).
 *
 * This module is the codec and the command vocabulary; it is shared by the bots' game client and the
 * local game server (simulator), and knows nothing of either.
 */

export const CLIENT_VERSION = '166';

/** Result codes. 0 is success; the rest are errors a client must handle. */
export const RESULT = {
  OK: 0,
  /** Generic failure of a command (bad parameters, not enough resources, target on cooldown…). */
  FAILED: 1,
  /** Unknown command. */
  UNKNOWN_COMMAND: 2,
  /** `lli` with the wrong password for an existing account. */
  WRONG_PASSWORD: 21,
  /** Too many wrong logins for this account: locked for a while. */
  LOGIN_LOCKED: 22,
  /** A command before `lli` succeeded. */
  NOT_LOGGED_IN: 23,
  /** Requests came too fast; the server drops the connection after sending this. */
  FLOOD: 28,
} as const;
export type ResultCode = (typeof RESULT)[keyof typeof RESULT];

export function describeResult(code: number): string {
  switch (code) {
    case RESULT.OK:
      return 'ok';
    case RESULT.FAILED:
      return 'the game refused the action';
    case RESULT.UNKNOWN_COMMAND:
      return 'unknown command';
    case RESULT.WRONG_PASSWORD:
      return 'wrong game password';
    case RESULT.LOGIN_LOCKED:
      return 'game account locked after too many wrong logins';
    case RESULT.NOT_LOGGED_IN:
      return 'not logged in';
    case RESULT.FLOOD:
      return 'too many requests: the game server closed the connection';
    default:
      return `game error ${code}`;
  }
}

// ---------------------------------------------------------------------------------------------------
// Handshake (XML system messages)

export function verChk(version = CLIENT_VERSION): string {
  return `<msg t='sys'><body action='verChk' r='0'><ver v='${version}' /></body></msg>`;
}

export function zoneLogin(zone: string): string {
  return `<msg t='sys'><body action='login' r='0'><login z='${zone}'><nick><![CDATA[]]></nick><pword><![CDATA[${CLIENT_VERSION}%en%0]]></pword></login></body></msg>`;
}

export function sysReply(action: 'apiOK' | 'apiKO' | 'logOK' | 'logKO', extra = ''): string {
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

export function encodeReply(command: string, result: number, payload: unknown): string {
  return `%xt%${command}%1%${result}%${JSON.stringify(payload ?? {})}%`;
}

export type CommandFrame = { zone: string; command: string; payload: unknown };
export type ReplyFrame = { command: string; result: number; payload: unknown };

/** The JSON part is everything between the fixed fields and the closing %, so it may contain %. */
export function parseCommand(frame: string): CommandFrame | null {
  const m = frame.match(/^%xt%([^%]+)%([^%]+)%1%([\s\S]*)%$/);
  if (!m) return null;
  try {
    return { zone: m[1]!, command: m[2]!, payload: JSON.parse(m[3]!) };
  } catch {
    return null;
  }
}

export function parseReply(frame: string): ReplyFrame | null {
  const m = frame.match(/^%xt%([^%]+)%1%(-?\d+)%([\s\S]*)%$/);
  if (!m) return null;
  try {
    return { command: m[1]!, result: Number(m[2]), payload: JSON.parse(m[3]!) };
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------------------------------------------
// The command vocabulary: request and reply payloads. Times are epoch milliseconds of real time;
// durations are already divided by the server's time scale.

export type Kingdom = 'green' | 'sands' | 'ice' | 'fire' | 'storm';
export type Resources = { wood: number; stone: number; food: number };

export type Castle = {
  id: number;
  name: string;
  kingdom: Kingdom;
  x: number;
  y: number;
  resources: Resources;
  capacity: number;
  /** Per game hour. */
  production: Resources;
  /** Soldiers at home. */
  troops: number;
  /** Taxes ready to collect, in coins. */
  taxes: number;
};

export type PlayerState = {
  playerId: number;
  name: string;
  level: number;
  coins: number;
  rubies: number;
  /** Skip items ("time skips") by minutes of travel they remove. */
  skips: { m1: number; m5: number; m30: number };
  castles: Castle[];
  /** Game time: real time × the server's time scale. */
  serverTime: number;
  timeScale: number;
};

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

export type Movement = {
  id: number;
  /** attack: our army on its way out; return: coming home with loot; incoming: someone attacking us. */
  type: 'attack' | 'return' | 'incoming';
  castleId: number;
  targetId: number | null;
  troops: number;
  arrivesAt: number;
  loot: Resources | null;
  attacker: string | null;
};

export type Commands = {
  /** Log into the game account. First login of an unknown name creates its castle. */
  lli: { req: { NOM: string; PW: string; LANG: string; CONM: number; DID: number; KID: string }; res: { playerId: number; created: boolean } };
  /** The big state bundle. */
  gbd: { req: Record<string, never>; res: PlayerState };
  /** Army movements. */
  gam: { req: Record<string, never>; res: { movements: Movement[] } };
  /** NPC targets around a castle (the area map), optionally of one kind. */
  gaa: { req: { castleId: number; kind?: NpcKind }; res: { targets: NpcTarget[] } };
  /** Send an attack. */
  cra: { req: { castleId: number; targetId: number; troops: number }; res: { movement: Movement } };
  /** Use a skip item on a movement of ours. */
  msd: { req: { movementId: number; skip: 'm1' | 'm5' | 'm30' }; res: { movement: Movement } };
  /** Collect taxes in a castle. */
  txc: { req: { castleId: number }; res: { coins: number; collected: number } };
  /** Hold a feast: costs food, raises production for a while. */
  fst: { req: { castleId: number; level: 1 | 2 | 3 }; res: { until: number; food: number } };
  /** Send resources from one castle to another. */
  rsr: { req: { fromCastleId: number; toCastleId: number; resources: Resources }; res: { arrivesAt: number } };
  /** Recruit soldiers (costs food and coins). */
  rcu: { req: { castleId: number; amount: number }; res: { troops: number } };
  /** Keep-alive. */
  pin: { req: Record<string, never>; res: { serverTime: number } };
};

export type CommandName = keyof Commands;
