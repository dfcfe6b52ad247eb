/**
 * The invasion templates against the real game server, each through one event cycle at test pace: the
 * event is off (the bot waits, saying so), runs (the bot attacks its camps and the game records the
 * victories), and ends (the bot waits for the next one). What is checked is the game's own state: which
 * camps were attacked and won, by their live area type.
 */
import { afterAll, describe, expect, test } from 'bun:test';
import { startSimulator } from '../../../../simulator/server';
import { npcById } from '../../../../simulator/map/npcs';
import type { NpcKind } from '../../../../simulator/core/players';
import { EVENT_ID } from '@shared/game-wire/ids';
import { botSpec, gameAccount, startGameBot, until } from '../../../test/game-bots';
import { SessionPool } from '../session-pool';
import type { BotSpec } from '../types';

const sim = await startSimulator({ port: 0, seed: 7, timeScale: 3600, raidChancePerHour: 0, attackSpacingMs: 0 });
afterAll(() => sim.stop());
/** The bots' waits at 1/500: an event bot asks the game again 0.6 s after its 5-minute wait begins. */
const PACE_SCALE = 0.002;
const sessions = new SessionPool({ paceScale: PACE_SCALE, pacing: { attackGapMs: 0, mapTilesPerSecond: 1e9 } });

const ATTACK = { troopsPerAttack: 300, keepAtHome: 0, maxAttacksPerDay: 100, useSkips: 'none' };

/** The kinds of camp the player has beaten, from the game's record of victories. */
function kindsWon(s: BotSpec): Set<NpcKind> {
  const player = sim.world.player(s.account.zone, s.account.username)!;
  return new Set(Object.keys(player.victories).map((id) => npcById(sim.world.seed, s.account.zone, Number(id))!.kind));
}

const CASES: Array<{ template: string; events: number[]; settings?: Record<string, string | number>; name: string; kinds: NpcKind[]; attackLine: RegExp }> = [
  {
    template: 'nomad-invasion',
    events: [EVENT_ID.ALLIANCE_NOMAD_INVASION],
    settings: { targets: 'camps' },
    name: 'Nomad invasion',
    kinds: ['nomad'],
    attackLine: /^Attacking the Nomad camp at \d+:\d+ with 300 soldiers/,
  },
  {
    template: 'nomad-invasion',
    events: [EVENT_ID.ALLIANCE_NOMAD_INVASION],
    settings: { targets: 'khan' },
    name: 'Nomad invasion',
    kinds: ['khan'],
    attackLine: /^Attacking the Khan camp at /,
  },
  {
    template: 'samurai-invasion',
    events: [EVENT_ID.SAMURAI_INVASION],
    settings: { targets: 'camps' },
    name: 'Samurai invasion',
    kinds: ['samurai'],
    attackLine: /^Attacking the Samurai camp at /,
  },
  {
    template: 'samurai-invasion',
    events: [EVENT_ID.SAMURAI_INVASION],
    settings: { targets: 'daimyo' },
    name: 'Samurai invasion',
    kinds: ['daimyo'],
    attackLine: /^Attacking the Daimyo (township|castle) at /,
  },
  {
    template: 'foreign-invasion',
    events: [EVENT_ID.ALLIANCE_ALIEN_INVASION],
    settings: { minLevel: 1, maxLevel: 80 },
    name: 'Foreign Invasion or Bloodcrow invasion',
    kinds: ['alien'],
    attackLine: /^Attacking the foreign castle \(level \d+\) at /,
  },
  {
    template: 'foreign-invasion',
    events: [EVENT_ID.RED_ALLIANCE_ALIEN_INVASION],
    settings: { minLevel: 1, maxLevel: 80 },
    name: 'Foreign Invasion or Bloodcrow invasion',
    kinds: ['redAlien'],
    attackLine: /^Attacking the Bloodcrow castle \(level \d+\) at /,
  },
  {
    template: 'berimond-invasion',
    events: [EVENT_ID.FACTION_INVASION],
    name: 'Berimond invasion',
    kinds: ['factionInvasion'],
    attackLine: /^Attacking the Berimond invasion camp at /,
  },
];

describe('invasion templates play their event in the game', () => {
  test.each(CASES)(
    '$template ($kinds): waits, attacks its camps while the event runs, waits again',
    async ({ template, events, settings, name, kinds, attackLine }) => {
      sim.world.setEvents([]);
      const s = botSpec(gameAccount(sim, 'Inv'), template, { ...ATTACK, ...settings });
      // An account whose castle holds an army that beats any camp (the simulator's strongest asks 240).
      sim.world.player(s.account.zone, s.account.username)!.castles[0]!.troops = 2000;
      const bot = startGameBot(sessions, s, PACE_SCALE);
      const lines = bot.lines;
      try {
        await until('the wait line', () => lines.includes(`The ${name} event is not running: waiting for it.`), lines);
        sim.world.setEvents(events);
        // The bot asks again after its 5-minute wait (0.6 s here), then attacks until it has won twice.
        // Victories by camp: a camp beaten is beaten again while the event runs (its cooldown passes within the 0-s trips here).
        const victories = () => Object.values(sim.world.player(s.account.zone, s.account.username)!.victories).reduce((n, v) => n + v, 0);
        // Loot home as the bot saw the army return, or as the battle report tells it (a trip of 0 s can end between two looks).
        const lootHome = (l: string) => l.startsWith('Army home with loot:') || /^Battle report: .+ was won, taking /.test(l);
        await until('two victories and loot home', () => victories() >= 2 && lines.some(lootHome), lines);
        expect([...kindsWon(s)]).toEqual(kinds);
        expect(lines).toContainEqual(expect.stringMatching(new RegExp(`^The ${name} event is running: it ends in `)));
        expect(lines.some((l) => attackLine.test(l))).toBe(true);
        // The event ends: the camps leave the map and the bot waits for the next one.
        const before = lines.length;
        sim.world.setEvents([]);
        await until('the second wait line', () => lines.slice(before).includes(`The ${name} event is not running: waiting for it.`), lines);
      } finally {
        await bot.stop();
        sim.world.setEvents(null);
      }
    },
    40_000,
  );
});
