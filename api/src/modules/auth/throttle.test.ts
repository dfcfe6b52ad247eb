/** The sign-in throttle on the engine's shared counters (the run's real NATS), one namespace per test. */
import { afterAll, describe, expect, test } from 'bun:test';
import { createEngine, keyValueBucket } from '../../lib/engine';
import { ownCounters } from '../../../test/helpers';
import { createAuthThrottle, THROTTLE_KEEP_MS } from './throttle';

const limits = { failuresPerAccount: 2, failuresPerAddress: 3, failureWindowMs: 60_000, registrationsPerAddress: 1, registrationWindowMs: 60_000 };
/** Two API instances: two connections to the engine. */
const engines = [createEngine(process.env.NATS_URL!, 'throttle-test-1'), createEngine(process.env.NATS_URL!, 'throttle-test-2')];
afterAll(async () => {
  for (const engine of engines) await engine.close();
});
const throttleOn = (instance: 0 | 1, namespace: string, now: () => number = Date.now) =>
  createAuthThrottle(keyValueBucket(engines[instance]!, 'throttle', THROTTLE_KEEP_MS), limits, now, namespace);
const refused = (attempt: Promise<unknown>) => attempt.then(() => false, (err: Error) => err.message.startsWith('Too many attempts'));

describe('auth throttle', () => {
  test('locks an account after its failures and unlocks when the window ends', async () => {
    let now = Date.now();
    const throttle = throttleOn(0, ownCounters(), () => now);
    await throttle.reserveLoginAttempt('a@x.io', '1.1.1.1');
    await throttle.reserveLoginAttempt('a@x.io', '2.2.2.2');
    expect(await refused(throttle.reserveLoginAttempt('a@x.io', '3.3.3.3'))).toBe(true);
    now += 60_001;
    expect(await refused(throttle.reserveLoginAttempt('a@x.io', '3.3.3.3'))).toBe(false);
  });

  test('an attempt counts when it starts: simultaneous attempts on two instances cannot pass the limit together', async () => {
    const namespace = ownCounters();
    const instances = [throttleOn(0, namespace), throttleOn(1, namespace)];
    const outcomes = await Promise.all(Array.from({ length: 10 }, (_, i) => refused(instances[i % 2]!.reserveLoginAttempt('a@x.io', `10.0.0.${i}`))));
    expect(outcomes.filter((r) => !r)).toHaveLength(limits.failuresPerAccount);
  });

  test('locks an address that fails against many accounts, on every instance', async () => {
    const namespace = ownCounters();
    const [one, two] = [throttleOn(0, namespace), throttleOn(1, namespace)];
    for (const email of ['a@x.io', 'b@x.io', 'c@x.io']) await one.reserveLoginAttempt(email, '9.9.9.9');
    expect(await refused(two.reserveLoginAttempt('fresh@x.io', '9.9.9.9'))).toBe(true);
    expect(await refused(two.reserveLoginAttempt('fresh@x.io', '8.8.8.8'))).toBe(false);
  });

  test('a refused address gives the account its attempt back', async () => {
    const throttle = throttleOn(0, ownCounters());
    for (const email of ['a@x.io', 'b@x.io', 'c@x.io']) await throttle.reserveLoginAttempt(email, '9.9.9.9');
    for (let i = 0; i < 3; i++) expect(await refused(throttle.reserveLoginAttempt('d@x.io', '9.9.9.9'))).toBe(true);
    // d@x.io was never judged: it still has both its attempts from another address.
    await throttle.reserveLoginAttempt('d@x.io', '7.7.7.7');
    await throttle.reserveLoginAttempt('d@x.io', '7.7.7.7');
    expect(await refused(throttle.reserveLoginAttempt('d@x.io', '7.7.7.7'))).toBe(true);
  });

  test('a successful sign-in clears the account counter and gives the address its attempt back', async () => {
    const throttle = throttleOn(0, ownCounters());
    await throttle.reserveLoginAttempt('a@x.io', '1.1.1.1');
    await throttle.loginSucceeded('a@x.io', '1.1.1.1');
    for (const email of ['b@x.io', 'c@x.io']) await throttle.reserveLoginAttempt(email, '1.1.1.1');
    await throttle.reserveLoginAttempt('a@x.io', '7.7.7.7');
    expect(await refused(throttle.reserveLoginAttempt('a@x.io', '1.1.1.1'))).toBe(false);
  });

  test('an attempt the database could not judge does not count', async () => {
    const throttle = throttleOn(0, ownCounters());
    for (let i = 0; i < 5; i++) {
      await throttle.reserveLoginAttempt('a@x.io', '1.1.1.1');
      await throttle.loginAbandoned('a@x.io', '1.1.1.1');
    }
    expect(await refused(throttle.reserveLoginAttempt('a@x.io', '1.1.1.1'))).toBe(false);
  });

  test('the 429 carries Retry-After in seconds', async () => {
    let now = Date.now();
    const throttle = throttleOn(0, ownCounters(), () => now);
    await throttle.registrationAttempt('1.1.1.1');
    now += 15_000;
    const err = await throttle.registrationAttempt('1.1.1.1').then(() => null, (e: unknown) => e);
    expect((err as { status: number }).status).toBe(429);
    expect((err as { headers: Record<string, string> }).headers['retry-after']).toBe('45');
  });

  test('an engine that cannot be reached is a 503 with a message, not a way around the limit', async () => {
    const away = createEngine('nats://127.0.0.1:9', 'throttle-test-away');
    const throttle = createAuthThrottle(keyValueBucket(away, 'throttle', THROTTLE_KEEP_MS), limits, Date.now, ownCounters());
    const err = (await throttle.reserveLoginAttempt('a@x.io', '1.1.1.1').then(() => null, (e: unknown) => e)) as { status: number; message: string };
    expect(err.status).toBe(503);
    expect(err.message).toBe('Castellan cannot reach its engine (NATS) right now. Nothing was changed; please try again in a moment.');
    await away.close();
  });
});
