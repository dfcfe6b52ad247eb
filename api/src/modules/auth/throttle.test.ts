/** The sign-in throttle on the engine's shared records (the run's real NATS), one namespace per test. */
import { afterAll, describe, expect, test } from 'bun:test';
import { createEngine, keyValueBucket } from '../../lib/engine';
import { ownCounters } from '../../../test/helpers';
import { createAuthThrottle, THROTTLE_KEEP_MS, type ThrottleLimits } from './throttle';

const limits: ThrottleLimits = {
  freeFailures: 3,
  firstDelayMs: 10_000,
  maxDelayMs: 60_000,
  failuresPerAddress: 12,
  failuresPerUser: 8,
  failureWindowMs: 600_000,
  registrationsPerAddress: 1,
  registrationWindowMs: 60_000,
};
/** Two API instances: two connections to the engine. */
const engines = [createEngine(process.env.NATS_URL!, 'throttle-test-1'), createEngine(process.env.NATS_URL!, 'throttle-test-2')];
afterAll(async () => {
  for (const engine of engines) await engine.close();
});
type Options = { now?: () => number; onUnderAttack?: (email: string) => void };
const throttleOn = (instance: 0 | 1, namespace: string, { now = Date.now, onUnderAttack }: Options = {}) =>
  createAuthThrottle({ bucket: keyValueBucket(engines[instance]!, 'throttle', THROTTLE_KEEP_MS), limits, now, namespace, onUnderAttack });
type Throttle = ReturnType<typeof throttleOn>;

/** The seconds a try must wait (0: it was let through, and counted as a failure). */
const waitOf = (attempt: Promise<unknown>) =>
  attempt.then(
    () => 0,
    (err: { status: number; headers: Record<string, string> }) => {
      expect(err.status).toBe(429);
      return Number(err.headers['retry-after']);
    },
  );
const fail = (throttle: Throttle, email: string, address: string, device: string | null = null) => waitOf(throttle.reserveLogin(email, address, device));

describe('auth throttle', () => {
  test('one client: three free failures, then a wait that doubles with each failure, up to the cap', async () => {
    let now = Date.now();
    const throttle = throttleOn(0, ownCounters(), { now: () => now });
    for (let i = 0; i < 3; i++) expect(await fail(throttle, 'a@x.io', '1.1.1.1')).toBe(0);
    const waits: number[] = [];
    for (let i = 0; i < 5; i++) {
      const wait = await fail(throttle, 'a@x.io', '1.1.1.1');
      waits.push(wait);
      now += wait * 1000;
      expect(await fail(throttle, 'a@x.io', '1.1.1.1')).toBe(0);
    }
    expect(waits).toEqual([10, 20, 40, 60, 60]);
  });

  test('twenty simultaneous wrong passwords on two instances: three are judged, the owner elsewhere is not held back', async () => {
    const namespace = ownCounters();
    const instances = [throttleOn(0, namespace), throttleOn(1, namespace)];
    const waits = await Promise.all(Array.from({ length: 20 }, (_, i) => fail(instances[i % 2]!, 'a@x.io', '6.6.6.6')));
    expect(waits.filter((w) => w === 0)).toHaveLength(3);
    expect(waits.filter((w) => w > 0)).toHaveLength(17);
    expect(await fail(instances[0]!, 'a@x.io', '7.7.7.7')).toBe(0);
  });

  test('an address failing against many accounts meets its ceiling, on every instance', async () => {
    const namespace = ownCounters();
    const [one, two] = [throttleOn(0, namespace), throttleOn(1, namespace)];
    for (let i = 0; i < limits.failuresPerAddress; i++) expect(await fail(one, `victim${i}@x.io`, '9.9.9.9')).toBe(0);
    expect(await fail(two, 'fresh@x.io', '9.9.9.9')).toBeGreaterThan(0);
    expect(await fail(two, 'fresh@x.io', '8.8.8.8')).toBe(0);
  });

  test("past the account's ceiling untrusted clients wait, its owner is told once, and a device cookie still counts only its own", async () => {
    const warned: string[] = [];
    const throttle = throttleOn(0, ownCounters(), { onUnderAttack: (email) => warned.push(email) });
    for (let i = 0; i < limits.failuresPerUser; i++) expect(await fail(throttle, 'owner@x.io', `10.0.0.${i}`)).toBe(0);
    for (let i = 0; i < 3; i++) expect(await fail(throttle, 'owner@x.io', `10.0.1.${i}`)).toBeGreaterThan(0);
    expect(warned).toEqual(['owner@x.io']);
    // The owner's browser, with its device cookie, from an address the attack used.
    for (let i = 0; i < 3; i++) expect(await fail(throttle, 'owner@x.io', '10.0.0.1', 'device-nonce')).toBe(0);
    expect(await fail(throttle, 'owner@x.io', '10.0.0.1', 'device-nonce')).toBeGreaterThan(0);
  });

  test('a right password starts the client afresh and gives the ceilings the try back', async () => {
    const throttle = throttleOn(0, ownCounters());
    for (let i = 0; i < 2; i++) expect(await fail(throttle, 'a@x.io', '1.1.1.1')).toBe(0);
    await (await throttle.reserveLogin('a@x.io', '1.1.1.1', null)).succeeded();
    for (let i = 0; i < 3; i++) expect(await fail(throttle, 'a@x.io', '1.1.1.1')).toBe(0);
    expect(await fail(throttle, 'a@x.io', '1.1.1.1')).toBeGreaterThan(0);
  });

  test('a try the database could not judge does not count', async () => {
    const throttle = throttleOn(0, ownCounters());
    for (let i = 0; i < 5; i++) await (await throttle.reserveLogin('a@x.io', '1.1.1.1', null)).abandoned();
    for (let i = 0; i < 3; i++) expect(await fail(throttle, 'a@x.io', '1.1.1.1')).toBe(0);
  });

  test('the counts outlive the instance that made them (an API restart)', async () => {
    const namespace = ownCounters();
    for (let i = 0; i < 3; i++) expect(await fail(throttleOn(0, namespace), 'a@x.io', '1.1.1.1')).toBe(0);
    const restarted = createEngine(process.env.NATS_URL!, 'throttle-test-restarted');
    const after = createAuthThrottle({ bucket: keyValueBucket(restarted, 'throttle', THROTTLE_KEEP_MS), limits, namespace });
    expect(await fail(after, 'a@x.io', '1.1.1.1')).toBe(10);
    await restarted.close();
  });

  test('the 429 says when to try again, in seconds under a minute and in minutes above', async () => {
    let now = Date.now();
    const throttle = throttleOn(0, ownCounters(), { now: () => now });
    await throttle.registrationAttempt('1.1.1.1');
    now += 15_000;
    const err = (await throttle.registrationAttempt('1.1.1.1').then(
      () => null,
      (e: unknown) => e,
    )) as { status: number; headers: Record<string, string>; message: string };
    expect(err.status).toBe(429);
    expect(err.headers['retry-after']).toBe('45');
    expect(err.message).toBe('Too many attempts. Please wait 45 seconds and try again.');
    for (let i = 0; i < 3; i++) await throttle.reserveLogin('a@x.io', '1.1.1.1', null);
    now += 1000;
    const delayed = (await throttle.reserveLogin('a@x.io', '1.1.1.1', null).then(
      () => null,
      (e: unknown) => e,
    )) as { message: string };
    expect(delayed.message).toBe('Too many attempts. Please wait 9 seconds and try again.');
    for (const wait of [9, 20, 40]) {
      now += wait * 1000;
      await throttle.reserveLogin('a@x.io', '1.1.1.1', null);
    }
    const capped = (await throttle.reserveLogin('a@x.io', '1.1.1.1', null).then(
      () => null,
      (e: unknown) => e,
    )) as { message: string };
    expect(capped.message).toBe('Too many attempts. Please wait 1 minute and try again.');
  });

  test('an engine that cannot be reached is a 503 with a message, not a way around the limit', async () => {
    const away = createEngine('nats://127.0.0.1:9', 'throttle-test-away');
    const throttle = createAuthThrottle({ bucket: keyValueBucket(away, 'throttle', THROTTLE_KEEP_MS), limits, namespace: ownCounters() });
    const err = (await throttle.reserveLogin('a@x.io', '1.1.1.1', null).then(
      () => null,
      (e: unknown) => e,
    )) as { status: number; message: string };
    expect(err.status).toBe(503);
    expect(err.message).toBe('Castellan cannot reach its engine (NATS) right now. Nothing was changed; please try again in a moment.');
    await away.close();
  });
});
