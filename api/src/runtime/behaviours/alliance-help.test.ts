/**
 * Alliance Help against the real game server: a request on the list at login and one pushed later are each
 * answered with one `aha`, a human wait after they appear, and the game records the help; an account in no
 * alliance is told so.
 */
import { afterAll, expect, test } from 'bun:test';
import { startSimulator } from '../../../../simulator/server';
import { TestClient } from '../../../../simulator/test-client';
import { zoneOf } from '@shared/game';
import { botSpec, gameAccount, startGameBot, until } from '../../../test/game-bots';
import { SessionPool } from '../session';

const sim = await startSimulator({ port: 0, seed: 15, timeScale: 120, raidChancePerHour: 0 });
afterAll(() => sim.stop());
const sessions = new SessionPool({ paceScale: 0.01 });
const ZONE = zoneOf('INT1');

/** A bot on an account that is a member of `allianceId` (none: in no alliance) before it logs in. */
function startHelper(allianceId?: number) {
  const account = gameAccount(sim, 'Ally');
  if (allianceId !== undefined) sim.world.joinAlliance(ZONE, account.username, allianceId);
  const bot = startGameBot(sessions, botSpec(account, 'alliance-help', { minWaitSeconds: 60, maxWaitSeconds: 120, checkEverySeconds: 30 }, 'Helper'));
  return { ...bot, username: account.username };
}

test('answers the request on the list at login and the one pushed later, each after a wait; the game counts the help', async () => {
  // A member asks for help with a building before the bot logs in.
  const asker = await TestClient.ready(sim.url, ZONE, { name: `Asker${Date.now().toString(36)}`, password: 'pw' });
  const askerRecord = sim.world.allPlayers().find((p) => p.name.startsWith('Asker'))!;
  sim.world.joinAlliance(ZONE, askerRecord.name, 7);
  const [first, second] = askerRecord.castles[0]!.buildings;
  expect((await asker.command(ZONE, 'ahr', { ID: first!.objectId, T: 4 })).result).toBe(0);

  // The bot's account is in the alliance when it logs in: the request comes with the login data (ahl).
  const bot = startHelper(7);
  try {
    await until('the list read', () => bot.lines.some((l) => l.startsWith('Watching the help requests')), bot.lines);
    const seenAt = Date.now();
    await until('the first help', () => bot.lines.some((l) => l.startsWith('Helped 1 alliance request')), bot.lines);
    // A person's wait first: 60 to 120 s, at this test's 1/100 pace 0.6 to 1.2 s.
    expect(Date.now() - seenAt).toBeGreaterThanOrEqual(550);
    expect(bot.lines).toContain('Watching the help requests of alliance 7: 1 open now.');
    expect(bot.lines).toContain(`Helped 1 alliance request (${askerRecord.name}).`);
    const me = sim.world.player(ZONE, bot.username)!.playerId;
    const request = (objectId: number) => [...Array(50).keys()].map((i) => sim.world.help.request(ZONE, i + 1)).find((r) => r?.OP.OID === objectId);
    expect([...request(first!.objectId)!.helpers]).toEqual([me]);

    // A second request arrives by push while the bot runs.
    expect((await asker.command(ZONE, 'ahr', { ID: second!.objectId, T: 4 })).result).toBe(0);
    await until('the second help', () => bot.lines.filter((l) => l.startsWith('Helped 1 alliance request')).length === 2, bot.lines);
    expect([...request(second!.objectId)!.helpers]).toEqual([me]);
    // Each was helped once: one aha per request that appeared.
    expect(request(first!.objectId)!.helpers.size).toBe(1);
  } finally {
    await bot.stop();
    asker.close();
  }
}, 20_000);

test('an account in no alliance is told there is nothing to answer', async () => {
  const bot = startHelper();
  try {
    await until('the line', () => bot.lines.some((l) => l.startsWith('This game account is in no alliance')), bot.lines);
  } finally {
    await bot.stop();
  }
}, 20_000);
