/**
 * The status page's acceptance: the local game server refuses every client build at `vck` (as the live
 * game did on 2026-10-12), bots start on three accounts of one world, and GET /api/status says the game
 * changed for that world (not that our bots are down), the verdict function says so for the alerts, and
 * the feed tells it; then the game lets the build in again, the bots log in, and the verdict clears.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { action, botPlatform, waitForState, type TestPlatform } from '../../../test/bots';
import { call, signUp, waitFor } from '../../../test/helpers';
import { LatestLoginModel, LoginCountModel } from './login-counts.model';
import { VerdictLogModel } from './verdict-log.model';
import { gameChangeVerdict } from './verdict';

/** A world no other test of the suite plays, so its accounts are this file's alone. */
const WORLD = 'HANT1';
const FAST = { minDelaySeconds: 1, maxDelaySeconds: 2, breakEveryMinutes: 0 };

let p: TestPlatform;
beforeAll(async () => {
  p = await botPlatform();
  await Promise.all([
    LatestLoginModel.deleteMany({ world: WORLD }),
    LoginCountModel.deleteMany({ world: WORLD }),
    VerdictLogModel.deleteMany({ world: WORLD }),
  ]);
});
afterAll(async () => {
  p.sim.refuseEveryBuild(false);
  await p.close();
  await p.sim.stop();
}, 60_000);

/** A player with a game account on WORLD and a bot on it. */
async function botOnWorld(n: number) {
  const player = await signUp(p.app);
  const username = `Herald${Date.now().toString(36)}${n}`;
  const account = await call(p.app, 'POST', '/api/accounts', {
    token: player.token,
    body: { email: `${username}@game.example`, server: WORLD, username, password: 'castle-pw', type: 'none' },
  });
  expect(account.status).toBe(201);
  const bot = await call(p.app, 'POST', '/api/bots', { token: player.token, body: { templateId: 'baron-farmer', accountId: account.body.id, settings: FAST } });
  expect(bot.status).toBe(201);
  return { token: player.token as string, botId: bot.body.id as string };
}

/** GET /api/status as anyone reads it, past this instance's 30 s copy. */
async function status() {
  p.status.forget();
  const res = await call(p.app, 'GET', '/api/status');
  expect(res.status).toBe(200);
  return res.body;
}
const world = (body: { worlds: { world: string }[] }) => body.worlds.find((w) => w.world === WORLD) as Record<string, any> | undefined;

async function feed(): Promise<string> {
  const res = await call(p.app, 'GET', '/api/status/feed?lang=en');
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('application/atom+xml');
  return res.body as string;
}

describe('the game refuses our client, then lets it in again', () => {
  test('three accounts refused at vck: the game changed for that world, not our bots; logins back: it clears', async () => {
    p.sim.refuseEveryBuild(true);
    const bots = await Promise.all([1, 2, 3].map(botOnWorld));
    for (const bot of bots) expect((await action(p, bot.token, bot.botId, 'start')).status).toBe(200);

    // The verdict reads each account's newest login, written at once; the day's count is written in batches
    // behind the write in flight (login-record.ts), so it can trail the verdict by a write: wait for both.
    const refused = await waitFor(
      'the status page to say the game changed, with the refused logins counted',
      async () => {
        const body = await status();
        const row = world(body);
        return row?.state === 'game_changed' && row.days.at(-1)?.attempts >= 3 ? body : null;
      },
      60_000,
      250,
    );
    const row = world(refused)!;
    expect(row.game_change).toMatchObject({ pattern: 'version_refused', accounts: 3 });
    expect(Date.parse(row.game_change.since)).toBeLessThanOrEqual(Date.now());
    expect(row).toMatchObject({ accounts: 3, ok_accounts: 0 });
    // Our side is fine: nothing of ours is down, so the page does not blame our bots.
    expect(refused.our_trouble).toEqual([]);
    expect(refused.parts.map((part: { id: string }) => part.id)).toEqual(expect.arrayContaining(['api', 'database', 'engine', 'runtime']));
    // Today's bar counts the refused logins.
    const today = row.days.at(-1);
    expect(today.attempts).toBeGreaterThanOrEqual(3);
    expect(today.ok).toBe(0);
    expect(row.days).toHaveLength(90);

    // What the alerts import says the same.
    const verdicts = (await gameChangeVerdict()).filter((v) => v.world === WORLD);
    expect(verdicts).toEqual([{ world: WORLD, pattern: 'version_refused', since: expect.any(Date), accounts: 3 }]);

    // The minute's probe opens the verdict, and the feed tells it.
    await p.jobs.run('status probe');
    expect(await feed()).toContain(`The game changed: ${WORLD} refuses our client's version since`);

    // The game takes our build again: each bot's next try logs in, and the verdict clears.
    p.sim.refuseEveryBuild(false);
    for (const bot of bots) await waitForState(bot.botId, 'online', 60_000);
    const back = await waitFor(
      'the verdict to clear',
      async () => {
        const body = await status();
        return world(body)?.state === 'ok' ? body : null;
      },
      30_000,
      250,
    );
    expect(world(back)).toMatchObject({ game_change: null, accounts: 3, ok_accounts: 3 });
    expect((await gameChangeVerdict()).filter((v) => v.world === WORLD)).toEqual([]);
    // The handshake's round trip of the logins that got in is measured.
    expect(world(back)!.round_trip_ms).toEqual(expect.any(Number));

    await p.jobs.run('status probe');
    const told = await feed();
    expect(told).toContain(`${WORLD} lets our bots in again since`);
    expect(told).toContain(`<title>The game changed: ${WORLD}</title>`);
  }, 180_000);
});
