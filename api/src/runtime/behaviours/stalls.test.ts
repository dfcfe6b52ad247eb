/**
 * A stall only when nothing can change by itself (issue 64), against the local game server: with armies
 * out the farmer waits for them, never "Cannot go on"; when it truly cannot go on, each advice it gives,
 * applied (the setting changed while it runs, as the API saves it), lets the next attack go.
 */
import { afterAll, describe, expect, test } from 'bun:test';
import { startSimulator } from '../../../../simulator/server';
import { baronFarmer } from '@shared/templates/units/baron-farmer';
import { TEMPLATE_PRESETS } from '@shared/templates/presets';
import { botSpec, gameAccount, startGameBot, until, GAME_BOT_TEST_MS } from '../../../test/game-bots';
import { SessionPool } from '../session-pool';

const sessions = new SessionPool({ paceScale: 0.01, pacing: { attackGapMs: 0, mapTilesPerSecond: 1e9 } });
afterAll(() => sessions.closeAll());
const defaults = baronFarmer.defaults as Record<string, string | number>;

/** A game server of its own per run: a player of the same name meets the same camps in each. */
async function world(timeScale: number) {
  return startSimulator({ port: 0, seed: 9, timeScale, raidChancePerHour: 0, attackSpacingMs: 0 });
}

describe('armies out', () => {
  test(
    "the new player's preset with its armies out waits for them: 'Waiting for N soldiers coming home', never 'Cannot go on'",
    async () => {
      // About two real seconds each way. 63 spearmen: three armies go and a handful stay, too few for any camp.
      const sim = await world(600);
      const preset = { ...defaults, ...TEMPLATE_PRESETS['baron-farmer'].new, maxLevel: 15 };
      const s = botSpec(gameAccount(sim, 'PresetFarmer', 'PresetFarmer'), 'baron-farmer', preset);
      sim.world.player(s.account.zone, s.account.username)!.castles.find((c) => c.kingdom === 'green')!.troops = 63;
      const bot = startGameBot(sessions, s);
      try {
        const waiting = /^Waiting for \d+ soldiers? coming home \((next )?in \d+s\): \d+ at home/;
        await until('a wait for the armies out', () => bot.lines.some((l) => waiting.test(l)), bot.lines);
        const waitAt = bot.lines.findIndex((l) => waiting.test(l));
        await until('an attack once they are home', () => bot.lines.slice(waitAt).some((l) => l.startsWith('Attacking')), bot.lines);
        expect(bot.lines.filter((l) => l.startsWith('Cannot go on'))).toEqual([]);
        expect(bot.stalls.filter((x) => x !== null)).toEqual([]);
        expect(bot.alerts).toEqual([]);
      } finally {
        await bot.stop();
        sim.stop();
      }
    },
    GAME_BOT_TEST_MS,
  );
});

/** Each advice the bot gives, as the setting change it names (the label the player sees in the bot's settings). */
const ADVICES: Array<[RegExp, (n: number) => Record<string, string | number>]> = [
  [/^Raise Coins for upkeep \(%\) to (\d+)\.$/, (n) => ({ upkeepCoins: n })],
  [/^Raise Army to keep up to (\d+)\.$/, (n) => ({ armyToKeep: n })],
  [/^(?:Raise|Lower) Soldiers per attack to (\d+)\.$/, (n) => ({ troopsPerAttack: n })],
  [/^Lower Soldiers to keep at home to (\d+)\.$/, (n) => ({ keepAtHome: n })],
  [/^Lower Lowest baron level to (\d+)\.$/, (n) => ({ minLevel: n })],
  [/^Raise Highest baron level to (\d+)\.$/, (n) => ({ maxLevel: n })],
  [/^Raise Soldiers to bring from your main castle when short to (\d+)\.$/, (n) => ({ bringTroops: n })],
];

/** The advices of a stall line, each alone enough ("A. Or: B."). */
function advicesOf(stall: string): string[] {
  // "A. And: B." is one advice (both changes together), "A. Or: B." two.
  const advice = stall.replace(/^Cannot go on: [^.]*\. /, '');
  return advice.split(' Or: ');
}

/** The setting changes an advice names: one, or several joined "A. And: B." (together they let the attack go). */
function settingOf(advice: string): Record<string, string | number> {
  const changes = advice.split(' And: ').map((part) => {
    for (const [pattern, change] of ADVICES) {
      const hit = pattern.exec(part);
      if (hit) return change(Number(hit[1]));
    }
    throw new Error(`advice no setting applies: ${part}`);
  });
  return Object.assign({}, ...changes);
}

type Case = { name: string; template: string; settings: Record<string, string | number>; kingdom: string; troops: number; expected: string[] };
const CASES: Case[] = [
  // No soldiers at home from the start (upkeep keeps up none), half the coins for upkeep: a larger army to keep up lets an attack go.
  // Ten, not one: the loss cap's 10 % (Most soldiers lost per attack) lets no attack lose its only soldier (issue 65).
  {
    name: 'NoSoldiers',
    template: 'baron-farmer',
    settings: { ...defaults, maxLevel: 15 },
    kingdom: 'green',
    troops: 0,
    expected: ['Raise Army to keep up to 10.'],
  },
  // The same with no coins for upkeep: the army and the share that pays for it, together.
  {
    name: 'NoUpkeep',
    template: 'baron-farmer',
    settings: { ...defaults, maxLevel: 15, upkeepCoins: 0 },
    kingdom: 'green',
    troops: 0,
    expected: ['Raise Army to keep up to 10. And: Raise Coins for upkeep (%) to 30.'],
  },
  // Three soldiers an attack against camps of levels 8 to 15: more an attack, or lower camps. 16, not 24 as before
  // issue 65: the client's auto-fill sets the soldiers where the camp's defence is (shared/src/combat/attack-sizing.ts).
  {
    name: 'FewPerAttack',
    template: 'baron-farmer',
    settings: { ...defaults, minLevel: 8, maxLevel: 15, troopsPerAttack: 3 },
    kingdom: 'green',
    troops: 200,
    expected: ['Raise Soldiers per attack to 16.', 'Lower Lowest baron level to 5.'],
  },
  // A fortress bot in the Burning Sands with 40 of the 100 it sends: fewer an attack, or the rest from the main castle.
  {
    name: 'SandsFortress',
    template: 'fortresses',
    settings: { kingdom: 'sands', troopsPerAttack: 100, keepAtHome: 0, maxAttacksPerDay: 50, bringTroops: 0 },
    kingdom: 'sands',
    troops: 40,
    expected: ['Lower Soldiers per attack to 40.', 'Raise Soldiers to bring from your main castle when short to 60.'],
  },
  // Every one of 200 soldiers kept home: fewer kept (before, only recruiting was advised), or a larger army kept up beyond the keep;
  // ten free, as for NoSoldiers.
  {
    name: 'AllKept',
    template: 'baron-farmer',
    settings: { ...defaults, maxLevel: 15, keepAtHome: 200 },
    kingdom: 'green',
    troops: 200,
    expected: ['Raise Army to keep up to 210.', 'Lower Soldiers to keep at home to 190.'],
  },
  // A fortress bot with 140 soldiers keeping 100 of them, 100 an attack: fewer an attack, fewer kept, or the rest from the main castle.
  {
    name: 'SandsKept',
    template: 'fortresses',
    settings: { kingdom: 'sands', troopsPerAttack: 100, keepAtHome: 100, maxAttacksPerDay: 50, bringTroops: 0 },
    kingdom: 'sands',
    troops: 140,
    expected: ['Lower Soldiers per attack to 40.', 'Lower Soldiers to keep at home to 40.', 'Raise Soldiers to bring from your main castle when short to 60.'],
  },
];

describe('a bot that cannot go on', () => {
  for (const c of CASES)
    for (const [i, advice] of c.expected.entries())
      test(
        `${c.name}: "${advice}" is advised, and applied it lets the next attack go`,
        async () => {
          const sim = await world(3600);
          const s = botSpec(gameAccount(sim, c.name, c.name), c.template, { maxAttacksPerDay: 100, useSkips: 'none', ...c.settings });
          sim.world.player(s.account.zone, s.account.username)!.castles.find((k) => k.kingdom === c.kingdom)!.troops = c.troops;
          const bot = startGameBot(sessions, s);
          try {
            await until('the stall', () => bot.stalls.some((x) => x !== null), bot.lines);
            const stall = bot.stalls.find((x) => x !== null)!;
            // Every advice it gives is one of the setting changes it knows, and these are all it gives here.
            expect(advicesOf(stall)).toEqual(c.expected);
            expect(bot.lines.filter((l) => l.startsWith('Attacking'))).toEqual([]);
            const from = bot.lines.length;
            bot.update(settingOf(c.expected[i]!));
            await until('an attack', () => bot.lines.slice(from).some((l) => l.startsWith('Attacking')), bot.lines);
            // Going again, it is no longer stalled.
            expect(bot.stalls.at(-1)).toBeNull();
          } finally {
            await bot.stop();
            sim.stop();
          }
        },
        GAME_BOT_TEST_MS,
      );
});

describe('a bot of two loops', () => {
  test(
    'Khan and Berimond: one loop that cannot go on while the other waits for its event is no stall of the bot; Khan alone, it is',
    async () => {
      const sim = await world(3600);
      // The Nomad invasion runs, Berimond does not: the Berimond loop waits for its event, which will come by itself.
      sim.world.setEvents([72]);
      const s = botSpec(gameAccount(sim, 'TwoLoops', 'TwoLoops'), 'khan-berimond', { targets: 'both', maxLevel: 80, troopsPerAttack: 100, keepAtHome: 0 });
      sim.world.player(s.account.zone, s.account.username)!.castles.find((c) => c.kingdom === 'green')!.troops = 50;
      const bot = startGameBot(sessions, s);
      try {
        const khanStall = /^Cannot go on: 50 soldiers at home, 100 needed, and none on their way\./;
        await until('the Khan loop stalls', () => bot.lines.some((l) => khanStall.test(l)), bot.lines);
        await until('the Berimond loop waits', () => bot.lines.some((l) => l.startsWith('The Battle for Berimond event is not running')), bot.lines);
        expect(bot.stalls.filter((x) => x !== null)).toEqual([]);
        bot.update({ targets: 'khan' });
        await until('the stall told', () => bot.stalls.some((x) => x !== null && khanStall.test(x)), bot.lines);
      } finally {
        await bot.stop();
        sim.stop();
      }
    },
    GAME_BOT_TEST_MS,
  );
});
