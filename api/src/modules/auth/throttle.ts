/**
 * Brute-force protection for sign-in and sign-up. Failed logins are counted per account and per address;
 * either reaching its limit blocks further attempts (even with the right password) until its window ends.
 * An attempt is counted when it starts and given back when it succeeds.
 */
import type { KV } from '@nats-io/kv';
import { SharedCounter } from '../../lib/shared-counter';
import { TooManyRequestsError } from '../../lib/errors';
import { said } from '@shared/i18n/said';
import { authErrors } from './errors.messages';

export type ThrottleLimits = {
  failuresPerAccount: number;
  failuresPerAddress: number;
  failureWindowMs: number;
  registrationsPerAddress: number;
  registrationWindowMs: number;
};

export const DEFAULT_THROTTLE: ThrottleLimits = {
  failuresPerAccount: 5,
  failuresPerAddress: 20,
  failureWindowMs: 15 * 60_000,
  registrationsPerAddress: 10,
  registrationWindowMs: 60 * 60_000,
};

function tooMany(seconds: number): TooManyRequestsError {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return new TooManyRequestsError(said(authErrors, 'tooManyAttempts', { count: minutes }), seconds);
}

/**
 * The counters live in the engine (see lib/shared-counter.ts), so the limits hold across every API
 * instance. `namespace` keeps apart throttles that must not share counts (tests); one product uses one.
 */
export function createAuthThrottle(bucket: () => Promise<KV>, limits: ThrottleLimits = DEFAULT_THROTTLE, now: () => number = Date.now, namespace = 'auth') {
  const byAccount = new SharedCounter(bucket, `${namespace}.account`, limits.failuresPerAccount, limits.failureWindowMs, now);
  const byAddress = new SharedCounter(bucket, `${namespace}.address`, limits.failuresPerAddress, limits.failureWindowMs, now);
  const registrations = new SharedCounter(bucket, `${namespace}.registration`, limits.registrationsPerAddress, limits.registrationWindowMs, now);

  return {
    /**
     * Counts a sign-in attempt as a failure *before* the password is checked, so simultaneous attempts
     * (on any instance) cannot all slip in while the slow hash runs: the attempt that would pass the limit
     * is refused. The caller settles it with loginSucceeded or loginAbandoned.
     */
    async reserveLoginAttempt(email: string, address: string): Promise<void> {
      const accountWait = await byAccount.reserve(email);
      if (accountWait > 0) throw tooMany(accountWait);
      const addressWait = await byAddress.reserve(address);
      if (addressWait > 0) {
        await byAccount.release(email);
        throw tooMany(addressWait);
      }
    },
    /** The password was right: the account starts afresh and the address gets its attempt back. */
    async loginSucceeded(email: string, address: string): Promise<void> {
      await byAccount.reset(email);
      await byAddress.release(address);
    },
    /** The attempt could not be judged (the database was down): it does not count. */
    async loginAbandoned(email: string, address: string): Promise<void> {
      await byAccount.release(email);
      await byAddress.release(address);
    },
    /** Counts every registration attempt from an address, successful or not. */
    async registrationAttempt(address: string): Promise<void> {
      const wait = await registrations.reserve(address);
      if (wait > 0) throw tooMany(wait);
    },
  };
}

/** How long the engine keeps a counter after its last change: longer than any window above. */
export const THROTTLE_KEEP_MS = 2 * 60 * 60_000;

export type AuthThrottle = ReturnType<typeof createAuthThrottle>;
