/**
 * The Strategy Planner's stall advice is computed (issue 64), against the local game server: each advice
 * it gives, applied to the running bot (the setting changed while it runs, as the API saves it), lets the
 * next attack go, and it gives no other; with no setting enough, the soldiers at home it says it takes let
 * the next attack go. Each setting is named by its label in the bot's settings, in every language.
 */
import { afterAll, describe, expect, test } from 'bun:test';
import { startSimulator } from '../../../../simulator/server';
import { strategyPlanner } from '@shared/templates/units/strategy-planner';
import { commonWords } from '@shared/templates/common.messages';
import { messagesIn } from '@shared/i18n/messages';
import { LOCALES } from '@shared/i18n/locales';
import { botSpec, gameAccount, readIn, startGameBot, until, GAME_BOT_TEST_MS } from '../../../test/game-bots';
import { SessionPool } from '../session-pool';

const sessions = new SessionPool({ paceScale: 0.01, pacing: { attackGapMs: 0, mapTilesPerSecond: 1e9 } });
afterAll(() => sessions.closeAll());
const defaults = strategyPlanner.defaults as Record<string, string | number>;

/** A game server of its own per run: a player of the same name meets the same camps in each. */
async function world(timeScale = 3600) {
  return startSimulator({ port: 0, seed: 9, timeScale, raidChancePerHour: 0, attackSpacingMs: 0 });
}

/** Each advice the planner gives, as the setting change it names (the label the player sees in the bot's settings). */
const ADVICES: Array<[RegExp, (n: number) => Record<string, number>]> = [
  [/^Lower Soldiers to keep at home to (\d+)\.$/, (n) => ({ keepAtHome: n })],
  [/^Lower Lowest camp level to (\d+)\.$/, (n) => ({ minLevel: n })],
  [/^Raise Highest camp level to (\d+)\.$/, (n) => ({ maxLevel: n })],
];

/** The advices of a stall line, each alone enough ("A. Or: B."). */
const advicesOf = (stall: string) => stall.replace(/^Cannot go on: [^.]*\. /, '').split(' Or: ');

function settingOf(advice: string): Record<string, number> {
  for (const [pattern, change] of ADVICES) {
    const hit = pattern.exec(advice);
    if (hit) return change(Number(hit[1]));
  }
  throw new Error(`advice no setting applies: ${advice}`);
}

/** Starts a planner on a fresh game whose main castle holds `troops`, and waits for its stall. */
async function stalledPlanner(name: string, settings: Record<string, number>, troops: number) {
  const sim = await world();
  const s = botSpec(gameAccount(sim, name, name), 'strategy-planner', { ...defaults, ...settings });
  const castle = sim.world.player(s.account.zone, s.account.username)!.castles.find((k) => k.kingdom === 'green')!;
  castle.troops = troops;
  const bot = startGameBot(sessions, s);
  const stop = async () => {
    await bot.stop();
    sim.stop();
  };
  try {
    await until('the stall', () => bot.stalls.some((x) => x !== null), bot.lines);
    expect(bot.lines.filter((l) => l.startsWith('Attacking'))).toEqual([]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { bot, castle, stall: bot.stalls.find((x) => x !== null)!, stop };
}

/** 200 soldiers, 180 of them kept home, camps of level 5 and up: fewer kept home, or lower camps. */
const KEEP_OR_LEVEL = { settings: { keepAtHome: 180, minLevel: 5 }, troops: 200 };
const KEEP_OR_LEVEL_ADVICE = ['Lower Soldiers to keep at home to 162.', 'Lower Lowest camp level to 1.'];

describe('a Strategy Planner that cannot go on', () => {
  for (const advice of KEEP_OR_LEVEL_ADVICE)
    test(
      `"${advice}" is advised, and applied it lets the next attack go`,
      async () => {
        const { bot, stall, stop } = await stalledPlanner('PlannerKeep', KEEP_OR_LEVEL.settings, KEEP_OR_LEVEL.troops);
        try {
          expect(stall).toStartWith('Cannot go on: no camp in levels 5–80 in reach that 20 soldiers can take, and no army out. ');
          // Every advice it gives is one of the planner's own setting changes, and these are all it gives here.
          expect(advicesOf(stall)).toEqual(KEEP_OR_LEVEL_ADVICE);
          const from = bot.lines.length;
          bot.update(settingOf(advice));
          await until('an attack', () => bot.lines.slice(from).some((l) => l.startsWith('Attacking')), bot.lines);
          // Going again, it is no longer stalled.
          expect(bot.stalls.at(-1)).toBeNull();
        } finally {
          await stop();
        }
      },
      GAME_BOT_TEST_MS,
    );

  test(
    'with no setting enough it says the soldiers at home it takes, and with that many the next attack goes',
    async () => {
      const { bot, castle, stall, stop } = await stalledPlanner('PlannerFew', {}, 12);
      try {
        // Twelve stall (the line it starts from), thirteen go: the fewest.
        expect(advicesOf(stall)).toEqual(['No setting of this bot lets an attack go: it takes 13 soldiers at home.']);
        const from = bot.lines.length;
        castle.troops = 13;
        await until('an attack', () => bot.lines.slice(from).some((l) => l.startsWith('Attacking')), bot.lines);
        expect(bot.stalls.at(-1)).toBeNull();
      } finally {
        await stop();
      }
    },
    GAME_BOT_TEST_MS,
  );

  test(
    'with no soldier beyond those kept home it stalls, and the lower Soldiers to keep at home it advises lets the next attack go',
    async () => {
      // Before, such a castle's map was never read: the bot said 'Nothing to attack' for good.
      const { bot, stall, stop } = await stalledPlanner('PlannerKept', { keepAtHome: 200 }, 200);
      try {
        expect(stall).toStartWith('Cannot go on: no camp in levels 1–80 in reach that 0 soldiers can take, and no army out. ');
        expect(advicesOf(stall)).toEqual(['Lower Soldiers to keep at home to 187.']);
        const from = bot.lines.length;
        bot.update(settingOf(advicesOf(stall)[0]!));
        await until('an attack', () => bot.lines.slice(from).some((l) => l.startsWith('Attacking')), bot.lines);
        expect(bot.stalls.at(-1)).toBeNull();
      } finally {
        await stop();
      }
    },
    GAME_BOT_TEST_MS,
  );

  test(
    'with armies out and every soldier at home kept there it waits for them, and stalls only once they are home',
    async () => {
      // A slower game: the army's trip of game minutes takes real seconds, so the bot sees it out.
      const sim = await world(300);
      const s = botSpec(gameAccount(sim, 'PlannerOut', 'PlannerOut'), 'strategy-planner', { ...defaults });
      const player = sim.world.player(s.account.zone, s.account.username)!;
      player.castles.find((k) => k.kingdom === 'green')!.troops = 200;
      const bot = startGameBot(sessions, s);
      try {
        await until('an attack', () => bot.lines.some((l) => l.startsWith('Attacking')), bot.lines);
        // Every soldier left at home is now kept there; the armies out are what can change that.
        const from = bot.lines.length;
        bot.update({ keepAtHome: 1000 });
        await until('the wait', () => bot.lines.slice(from).some((l) => /^Waiting for \d+ soldiers? coming home/.test(l)), bot.lines);
        await until('the stall', () => bot.stalls.some((x) => x !== null), bot.lines);
        // Stalled only when no army was out any more: each attack's army came home (or fell) first.
        const after = bot.lines.slice(from);
        const stalledAt = after.findIndex((l) => l.startsWith('Cannot go on'));
        expect(stalledAt).toBeGreaterThan(0);
        expect(after.slice(0, stalledAt).some((l) => l.startsWith('Waiting for'))).toBe(true);
        expect(bot.stalls.find((x) => x !== null)).toContain('and no army out.');
        // The castle's own soldiers, not the keep, are what the advice is computed from: keeping fewer than those at home.
        const keep = Number(/Lower Soldiers to keep at home to (\d+)\./.exec(after[stalledAt]!)?.[1]);
        expect(keep).toBeLessThan(player.castles.find((k) => k.kingdom === 'green')!.troops);
      } finally {
        await bot.stop();
        sim.stop();
      }
    },
    GAME_BOT_TEST_MS,
  );

  test(
    'each advice names its setting by the label the bot’s settings show, in every language',
    async () => {
      const { bot, stall, stop } = await stalledPlanner('PlannerKeep', KEEP_OR_LEVEL.settings, KEEP_OR_LEVEL.troops);
      try {
        for (const locale of LOCALES) {
          const read = readIn(locale, stall, bot.messages.get(stall));
          const labels = messagesIn(locale, commonWords);
          expect(read).toContain(labels.keepAtHome);
          expect(read).toContain(labels.lowestCampLevel);
          if (locale !== 'en') expect(read).not.toContain('Soldiers to keep at home');
        }
      } finally {
        await stop();
      }
    },
    GAME_BOT_TEST_MS,
  );
});
