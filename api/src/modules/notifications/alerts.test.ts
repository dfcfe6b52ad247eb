/**
 * Alerts out of the app, at their HTTP boundary: a local receiver stands in for Discord's webhook
 * endpoint (the request as Discord takes it), and mails go through the local mail catcher.
 */
import { afterAll, describe, expect, test } from 'bun:test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { said } from '@shared/i18n/said';
import { notificationLines } from '@shared/notifications.messages';
import { call, signUp, testApp, testConfig, waitFor } from '../../../test/helpers';
import { mailsTo, mailTo } from '../../../test/mailbox';
import { UserModel } from '../users/user.model';
import { randomBytes } from 'node:crypto';
import { createSealer } from '../../lib/crypto';
import { createAlerts } from './alerts';
import { DiscordPostModel } from './discord-post.model';
import { notify } from './service';

type Posted = { path: string; body: { content: string; allowed_mentions: { parse: string[] } } };
const posted: Posted[] = [];
let answer = 204;
const discord = Bun.serve({
  hostname: '127.0.0.1',
  port: 0,
  async fetch(req) {
    posted.push({ path: new URL(req.url).pathname, body: (await req.json()) as Posted['body'] });
    return new Response(answer === 204 ? null : JSON.stringify({ message: 'Unknown Webhook', code: 10015 }), { status: answer });
  },
});
const app = testApp({ config: testConfig({ alerts: { discordWebhookBase: `http://127.0.0.1:${discord.port}/api` } }) });
afterAll(() => discord.stop(true));

const HOOK = 'https://discord.com/api/webhooks/123456789012345678/Sekr3t-t0ken_for-this-channel';
const settings = (token: string, body?: object) =>
  body ? call(app, 'PATCH', '/api/users/me/notification-settings', { token, body }) : call(app, 'GET', '/api/users/me/notification-settings', { token });

async function premiumPlayer() {
  const player = await signUp(app);
  await UserModel.updateOne({ _id: player.user.id }, { plan: 'premium' });
  return player;
}

describe('Discord alerts', () => {
  test('come with Premium: Starter is told so, and nothing is stored', async () => {
    const { token } = await signUp(app);
    expect((await settings(token)).body.discord).toMatchObject({ set: false, allowed: false });
    const refused = await settings(token, { discord: { url: HOOK } });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Discord alerts come with the Premium and Professional plans.');
    expect((await settings(token)).body.discord.set).toBe(false);
  });

  test('a webhook is checked, sealed at rest, never sent back; the test message and the chosen kinds are posted, mentioning nobody', async () => {
    const { token, user } = await premiumPlayer();
    const wrong = await settings(token, { discord: { url: 'https://example.com/hooks/1' } });
    expect(wrong.status).toBe(422);
    expect(wrong.body.message).toStartWith('That is not a Discord webhook URL');

    const saved = await settings(token, { discord: { url: HOOK } });
    expect(saved.status).toBe(200);
    expect(saved.body.discord).toEqual({
      set: true,
      allowed: true,
      kinds: expect.objectContaining({ attack: true, error: true, session: true, started: false }),
    });
    expect(JSON.stringify(saved.body)).not.toContain('Sekr3t');
    if (process.env.TEST_DB_DIR) {
      // The URL's secret part appears nowhere in the database files (FerretDB keeps them in PostgreSQL's).
      const dump = Bun.spawnSync(['grep', '-rl', 'Sekr3t-t0ken', process.env.TEST_DB_DIR]).stdout.toString();
      expect(dump).toBe('');
    }

    const before = posted.length;
    expect((await call(app, 'POST', '/api/users/me/notification-settings/discord/test', { token })).body).toEqual({ sent: true });
    // The start (not a kind chosen for Discord) goes before the attack: once the attack is posted, the start would have been too.
    await notify(user.id, 'started', 'Bot "Guard" started.');
    await notify(user.id, 'attack', 'Guard: incoming attack on Castle Grey from @everyone with 300 soldiers.');
    await waitFor('two posts', () => posted.length >= before + 2);
    const mine = posted.slice(before);
    expect(mine.map((p) => p.path)).toEqual([
      '/api/webhooks/123456789012345678/Sekr3t-t0ken_for-this-channel',
      '/api/webhooks/123456789012345678/Sekr3t-t0ken_for-this-channel',
    ]);
    expect(mine[1]!.body).toEqual({ content: 'Guard: incoming attack on Castle Grey from @everyone with 300 soldiers.', allowed_mentions: { parse: [] } });

    await settings(token, { discord: { url: null } });
    await notify(user.id, 'attack', 'Guard: another attack.');
    // Alerts go out in the background and this one has nowhere to go: nothing marks it, so a time wait.
    await Bun.sleep(300);
    expect(posted.length).toBe(before + 2);
  });

  test('an alert Discord does not take (a 500, a rate limit) is posted once it does, once; one refused for good is not tried again', async () => {
    const answers = [500, 429];
    const got: string[] = [];
    const flaky = Bun.serve({
      hostname: '127.0.0.1',
      port: 0,
      async fetch(req) {
        got.push(((await req.json()) as { content: string }).content);
        return new Response(null, { status: answers.shift() ?? 204 });
      },
    });
    try {
      const { token, user } = await premiumPlayer();
      await settings(token, { discord: { url: HOOK } });
      const alerts = createAlerts({
        sealer: createSealer(testConfig().encryptionKey),
        mailer: { enabled: false, send: async () => {}, queue: async () => {}, sendDue: async () => {}, close: () => {} },
        siteOrigin: 'http://castellan.test',
        discordWebhookBase: `http://127.0.0.1:${flaky.port}/api`,
        sendPush: async () => ({ ok: true }) as never,
        personOf: async (id) => (id === user.id ? { id, email: user.email, plan: 'premium' } : null),
        discordRetryDelaysMs: [10, 10, 10],
      });
      const waiting = () => DiscordPostModel.countDocuments({ userId: user.id });
      await alerts.deliver([{ userId: user.id, kind: 'attack', message: 'Guard: incoming attack on Castle Grey.' }]);
      // Stored before its first try; the sweep tries it again after each refusal, until Discord takes it.
      await waitFor('the alert posted', async () => (await alerts.sendDue(), (await waiting()) === 0));
      expect(got).toEqual(Array(3).fill('Guard: incoming attack on Castle Grey.'));

      answers.push(404);
      await alerts.deliver([{ userId: user.id, kind: 'attack', message: 'Guard: a second attack.' }]);
      await waitFor('the refused alert dropped', async () => (await waiting()) === 0);
      await alerts.sendDue();
      expect(got.slice(3)).toEqual(['Guard: a second attack.']);
    } finally {
      flaky.stop(true);
    }
  });

  test('a webhook Discord no longer has: the test says so in words', async () => {
    const { token } = await premiumPlayer();
    await settings(token, { discord: { url: HOOK } });
    answer = 404;
    try {
      const res = await call(app, 'POST', '/api/users/me/notification-settings/discord/test', { token });
      expect(res.status).toBe(503);
      expect(res.body.message).toBe(
        'Discord says this webhook does not exist any more (deleted, or its link was reset). Copy a new one from the channel settings.',
      );
    } finally {
      answer = 204;
    }
  });
});

describe('e-mail and quiet hours', () => {
  test('the critical kinds can be mailed, one per kind per 10 minutes; other kinds cannot be', async () => {
    const { token, user } = await signUp(app);
    const refused = await settings(token, { email: { kinds: { started: true } } });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('started is not a kind of notification you can choose here; the kinds are attack, error.');
    expect((await settings(token, { email: { kinds: { attack: true } } })).body.email.kinds).toEqual({ attack: true, error: false });

    await notify(user.id, 'attack', 'Guard: incoming attack on Castle Grey, lands at 14:05 UTC.');
    const mail = await mailTo(user.email, { subject: /incoming attacks/ });
    expect(mail.subject).toBe('Castellan: incoming attacks');
    expect(mail.text).toStartWith('Guard: incoming attack on Castle Grey, lands at 14:05 UTC.');
    await notify(user.id, 'attack', 'Guard: a second wave.');
    await notify(user.id, 'error', 'Bot "Guard" failed: wrong password.');
    // Neither may be mailed, and mail goes out in the background: nothing marks a mail not sent, so a time wait.
    await Bun.sleep(500);
    expect((await mailsTo(user.email)).filter((m) => m.subject.startsWith('Castellan: incoming'))).toHaveLength(1);
    expect((await mailsTo(user.email)).some((m) => m.subject.startsWith('Castellan: a bot failed'))).toBe(false);
  });

  test('the 10-minute window holds across instances and restarts: two alert services, each as a fresh start, mail a wave once', async () => {
    const { token, user } = await signUp(app);
    expect((await settings(token, { email: { kinds: { attack: true } } })).status).toBe(200);
    const queued: string[] = [];
    let clock = new Date();
    const instance = () =>
      createAlerts({
        sealer: createSealer(randomBytes(32)),
        mailer: { enabled: true, send: async () => {}, queue: async (mail) => void queued.push(mail.to), sendDue: async () => {}, close: () => {} },
        siteOrigin: 'http://castellan.test',
        discordWebhookBase: 'http://127.0.0.1:9/api',
        sendPush: async () => ({ ok: true }) as never,
        personOf: async (id) => (id === user.id ? { id, email: user.email, plan: 'starter' } : null),
        now: () => clock,
      });
    const wave = { userId: user.id, kind: 'attack' as const, message: 'Guard: incoming attack on Castle Grey.' };
    const [one, two] = [instance(), instance()];
    await Promise.all([one.deliver([wave]), two.deliver([wave])]);
    await instance().deliver([wave]);
    expect(queued).toEqual([user.email]);
    // Once the window has passed, the next wave is mailed once more.
    clock = new Date(clock.getTime() + 10 * 60_000 + 1);
    await Promise.all([instance().deliver([wave]), instance().deliver([wave])]);
    expect(queued).toEqual([user.email, user.email]);
  });

  test('a Polish player’s alert mail is in Polish: its subject, the failure as said, the why', async () => {
    const { token, user } = await signUp(app);
    expect((await call(app, 'PUT', '/api/users/me/language', { token, body: { language: 'pl' } })).status).toBe(200);
    expect((await settings(token, { email: { kinds: { error: true } } })).status).toBe(200);
    const pl = (area: string) => JSON.parse(readFileSync(join(import.meta.dir, '..', '..', '..', '..', 'shared', 'i18n', 'pl', `${area}.json`), 'utf8'));
    const mailWords = pl('mail')['mail/alerts'];
    await notify(user.id, 'error', said(notificationLines, 'failed', { bot: 'Strażnik', reason: 'wrong password' }), '6650c0ffee6650c0ffee6650');
    const mail = await mailTo(user.email, { subject: /^Castellan: / });
    expect(mail.subject).toBe(mailWords.errorSubject);
    expect(mail.subject).toBe('Castellan: bot przestał działać');
    expect(mail.text).toStartWith(pl('notifications')['notifications/lines'].failed.replace('{bot}', 'Strażnik').replace('{reason}', 'wrong password'));
    expect(mail.html).toContain(`>${mailWords.openConsole}</a>`);
    expect(mail.text).toContain(mailWords.why);
    expect(mail.html).toContain('<html lang="pl">');
  });

  test("quiet hours hold alerts back in the player's time zone, but incoming attacks when they choose; bad values are refused", async () => {
    const { token, user } = await premiumPlayer();
    await settings(token, { discord: { url: HOOK } });
    const hhmm = (offsetMinutes: number) =>
      new Date(Date.now() + offsetMinutes * 60_000).toLocaleTimeString('en-GB', {
        timeZone: 'Asia/Tokyo',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      });
    const quiet = { from: hhmm(-60), to: hhmm(60), timeZone: 'Asia/Tokyo', attacksBreakThrough: true };
    expect((await settings(token, { quietHours: quiet })).body.quietHours).toEqual(quiet);

    const before = posted.length;
    await notify(user.id, 'error', 'Bot "Guard" failed: the game refused the login.');
    await notify(user.id, 'attack', 'Guard: incoming attack during the night.');
    // The failure was told first: once the attack after it is posted, the failure would have been too.
    await waitFor('the attack posted', () => posted.some((p, i) => i >= before && p.body.content === 'Guard: incoming attack during the night.'));
    expect(posted.slice(before).map((p) => p.body.content)).toEqual(['Guard: incoming attack during the night.']);
    // The bell has both.
    const bell = (await call(app, 'GET', '/api/users/me/notifications', { token })).body.map((n: { message: string }) => n.message);
    expect(bell).toContain('Bot "Guard" failed: the game refused the login.');

    expect((await settings(token, { quietHours: { ...quiet, timeZone: 'Mars/Olympus' } })).body.message).toBe(
      '"Mars/Olympus" is not a time zone this server knows (for example Europe/Berlin).',
    );
    expect((await settings(token, { quietHours: { ...quiet, from: '25:00' } })).status).toBe(422);
    expect((await settings(token, { quietHours: null })).body.quietHours).toBeNull();
  });
});
