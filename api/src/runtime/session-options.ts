/** What a runtime tells its game sessions (session.ts): pace, clocks, backoff, proxies, tokens and the login guard. */
import type { AccountMap } from '@shared/account-map';
import type { AccountPacing, PacingOptions } from './game/account-pacing';
import type { GameClientOptions } from './game/client';
import type { LoginTokenProvider } from './game/login-token';
import type { ProxyRouter } from './game/proxy';
import type { LoginGuard } from './login-guard';
import type { GuardTiming } from './session-guard';
import type { AccountSpec } from './types';
import type { LoginAttempt } from './wire';

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
  /** The account's live map changed (map-watch.ts; at most once a second): the API keeps the newest for its readers. */
  onMap?: (map: AccountMap) => void;
  /** The game issued a login token for the account (or the one kept stopped working: null); the API keeps it sealed. */
  onLoginToken?: (accountId: string, token: string | null) => void;
  /**
   * Whether this runtime may log in now. A runner cut off from its fleet says no: another runner may
   * play the account by now, and two logins would throw each other out (sessions already logged in play on).
   */
  mayLogIn?: () => boolean;
  /**
   * What each login of the account came to (login-pattern.ts), and the handshake's round trip of one that
   * reached the game: the status page counts them per game world. A login that never went out is not told.
   */
  onLoginAttempt?: (account: AccountSpec, attempt: LoginAttempt) => void;
  /** A login of the account was reserved and its `lli` goes out: the ban-risk meter counts it and watches its pacing (runtime/risk/). */
  onLogin?: (account: AccountSpec, pacing: AccountPacing) => void;
  /**
   * The login budget and the holds of game accounts (login-guard.ts): the API's, over IPC or the engine.
   * Without one, the pool keeps them in the process (one process, one installation: tests, benchmarks).
   */
  guard?: LoginGuard;
  /** How often a waiting session asks the guard again, and a holder renews (GUARD_TIMING; tests shorten it). */
  guardTiming?: GuardTiming;
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
