/**
 * Web push at its HTTP boundary: a local push service (api/test/fakes/push-service) takes our requests as
 * a real one would — VAPID signature checked, TTL, Urgency, aes128gcm — and decrypts each with the
 * browser's private key, so what a device would show is checked, not just that something was sent.
 */
import { afterAll, describe, expect, test } from 'bun:test';
import { createHash } from 'node:crypto';
import { call, signUp, testApp, testConfig, waitFor } from '../../../test/helpers';
import { startFakePushService } from '../../../test/fakes/push-service/server';
import { notify } from './service';
import { DEVICES_PER_USER } from './push-subscriptions';

const push = await startFakePushService();
const config = testConfig();
const app = testApp({ config });
afterAll(() => push.stop());

const subscribe = (token: string | undefined, body: unknown) => call(app, 'POST', '/api/push/subscriptions', { token, body });
const devices = async (token: string) => (await call(app, 'GET', '/api/users/me/notification-settings', { token })).body.push.devices as number;

async function playerWithDevice() {
  const player = await signUp(app);
  const device = push.subscribe();
  const res = await subscribe(player.token, device.subscription);
  expect(res.status).toBe(201);
  return { ...player, device, deviceId: res.body.id as string };
}

const to = (endpoint: string) => push.received.filter((r) => r.endpoint === endpoint);

describe('the VAPID key', () => {
  test('is public: the P-256 point browsers subscribe with', async () => {
    const res = await call(app, 'GET', '/api/push/vapid-key');
    expect(res.status).toBe(200);
    expect(res.body.publicKey).toBe(config.push.publicKey);
    const point = Buffer.from(res.body.publicKey, 'base64url');
    expect(point).toHaveLength(65);
    expect(point[0]).toBe(4);
  });
});

describe('POST /api/push/subscriptions', () => {
  test('keeps the device sealed, under the SHA-256 of its endpoint; the same browser again is the same device', async () => {
    const { token, device, deviceId } = await playerWithDevice();
    expect(deviceId).toBe(createHash('sha256').update(device.subscription.endpoint).digest('base64url'));
    expect(await devices(token)).toBe(1);
    expect((await subscribe(token, device.subscription)).body.id).toBe(deviceId);
    expect(await devices(token)).toBe(1);
    const second = await subscribe(token, push.subscribe().subscription);
    expect(second.status).toBe(201);
    expect(await devices(token)).toBe(2);
    if (process.env.TEST_DB_DIR) {
      // Neither the endpoint nor the auth secret appears in the database files.
      const secret = device.subscription.keys.auth;
      expect(Bun.spawnSync(['grep', '-rlF', secret, process.env.TEST_DB_DIR]).stdout.toString()).toBe('');
      expect(Bun.spawnSync(['grep', '-rlF', device.subscription.endpoint.split('/').at(-1)!, process.env.TEST_DB_DIR]).stdout.toString()).toBe('');
    }
  });

  test(`forty devices added at once stop at ${DEVICES_PER_USER}; the rest are refused with the limit`, async () => {
    const player = await signUp(app);
    const answers = await Promise.all(Array.from({ length: 40 }, () => subscribe(player.token, push.subscribe().subscription)));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(DEVICES_PER_USER);
    expect(answers.filter((a) => a.status === 422)).toHaveLength(40 - DEVICES_PER_USER);
    expect(await devices(player.token)).toBe(DEVICES_PER_USER);
  });

  test('signed out: 401', async () => {
    expect((await subscribe(undefined, push.subscribe().subscription)).status).toBe(401);
  });

  test.each([
    [
      'an endpoint that is no push service',
      (s: any) => ({ ...s, endpoint: 'https://intranet.example/hook' }),
      'Push notifications through intranet.example are not supported: use Chrome, Edge, Firefox or Safari.',
    ],
    [
      'plain http to a push service',
      (s: any) => ({ ...s, endpoint: 'http://fcm.googleapis.com/fcm/send/x' }),
      'Push notifications through fcm.googleapis.com are not supported: use Chrome, Edge, Firefox or Safari.',
    ],
    ['not a URL', (s: any) => ({ ...s, endpoint: 'push me' }), 'endpoint must be the push subscription URL the browser gave.'],
    [
      'a key that is no P-256 point',
      (s: any) => ({ ...s, keys: { ...s.keys, p256dh: Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 1)]).toString('base64url') } }),
      "keys.p256dh must be the subscription's P-256 public key (65 bytes, URL-safe base64).",
    ],
    [
      'a short auth secret',
      (s: any) => ({ ...s, keys: { ...s.keys, auth: 'c2hvcnQ' } }),
      "keys.auth must be the subscription's 16-byte secret (URL-safe base64).",
    ],
  ])('refuses %s with a 422 that says so', async (_, change, message) => {
    const { token } = await signUp(app);
    const res = await subscribe(token, change(push.subscribe().subscription));
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(message);
    expect(await devices(token)).toBe(0);
  });

  test('a body without keys is a 422, not a 500', async () => {
    const { token } = await signUp(app);
    const res = await subscribe(token, { endpoint: push.subscribe().subscription.endpoint });
    expect(res.status).toBe(422);
  });
});

describe('delivery', () => {
  test('an attack and a failure reach the device, encrypted to it and signed with our key; starts do not (off by default)', async () => {
    const { user, device } = await playerWithDevice();
    const endpoint = device.subscription.endpoint;
    await notify(user.id, 'started', 'Bot "Guard" started.', null);
    await notify(user.id, 'attack', 'Guard: incoming attack on Castle Grey from Khan Tarik with 300 soldiers.', '65a000000000000000000001');
    await notify(user.id, 'error', 'Bot "Guard" failed: wrong password.', '65a000000000000000000001');
    // The start was told first: once the two after it are pushed, it would have been too.
    await waitFor('two pushes', () => to(endpoint).length >= 2);
    // Each alert goes out in the background as it is stored: in either order.
    const got = to(endpoint).sort((a, b) => b.payload.title.localeCompare(a.payload.title));
    expect(got.map((r) => r.payload)).toEqual([
      {
        title: 'Incoming attack',
        body: 'Guard: incoming attack on Castle Grey from Khan Tarik with 300 soldiers.',
        url: '/bots/65a000000000000000000001',
        tag: 'attack:65a000000000000000000001',
      },
      { title: 'A bot failed', body: 'Bot "Guard" failed: wrong password.', url: '/bots/65a000000000000000000001', tag: 'error:65a000000000000000000001' },
    ]);
    expect(got[0]!.vapid).toMatchObject({ aud: push.url, publicKey: config.push.publicKey, sub: config.push.subject });
    expect(got[0]!.ttl).toBe(24 * 3600);
    expect(got[0]!.urgency).toBe('normal');
    expect(push.refused.filter((r) => r.endpoint === endpoint)).toEqual([]);
  });

  test('"Send test" pushes to that one device; a device of someone else is not found', async () => {
    const { token, device, deviceId } = await playerWithDevice();
    const res = await call(app, 'POST', `/api/push/subscriptions/${deviceId}/test`, { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ sent: true });
    expect(to(device.subscription.endpoint).map((r) => r.payload)).toEqual([
      { title: 'Castellan', body: 'A test notification: your alerts will appear like this.', url: '/settings', tag: 'test' },
    ]);
    const stranger = await signUp(app);
    expect((await call(app, 'POST', `/api/push/subscriptions/${deviceId}/test`, { token: stranger.token })).status).toBe(404);
    expect((await call(app, 'POST', `/api/push/subscriptions/not-an-id/test`, { token })).status).toBe(422);
  });

  test('a device its push service says is gone (410) is forgotten, at an alert and at a test', async () => {
    const { token, user, device } = await playerWithDevice();
    push.gone(device.subscription.endpoint);
    await notify(user.id, 'attack', 'Guard: incoming attack.', null);
    await waitFor('the device forgotten', async () => (await devices(token)) === 0);

    const other = await playerWithDevice();
    push.gone(other.device.subscription.endpoint);
    const res = await call(app, 'POST', `/api/push/subscriptions/${other.deviceId}/test`, { token: other.token });
    expect(res.status).toBe(503);
    expect(res.body.message).toBe('This browser is no longer subscribed at its push service: turn push notifications on again.');
    expect(await devices(other.token)).toBe(0);
  });
});

describe('DELETE /api/push/subscriptions/:id', () => {
  test("turns push off on one device; not twice, not someone else's, not signed out", async () => {
    const { token, deviceId, device } = await playerWithDevice();
    const stranger = await signUp(app);
    expect((await call(app, 'DELETE', `/api/push/subscriptions/${deviceId}`)).status).toBe(401);
    expect((await call(app, 'DELETE', `/api/push/subscriptions/${deviceId}`, { token: stranger.token })).status).toBe(404);
    expect(await devices(token)).toBe(1);
    const res = await call(app, 'DELETE', `/api/push/subscriptions/${deviceId}`, { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ removed: true });
    expect(await devices(token)).toBe(0);
    expect((await call(app, 'DELETE', `/api/push/subscriptions/${deviceId}`, { token })).status).toBe(404);
    // Off means nothing goes there any more: the player's other device gets the alert, this one does not
    // (a device's push goes out with the others of its player).
    const other = push.subscribe();
    expect((await subscribe(token, other.subscription)).status).toBe(201);
    const before = to(device.subscription.endpoint).length;
    await notify((await call(app, 'GET', '/api/auth/me', { token })).body.user.id, 'attack', 'Guard: after turning off.', null);
    await waitFor('the alert on the other device', () => to(other.subscription.endpoint).length === 1);
    expect(to(device.subscription.endpoint).length).toBe(before);
  });

  test("the kinds pushed are the player's choice; a kind that is not one is refused by name", async () => {
    const { token, user, device } = await playerWithDevice();
    const settings = (body: object) => call(app, 'PATCH', '/api/users/me/notification-settings', { token, body });
    expect((await settings({ push: { kinds: { attack: false, started: true } } })).body.push.kinds).toMatchObject({
      attack: false,
      error: true,
      started: true,
    });
    expect((await settings({ push: { kinds: { warp: true } } })).body.message).toStartWith('warp is not a kind of notification you can choose here');
    await notify(user.id, 'attack', 'Guard: not pushed now.', null);
    await notify(user.id, 'started', 'Bot "Guard" started.', null);
    // The attack was told first: once the start after it is pushed, the attack would have been too.
    await waitFor('the start pushed', () => to(device.subscription.endpoint).length >= 1);
    expect(to(device.subscription.endpoint).map((r) => r.payload.body)).toEqual(['Bot "Guard" started.']);
  });
});
