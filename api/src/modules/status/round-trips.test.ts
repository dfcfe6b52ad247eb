/**
 * The game's round trip on the status page all the time: what each runtime measured since the last probe
 * (a first sight only a starting point, a restarted process all new), and a bot online on the local
 * runtime moving its world's round trip counts with the minute's probe, with no new login.
 */
import { afterAll, describe, expect, test } from 'bun:test';
import { action, botPlatform, waitForState, type TestPlatform } from '../../../test/bots';
import { call, signUp, waitFor } from '../../../test/helpers';
import { BotModel } from '../bots/records/bot.model';
import { LoginCountModel } from './login-counts.model';
import { countId, hourStart } from './login-record';
import { tripsSince } from './round-trips';

describe('tripsSince', () => {
  test('counts what each runtime measured since it was last seen, per world', () => {
    const seen = new Map();
    // First sight: a starting point (another leader may have counted what came before).
    expect([...tripsSince(seen, [{ name: 'a', totals: { INT1: { sumMs: 100, count: 2 } } }])]).toEqual([]);
    const added = tripsSince(seen, [
      {
        name: 'a',
        totals: {
          INT1: { sumMs: 160, count: 5 },
          DE1: { sumMs: 30, count: 1 },
        },
      },
      { name: 'b', totals: { INT1: { sumMs: 999, count: 9 } } },
    ]);
    expect(Object.fromEntries(added)).toEqual({
      INT1: { sumMs: 60, count: 3 },
      DE1: { sumMs: 30, count: 1 },
    });
    // Fewer than before under the same name: a new process, all of it new; the same totals again: nothing.
    const again = tripsSince(seen, [
      {
        name: 'a',
        totals: { INT1: { sumMs: 40, count: 1 }, DE1: { sumMs: 30, count: 1 } },
      },
      { name: 'b', totals: { INT1: { sumMs: 999, count: 9 } } },
    ]);
    expect(Object.fromEntries(again)).toEqual({
      INT1: { sumMs: 40, count: 1 },
    });
    // A runtime gone is forgotten: back, it is a starting point again.
    tripsSince(seen, [{ name: 'a', totals: { INT1: { sumMs: 40, count: 1 } } }]);
    expect(seen.has('b')).toBe(false);
  });
});

/** A world no other test of the suite plays, so its counts are this file's alone. */
const WORLD = 'NL1';
let p: TestPlatform | undefined;
let botId: string | undefined;

afterAll(async () => {
  await p?.close();
  if (botId) await BotModel.updateOne({ _id: botId }, { $set: { desiredState: 'offline', state: 'offline' } });
  await p?.sim.stop();
}, 60_000);

test("a bot online moves its world's round trip counts with no new login", async () => {
  p = await botPlatform();
  await LoginCountModel.deleteMany({ world: WORLD });
  const player = await signUp(p.app);
  const username = `Tripper${Date.now().toString(36)}`;
  const account = await call(p.app, 'POST', '/api/accounts', {
    token: player.token,
    body: {
      email: `${username}@game.example`,
      server: WORLD,
      username,
      password: 'castle-pw',
      type: 'none',
    },
  });
  expect(account.status).toBe(201);
  const bot = await call(p.app, 'POST', '/api/bots', {
    token: player.token,
    body: {
      templateId: 'baron-farmer',
      accountId: account.body.id,
      settings: {
        minDelaySeconds: 1,
        maxDelaySeconds: 2,
        breakEveryMinutes: 0,
      },
    },
  });
  expect(bot.status).toBe(201);
  botId = bot.body.id;
  expect((await action(p, player.token, bot.body.id, 'start')).status).toBe(200);
  await waitForState(bot.body.id, 'online');

  const hour = async () =>
    (await LoginCountModel.findById(countId(WORLD, 'hour', hourStart(Date.now()))).lean()) ?? { attempts: 0, roundTrips: 0, roundTripMs: 0 };
  // The login's own count, then the first probe: the runtime's starting point.
  const before = await waitFor('the login counted', async () => ((await hour()).attempts >= 1 ? hour() : null), 30_000, 100);
  await p.status.probe();
  let seen = 'nothing yet';
  const after = await waitFor(
    'round trips counted by the probe',
    async () => {
      await p!.status.probe();
      const now = await hour();
      seen = `${now.roundTrips} round trips, ${now.attempts} logins`;
      // Each login adds its handshake's one round trip: more than the logins since, and the bot's commands count.
      return now.roundTrips - before.roundTrips > now.attempts - before.attempts ? now : null;
    },
    30_000,
    500,
  ).catch((err: Error) => {
    throw new Error(`${err.message}; saw ${seen}`);
  });
  expect(after.roundTripMs).toBeGreaterThan(before.roundTripMs);
  // The day's document took the same trips.
  const day = await LoginCountModel.findOne({
    world: WORLD,
    span: 'day',
  }).lean();
  expect(day!.roundTrips).toBeGreaterThanOrEqual(after.roundTrips);

  expect((await action(p, player.token, bot.body.id, 'stop')).status).toBe(200);
  await waitForState(bot.body.id, 'offline');
}, 90_000);
