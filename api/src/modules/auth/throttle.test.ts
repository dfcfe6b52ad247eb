import { describe, expect, test } from 'bun:test';
import { createAuthThrottle } from './throttle';

const limits = { failuresPerAccount: 2, failuresPerAddress: 3, failureWindowMs: 60_000, registrationsPerAddress: 1, registrationWindowMs: 60_000 };

describe('auth throttle', () => {
  test('locks an account after its failures and unlocks when the window ends', () => {
    let now = 0;
    const throttle = createAuthThrottle(limits, () => now);
    throttle.reserveLoginAttempt('a@x.io', '1.1.1.1');
    throttle.reserveLoginAttempt('a@x.io', '2.2.2.2');
    expect(() => throttle.reserveLoginAttempt('a@x.io', '3.3.3.3')).toThrow('Too many attempts');
    now = 60_001;
    expect(() => throttle.reserveLoginAttempt('a@x.io', '3.3.3.3')).not.toThrow();
  });

  test('an attempt counts when it starts, so attempts that have not finished yet cannot pass the limit', () => {
    const throttle = createAuthThrottle(limits, () => 0);
    const letIn = Array.from({ length: 10 }, () => {
      try {
        throttle.reserveLoginAttempt('a@x.io', `10.0.0.${Math.random()}`);
        return true;
      } catch {
        return false;
      }
    }).filter(Boolean).length;
    expect(letIn).toBe(limits.failuresPerAccount);
  });

  test('locks an address that fails against many accounts', () => {
    const throttle = createAuthThrottle(limits, () => 0);
    for (const email of ['a@x.io', 'b@x.io', 'c@x.io']) throttle.reserveLoginAttempt(email, '9.9.9.9');
    expect(() => throttle.reserveLoginAttempt('fresh@x.io', '9.9.9.9')).toThrow('Too many attempts');
    expect(() => throttle.reserveLoginAttempt('fresh@x.io', '8.8.8.8')).not.toThrow();
  });

  test('a successful sign-in clears the account counter and gives the address its attempt back', () => {
    const throttle = createAuthThrottle(limits, () => 0);
    throttle.reserveLoginAttempt('a@x.io', '1.1.1.1');
    throttle.loginSucceeded('a@x.io', '1.1.1.1');
    for (const email of ['b@x.io', 'c@x.io']) throttle.reserveLoginAttempt(email, '1.1.1.1');
    throttle.reserveLoginAttempt('a@x.io', '7.7.7.7');
    expect(() => throttle.reserveLoginAttempt('a@x.io', '1.1.1.1')).not.toThrow();
  });

  test('an attempt the database could not judge does not count', () => {
    const throttle = createAuthThrottle(limits, () => 0);
    for (let i = 0; i < 5; i++) {
      throttle.reserveLoginAttempt('a@x.io', '1.1.1.1');
      throttle.loginAbandoned('a@x.io', '1.1.1.1');
    }
    expect(() => throttle.reserveLoginAttempt('a@x.io', '1.1.1.1')).not.toThrow();
  });

  test('the 429 carries Retry-After in seconds', () => {
    let now = 0;
    const throttle = createAuthThrottle(limits, () => now);
    throttle.registrationAttempt('1.1.1.1');
    now = 15_000;
    try {
      throttle.registrationAttempt('1.1.1.1');
      throw new Error('expected a throttle');
    } catch (err) {
      expect((err as { status: number }).status).toBe(429);
      expect((err as { headers: Record<string, string> }).headers['retry-after']).toBe('45');
    }
  });
});
