/**
 * Webhooks out (issue 39) against a real local receiver over HTTP: each notification of a chosen kind is
 * delivered signed (HMAC with a timestamp, as Stripe signs); a failed try is retried on the schedule, kept
 * in the log with the receiver's answer and sent again from it; an endpoint that keeps failing is paused
 * with a notice; only Premium and up; only public addresses in production.
 */
import { afterAll, beforeEach, describe, expect, test } from 'bun:test';
import { createHmac } from 'node:crypto';
import { WEBHOOK_ENDPOINTS_MAX, WEBHOOK_PAUSE_AFTER, WEBHOOK_RETRY_SECONDS } from '@shared/webhooks';
import { createPlatform } from '../../app';
import { call, ownCounters, RELAXED_THROTTLE, signUp, testConfig, waitFor } from '../../../test/helpers';
import { fakeRuntime } from '../../../test/leaving';
import { UserModel } from '../users/user.model';
import { notify } from '../notifications/service';
import { said } from '@shared/i18n/said';
import { notificationLines } from '@shared/notifications.messages';
import { checkUrl, isRefusedAddress, pinnedRequest, urlProblem } from './address';
import { RECEIVER_NAME, startTlsReceiver } from '../../../test/fakes/tls/receiver';
import { WebhookDeliveryModel } from './webhook.model';

let clock = Date.now();
const platform = createPlatform({
  config: testConfig(),
  throttle: RELAXED_THROTTLE,
  throttleNamespace: ownCounters(),
  createRuntime: () => fakeRuntime().runtime,
  webhookClock: () => clock,
});
const app = platform.app;

/** A receiver that answers with the next of `answers` (then 200), and keeps what it got. */
const received: { headers: Headers; body: string }[] = [];
let answers: number[] = [];
/** What happens at each arrival, before the answer (a test that needs time to pass while tries are under way). */
let onArrival = async () => {};
const receiver = Bun.serve({
  hostname: '127.0.0.1',
  port: 0,
  fetch: async (req) => {
    received.push({ headers: req.headers, body: await req.text() });
    await onArrival();
    return new Response(null, { status: answers.shift() ?? 200 });
  },
});
const hook = `http://127.0.0.1:${receiver.port}/castellan`;
afterAll(async () => {
  await receiver.stop(true);
  await platform.close();
});

async function premium() {
  const signed = await signUp(app);
  await UserModel.updateOne({ _id: signed.user.id }, { plan: 'premium' });
  return signed;
}
const addEndpoint = async (token: string, kinds = ['error', 'stopped']) => {
  const res = await call(app, 'POST', '/api/webhooks', { token, body: { url: hook, kinds } });
  expect(res.status).toBe(201);
  return res.body as { endpoint: { id: string }; secret: string };
};
const tick = () => platform.webhooks.tick();
/** Notifications leave the app after they are stored (notifications/service.ts): wait until the player has `n` deliveries queued. */
const queued = (userId: string, n: number) =>
  waitFor(`${n} deliveries queued`, async () => (await WebhookDeliveryModel.countDocuments({ userId })) >= n || null);
const log = async (token: string, id: string) =>
  (await call(app, 'GET', `/api/webhooks/${id}/deliveries`, { token })).body as {
    id: string;
    status: string;
    attempts: number;
    last_status: number | null;
    type: string;
    body: string;
  }[];

beforeEach(() => {
  received.length = 0;
  answers = [];
  onArrival = async () => {};
});

describe('a delivery', () => {
  test('of a chosen kind arrives signed with a timestamp; other kinds do not go', async () => {
    const player = await premium();
    const { endpoint, secret } = await addEndpoint(player.token);
    expect(secret).toMatch(/^whsec_[\w-]{32}$/);
    expect(JSON.stringify((await call(app, 'GET', '/api/webhooks', { token: player.token })).body)).not.toContain(secret);
    await notify(player.user.id, 'error', 'Bot "Farmer" failed: the game refused the login.');
    await notify(player.user.id, 'started', 'Bot "Farmer" started.');
    await notify(player.user.id, 'stopped', 'Bot "Farmer" stopped.');
    // The kinds chosen are queued; "started" was not chosen, and goes nowhere.
    await queued(player.user.id, 2);
    expect(await WebhookDeliveryModel.countDocuments({ userId: player.user.id, type: 'started' })).toBe(0);
    answers = [200, 200];
    await tick();
    expect(received).toHaveLength(2);
    const { headers, body } = received.find((r) => JSON.parse(r.body).type === 'error')!;
    const [, t, v1] = headers.get('castellan-signature')!.match(/^t=(\d+),v1=([0-9a-f]{64})$/)!;
    expect(v1).toBe(createHmac('sha256', secret).update(`${t}.${body}`).digest('hex'));
    expect(Math.abs(Number(t) - clock / 1000)).toBeLessThan(5);
    expect(JSON.parse(body)).toMatchObject({ type: 'error', data: { message: 'Bot "Farmer" failed: the game refused the login.', bot_id: null } });
    expect((await log(player.token, endpoint.id)).find((d) => d.body === body)).toMatchObject({ status: 'delivered', attempts: 1, last_status: 200 });
  });

  test('carries its words in English and in the player’s language', async () => {
    const player = await premium();
    await UserModel.updateOne({ _id: player.user.id }, { language: 'de' });
    await addEndpoint(player.token, ['started']);
    await notify(player.user.id, 'started', said(notificationLines, 'started', { bot: 'Farmer' }));
    await queued(player.user.id, 1);
    await tick();
    const { data } = JSON.parse(received[0]!.body);
    expect(data).toEqual({
      message: 'Bot "Farmer" started.',
      message_key: 'notifications/lines.started',
      language: 'de',
      localized_message: 'Bot „Farmer“ gestartet.',
      bot_id: null,
    });
  });

  test('that fails is retried on the schedule, kept in the log, and sent again from it', async () => {
    const player = await premium();
    const { endpoint } = await addEndpoint(player.token);
    answers = [500, 503];
    await notify(player.user.id, 'error', 'One failure.');
    await queued(player.user.id, 1);
    await tick();
    expect((await log(player.token, endpoint.id))[0]).toMatchObject({ status: 'pending', attempts: 1, last_status: 500 });
    // Not before its wait.
    await tick();
    expect(received).toHaveLength(1);
    clock += WEBHOOK_RETRY_SECONDS[0] * 1000;
    await tick();
    expect((await log(player.token, endpoint.id))[0]).toMatchObject({ status: 'pending', attempts: 2, last_status: 503 });
    clock += WEBHOOK_RETRY_SECONDS[1] * 1000;
    await tick();
    const [delivered] = await log(player.token, endpoint.id);
    expect(delivered).toMatchObject({ status: 'delivered', attempts: 3, last_status: 200 });
    // Sent again from the log: the same body, signed anew.
    const resent = await call(app, 'POST', `/api/webhooks/deliveries/${delivered!.id}/resend`, { token: player.token });
    expect(resent.status).toBe(200);
    await tick();
    expect(received).toHaveLength(4);
    expect(received[3]!.body).toBe(received[0]!.body);
    expect((await call(app, 'POST', `/api/webhooks/deliveries/${delivered!.id}/resend`, { token: (await premium()).token })).status).toBe(404);
  });

  test(`an endpoint failing ${WEBHOOK_PAUSE_AFTER} tries in a row is paused, its player told; resumed, what waited goes`, async () => {
    const player = await premium();
    const { endpoint } = await addEndpoint(player.token);
    answers = Array(WEBHOOK_PAUSE_AFTER).fill(500);
    for (let i = 0; i < WEBHOOK_PAUSE_AFTER; i++) await notify(player.user.id, 'stopped', `Stop ${i}.`);
    await queued(player.user.id, WEBHOOK_PAUSE_AFTER);
    await tick();
    const [listed] = (await call(app, 'GET', '/api/webhooks', { token: player.token })).body;
    expect(listed).toMatchObject({ paused: true, paused_reason: 'failing', failures_in_a_row: WEBHOOK_PAUSE_AFTER });
    const bell = (await call(app, 'GET', '/api/users/me/notifications', { token: player.token })).body as { message: string }[];
    expect(
      bell.some(
        (n) =>
          n.message ===
          `Your webhook to 127.0.0.1:${receiver.port} is paused: its last ${WEBHOOK_PAUSE_AFTER} tries failed. Fix the receiver, then resume it in Settings → Webhooks.`,
      ),
    ).toBe(true);
    // Paused, nothing goes, even when due.
    clock += 3_600_000;
    await tick();
    expect(received).toHaveLength(WEBHOOK_PAUSE_AFTER);
    expect((await call(app, 'PATCH', `/api/webhooks/${endpoint.id}`, { token: player.token, body: { paused: false } })).body).toMatchObject({
      paused: false,
      failures_in_a_row: 0,
    });
    await tick();
    expect(received.length).toBeGreaterThan(WEBHOOK_PAUSE_AFTER);
    expect((await WebhookDeliveryModel.countDocuments({ endpointId: endpoint.id, status: 'delivered' })) > 0).toBe(true);
  });
});

describe('two API instances', () => {
  const other = createPlatform({
    config: testConfig(),
    throttle: RELAXED_THROTTLE,
    throttleNamespace: ownCounters(),
    createRuntime: () => fakeRuntime().runtime,
    webhookClock: () => clock,
  });
  afterAll(() => other.close());

  test('ticking at once, from lists gone stale while minutes pass, deliver each notification exactly once', async () => {
    const players = await Promise.all(Array.from({ length: 4 }, () => premium()));
    for (const player of players) await addEndpoint(player.token, ['stopped']);
    for (const player of players) for (let i = 0; i < 5; i++) await notify(player.user.id, 'stopped', `Stop ${i}.`);
    for (const player of players) await queued(player.user.id, 5);
    // Both list the same twenty, then try them one endpoint after another while a minute passes at every
    // arrival: what one instance tried is still in the other's list, a minute later.
    onArrival = async () => {
      clock += 61_000;
      await Bun.sleep(5);
    };
    await Promise.all([tick(), other.webhooks.tick()]);
    await Promise.all([tick(), other.webhooks.tick()]);
    const bodies = received.map((r) => JSON.parse(r.body).id as string);
    expect(bodies).toHaveLength(20);
    expect(new Set(bodies).size).toBe(20);
  });

  test(`failures tried by both at once are counted exactly (${WEBHOOK_PAUSE_AFTER - 1} of them: not paused yet)`, async () => {
    const player = await premium();
    await addEndpoint(player.token, ['stopped']);
    answers = Array(WEBHOOK_PAUSE_AFTER + 2).fill(500);
    for (let i = 0; i < WEBHOOK_PAUSE_AFTER - 1; i++) await notify(player.user.id, 'stopped', `Stop ${i}.`);
    await queued(player.user.id, WEBHOOK_PAUSE_AFTER - 1);
    await Promise.all([tick(), other.webhooks.tick()]);
    const [listed] = (await call(app, 'GET', '/api/webhooks', { token: player.token })).body;
    expect(listed).toMatchObject({ paused: false, failures_in_a_row: WEBHOOK_PAUSE_AFTER - 1 });
  });

  test(`twenty endpoints added at once stop at ${WEBHOOK_ENDPOINTS_MAX}`, async () => {
    const player = await premium();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(i % 2 ? app : other.app, 'POST', '/api/webhooks', { token: player.token, body: { url: hook, kinds: ['stopped'] } }),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(WEBHOOK_ENDPOINTS_MAX);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(20 - WEBHOOK_ENDPOINTS_MAX);
    expect((await call(app, 'GET', '/api/webhooks', { token: player.token })).body).toHaveLength(WEBHOOK_ENDPOINTS_MAX);
  });
});

describe('endpoints', () => {
  test('come with Premium; each needs a kind; another player’s are not found', async () => {
    const plus = await signUp(app);
    await UserModel.updateOne({ _id: plus.user.id }, { plan: 'plus' });
    const refused = await call(app, 'POST', '/api/webhooks', { token: plus.token, body: { url: hook, kinds: ['error'] } });
    expect([refused.status, refused.body.message]).toEqual([403, 'Webhooks come with the Premium plan and up; your plan is Plus.']);
    const player = await premium();
    expect((await call(app, 'POST', '/api/webhooks', { token: player.token, body: { url: hook, kinds: [] } })).status).toBe(422);
    const { endpoint } = await addEndpoint(player.token);
    expect((await call(app, 'GET', `/api/webhooks/${endpoint.id}/deliveries`, { token: plus.token })).status).toBe(404);
    expect((await call(app, 'DELETE', `/api/webhooks/${endpoint.id}`, { token: plus.token })).status).toBe(404);
  });

  test('in production go only to public addresses: no loopback, private ranges, metadata addresses or plain http', async () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
    ])
      expect({ address, refused: isRefusedAddress(address) }).toEqual({ address, refused: true });
    for (const address of ['93.184.216.34', '1.1.1.1', '2606:4700:4700::1111'])
      expect({ address, refused: isRefusedAddress(address) }).toEqual({ address, refused: false });
    const strict = { allowPrivate: false };
    expect(await urlProblem('http://93.184.216.34/hook', strict)).toBe('not-https');
    expect(await urlProblem('https://127.0.0.1/hook', strict)).toBe('private');
    expect(await urlProblem('https://[::1]/hook', strict)).toBe('private');
    expect(await urlProblem('https://169.254.169.254/latest/meta-data', strict)).toBe('private');
    expect(await urlProblem('https://localhost/hook', strict)).toBe('private');
    expect(await urlProblem('https://user:pw@93.184.216.34/hook', strict)).toBe('not-a-url');
    expect(await urlProblem('https://93.184.216.34/hook', strict)).toBeNull();
  });

  test('a try goes to the address that was checked: a name answering a private address too is refused, and TLS still checks the name', async () => {
    const answering = (addresses: string[]) => ({ allowPrivate: false, resolve: async () => addresses });
    expect(await checkUrl('https://hooks.example.com/in', answering(['93.184.216.34', '2606:4700:4700::1111']))).toEqual({
      problem: null,
      address: '93.184.216.34',
    });
    expect(await checkUrl('https://hooks.example.com/in', answering(['93.184.216.34', '10.0.0.7']))).toEqual({ problem: 'private' });
    expect(await checkUrl('https://hooks.example.com/in', answering([]))).toEqual({ problem: 'unresolved' });
    expect(pinnedRequest('https://hooks.example.com:8443/in?x=1', '2606:4700:4700::1111')).toEqual({
      url: 'https://[2606:4700:4700::1111]:8443/in?x=1',
      host: 'hooks.example.com:8443',
      tls: { serverName: 'hooks.example.com' },
    });
    // Fetched as a try fetches it: at the pinned address, the receiver's certificate checked against the name.
    const receiver = await startTlsReceiver();
    try {
      const post = (name: string) => {
        const target = pinnedRequest(`https://${name}:${receiver.port}/in`, '127.0.0.1');
        return fetch(target.url, { method: 'POST', headers: { host: target.host! }, tls: { ...target.tls, ca: receiver.ca } });
      };
      expect((await post(RECEIVER_NAME)).status).toBe(204);
      expect(receiver.hosts).toEqual([`${RECEIVER_NAME}:${receiver.port}`]);
      await expect(post('another.receiver.test')).rejects.toThrow(/ALTNAME|certificate/i);
    } finally {
      await receiver.stop();
    }
  });
});
