/**
 * Outer Realms & Beyond the Horizon against the real game server: closed, it waits; open, it takes a login
 * token on the main server (`glt`), enters the temporary server on a second connection (`tle`), collects
 * taxes and attacks robber barons there (the game records the victories on the account there, none at
 * home), and leaves when the event ends.
 */
import { afterAll, expect, test } from 'bun:test';
import { EVENT_ID } from '@shared/game-wire/ids';
import { startSimulator } from '../../../../simulator/server';
import { TEMP_ZONES } from '../../../../simulator/events/temp-servers';
import { NPC_LEVELS, npcDefence } from '../../../../simulator/core/rules';
import { botSpec, gameAccount, startGameBot, until } from '../../../test/game-bots';
import { SessionPool } from '../session-pool';

const sim = await startSimulator({ port: 0, seed: 27, timeScale: 3600, raidChancePerHour: 0, attackSpacingMs: 0, maxRequestsPerSecond: 200 });
afterAll(() => sim.stop());
const sessions = new SessionPool({ paceScale: 0.001, client: { minIntervalMs: 20 }, pacing: { attackGapMs: 0, mapTilesPerSecond: 1e9 } });

/**
 * The army each attack takes, and the highest camp level it is sure to beat (an army of at least the
 * camp's defence always wins, simulator/map/combat.ts). With camps up to level 40 the outcome hung on which
 * camps lay nearest the account's random castle: in about 2 % of runs the nearest (levels 17-38) beat
 * every army and the victory never came. Every castle has sure camps in reach (at least 2 around the
 * castles of 5,000 random names on seed 27, 12 around the median one).
 */
const TROOPS = 60;
const SURE_LEVEL = Math.max(...Array.from({ length: NPC_LEVELS.baron[1] }, (_, i) => i + 1).filter((level) => npcDefence(level) <= TROOPS));

test('enters Outer Realms with a login token while it is open, collects taxes and farms barons there, and leaves when it closes', async () => {
  sim.world.setEvents([EVENT_ID.ALLIANCE_NOMAD_INVASION]);
  const account = gameAccount(sim, 'Realm');
  const home = () => sim.world.player(account.zone, account.username)!;
  const bot = startGameBot(
    sessions,
    botSpec(
      account,
      'temp-servers',
      { server: 'outer-realms', collectTaxes: 'yes', minLevel: 1, maxLevel: SURE_LEVEL, troopsPerAttack: TROOPS, keepAtHome: 0, maxAttacksPerDay: 100 },
      'Realm',
    ),
    0.001,
  );
  const lines = bot.lines;
  try {
    await until('the wait', () => lines.includes('Outer Realms is not open: waiting for its event.'), lines);
    sim.world.setEvents([EVENT_ID.TEMP_SERVER]);
    await until('entered', () => lines.some((l) => l.startsWith('Entered Outer Realms as ')), lines);
    expect(lines.find((l) => l.startsWith('Entered Outer Realms as '))).toStartWith(`Entered Outer Realms as ${account.username} for the `);
    // In the game: an account of its own on the temporary server, with a second session of the player.
    const realm = () => sim.world.player(TEMP_ZONES.get(2)!, account.username)!;
    expect(realm().playerId).not.toBe(home().playerId);
    await until('victories there', () => Object.keys(realm().victories).length >= 1, lines);
    expect(lines).toContainEqual(expect.stringMatching(/^Sent the tax collector out in Outer Realms for /));
    expect(lines).toContainEqual(expect.stringMatching(/^Attacking the robber baron castle \(level \d+\) at /));
    // In the game there: the collector is out, or it came back and the bot collected (a tax lasts under a
    // second at this time scale, so which one a given moment sees is the machine's timing).
    expect(realm().tax !== null || lines.some((l) => /^Collected \d+ coins in taxes in Outer Realms\.$/.test(l))).toBe(true);
    expect(home().victories).toEqual({});
    expect(sim.sessions(account.username).live).toBe(2);

    sim.world.setEvents([EVENT_ID.SAMURAI_INVASION]);
    await until('left', () => lines.includes('Outer Realms has closed: left it.'), lines);
    await until('one session', () => sim.sessions(account.username).live === 1, lines);
  } finally {
    await bot.stop();
    sim.world.setEvents(null);
  }
}, 30_000);
