/**
 * The login command `lli` as the live client sends it (docs/game.md "The login, step by step" step 6;
 * EmpireCore protocol/auth.py:106-135, C2SLoginVO bundle line 131792, key order as there).
 */

/** The `lli` fields. `RCT` (reCAPTCHA) is left out when there is none: public clients log in without it today. */
export type LoginFields = {
  CONM: number;
  RTM: number;
  ID: 0;
  PL: 1;
  NOM: string;
  PW?: string;
  LT: string | null;
  LANG: string;
  /** A string, as the live client sends it. */
  DID: string;
  /** The install's device id (deviceId below). */
  AID: string;
  KID: string;
  REF: string;
  GCI: string;
  SID: 9;
  PLFID: 1;
  RCT?: string;
};

/** The game's own site, which the live client names as `REF` (EmpireCore config.py LOGIN_DEFAULTS). */
export const GAME_SITE = 'https://empire.goodgamestudios.com';

/**
 * A device id as the game client makes one for an install: the epoch milliseconds followed by a whole
 * number below 999,999, no separator (EmpireCore config.py:30-38, "AccountCookie" dll line 9088; ggejs
 * src/commands/lli.js). Made once per game account and kept with it: a hard-coded id shared by many
 * accounts is "trivially correlatable, and mass-bannable" (EmpireCore).
 */
export function newDeviceId(now = Date.now(), random = Math.random): string {
  return `${now}${(random() * 999_999).toFixed(0)}`;
}

/**
 * Text as the client puts it into a command's JSON (EmpireCore protocol/text.py:11-22,
 * "TextValide.getValideSmartFoxJSONTextMessage", dll line 5817): `%`, `'`, `"`, a carriage return, a
 * backslash and a newline are replaced, in that order, and tabs become spaces.
 */
export function encodeJsonText(text: string): string {
  return text
    .replaceAll('%', '&percnt;')
    .replaceAll("'", '&145;')
    .replaceAll('"', '&quot;')
    .replaceAll('\r', '<br />')
    .replaceAll('\\', '%5C')
    .replaceAll('\n', '<br />')
    .replaceAll('\t', ' ');
}

/** The reverse for names and passwords a server receives (a newline and a carriage return both come back as a newline). */
export function decodeJsonText(text: string): string {
  return text.replaceAll('&percnt;', '%').replaceAll('&quot;', '"').replaceAll('&145;', "'").replaceAll('<br />', '\n').replaceAll('%5C', '\\');
}

/**
 * The `lli` fields for a password login (with `RCT` when a token was minted) or a login-token login
 * (`LT`, no `PW`, as EmpireCore session.py:303-307 sends it). CONM and RTM are the milliseconds the
 * socket took to open and to answer roundTrip (EmpireCore session.py:178-179, 340-342).
 */
export function loginFields(
  name: string,
  login: { password: string; recaptcha?: string | null } | { loginToken: string },
  device: { deviceId: string; connectMs?: number; roundTripMs?: number },
): LoginFields {
  const base = {
    CONM: Math.max(0, Math.round(device.connectMs ?? 0)),
    RTM: Math.max(0, Math.round(device.roundTripMs ?? 0)),
    ID: 0 as const,
    PL: 1 as const,
    NOM: encodeJsonText(name),
  };
  const tail = { LANG: 'en', DID: '0', AID: device.deviceId, KID: '', REF: GAME_SITE, GCI: '', SID: 9 as const, PLFID: 1 as const };
  if ('loginToken' in login) return { ...base, LT: login.loginToken, ...tail };
  return { ...base, PW: encodeJsonText(login.password), LT: null, ...tail, ...(login.recaptcha ? { RCT: login.recaptcha } : {}) };
}
