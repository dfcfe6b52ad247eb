/**
 * A start that waits can be cancelled (issue 54): a bot started while its game account's login budget is
 * used up waits ("the next login waits until …"); the player's stop ends that wait in the runtime. The
 * bot goes offline, no login reaches the game afterwards (not even once the wait would have ended), and
 * the account's budget keeps the logins it had: the cancelled start spent none.
 */
import { afterAll, expect, test } from 'bun:test';
import { action, botPlatform, consoleText, playerWithBot, waitForConsole, waitForState } from '../../../../test/bots';
import { call, waitFor } from '../../../../test/helpers';
import { gameAccountKey, LOGIN_BUDGET, LOGIN_WINDOW_MS } from '../../../runtime';
import { BotModel } from '../records/bot.model';
import { LoginEntryModel } from './login-guard/login-entry.model';
import { reserveLogin } from './login-guard/service';

const PACE = 0.01;
const p = await botPlatform({ paceScale: PACE });
afterAll(async () => {
  await p.close();
  await p.sim.stop();
}, 60_000);

test('stopping a bot whose start waits for the login budget: it goes offline, and no login reaches the game, then or later', async () => {
  const { token, botId, username } = await playerWithBot(p, 'attack-guard', { checkEverySeconds: 3600, minAttackers: 1 });
  const key = gameAccountKey('INT1', username);
  const windowMs = LOGIN_WINDOW_MS * PACE;
  // The account's budget used up as three logins elsewhere would leave it, stamped so that the next login
  // may go in about 20 s: long enough to stop the start while it waits, short enough to wait past.
  const stamped = Date.now() + 20_000 - windowMs;
  for (let i = 0; i < LOGIN_BUDGET; i++) expect((await reserveLogin({ key, at: stamped, windowMs, budget: LOGIN_BUDGET })).granted).toBe(true);
  const retryAt = stamped + windowMs;

  expect((await action(p, token, botId, 'start')).status).toBe(200);
  await waitForConsole(p, botId, /the next login waits until \d\d?:\d\d:\d\d [AP]M UTC\./);
  expect(p.sim.sessions(username).logins).toBe(0);
  // Waiting to start, as the bot list shows it: wanted online, not online.
  const listed = (await call(p.app, 'GET', '/api/bots', { token })).body.find((b: { id: string }) => b.id === botId);
  expect(listed).toMatchObject({ desiredState: 'online' });
  expect(listed.state).not.toBe('online');

  const stopped = await action(p, token, botId, 'stop');
  expect(stopped.status).toBe(200);
  expect(stopped.body.desiredState).toBe('offline');
  await waitFor('the runtime to let the bot go', () => !p.supervisor.runtime()?.isRunning(botId));
  await waitForState(botId, 'offline');
  expect(await consoleText(p, botId)).toContain('Start cancelled: the bot stops before logging in.');
  expect(await consoleText(p, botId)).not.toContain('finishing the current step');

  // Past the time the login would have gone, and a few of the session's checks after it: still none.
  await waitFor('the wait to have ended', () => Date.now() > retryAt + 3000, 40_000);
  expect(p.sim.sessions(username).logins).toBe(0);
  const bot = await BotModel.findById(botId).lean();
  expect(bot).toMatchObject({ desiredState: 'offline', state: 'offline', lastError: null });
  // The budget holds the three logins it had, none more: the cancelled start reserved nothing.
  const entries = await LoginEntryModel.find({ _id: { $in: [1, 2, 3, 4, 5].map((n) => `${key}|${n}`) } }).lean();
  expect(entries.map((e) => e._id).sort()).toEqual([1, 2, 3].map((n) => `${key}|${n}`));
}, 120_000);
