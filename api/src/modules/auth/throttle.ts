/**
 * Brute-force protection for sign-in and sign-up that no stranger can turn against the owner (ASVS 5.0
 * 6.3.1: "prevent malicious account lockout"; 6.1.1: docs/accounts-and-security.md, "Sign-in throttling"):
 * - one client's wrong passwords for one account make its next tries wait longer and longer (OWASP
 *   Authentication Cheat Sheet: "ever increasing delays"); a client is its address, or the browser's
 *   device cookie for the account when it shows one (OWASP "Device Cookies": a trusted client is judged
 *   only by its own failures);
 * - one address's wrong passwords across every account have a ceiling (credential stuffing);
 * - an account's wrong passwords from untrusted clients (no device cookie) have a high ceiling: past it,
 *   untrusted clients wait for the window's end, the owner's browsers do not, and the owner is mailed once
 *   per window (ASVS 6.3.5: users are told of suspicious sign-in attempts).
 * A try is counted as a failure when it starts and given back when it succeeds, so simultaneous tries
 * (on any instance) cannot slip in together while the slow hash runs.
 */
import type { KV } from '@nats-io/kv';
import { GrowingDelay } from '../../lib/growing-delay';
import { SharedCounter } from '../../lib/shared-counter';
import { TooManyRequestsError } from '../../lib/errors';
import { said } from '@shared/i18n/said';
import { authErrors } from './errors.messages';

export type ThrottleLimits = {
  /** Wrong passwords one client may give an account before each further try waits. */
  freeFailures: number;
  /** The first wait; it doubles with each further failure, up to maxDelayMs. */
  firstDelayMs: number;
  maxDelayMs: number;
  /** Wrong passwords from one address across all accounts within failureWindowMs. */
  failuresPerAddress: number;
  /** Wrong passwords for one user (their e-mail) from clients without its device cookie within failureWindowMs. */
  failuresPerUser: number;
  failureWindowMs: number;
  registrationsPerAddress: number;
  registrationWindowMs: number;
};

export const DEFAULT_THROTTLE: ThrottleLimits = {
  freeFailures: 3,
  firstDelayMs: 5_000,
  maxDelayMs: 15 * 60_000,
  failuresPerAddress: 20,
  // ASVS 4.0 2.2.1 put the line at 100 failures an hour on one account: 25 per 15 minutes.
  failuresPerUser: 25,
  failureWindowMs: 15 * 60_000,
  registrationsPerAddress: 10,
  registrationWindowMs: 60 * 60_000,
};

/** "Please wait 8 seconds" under a minute, else whole minutes (rounded up). */
function tooMany(seconds: number): TooManyRequestsError {
  if (seconds < 60) return new TooManyRequestsError(said(authErrors, 'tooManyAttemptsSeconds', { count: Math.max(1, Math.ceil(seconds)) }), seconds);
  return new TooManyRequestsError(said(authErrors, 'tooManyAttempts', { count: Math.ceil(seconds / 60) }), seconds);
}

/** A counted sign-in try, settled once the password was judged. */
export type LoginAttempt = {
  /** The password was right: the client starts afresh and the ceilings get the try back. */
  succeeded(): Promise<void>;
  /** The try could not be judged (the database was down): it does not count. */
  abandoned(): Promise<void>;
};

export type AuthThrottleOptions = {
  bucket: () => Promise<KV>;
  limits?: ThrottleLimits;
  now?: () => number;
  /** Keeps apart throttles that must not share counts (tests); one product uses one. */
  namespace?: string;
  /** An account passed its ceiling: told once per window, with the address as it was typed (normalised). */
  onUnderAttack?: (email: string) => void;
};

export interface AuthThrottle {
  /**
   * Counts a sign-in try as a failure before the password is checked; throws the 429 (with Retry-After and when
   * to try again) when this client must wait. `device`: the nonce of a valid device cookie for this account
   * (device-cookie.ts), or null.
   */
  reserveLogin(email: string, address: string, device: string | null): Promise<LoginAttempt>;
  /** Counts every registration attempt from an address, successful or not. */
  registrationAttempt(address: string): Promise<void>;
}

/** The counters live in the engine (lib/shared-record.ts): the limits hold across every API instance and restart. */
export function createAuthThrottle({
  bucket,
  limits = DEFAULT_THROTTLE,
  now = Date.now,
  namespace = 'auth',
  onUnderAttack,
}: AuthThrottleOptions): AuthThrottle {
  const rule = { free: limits.freeFailures, firstDelayMs: limits.firstDelayMs, maxDelayMs: limits.maxDelayMs, forgetAfterMs: limits.failureWindowMs };
  const byClient = new GrowingDelay(bucket, `${namespace}.client`, rule, now);
  const byDevice = new GrowingDelay(bucket, `${namespace}.device`, rule, now);
  const byAddress = new SharedCounter(bucket, `${namespace}.address`, limits.failuresPerAddress, limits.failureWindowMs, now);
  // The bucket's key keeps its first name (".account"), so counts in flight survive an upgrade.
  const byUser = new SharedCounter(bucket, `${namespace}.account`, limits.failuresPerUser, limits.failureWindowMs, now);
  const warned = new SharedCounter(bucket, `${namespace}.warned`, 1, limits.failureWindowMs, now);
  const registrations = new SharedCounter(bucket, `${namespace}.registration`, limits.registrationsPerAddress, limits.registrationWindowMs, now);

  /** The owner hears of it once per window, however many instances see the ceiling passed. */
  async function warnOwner(email: string): Promise<void> {
    if (onUnderAttack && (await warned.reserve(email)) === 0) onUnderAttack(email);
  }

  /** A browser with the account's device cookie: only its own failures count. */
  async function reserveTrusted(device: string): Promise<LoginAttempt> {
    const wait = await byDevice.reserve(device);
    if (wait > 0) throw tooMany(wait);
    return { succeeded: () => byDevice.reset(device), abandoned: () => byDevice.release(device) };
  }

  async function reserveUntrusted(email: string, address: string): Promise<LoginAttempt> {
    const client = `${email}\n${address}`;
    const clientWait = await byClient.reserve(client);
    if (clientWait > 0) throw tooMany(clientWait);
    const addressWait = await byAddress.reserve(address);
    if (addressWait > 0) {
      await byClient.release(client);
      throw tooMany(addressWait);
    }
    const userWait = await byUser.reserve(email);
    if (userWait > 0) {
      await Promise.all([byClient.release(client), byAddress.release(address)]);
      await warnOwner(email);
      throw tooMany(userWait);
    }
    return {
      async succeeded() {
        await Promise.all([byClient.reset(client), byAddress.release(address), byUser.release(email)]);
      },
      async abandoned() {
        await Promise.all([byClient.release(client), byAddress.release(address), byUser.release(email)]);
      },
    };
  }

  return {
    reserveLogin(email: string, address: string, device: string | null): Promise<LoginAttempt> {
      return device ? reserveTrusted(device) : reserveUntrusted(email, address);
    },
    async registrationAttempt(address: string): Promise<void> {
      const wait = await registrations.reserve(address);
      if (wait > 0) throw tooMany(wait);
    },
  };
}

/** How long the engine keeps a counter after its last change: longer than any window or wait above. */
export const THROTTLE_KEEP_MS = 2 * 60 * 60_000;
