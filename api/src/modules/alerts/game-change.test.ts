/**
 * The acceptance path of issue 56: the local game server refuses every client build at `vck` (as the live
 * game did on 2026-10-12); bots on three game accounts of one world are refused; the status module's
 * records and verdict say the game changed there, and the admins are alerted once (one bell item, one
 * mail, one post in their Discord channel) however often the leader's job looks; the game lets the build
 * in again, the bots log in, and one "resolved" follows.
 */
import { afterAll, beforeAll, expect, test } from 'bun:test';
import { startSimulator, type Simulator } from '../../../../simulator/server';
import { action, botPlatform, waitForState, type TestPlatform } from '../../../test/bots';
import { call, signUp, testConfig, uniqueEmail, waitFor } from '../../../test/helpers';
import { mailsTo } from '../../../test/mailbox';
import { LatestLoginModel, LoginCountModel } from '../status/login-counts.model';
import { DEFAULT_ALERT_SETTINGS } from './settings';

/** A world no other test of the suite plays, so its logins are this file's alone. */
const WORLD = 'RO1';
const FAST = { minDelaySeconds: 1, maxDelaySeconds: 2, breakEveryMinutes: 0 };
const HOOK = 'https://discord.com/api/webhooks/323456789012345678/Game-ch4nge_channel-t0ken-here';

const posted: string[] = [];
const discord = Bun.serve({
  hostname: '127.0.0.1',
  port: 0,
  async fetch(req) {
    posted.push(((await req.json()) as { content: string }).content);
    return new Response(null, { status: 204 });
  },
});

const admin = uniqueEmail('admin');
let sim: Simulator;
let p: TestPlatform;
let adminToken = '';
beforeAll(async () => {
  sim = await startSimulator({ port: 0, seed: 7, timeScale: 600, raidChancePerHour: 0 });
  p = await botPlatform(
    {
      config: testConfig({
        gameUrl: sim.url,
        gameLoginPage: { url: sim.loginPageUrl, siteKey: null },
        adminEmails: [admin],
        alerts: { discordWebhookBase: `http://127.0.0.1:${discord.port}/api` },
        adminAlerts: { ...DEFAULT_ALERT_SETTINGS, discordWebhookUrl: HOOK, resolveAfterMs: 0 },
      }),
      adminAlerts: { only: ['login-failures'] },
    },
    sim,
  );
  await Promise.all([LatestLoginModel.deleteMany({ world: WORLD }), LoginCountModel.deleteMany({ world: WORLD })]);
  adminToken = (await signUp(p.app, admin)).token;
}, 60_000);
afterAll(async () => {
  sim?.refuseEveryBuild(false);
  await p?.close();
  await sim?.stop();
  discord.stop(true);
}, 60_000);

async function botOnWorld(n: number) {
  const player = await signUp(p.app);
  const username = `Sentinel${Date.now().toString(36)}${n}`;
  const account = await call(p.app, 'POST', '/api/accounts', {
    token: player.token,
    body: { email: `${username}@game.example`, server: WORLD, username, password: 'castle-pw', type: 'none' },
  });
  expect(account.status).toBe(201);
  const bot = await call(p.app, 'POST', '/api/bots', { token: player.token, body: { templateId: 'baron-farmer', accountId: account.body.id, settings: FAST } });
  expect(bot.status).toBe(201);
  return { token: player.token as string, botId: bot.body.id as string };
}

/** What reached the admin about this world (other worlds' alerts, from other files' logins, are not this test's). */
async function told() {
  const bell = ((await call(p.app, 'GET', '/api/users/me/notifications', { token: adminToken })).body as { message: string; link: string }[]).filter(
    (n) => n.link === '/admin?tab=system' && n.message.includes(`${WORLD}`),
  );
  const mails = (await mailsTo(admin)).filter((m) => /^Castellan alert/.test(m.subject) && m.text.includes(WORLD));
  return { bell: bell.map((n) => n.message), mails: mails.map((m) => m.subject), discord: posted.filter((c) => c.includes(WORLD)) };
}

/** The leader's job, twice at once beside the evaluation itself: as two instances that both believe they lead. */
const evaluate = () => Promise.all([p.jobs.run('admin alerts'), p.jobs.run('admin alerts'), p.adminAlerts.evaluate()]);

test('the game refuses our client on a world: the admins are alerted once; the game lets it in again: resolved once', async () => {
  sim.refuseEveryBuild(true);
  const bots = await Promise.all([1, 2, 3].map(botOnWorld));
  for (const bot of bots) expect((await action(p, bot.token, bot.botId, 'start')).status).toBe(200);

  await waitFor(
    'the admins alerted',
    async () => {
      await evaluate();
      return (await told()).discord.length > 0;
    },
    90_000,
    250,
  );
  // The refusals go on and the job keeps looking: nothing more is said.
  for (let i = 0; i < 5; i++) await evaluate();
  await waitFor('the mail', async () => (await told()).mails.length > 0, 30_000);
  const raised = await told();
  const saw = new RegExp(
    `^Alert, World logins failing: ${WORLD}: the game seems to have changed \\(version_refused\\) since \\d{1,2}:\\d{2} [AP]M UTC; 3 game accounts affected\\. Metric: castellan_game_logins_total, and the System tab of the admin page: http://localhost:4321/admin\\?tab=system$`,
  );
  expect(raised.bell).toHaveLength(1);
  expect(raised.bell[0]).toMatch(saw);
  expect(raised.mails).toEqual(['Castellan alert: World logins failing']);
  expect(raised.discord).toEqual([`🔴 ${raised.bell[0]}`]);

  // The game takes our build again: each bot's next try logs in, the verdict clears, and the alert is resolved.
  sim.refuseEveryBuild(false);
  for (const bot of bots) await waitForState(bot.botId, 'online', 60_000);
  await waitFor(
    'the alert resolved',
    async () => {
      await evaluate();
      return (await told()).discord.length > 1;
    },
    60_000,
    250,
  );
  await evaluate();
  await waitFor('the resolved mail', async () => (await told()).mails.length > 1, 30_000);
  const over = await told();
  expect(over.discord).toHaveLength(2);
  expect(over.discord[1]).toMatch(new RegExp(`^✅ Resolved, World logins failing \\(${WORLD}\\): it lasted \\d+ min`));
  expect(over.bell).toHaveLength(2);
  expect(over.mails.sort()).toEqual(['Castellan alert resolved: World logins failing', 'Castellan alert: World logins failing']);
  for (const bot of bots) await action(p, bot.token, bot.botId, 'stop');
}, 240_000);
