/**
 * The Strategy Planner against the real game server: it says its plan, sends the plan's first attack with
 * a full wave at the camp's level and its reasons, the army comes home with loot the game counted, and
 * what it brought measures the planner's model (the next plan says "measured").
 */
import { afterAll, expect, test } from 'bun:test';
import { waveSize } from '@shared/game-wire/wave-caps';
import { startSimulator } from '../../../../simulator/server';
import { botSpec, gameAccount, lineInGerman, startGameBot, until } from '../../../test/game-bots';
import { SessionPool } from '../session-pool';

const sim = await startSimulator({ port: 0, seed: 21, timeScale: 240, raidChancePerHour: 0, attackSpacingMs: 0 });
afterAll(() => sim.stop());
const sessions = new SessionPool({ paceScale: 0.01, pacing: { attackGapMs: 0, mapTilesPerSecond: 1_000_000 } });

test('plans, sends the first attack with its reasons, and the army comes home with loot', async () => {
  const spec = botSpec(
    gameAccount(sim, 'Plan'),
    'strategy-planner',
    { horizonHours: 2, minLevel: 1, maxLevel: 80, keepAtHome: 20, maxAttacksPerDay: 150 },
    'Planner',
  );
  const player = sim.world.player(spec.account.zone, spec.account.username)!;
  const home = player.castles.find((c) => c.kingdom === 'green')!;
  const before = home.resources.wood + home.resources.stone + home.resources.food;
  const bot = startGameBot(sessions, spec);
  try {
    await until('the first attack', () => bot.lines.some((l) => l.startsWith('Attacking the')), bot.lines, 20_000);
    const plan = bot.lines.find((l) => l.startsWith('Plan: '))!;
    expect(plan).toMatch(
      /^Plan: Over the next 2 h of game time: ≈ [\d,]+ loot an hour from \d+ attacks?, against ≈ [\d,]+ an hour from the best of \d+ template settings \(Robber Baron Farmer, \d+ soldiers per attack, levels 1–\d+\)/,
    );
    const attack = bot.lines.find((l) => l.startsWith('Attacking the'))!;
    // A camp's sized attack says its battle forecast (issue 65).
    const [, level, sent, forecast] = attack.match(
      /level (\d+)\) at \d+:\d+ from .+ with (\d+) soldiers(; forecast: win, ~\d+ lost)? \(attacks today: 1\)\. Why: /,
    )!;
    expect(Boolean(forecast)).toBe(attack.startsWith('Attacking the robber baron castle'));
    // One full wave at the camp's level, never the soldiers kept home.
    expect(Number(sent)).toBe(waveSize(Number(level)));
    expect(attack).toContain('20 are kept home');
    expect(attack).toContain('Now: a commander and the soldiers are free.');
    // A German reader: the plan, the attack and each of its reasons in German, with the same figures.
    expect(lineInGerman(bot, plan)).toMatch(
      /^Plan: In den nächsten 2 Std\. Spielzeit: ≈ [\d.]+ Beute pro Stunde aus \d+ Angriff(en)?, gegenüber ≈ [\d.]+ pro Stunde aus der besten von \d+ Einstellungen der Vorlage \(Raubritter-Farmer, \d+ Soldaten pro Angriff, Stufen 1–\d+\)/,
    );
    const german = lineInGerman(bot, attack);
    expect(german).toMatch(
      new RegExp(
        `^Der Bot greift das Ziel (Raubritterburg|Festung) \\(Stufe ${level}\\) bei \\d+:\\d+ aus .+ mit ${sent} Soldaten an(; Prognose: Sieg, ~\\d+ Verluste)? \\(Angriffe heute: 1\\)\\. Warum: `,
      ),
    );
    expect(german).toContain('20 bleiben daheim');
    expect(german).toContain('Jetzt: Ein Feldherr und die Soldaten sind frei.');
    expect(player.movements.some((m) => m.type === 'attack' && m.troops === Number(sent))).toBe(true);

    await until('the army home', () => bot.lines.some((l) => l.startsWith('Army home from the')), bot.lines, 30_000);
    const back = bot.lines.find((l) => l.startsWith('Army home from the'))!;
    expect(back).toMatch(/with [\d,]+ loot \(/);
    // A won fight costs some soldiers (the square law): said as lost when it did.
    expect(lineInGerman(bot, back)).toMatch(
      /^Die Armee ist vom Angriff auf das Ziel (Raubritterburg|Festung) \(Stufe \d+\) bei \d+:\d+ mit [\d.]+ Beute \([\d.]+ Holz, [\d.]+ Stein, [\d.]+ Nahrung\) und \d+ Soldaten heimgekehrt(; (1 Soldat ging|\d+ Soldaten gingen) verloren)?\.$/,
    );
    const won = player.reports.find((r) => r.kind === 'attack' && r.won);
    expect(won?.loot).toBeDefined();
    await until('the loot in the castle', () => home.resources.wood + home.resources.stone + home.resources.food > before, bot.lines, 5_000);
    // Plans after the first return rest on what the army measured.
    expect(plan).toContain('per camp level, estimated (no army of yours measured it yet).');
    await until('a measured plan', () => bot.lines.some((l) => l.startsWith('Plan: ') && l.includes('per camp level, measured from')), bot.lines, 30_000);
  } finally {
    await bot.stop();
  }
}, 90_000);
