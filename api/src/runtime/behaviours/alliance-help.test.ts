/**
 * Alliance Help against the real game server: a request on the list at login and one pushed later are each
 * answered with one `aha`, a human wait after they appear, and the game records the help; an account in no
 * alliance is told so; a member under attack gets soldiers (`cds`) who fight beside the garrison and come home.
 */
import { afterAll, expect, test } from 'bun:test';
import { KHAN_HORDE } from '../../../../simulator/map/live-views';
import { startSimulator } from '../../../../simulator/server';
import { TestClient } from '../../../../simulator/test-client';
import { zoneOf } from '@shared/game';
import { botSpec, gameAccount, lineInGerman, readIn, startGameBot, until, GAME_BOT_TEST_MS } from '../../../test/game-bots';
import { SessionPool } from '../session-pool';

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

test(
  'answers the request on the list at login and the one pushed later, each after a wait; the game counts the help',
  async () => {
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
      // A person's wait first: 60 to 120 s, at this test's 1/100 pace 0.6 to 1.2 s. `seenAt` is when this test noticed
      // the list line, which a loaded machine can make 100 ms late (a fresh clone's run once measured 507 ms): an answer
      // without the wait comes within a few milliseconds.
      expect(Date.now() - seenAt).toBeGreaterThanOrEqual(450);
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
  },
  GAME_BOT_TEST_MS,
);

test(
  'an account in no alliance is told there is nothing to answer',
  async () => {
    const bot = startHelper();
    try {
      await until('the line', () => bot.lines.some((l) => l.startsWith('This game account is in no alliance')), bot.lines);
    } finally {
      await bot.stop();
    }
  },
  GAME_BOT_TEST_MS,
);

test(
  'sends soldiers to a member under attack: they arrive before it lands, hold the castle with its garrison, and the survivors come home',
  async () => {
    // An hour of game time is a second here: the raid lands in 2 s, the support stays three game hours.
    const fast = await startSimulator({ port: 0, seed: 16, timeScale: 3600, raidChancePerHour: 0 });
    try {
      const helperAccount = gameAccount(fast, 'Guard');
      const memberAccount = gameAccount(fast, 'Member');
      fast.world.joinAlliance(ZONE, helperAccount.username, 9);
      fast.world.joinAlliance(ZONE, memberAccount.username, 9);
      const helper = fast.world.player(ZONE, helperAccount.username)!;
      const member = fast.world.player(ZONE, memberAccount.username)!;
      const main = helper.castles.find((c) => c.kingdom === 'green')!;
      const theirs = member.castles.find((c) => c.kingdom === 'green')!;
      main.troops = 500;
      theirs.troops = 100;
      Object.assign(theirs, { x: main.x + 10, y: main.y }); // ten fields away: 10 game minutes' walk
      const bot = startGameBot(
        sessions,
        botSpec(
          helperAccount,
          'alliance-help',
          { minWaitSeconds: 60, maxWaitSeconds: 120, checkEverySeconds: 10, supportTroops: 300, supportHours: 3, keepAtHome: 0 },
          'Guard',
        ),
      );
      try {
        await until('the bot watching', () => bot.lines.some((l) => l.startsWith('Watching the help requests')), bot.lines);
        const raid = fast.world.launchRaid(ZONE, memberAccount.username, { castleId: theirs.id, strength: 350, travelMinutes: 120, attacker: KHAN_HORDE });
        await until('the support sent', () => bot.lines.some((l) => l.startsWith('Sent 300 soldiers')), bot.lines);
        const sent = bot.lines.find((l) => l.startsWith('Sent 300 soldiers'))!;
        expect(sent).toStartWith(
          `Sent 300 soldiers from ${main.name} to defend against ${raid.attacker}’s attack on ${member.name} at ${theirs.x}:${theirs.y} (landing in `,
        );
        expect(sent).toContain(', before it lands, for 3 game hours.');
        expect(main.troops).toBe(200);
        expect(bot.alerts.map((a) => a.message)).toContainEqual(expect.stringContaining('Sent 300 soldiers'));
        // In German, with the same figures; the notification the bot's name, then that line.
        const german = lineInGerman(bot, sent);
        expect(german).toStartWith(
          `300 Soldaten aus ${main.name} für 3 Spielstunden zur Verteidigung gegen den Angriff von ${raid.attacker} auf ${member.name} bei ${theirs.x}:${theirs.y} (Einschlag in `,
        );
        expect(german).toContain(', bevor er einschlägt.');
        const alert = bot.alerts.find((a) => a.message === `Guard: ${sent}`)!;
        expect(readIn('de', alert.message, alert.said)).toBe(`Guard: ${german}`);

        // In the game: 100 + 300 hold against 350; the losses (a quarter of the raid, 88) are shared 1:3.
        await until('the raid landed', () => (fast.world.advance(member), member.reports.some((r) => r.kind === 'incoming')), bot.lines);
        expect(member.reports.find((r) => r.kind === 'incoming')).toMatchObject({ won: true, support: 300, troopsLost: 22 });
        expect(theirs.troops).toBe(78);
        // Home after its three hours there and the walk back: 234 of 300.
        await until('the support home', () => (fast.world.advance(helper), main.troops === 200 + 234), bot.lines);
        // Once per attack.
        expect(bot.lines.filter((l) => l.startsWith('Sent '))).toHaveLength(1);
      } finally {
        await bot.stop();
      }
    } finally {
      fast.stop();
    }
  },
  GAME_BOT_TEST_MS,
);

test(
  "an alliance space's support rule: only attacks of at least its size, only on the space's members",
  async () => {
    const fast = await startSimulator({ port: 0, seed: 17, timeScale: 3600, raidChancePerHour: 0 });
    try {
      const [helperAccount, memberAccount, otherAccount] = ['Rule', 'Spaced', 'Outside'].map((name) => gameAccount(fast, name));
      for (const a of [helperAccount!, memberAccount!, otherAccount!]) fast.world.joinAlliance(ZONE, a.username, 11);
      const helper = fast.world.player(ZONE, helperAccount!.username)!;
      const main = helper.castles.find((c) => c.kingdom === 'green')!;
      main.troops = 1000;
      const castleOf = (username: string) => {
        const castle = fast.world.player(ZONE, username)!.castles.find((c) => c.kingdom === 'green')!;
        Object.assign(castle, { x: main.x + 10, y: main.y + Math.floor(Math.random() * 50) });
        return castle;
      };
      const memberCastle = castleOf(memberAccount!.username);
      const otherCastle = castleOf(otherAccount!.username);
      const settings = {
        minWaitSeconds: 60,
        maxWaitSeconds: 120,
        checkEverySeconds: 10,
        supportTroops: 200,
        supportHours: 3,
        keepAtHome: 0,
        supportMinAttackers: 400,
        supportPlayers: `${memberAccount!.username.toUpperCase()}\n`,
      };
      const bot = startGameBot(sessions, botSpec(helperAccount!, 'alliance-help', settings, 'Rule'));
      try {
        await until('the bot watching', () => bot.lines.some((l) => l.startsWith('Watching the help requests')), bot.lines);
        // Too small, and on a player of the game alliance who is not in the space: neither is answered.
        fast.world.launchRaid(ZONE, memberAccount!.username, { castleId: memberCastle.id, strength: 350, travelMinutes: 600, attacker: KHAN_HORDE });
        fast.world.launchRaid(ZONE, otherAccount!.username, { castleId: otherCastle.id, strength: 900, travelMinutes: 600, attacker: KHAN_HORDE });
        await Bun.sleep(600);
        expect(bot.lines.filter((l) => l.startsWith('Sent '))).toEqual([]);
        // Big enough, on the member: answered.
        fast.world.launchRaid(ZONE, memberAccount!.username, { castleId: memberCastle.id, strength: 450, travelMinutes: 600, attacker: KHAN_HORDE });
        await until('the support sent', () => bot.lines.some((l) => l.startsWith('Sent 200 soldiers')), bot.lines);
        await Bun.sleep(300);
        expect(bot.lines.filter((l) => l.startsWith('Sent '))).toHaveLength(1);
        expect(main.troops).toBe(800);
      } finally {
        await bot.stop();
      }
    } finally {
      fast.stop();
    }
  },
  GAME_BOT_TEST_MS,
);
