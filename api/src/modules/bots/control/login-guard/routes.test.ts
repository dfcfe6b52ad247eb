/**
 * Issue 36's "Done when" through the whole API (its runtime process, the database, the engine), against a
 * game server that closes the older socket with a plain 1000: two players who each added the same game
 * account start a bot each; one holds the account, the other waits and says why; Play now takes it back on
 * purpose, counted in the account's budget (its ten minutes read as 60 s by Play now; the bots at 0.01 pace).
 */
import { afterAll, expect, test } from 'bun:test';
import { startSimulator } from '../../../../../../simulator/server';
import { action, botPlatform, consoleText, playerWithBot, waitForConsole, waitForState } from '../../../../../test/bots';
import { call, waitFor } from '../../../../../test/helpers';
import { UserModel } from '../../../users/user.model';

const sim = await startSimulator({ port: 0, seed: 23, timeScale: 600, raidChancePerHour: 0, replacedCloseCode: 1000 });
// Play now reads the ten minutes at 1/10 (60 s): the steps below, each paced at 1/100, took about as long as
// the window scaled alike (6 s), so a loaded run's fourth ask could find the first login gone from it.
const p = await botPlatform({ playNowWindowScale: 0.1 }, sim);
afterAll(async () => {
  await p.supervisor.close();
  await sim.stop();
});

const HELD = 'This game account is already being played by another Castellan bot: this bot waits until it is free.';
const QUIET = { checkEverySeconds: 3600, minAttackers: 1 };

test('two players, one game account: one bot holds it, the other waits naming no one; Play now takes it back (owner only, a running bot only, within the budget)', async () => {
  const shared = `Shared${crypto.randomUUID().slice(0, 6)}`;
  const anna = await playerWithBot(p, 'attack-guard', QUIET, { username: shared, password: 'castle-pw' });
  const ben = await playerWithBot(p, 'attack-guard', QUIET, { username: shared, password: 'castle-pw' });
  const playNow = (botId: string, token: string, headers: Record<string, string> = {}) =>
    call(p.app, 'POST', `/api/bots/${botId}/play-now`, { token, headers });

  expect((await playNow(anna.botId, anna.token)).status).toBe(409); // not running yet
  expect((await playNow(anna.botId, anna.token)).body.message).toBe('Start the bot first: Play now logs a running bot in.');
  await action(p, anna.token, anna.botId, 'start');
  await waitForState(anna.botId, 'online');
  await action(p, ben.token, ben.botId, 'start');
  await waitForConsole(p, ben.botId, HELD);
  expect(sim.sessions(shared)).toMatchObject({ live: 1, logins: 1, replaced: 0 });
  expect(await consoleText(p, ben.botId)).not.toContain(anna.email);

  // Only the bot's owner may press it.
  expect((await playNow(anna.botId, ben.token)).status).toBe(404);
  const taken = await playNow(ben.botId, ben.token);
  expect(taken.status).toBe(202);
  expect(taken.body.message).toBe('The bot logs in within a few seconds.');
  await waitForConsole(p, ben.botId, 'Play now: logging in at once, as you asked.', 10_000);
  await waitForState(ben.botId, 'online');
  await waitForConsole(p, anna.botId, HELD, 10_000);
  expect(sim.sessions(shared)).toMatchObject({ live: 1, logins: 2 });

  // Anna takes it back: the third login of the ten minutes; a fourth Play now is refused with when it can.
  expect((await playNow(anna.botId, anna.token)).status).toBe(202);
  await waitFor('the third login', () => sim.sessions(shared).logins === 3, 15_000);
  const refused = await playNow(ben.botId, ben.token);
  expect(refused.status).toBe(409);
  expect(refused.body.message).toMatch(/^This game account was logged in 3 times in the last 10 min: Play now can log in at \d\d?:\d\d [AP]M UTC\.$/);
  const german = await playNow(ben.botId, ben.token, { cookie: 'castellan-lang=de' });
  expect(german.body.message).toMatch(/^Dieser Spielaccount wurde .* \d\d:\d\d UTC/);
  expect(sim.sessions(shared).logins).toBe(3);
  for (const who of [anna, ben]) await action(p, who.token, who.botId, 'stop');
}, 90_000);

test('one player, both bots on the game account (a player adds a game account once): one session for both, one login in the budget window, no fight', async () => {
  const username = `Solo${crypto.randomUUID().slice(0, 6)}`;
  const carl = await playerWithBot(p, 'attack-guard', QUIET, { username, password: 'castle-pw' });
  await UserModel.updateOne({ _id: carl.user.id }, { plan: 'plus' }); // a second bot slot
  // The same game account again is refused: one record per game account and player (so no second hold here).
  const again = await call(p.app, 'POST', '/api/accounts', {
    token: carl.token,
    body: { email: `${username}2@game.example`, server: 'INT1', username: username.toUpperCase(), password: 'castle-pw', type: 'none' },
  });
  expect(again.status).toBe(409);
  const second = await call(p.app, 'POST', '/api/bots', {
    token: carl.token,
    body: { templateId: 'resource-keeper', accountId: carl.accountId, settings: { minDelaySeconds: 1, maxDelaySeconds: 2, breakEveryMinutes: 0 } },
  });
  expect(second.status).toBe(201);
  for (const botId of [carl.botId, second.body.id as string]) await action(p, carl.token, botId, 'start');
  for (const botId of [carl.botId, second.body.id as string]) await waitForState(botId, 'online');
  const since = Date.now();
  await waitFor('a budget window (10 minutes at 0.01)', () => Date.now() - since > 6_500, 10_000);
  expect(sim.sessions(username)).toEqual({ live: 1, logins: 1, replaced: 0 });
  for (const botId of [carl.botId, second.body.id as string]) expect(await consoleText(p, botId)).not.toContain(HELD);
  for (const botId of [carl.botId, second.body.id as string]) await action(p, carl.token, botId, 'stop');
}, 60_000);
