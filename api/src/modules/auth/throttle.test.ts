import { describe, expect, test } from 'bun:test';
import { createAuthThrottle } from './throttle';

const limits = { failuresPerAccount: 2, failuresPerAddress: 3, failureWindowMs: 60_000, registrationsPerAddress: 1, registrationWindowMs: 60_000 };

describe('auth throttle', () => {
  test('locks an account after its failures and unlocks when the window ends', () => {
    let now = 0;
    const throttle = createAuthThrottle(limits, () => now);
    throttle.loginFailed('a@x.io', '1.1.1.1');
    throttle.assertLoginAllowed('a@x.io', '1.1.1.1');
    throttle.loginFailed('a@x.io', '2.2.2.2');
    expect(() => throttle.assertLoginAllowed('a@x.io', '3.3.3.3')).toThrow('Too many attempts');
    now = 60_001;
    expect(() => throttle.assertLoginAllowed('a@x.io', '3.3.3.3')).not.toThrow();
  });

  test('locks an address that fails against many accounts', () => {
    const throttle = createAuthThrottle(limits, () => 0);
    for (const email of ['a@x.io', 'b@x.io', 'c@x.io']) throttle.loginFailed(email, '9.9.9.9');
    expect(() => throttle.assertLoginAllowed('fresh@x.io', '9.9.9.9')).toThrow('Too many attempts');
    expect(() => throttle.assertLoginAllowed('fresh@x.io', '8.8.8.8')).not.toThrow();
  });

  test('a successful sign-in clears the account counter', () => {
    const throttle = createAuthThrottle(limits, () => 0);
    throttle.loginFailed('a@x.io', '1.1.1.1');
    throttle.loginSucceeded('a@x.io');
    throttle.loginFailed('a@x.io', '1.1.1.1');
    expect(() => throttle.assertLoginAllowed('a@x.io', '1.1.1.1')).not.toThrow();
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
