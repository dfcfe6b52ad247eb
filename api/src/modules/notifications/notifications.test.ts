import { describe, expect, test } from 'bun:test';
import mongoose from 'mongoose';
import { call, signUp, testApp } from '../../../test/helpers';
import { AnnouncementModel } from '../announcements/announcement.model';
import { NOTIFICATIONS_KEPT, notify } from './service';

const app = testApp();

describe('GET /api/users/me', () => {
  test('returns the profile with its subscription', async () => {
    const { token, user } = await signUp(app);
    const res = await call(app, 'GET', '/api/users/me', { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      user: { ...user, app_metadata: { ...user.app_metadata, emailVerified: true } },
      subscription: {
        plan: 'starter',
        status: 'none',
        payment_provider: null,
        next_billing_time: null,
        transaction_id: null,
        grace_ends_at: null,
        granted: false,
      },
      // Not chosen yet: a schedule proposes the browser's zone.
      timeZone: null,
    });
    expect((await call(app, 'GET', '/api/users/me')).status).toBe(401);
  });
});

describe('GET /api/users/me/notifications', () => {
  test('newest first, only your own, bounded', async () => {
    const alice = await signUp(app);
    const bob = await signUp(app);
    await notify(alice.user.id, 'attack', 'Bot "A" started.');
    await Bun.sleep(5); // a later creation time, so newest-first is decided by it (the id only breaks ties)
    await notify(alice.user.id, 'error', 'Bot "A" stopped.');
    await notify(bob.user.id, 'attack', 'Bot "B" started.');
    const res = await call(app, 'GET', '/api/users/me/notifications', { token: alice.token });
    expect(res.status).toBe(200);
    expect(res.body.map((n: { message: string }) => n.message)).toEqual(['Bot "A" stopped.', 'Bot "A" started.']);
    expect(Object.keys(res.body[0]).sort()).toEqual(['created_at', 'id', 'link', 'message', 'open_attack', 'read', 'resolved_at']);
    // Where each leads: a bot's news without a bot (as here) the dashboard, an error without one the webhooks it is about.
    expect(res.body.map((n: { link: string }) => n.link)).toEqual(['/settings#webhooks', '/dashboard']);
    expect(res.body[0].open_attack).toBeNull();
    expect((await call(app, 'GET', '/api/users/me/notifications?limit=1', { token: alice.token })).body).toHaveLength(1);
    expect((await call(app, 'GET', '/api/users/me/notifications?limit=0', { token: alice.token })).status).toBe(422);
    const fraction = await call(app, 'GET', '/api/users/me/notifications?limit=1.5', { token: alice.token });
    expect([fraction.status, fraction.body.message]).toEqual([422, 'limit must be a whole number from 1 to 200.']);
  });

  test(`keeps at most ${NOTIFICATIONS_KEPT} per user`, async () => {
    const { token, user } = await signUp(app);
    for (let i = 0; i < NOTIFICATIONS_KEPT + 5; i++) await notify(user.id, 'error', `n${i}`);
    const res = await call(app, 'GET', '/api/users/me/notifications?limit=200', { token });
    expect(res.body).toHaveLength(NOTIFICATIONS_KEPT);
    expect(res.body[0].message).toBe(`n${NOTIFICATIONS_KEPT + 4}`);
  }, 30_000);
});

describe('the bell shows the kinds the player keeps on it', () => {
  test('starts, stops and progress notes are off the bell by default; turned on, they show and count; all are kept', async () => {
    const { token, user } = await signUp(app);
    const settings = await call(app, 'GET', '/api/users/me/notification-settings', { token });
    expect(settings.body.bell).toEqual({
      attack: true,
      error: true,
      stalled: true,
      session: true,
      limit: true,
      slots: true,
      plan: true,
      support: true,
      result: false,
      started: false,
      stopped: false,
      alert: true,
    });
    await notify(user.id, 'started', 'Bot "A" started.');
    await notify(user.id, 'result', 'A: 50 alliance help requests answered since start.');
    await notify(user.id, 'attack', 'A: an attack on Castle Grey lands in 12 minutes.');
    const messages = async () => (await call(app, 'GET', '/api/users/me/notifications', { token })).body.map((n: { message: string }) => n.message);
    expect(await messages()).toEqual(['A: an attack on Castle Grey lands in 12 minutes.']);
    expect((await call(app, 'GET', '/api/users/me/notifications/unread', { token })).body).toEqual({ unread: 1 });

    const changed = await call(app, 'PATCH', '/api/users/me/notification-settings', { token, body: { bell: { started: true, attack: false } } });
    expect(changed.status).toBe(200);
    expect(changed.body.bell).toMatchObject({ started: true, attack: false, result: false, error: true });
    // Kept and listed, but it shows from then on: what came before counts as read (issue 38: six old items lit the bell).
    expect(await messages()).toEqual(['Bot "A" started.']);
    expect((await call(app, 'GET', '/api/users/me/notifications/unread', { token })).body).toEqual({ unread: 0 });
    await notify(user.id, 'started', 'Bot "A" started again.');
    expect((await call(app, 'GET', '/api/users/me/notifications/unread', { token })).body).toEqual({ unread: 1 });
    // Read all reads every kind, shown or not: turning one on later does not bring back old unread ones.
    await call(app, 'POST', '/api/users/me/notifications/read', { token, body: {} });
    await call(app, 'PATCH', '/api/users/me/notification-settings', { token, body: { bell: { result: true } } });
    expect((await call(app, 'GET', '/api/users/me/notifications/unread', { token })).body).toEqual({ unread: 0 });
  });

  test('a kind added after the player chose their bell (support answers) starts on, as its default; turned off, it stays off', async () => {
    const { token, user } = await signUp(app);
    // Settings as they were saved before support answers existed: no record of the kinds known then.
    await mongoose.connection.collection('notification_settings').insertOne({ userId: new mongoose.Types.ObjectId(user.id), bell: ['attack', 'started'] });
    const before = (await call(app, 'GET', '/api/users/me/notification-settings', { token })).body.bell;
    expect(before).toMatchObject({ attack: true, started: true, error: false, support: true });
    await call(app, 'PATCH', '/api/users/me/notification-settings', { token, body: { bell: { support: false } } });
    const after = await call(app, 'GET', '/api/users/me/notification-settings', { token });
    expect(after.body.bell).toMatchObject({ attack: true, started: true, error: false, support: false });
  });

  test('a kind that does not exist, or a value that is not true or false, is refused with a clear message', async () => {
    const { token } = await signUp(app);
    const unknown = await call(app, 'PATCH', '/api/users/me/notification-settings', { token, body: { bell: { gossip: true } } });
    expect(unknown.status).toBe(422);
    expect(unknown.body.message).toBe(
      'gossip is not a kind of notification you can choose here; the kinds are attack, error, stalled, session, limit, slots, plan, support, result, started, stopped, alert.',
    );
    const odd = await call(app, 'PATCH', '/api/users/me/notification-settings', { token, body: { bell: { started: 'yes' } } });
    expect(odd.status).toBe(422);
    expect(odd.body.message).toBe('Each kind must be set to true or false.');
    expect((await call(app, 'PATCH', '/api/users/me/notification-settings', { body: { bell: {} } })).status).toBe(401);
  });
});

describe('GET /api/users/announcements', () => {
  test('is public and newest first', async () => {
    await AnnouncementModel.create({ title: 'Older', body: 'x', category: 'update' });
    await Bun.sleep(5); // a later creation time, so newest-first is decided by it (the id only breaks ties)
    await AnnouncementModel.create({ title: 'Maintenance tonight', body: 'From 02:00 UTC', category: 'maintenance' });
    const res = await call(app, 'GET', '/api/users/announcements');
    expect(res.status).toBe(200);
    expect(res.body[0]).toMatchObject({ title: 'Maintenance tonight', body: 'From 02:00 UTC', category: 'maintenance' });
    expect(Object.keys(res.body[0]).sort()).toEqual(['body', 'category', 'created_at', 'id', 'title']);
  });
});

describe('unread notifications', () => {
  test('each is unread until its user reads it; the count and the list say so', async () => {
    const alice = await signUp(app);
    await notify(alice.user.id, 'attack', 'Bot "A" started.');
    await notify(alice.user.id, 'error', 'Bot "A" stopped.');
    const unread = await call(app, 'GET', '/api/users/me/notifications/unread', { token: alice.token });
    expect([unread.status, unread.body]).toEqual([200, { unread: 2 }]);
    const list = await call(app, 'GET', '/api/users/me/notifications', { token: alice.token });
    expect(list.body.map((n: { read: boolean }) => n.read)).toEqual([false, false]);

    const one = await call(app, 'POST', '/api/users/me/notifications/read', { token: alice.token, body: { ids: [list.body[0].id] } });
    expect([one.status, one.body]).toEqual([200, { unread: 1 }]);
    const after = await call(app, 'GET', '/api/users/me/notifications', { token: alice.token });
    expect(after.body.map((n: { read: boolean }) => n.read)).toEqual([true, false]);

    const all = await call(app, 'POST', '/api/users/me/notifications/read', { token: alice.token, body: {} });
    expect([all.status, all.body]).toEqual([200, { unread: 0 }]);
  });

  test("someone else's ids change nothing of theirs", async () => {
    const alice = await signUp(app);
    const bob = await signUp(app);
    await notify(bob.user.id, 'attack', 'Bot "B" started.');
    const bobs = await call(app, 'GET', '/api/users/me/notifications', { token: bob.token });
    const res = await call(app, 'POST', '/api/users/me/notifications/read', { token: alice.token, body: { ids: [bobs.body[0].id] } });
    expect([res.status, res.body]).toEqual([200, { unread: 0 }]);
    expect((await call(app, 'GET', '/api/users/me/notifications/unread', { token: bob.token })).body).toEqual({ unread: 1 });
  });

  test('bad input is a 422, signed out a 401', async () => {
    const { token } = await signUp(app);
    for (const body of [{ ids: ['not-an-id'] }, { ids: 'all' }, { ids: Array.from({ length: 201 }, () => '0'.repeat(24)) }]) {
      const res = await call(app, 'POST', '/api/users/me/notifications/read', { token, body });
      expect([res.status, res.body.message]).toEqual([422, 'ids must be a list of up to 200 notification ids.']);
    }
    expect((await call(app, 'POST', '/api/users/me/notifications/read', { body: {} })).status).toBe(401);
    expect((await call(app, 'GET', '/api/users/me/notifications/unread')).status).toBe(401);
  });
});
