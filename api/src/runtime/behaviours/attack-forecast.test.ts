/**
 * The battle forecast where the player sees it (issue 65): a sized attack's console line says what the bot
 * forecasts (won, and about how many soldiers fall), and its timeline launch keeps the same forecast, so the
 * timeline shows it beside what came of it. The local game server decides the fight by the maths the bot
 * forecasts with, so the first attack (sized on a fresh map) loses what was forecast.
 */
import { afterAll, describe, expect, test } from 'bun:test';
import { startSimulator } from '../../../../simulator/server';
import { baronFarmer } from '@shared/templates/units/baron-farmer';
import type { AttackNote } from '@shared/timeline';
import { botSpec, gameAccount, startGameBot, until, GAME_BOT_TEST_MS, lineInGerman } from '../../../test/game-bots';
import { SessionPool } from '../session-pool';

const sim = await startSimulator({ port: 0, seed: 9, timeScale: 3600, raidChancePerHour: 0, attackSpacingMs: 0 });
afterAll(() => sim.stop());
const sessions = new SessionPool({ paceScale: 0.01, pacing: { attackGapMs: 0, mapTilesPerSecond: 1e9 } });

type Sent = Extract<AttackNote, { phase: 'sent' }>;
type Ended = Extract<AttackNote, { phase: 'ended' }>;

describe('the battle forecast', () => {
  test(
    "a sized attack's line says its forecast, its timeline launch keeps it, and the fight loses what was forecast",
    async () => {
      const s = botSpec(gameAccount(sim, 'Forecaster', 'Forecaster'), 'baron-farmer', { ...baronFarmer.defaults, maxAttacksPerDay: 100 });
      const bot = startGameBot(sessions, s);
      try {
        const ended = () => bot.attacks.find((a): a is Ended => a.phase === 'ended');
        await until('the first attack home', () => ended() !== undefined, bot.lines);
        const first = bot.attacks.find((a): a is Sent => a.phase === 'sent')!;
        expect(first.forecast).toEqual({ won: true, lost: expect.any(Number) });
        const lost = first.forecast!.lost;
        const line = bot.lines.find((l) => l.startsWith('Attacking'))!;
        expect(line).toMatch(
          new RegExp(`^Attacking the robber baron castle .* soldiers; (arrives in .*; )?forecast: win, ~${lost} lost\\. \\(attacks today: 1\\)$`),
        );
        // Each reader reads it in their language.
        expect(lineInGerman(bot, line)).toContain(`Prognose: Sieg, ~${lost} Verluste.`);
        const end = bot.attacks.find((a): a is Ended => a.phase === 'ended' && a.id === first.id)!;
        expect(end).toMatchObject({ result: 'won', lost });
      } finally {
        await bot.stop();
      }
    },
    GAME_BOT_TEST_MS,
  );
});
