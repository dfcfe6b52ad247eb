/**
 * The admins' alerts through the API platform: a wave of safety locks (kept on the accounts as the
 * runtime's report keeps them) makes the leader's periodic job raise an alert; every admin gets exactly
 * one bell item and one mail in their language, and the admins' Discord channel one post (a local HTTP
 * stand-in for Discord's Execute Webhook, answering as Discord does), however many evaluations run at
 * once and after; a player and an address of ADMIN_EMAILS whose owner never proved it get nothing. When
 * the wave is over, one "resolved" each. A post Discord fails (500) is tried again with backoff and goes;
 * one failing on every try is given up after four, the bell and the mail having it all the same.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import mongoose from 'mongoose';
import { createPlatform } from '../../app';
import { call, ownCounters, RELAXED_THROTTLE, signUp, testConfig, uniqueEmail, waitFor, type TestApp } from '../../../test/helpers';
import { mailsTo, mailTo } from '../../../test/mailbox';
import { keepSafetyLock } from '../accounts/safety';
import { GameAccountModel } from '../accounts/account.model';
import { UserModel } from '../users/user.model';
import { DEFAULT_ALERT_SETTINGS } from './settings';

type Posted = { path: string; body: { content: string; allowed_mentions: { parse: string[] } } };
const posted: Posted[] = [];
let tries = 0;
/** The next answers Discord gives before its usual 204 (a rate limit, with its JSON body). */
const answers: { status: number; body: unknown }[] = [];
const discord = Bun.serve({
  hostname: '127.0.0.1',
  port: 0,
  async fetch(req) {
    tries += 1;
    const body = (await req.json()) as Posted['body'];
    const answer = answers.shift();
    if (answer) return Response.json(answer.body, { status: answer.status });
    posted.push({ path: new URL(req.url).pathname, body });
    return new Response(null, { status: 204 });
  },
});

const HOOK = 'https://discord.com/api/webhooks/223456789012345678/Admins-ch4nnel_t0ken-for-alerts';
const admins = [uniqueEmail('admin'), uniqueEmail('admin')];
const unproven = uniqueEmail('admin');
// Years ahead: the wave's locks are this test's alone (other files' locks are at the real time, outside its window).
let clock = Date.parse('2033-03-03T10:00:00Z');
const platform = createPlatform({
  config: testConfig({
    adminEmails: [...admins, unproven],
    alerts: { discordWebhookBase: `http://127.0.0.1:${discord.port}/api` },
    // Discord's tries a few milliseconds apart rather than seconds and minutes.
    adminAlerts: {
      ...DEFAULT_ALERT_SETTINGS,
      discordWebhookUrl: HOOK,
      discordRetryDelaysMs: [20, 40, 80],
      resolveAfterMs: 0,
      safetyLocks: { accounts: 3, windowMs: 10 * 60_000 },
    },
  }),
  throttle: RELAXED_THROTTLE,
  throttleNamespace: ownCounters(),
  adminAlerts: { now: () => clock, only: ['safety-lock-wave'] },
});
const app = platform.app as unknown as TestApp;
afterAll(async () => {
  await platform.close();
  discord.stop(true);
});

const people: { token: string; email: string }[] = [];
let player = { token: '', email: '' };
beforeAll(async () => {
  for (const email of admins) people.push(await signUp(app, email));
  // The second admin reads German.
  await UserModel.updateOne({ email: admins[1] }, { $set: { language: 'de' } });
  player = await signUp(app);
  await signUp(app, unproven, 'correct horse', { verified: false });
}, 60_000);

const SYSTEM_TAB = 'http://localhost:4321/admin?tab=system';
const bellOf = async (token: string) =>
  ((await call(app, 'GET', '/api/users/me/notifications', { token })).body as { message: string; link: string }[]).filter(
    (n) => n.link === '/admin?tab=system',
  );
const alertMails = async (email: string) => (await mailsTo(email)).filter((m) => /Castellan alert|Castellan-Alarm/.test(m.subject));

/** Three game accounts locked for safety at the test's clock, as the runtime's report keeps a lock. */
async function lockWave() {
  const owner = new mongoose.Types.ObjectId();
  for (const [i, cause] of (['ban', 'ban', 'refusals'] as const).entries()) {
    const username = `Warden${crypto.randomUUID().slice(0, 6)}`;
    const account = await GameAccountModel.create({
      userId: owner,
      username,
      usernameKey: username.toLowerCase(),
      gameEmail: `${username}@game.example`,
      server: 'INT1',
      tag: 'none',
      passwordSealed: 'sealed',
    });
    const lock = { cause, reason: 'The game said no.', said: { key: 'bot-lines/safety.resumePressed' }, at: new Date(clock - i * 60_000).toISOString() };
    expect(await keepSafetyLock(String(account._id), lock)).not.toBeNull();
  }
}

describe('a wave of safety locks', () => {
  test('every admin is told once (bell, mail in their language, one Discord post), however many evaluations run; once more when it is over', async () => {
    await lockWave();
    // The job as the leader's cadence runs it, twice at once, beside the evaluation itself; then again.
    await Promise.all([platform.jobs.run('admin alerts'), platform.jobs.run('admin alerts'), platform.adminAlerts.evaluate()]);
    clock += 60_000;
    await platform.jobs.run('admin alerts');

    const saw = '3 game accounts were safety-locked within 10 min (ban 2, refusals 1).';
    const english = `Alert, Safety-lock wave: ${saw} Metric: castellan_safety_locks_total, and the System tab of the admin page: ${SYSTEM_TAB}`;
    expect((await bellOf(people[0]!.token)).map((n) => n.message)).toEqual([english]);
    expect((await bellOf(people[1]!.token)).map((n) => n.message)).toEqual([
      `Alarm, Welle von Sicherheitssperren: 3 Spielaccounts innerhalb von 10 Min. mit einer Sicherheitssperre belegt (ban 2, refusals 1). Metrik: castellan_safety_locks_total, dazu der Tab System im Admin-Bereich: ${SYSTEM_TAB}`,
    ]);
    expect(await bellOf(player.token)).toEqual([]);

    const mail = await mailTo(admins[0]!, { subject: /^Castellan alert: Safety-lock wave$/ });
    expect(mail.text).toContain(english);
    expect(mail.text).toContain(SYSTEM_TAB);
    const german = await mailTo(admins[1]!, { subject: /^Castellan-Alarm: Welle von Sicherheitssperren$/ });
    expect(german.text).toContain('Du bekommst diese Mail als Administrator von Castellan');

    await waitFor('the Discord post', () => posted.length >= 1);
    expect(posted).toEqual([
      { path: '/api/webhooks/223456789012345678/Admins-ch4nnel_t0ken-for-alerts', body: { content: `🔴 ${english}`, allowed_mentions: { parse: [] } } },
    ]);

    // Over: the window holds no lock any more. Discord asks to slow down once; the post goes after its wait.
    answers.push({ status: 429, body: { message: 'You are being rate limited.', retry_after: 0.05, global: false } });
    clock += 11 * 60_000;
    await Promise.all([platform.jobs.run('admin alerts'), platform.adminAlerts.evaluate()]);
    await platform.jobs.run('admin alerts');
    const resolved =
      /^Resolved, Safety-lock wave \(accounts\): it lasted 12 min, from 10:00 AM UTC to 10:12 AM UTC\. When raised: 3 game accounts were safety-locked/;
    await mailTo(admins[0]!, { subject: /^Castellan alert resolved: Safety-lock wave$/ });
    await mailTo(admins[1]!, { subject: /^Castellan-Alarm behoben: Welle von Sicherheitssperren$/ });
    await waitFor('the resolved post', () => posted.length >= 2);
    expect(tries).toBe(3);
    expect(posted[1]!.body.content).toMatch(/^✅ Resolved, Safety-lock wave/);

    // Everything has arrived that was sent: one of each, per admin, and nothing to those who are not admins.
    const bell = await bellOf(people[0]!.token);
    expect(bell).toHaveLength(2);
    expect(bell[0]!.message).toMatch(resolved);
    expect((await bellOf(people[1]!.token)).map((n) => n.message)).toHaveLength(2);
    for (const email of admins) expect((await alertMails(email)).map((m) => m.subject)).toHaveLength(2);
    expect(await alertMails(unproven)).toEqual([]);
    expect(await alertMails(player.email)).toEqual([]);
    expect(posted).toHaveLength(2);
  }, 60_000);

  test('a Discord post that fails (500) is tried again and goes; the bell has the alert meanwhile; one failing on every try is given up', async () => {
    // A new wave, after the last one was over.
    clock += 60 * 60_000;
    const before = { tries, posted: posted.length, bell: (await bellOf(people[0]!.token)).length };
    answers.push({ status: 500, body: { message: 'Internal Server Error' } });
    await lockWave();
    await platform.jobs.run('admin alerts');
    expect(await bellOf(people[0]!.token)).toHaveLength(before.bell + 1);
    await waitFor('the post, on its second try', () => posted.length > before.posted);
    expect(tries - before.tries).toBe(2);
    expect(posted.at(-1)!.body.content).toMatch(/^🔴 Alert, Safety-lock wave/);
    // Where the bell item leads, the System tab: the open alert and what it saw, in the reader's language.
    const system = await call(app, 'GET', '/api/admin/system', { token: people[0]!.token });
    expect(system.body.alerts).toContainEqual({
      rule: 'safety-lock-wave',
      name: 'Safety-lock wave',
      subject: 'accounts',
      startedAt: expect.any(String),
      saw: expect.stringMatching(/^3 game accounts were safety-locked within 10 min/),
      quiet: false,
    });

    // Discord down through every try: 4 tries (3 waits), then given up; the bell and the mail have it all the same.
    answers.push(...Array.from({ length: 4 }, () => ({ status: 503, body: { message: 'Service Unavailable' } })));
    const failing = { tries, posted: posted.length };
    clock += 11 * 60_000;
    await platform.jobs.run('admin alerts');
    await waitFor('every try made', () => tries - failing.tries === 4);
    await mailTo(admins[0]!, { subject: /^Castellan alert resolved: Safety-lock wave$/ });
    expect(await bellOf(people[0]!.token)).toHaveLength(before.bell + 2);
    expect(posted).toHaveLength(failing.posted);
  }, 60_000);
});
