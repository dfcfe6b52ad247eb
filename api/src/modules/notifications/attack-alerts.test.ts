/**
 * An incoming attack escalates as it nears, on a clock the test drives (no real waiting): the runtime's
 * event goes through the supervisor as a runtime sends it, the alerts reach a device through the local
 * push service (decrypted there), and reminders come from the platform's own escalation tick.
 */
import { afterAll, describe, expect, test } from 'bun:test';
import { createPlatform } from '../../app';
import { call, ownCounters, RELAXED_THROTTLE, signUp, testConfig, waitFor, type TestApp } from '../../../test/helpers';
import { fakeRuntime } from '../../../test/leaving';
import { startFakePushService } from '../../../test/fakes/push-service/server';
import { UserModel } from '../users/user.model';
import { formatDate } from '@shared/i18n/dates';
import { SERVER_CLOCK } from '@shared/i18n/said';

const HOUR = 3_600_000;
const push = await startFakePushService();
// The test's clock runs years ahead: other platforms in the same test process tick on the real clock and
// forget every attack that "landed" before now, which a date in the past would be.
let clock = Date.parse('2031-06-02T10:00:00Z');
const fake = fakeRuntime();
const platformAt = () =>
  createPlatform({
    config: testConfig(),
    throttle: RELAXED_THROTTLE,
    throttleNamespace: ownCounters(),
    createRuntime: () => fake.runtime,
    alertClock: { now: () => clock, tickMs: 24 * HOUR },
  });
const platform = platformAt();
const app = platform.app as unknown as TestApp;
afterAll(async () => {
  await platform.close();
  await push.stop();
});

let movement = 4000;
async function guardedPlayer() {
  const player = await signUp(app);
  const device = push.subscribe();
  expect((await call(app, 'POST', '/api/push/subscriptions', { token: player.token, body: device.subscription })).status).toBe(201);
  const account = await call(app, 'POST', '/api/accounts', {
    token: player.token,
    body: { email: 'g@game.example', server: 'GB1', username: `Gawain${crypto.randomUUID().slice(0, 6)}`, password: 'pw' },
  });
  const bot = await call(app, 'POST', '/api/bots', { token: player.token, body: { templateId: 'attack-guard', accountId: account.body.id, name: 'Guard' } });
  expect((await call(app, 'POST', `/api/bots/${bot.body.id}/actions`, { token: player.token, body: { action: 'start' } })).status).toBe(200);
  const endpoint = device.subscription.endpoint;
  return {
    ...player,
    botId: bot.body.id as string,
    accountId: account.body.id as string,
    pushed: () => push.received.filter((r) => r.endpoint === endpoint),
    bell: async () =>
      (await call(app, 'GET', '/api/users/me/notifications', { token: player.token })).body as { message: string; open_attack: string | null }[],
  };
}

/** What the runtime tells when a bot sees an attack launched: travelling `travelMs` from now. */
function attackEvent(botId: string, travelMs: number, id = String(++movement)) {
  return {
    type: 'notify' as const,
    botId,
    kind: 'attack' as const,
    message: 'Guard: Incoming attack on Castle Grey: Khan Tarik with 300 soldiers.',
    attack: { id, castle: 'Castle Grey', detectedAt: clock, arrivesAt: clock + travelMs },
  };
}

/** Resolves once the tick's reminders are delivered (pushed to the device): no wait is needed after it. */
const tick = (at: number, which = platform) => {
  clock = at;
  return which.attackAlerts.tick();
};
/**
 * The first alert goes out in the background, after its notification is stored; where a test asserts that
 * one was not pushed, nothing marks its end: a time wait.
 */
const firstAlertSettled = () => Bun.sleep(150);

describe('an incoming attack escalates as it nears', () => {
  test('alerted at detection, at a third and at two thirds of the travel time, then forgotten once it lands', async () => {
    const p = await guardedPlayer();
    const start = clock;
    const event = attackEvent(p.botId, 3 * HOUR);
    await fake.tell(event);
    await waitFor('the alert at detection', () => p.pushed().length === 1);
    const alertId = `${p.accountId}:${event.attack.id}`;
    const [first] = p.pushed();
    expect(first!.payload).toEqual({
      title: 'Incoming attack',
      body: event.message,
      url: `/bots/${p.botId}`,
      tag: `attack:${alertId}`,
      attackId: alertId,
      actions: { acknowledge: 'Acknowledge', open: 'Open console' },
    });
    // Urgent, useless after it lands, and one per attack at the push service too.
    expect(first!.urgency).toBe('high');
    expect(first!.ttl).toBe(3 * 3600);
    expect(first!.topic).toMatch(/^[\w-]{32}$/);
    expect((await p.bell()).find((n) => n.message === event.message)?.open_attack).toBe(alertId);

    await tick(start + HOUR - 60_000);
    expect(p.pushed()).toHaveLength(1);
    await tick(start + HOUR);
    await waitFor('the first reminder', () => p.pushed().length === 2);
    expect(p.pushed()[1]!.payload).toEqual({
      title: 'Incoming attack',
      body: 'Reminder: the attack on Castle Grey lands in 2 h (1:00 PM UTC).',
      url: `/bots/${p.botId}`,
      tag: `attack:${alertId}`,
      attackId: alertId,
      actions: { acknowledge: 'Acknowledge', open: 'Open console' },
    });
    expect(p.pushed()[1]!.topic).toBe(first!.topic);
    await tick(start + HOUR + 5_000);
    await tick(start + 2 * HOUR - 1);
    expect(p.pushed()).toHaveLength(2);
    await tick(start + 2 * HOUR);
    await waitFor('the second reminder', () => p.pushed().length === 3);
    expect(p.pushed()[2]!.payload.body).toBe('Reminder: the attack on Castle Grey lands in 1 h (1:00 PM UTC).');

    await tick(start + 3 * HOUR);
    expect(p.pushed()).toHaveLength(3);
    // Landed: nothing left to acknowledge.
    expect((await p.bell()).find((n) => n.message === event.message)?.open_attack).toBeNull();
    expect((await call(app, 'POST', `/api/users/me/attacks/${encodeURIComponent(alertId)}/acknowledge`, { token: p.token })).status).toBe(404);
  });

  test('acknowledged (by its player only), it stops reminding', async () => {
    const p = await guardedPlayer();
    const start = clock;
    const event = attackEvent(p.botId, 90 * 60_000);
    await fake.tell(event);
    await waitFor('the alert at detection', () => p.pushed().length === 1);
    const alertId = `${p.accountId}:${event.attack.id}`;
    const acknowledge = (token: string | undefined) => call(app, 'POST', `/api/users/me/attacks/${encodeURIComponent(alertId)}/acknowledge`, { token });
    expect((await acknowledge(undefined)).status).toBe(401);
    expect((await acknowledge((await signUp(app)).token)).status).toBe(404);
    const res = await acknowledge(p.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ acknowledged: true });
    expect((await p.bell()).find((n) => n.message === event.message)?.open_attack).toBeNull();
    await tick(start + 30 * 60_000);
    await tick(start + 60 * 60_000);
    expect(p.pushed()).toHaveLength(1);
  });

  test('a replayed event, or a second bot seeing the same attack, alerts once; a restarted API carries on from what is stored, and two instances send each reminder once', async () => {
    const p = await guardedPlayer();
    await UserModel.updateOne({ _id: p.user.id }, { plan: 'plus' });
    const second = await call(app, 'POST', '/api/bots', { token: p.token, body: { templateId: 'castle-defence', accountId: p.accountId, name: 'Defence' } });
    expect(second.status).toBe(201);
    const start = clock;
    const event = attackEvent(p.botId, 3 * HOUR);
    // The fleet hands a report over again when its acknowledgement was lost.
    await fake.tell(event, 'fleet-report-1');
    await fake.tell(event, 'fleet-report-1');
    await fake.tell({
      ...event,
      botId: second.body.id,
      message: 'Defence: Incoming: 300 soldiers of Khan Tarik on Castle Grey. 200 soldiers at home cannot hold it.',
    });
    await waitFor('the alert at detection', () => p.pushed().length >= 1);
    await firstAlertSettled();
    expect(p.pushed()).toHaveLength(1);
    // The bell keeps what each bot said (the replay once).
    expect(
      (await p.bell())
        .filter((n) => n.message.includes('Khan Tarik'))
        .map((n) => n.message)
        .sort(),
    ).toEqual([event.message, 'Defence: Incoming: 300 soldiers of Khan Tarik on Castle Grey. 200 soldiers at home cannot hold it.'].sort());

    // "Restarted": a new API instance reads the open alert from the database; the old one ticks too.
    const restarted = platformAt();
    try {
      await Promise.all([tick(start + HOUR, restarted), tick(start + HOUR, platform)]);
      await waitFor('the first reminder', () => p.pushed().length >= 2);
      expect(p.pushed()).toHaveLength(2);
      // Down through the second third and back after it: only the latest reminder due goes.
      await tick(start + 2 * HOUR + 30 * 60_000, restarted);
      await waitFor('the second reminder', () => p.pushed().length >= 3);
      expect(p.pushed()[2]!.payload.body).toBe(
        `Reminder: the attack on Castle Grey lands in 30 min (${formatDate('en', start + 3 * HOUR, 'time', SERVER_CLOCK)}).`,
      );
      await tick(start + 2 * HOUR + 40 * 60_000, platform);
      expect(p.pushed()).toHaveLength(3);
    } finally {
      await restarted.close();
    }
    // A second platform starts and stops within it.
  }, 20_000);
});

describe("quiet hours in the player's own time zone, across DST changes", () => {
  const quietBerlin = (token: string, attacksBreakThrough: boolean) =>
    call(app, 'PATCH', '/api/users/me/notification-settings', {
      token,
      body: { quietHours: { from: '22:00', to: '07:00', timeZone: 'Europe/Berlin', attacksBreakThrough } },
    });

  /** A player with quiet hours in Berlin, attacked at `at` by an attack that lands 3 h later. */
  async function attackedWhileQuiet(at: string) {
    const p = await guardedPlayer();
    expect((await quietBerlin(p.token, false)).status).toBe(200);
    clock = Date.parse(at);
    await fake.tell(attackEvent(p.botId, 3 * HOUR));
    // Held back by the quiet hours, but open: the reminders below are counted from it.
    await waitFor('the open alert', async () => (await p.bell()).some((n) => n.open_attack));
    return p;
  }

  test('spring forward: 05:30 UTC is 07:30 in Berlin on the morning clocks went forward, so the reminder then goes', async () => {
    // 2031-03-30, 03:30 UTC: 05:30 CEST (quiet). Lands 06:30 UTC.
    const p = await attackedWhileQuiet('2031-03-30T03:30:00Z');
    await tick(Date.parse('2031-03-30T04:30:00Z')); // 06:30 CEST: quiet
    await firstAlertSettled();
    expect(p.pushed()).toHaveLength(0);
    await tick(Date.parse('2031-03-30T05:30:00Z')); // 07:30 CEST: awake (on winter time it would still be 06:30)
    await waitFor('the second reminder', () => p.pushed().length === 1);
    expect(p.pushed()[0]!.payload.body).toBe('Reminder: the attack on Castle Grey lands in 1 h (6:30 AM UTC).');
  });

  test('fall back: 05:30 UTC is 06:30 in Berlin on the morning clocks went back, so nothing goes; with attacks let through, everything does', async () => {
    // 2031-10-26, 03:30 UTC: 04:30 CET. Lands 06:30 UTC (07:30 CET).
    const p = await attackedWhileQuiet('2031-10-26T03:30:00Z');
    await tick(Date.parse('2031-10-26T04:30:00Z')); // 05:30 CET
    await tick(Date.parse('2031-10-26T05:30:00Z')); // 06:30 CET: still quiet (on summer time it would be 07:30)
    await firstAlertSettled();
    expect(p.pushed()).toHaveLength(0);

    const q = await guardedPlayer();
    expect((await quietBerlin(q.token, true)).status).toBe(200);
    clock = Date.parse('2031-10-26T03:30:00Z');
    await fake.tell(attackEvent(q.botId, 3 * HOUR));
    await waitFor('the alert at detection', () => q.pushed().length === 1);
    await tick(Date.parse('2031-10-26T04:30:00Z'));
    await waitFor('the first reminder', () => q.pushed().length === 2);
    await tick(Date.parse('2031-10-26T05:30:00Z'));
    await waitFor('the second reminder', () => q.pushed().length === 3);
  });
});
