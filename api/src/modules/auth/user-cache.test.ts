/**
 * The session check's user cache. Another API instance is played by a second connection to the run's
 * engine: it changes the user in the database behind this process's back (the raw driver, so no
 * middleware here sees it) and announces it on `users.changed`, as that instance's middleware would.
 */
import { afterAll, expect, spyOn, test } from 'bun:test';
import { call, signUp, testApp, testConfig, waitFor } from '../../../test/helpers';
import { createEngine } from '../../lib/engine';
import { UserModel } from '../users/user.model';
import { USERS_CHANGED } from './user-cache';

const engine = createEngine(process.env.NATS_URL!, 'user-cache-test');
const otherInstance = createEngine(process.env.NATS_URL!, 'user-cache-test-other');
afterAll(async () => {
  await engine.close();
  await otherInstance.close();
});
const app = testApp({ engine });

/**
 * A round trip on this process's own connection: the engine answers it after everything it took before
 * (a subscription, or a message it routed here), so that is in place, and any callback has run.
 */
const engineCaughtUp = async () => (await engine.ready()).flush();

async function announce(id: string): Promise<void> {
  const nc = await otherInstance.ready();
  nc.publish(USERS_CHANGED, id);
  await nc.flush();
  await engineCaughtUp();
}

const me = (token: string, on = app) => call(on, 'GET', '/api/auth/me', { token });

/** Runs `run` with a count of the user reads from the database it makes. */
async function countingUserReads(run: (reads: () => number) => Promise<unknown>): Promise<void> {
  const reads = spyOn(UserModel, 'findById');
  try {
    await run(() => reads.mock.calls.length);
  } finally {
    reads.mockRestore();
  }
}

/**
 * The cache follows the engine from the first check on: signed-in checks until one is answered from
 * memory, then the engine holds the subscription, so another instance's announcement reaches it.
 */
async function keptInMemory(token: string): Promise<void> {
  await countingUserReads((reads) =>
    waitFor('the user kept in memory', async () => {
      const before = reads();
      expect((await me(token)).status).toBe(200);
      return reads() === before;
    }),
  );
  await engineCaughtUp();
}

test('the session check reads the user once, then from memory', async () => {
  const { token } = await signUp(app);
  expect((await me(token)).status).toBe(200);
  await keptInMemory(token);
  await countingUserReads(async (reads) => {
    for (let i = 0; i < 5; i++) expect((await me(token)).status).toBe(200);
    expect(reads()).toBeLessThanOrEqual(1);
  });
});

test("another instance's change (plan) is seen here at once, not after the cache's time", async () => {
  const { token, user } = await signUp(app);
  await keptInMemory(token);
  expect((await me(token)).body.user.user_metadata.plan).toBe('starter');
  await UserModel.collection.updateOne({ _id: new (await import('mongoose')).Types.ObjectId(user.id) }, { $set: { plan: 'professional' } });
  await announce(user.id);
  expect((await me(token)).body.user.user_metadata.plan).toBe('professional');
});

test('a user deleted on another instance is signed out here at once', async () => {
  const { token, user } = await signUp(app);
  await keptInMemory(token);
  await UserModel.collection.deleteOne({ _id: new (await import('mongoose')).Types.ObjectId(user.id) });
  await announce(user.id);
  expect((await me(token)).status).toBe(401);
});

test('a change made in this process drops the user at once (the middleware reports it)', async () => {
  const { token, user } = await signUp(app);
  await keptInMemory(token);
  await UserModel.updateOne({ _id: user.id }, { plan: 'plus' });
  expect((await me(token)).body.user.user_metadata.plan).toBe('plus');
  await UserModel.deleteOne({ _id: user.id });
  expect((await me(token)).status).toBe(401);
});

test('without the engine nothing is kept: every check reads the database', async () => {
  const away = createEngine('nats://127.0.0.1:9', 'user-cache-away');
  const offline = testApp({ engine: away, config: testConfig() });
  const { token } = await signUp(app);
  try {
    await countingUserReads(async (reads) => {
      for (let i = 0; i < 3; i++) expect((await me(token, offline)).status).toBe(200);
      expect(reads()).toBe(3);
    });
  } finally {
    await away.close();
  }
});
