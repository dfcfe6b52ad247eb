/**
 * Brute-force protection for sign-in and sign-up. Failed logins are counted per account and per address;
 * either reaching its limit blocks further attempts (even with the right password) until its window ends.
 * An attempt is counted when it starts and given back when it succeeds.
 */
import { RateLimiter } from '../../lib/rate-limit';
import { TooManyRequestsError } from '../../lib/errors';

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
  return new TooManyRequestsError(
    `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
    seconds,
  );
}

export function createAuthThrottle(limits: ThrottleLimits = DEFAULT_THROTTLE, now: () => number = Date.now) {
  const byAccount = new RateLimiter(limits.failuresPerAccount, limits.failureWindowMs, now);
  const byAddress = new RateLimiter(limits.failuresPerAddress, limits.failureWindowMs, now);
  const registrations = new RateLimiter(limits.registrationsPerAddress, limits.registrationWindowMs, now);

  return {
    /**
     * Counts a sign-in attempt as a failure *before* the password is checked, so simultaneous attempts
     * cannot all slip in while the slow hash runs: the attempt that would pass the limit is refused.
     * The caller settles it with loginSucceeded or loginAbandoned.
     */
    reserveLoginAttempt(email: string, address: string): void {
      const wait = Math.max(byAccount.blockedFor(email), byAddress.blockedFor(address));
      if (wait > 0) throw tooMany(wait);
      byAccount.hit(email);
      byAddress.hit(address);
    },
    /** The password was right: the account starts afresh and the address gets its attempt back. */
    loginSucceeded(email: string, address: string): void {
      byAccount.reset(email);
      byAddress.release(address);
    },
    /** The attempt could not be judged (the database was down): it does not count. */
    loginAbandoned(email: string, address: string): void {
      byAccount.release(email);
      byAddress.release(address);
    },
    /** Counts every registration attempt from an address, successful or not. */
    registrationAttempt(address: string): void {
      const wait = registrations.blockedFor(address);
      if (wait > 0) throw tooMany(wait);
      registrations.hit(address);
    },
  };
}

export type AuthThrottle = ReturnType<typeof createAuthThrottle>;
