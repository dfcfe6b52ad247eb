/**
 * Which camp a sized attack goes to (issue 65), against the local game server. The loss cap ("Most soldiers
 * lost per attack (%)"): a camp whose battle forecast would cost more than the cap is passed over for the next
 * camp in reach whose forecast stays within it, as a player keeping an army takes a cheaper camp a little
 * farther; when every camp is too costly the bot says so. One army a camp: a camp grows stronger with each
 * victory, so a second army sent while the first is on its way would meet a camp one victory stronger than
 * its forecast; the bot sends none (the movements `gam` lists name each army's target).
 */
import { afterAll, describe, expect, test } from 'bun:test';
import { startSimulator, type Simulator } from '../../../../simulator/server';
import { npcsIn, type NpcSite } from '../../../../simulator/map/npcs';
import { baronFarmer } from '@shared/templates/units/baron-farmer';
import { AREA_TYPE, KINGDOM_ID, UNIT } from '@shared/game-wire/ids';
import type { MapTarget } from '@shared/game-wire/live-map';
import { botSpec, gameAccount, startGameBot, until, GAME_BOT_TEST_MS } from '../../../test/game-bots';
import { lossCapNow, sizeFor } from '../actions/sized-targets';
import { SessionPool } from '../session-pool';

const SEED = 9;
const sim = await startSimulator({ port: 0, seed: SEED, timeScale: 3600, raidChancePerHour: 0, attackSpacingMs: 0 });
afterAll(() => sim.stop());
const sessions = new SessionPool({ paceScale: 0.01, pacing: { attackGapMs: 0, mapTilesPerSecond: 1e9 } });
const defaults = baronFarmer.defaults as Record<string, string | number>;
const TROOPS = 60;

/** The player's baron camps within `reach` fields of its main castle, nearest first, and the bot's own sizing of one at a victory count. */
function campsOf(s: ReturnType<typeof botSpec>, reach: number, world: Simulator = sim) {
  const player = world.world.player(s.account.zone, s.account.username)!;
  const castle = player.castles.find((c) => c.kingdom === 'green')!;
  const near = npcsIn(SEED, s.account.zone, 'green', { x1: castle.x - reach, y1: castle.y - reach, x2: castle.x + reach, y2: castle.y + reach })
    .filter((n) => n.kind === 'baron')
    .sort((a, b) => Math.hypot(a.x - castle.x, a.y - castle.y) - Math.hypot(b.x - castle.x, b.y - castle.y));
  // Its spearmen, its waves, the template's margin: what share of those sent the forecast loses (null: not beaten with the margin).
  const ask = { pool: [[UNIT.SPEARMAN, castle.troops]] as [number, number][], budget: TROOPS, playerLevel: player.level, margin: 1.2 };
  const sizedAt = (victories: number) => sizeFor({ areaType: AREA_TYPE.DUNGEON, victories, kingdomId: KINGDOM_ID.green } as MapTarget, ask);
  const share = (victories: number) => {
    const sized = sizedAt(victories);
    return sized?.kind === 'attack' ? sized.expectedLost / sized.sent : null;
  };
  const victoriesWhere = (site: NpcSite, fits: (share: number | null) => boolean) =>
    Array.from({ length: 60 }, (_, i) => site.baseVictories + i).find((v) => fits(share(v)));
  /** Sets the player's own wins at a camp so that it stands at `victories`. */
  const standAt = (site: NpcSite, victories: number) => {
    player.victories[site.id] = victories - site.baseVictories;
  };
  return { player, near, sizedAt, share, victoriesWhere, standAt };
}

describe('the loss cap', () => {
  test(
    'the nearest camp, beaten but too costly for the cap, is passed over for a cheaper one farther away',
    async () => {
      const s = botSpec(gameAccount(sim, 'CapFarmer', 'CapFarmer'), 'baron-farmer', { ...defaults, troopsPerAttack: TROOPS, maxLossPercent: 10 });
      const { player, near, sizedAt, victoriesWhere, standAt } = campsOf(s, 20);
      const costly = near[0]!;
      const costlyAt = victoriesWhere(costly, (x) => x !== null && x >= 0.2)!;
      expect(costlyAt).toBeDefined();
      standAt(costly, costlyAt);
      // No coins: the cap is the player's alone (sized-targets.ts lossCapNow raises it to what the upkeep's coins recruit again).
      player.coins = 0;
      const cheap = near.slice(1).find((site) => victoriesWhere(site, (x) => x !== null && x <= 0.1) !== undefined)!;
      for (const site of near.slice(1, near.indexOf(cheap))) standAt(site, victoriesWhere(site, (x) => x === null)!);
      standAt(cheap, victoriesWhere(cheap, (x) => x !== null && x <= 0.1)!);

      const bot = startGameBot(sessions, s);
      try {
        await until('the first attack', () => player.movements.some((m) => m.type === 'attack') || player.reports.length > 0, bot.lines);
        const sent = player.movements.find((m) => m.type === 'attack')?.targetId ?? player.reports.find((r) => r.kind === 'attack')?.targetId;
        // Without the cap the nearest would have gone: its soldiers beat it with the margin.
        expect(sizedAt(costlyAt)?.kind).toBe('attack');
        expect(sent).toBe(cheap.id);
        // The console line follows the game's answer to the attack: the game may hold the army before the bot has said it.
        await until('the attack line', () => bot.lines.some((l) => l.startsWith('Attacking')), bot.lines);
        const attacking = bot.lines.find((l) => l.startsWith('Attacking'))!;
        expect(attacking).toContain(`at ${cheap.x}:${cheap.y} with`);
        // What it forecast loses stays within the cap.
        const [, soldiers, lost] = attacking.match(/with (\d+) soldiers; .*forecast: win, ~(\d+) lost/)!;
        expect(Number(lost)).toBeLessThanOrEqual(0.1 * Number(soldiers));
      } finally {
        await bot.stop();
      }
    },
    GAME_BOT_TEST_MS,
  );

  test(
    'when every camp in reach its soldiers beat costs more than the cap, it sends nothing and says so, with the cap that would let one go',
    async () => {
      const s = botSpec(gameAccount(sim, 'CapStalled', 'CapStalled'), 'baron-farmer', { ...defaults, troopsPerAttack: TROOPS, maxLossPercent: 10 });
      const { player, near, share, victoriesWhere, standAt } = campsOf(s, 50);
      // Each camp beaten at more than a tenth lost, or not beaten at all.
      for (const site of near) standAt(site, victoriesWhere(site, (x) => x !== null && x > 0.1) ?? victoriesWhere(site, (x) => x === null)!);
      player.coins = 0;
      const bot = startGameBot(sessions, s);
      try {
        await until('the stall', () => bot.stalls.some((x) => x?.startsWith('Cannot go on: ')), bot.lines);
        const stall = bot.stalls.at(-1)!;
        expect(stall).toMatch(
          /^Cannot go on: each robber baron castle in reach that 60 soldiers beat would lose more of them than Most soldiers lost per attack \(%\) allows\. /,
        );
        // The advice names the smallest cap that lets one go: one camp's forecast loses that share, none a smaller one.
        const percent = Number(stall.match(/Raise Most soldiers lost per attack \(%\) to (\d+)\./)![1]);
        const shares = near.map((site) => share(site.baseVictories + (player.victories[site.id] ?? 0))).filter((x): x is number => x !== null);
        expect(Math.min(...shares.map((x) => Math.ceil(x * 100 - 1e-9)))).toBe(percent);
        expect(bot.lines.filter((l) => l.startsWith('Attacking'))).toEqual([]);
      } finally {
        await bot.stop();
      }
    },
    GAME_BOT_TEST_MS,
  );
});

test('a costly camp goes when the upkeep’s share of the coins recruits again what its forecast loses', () => {
  // 60 may go; half of 1,200 coins recruits 20 spearmen (30 coins each): a third of them may fall.
  expect(lossCapNow(0.1, { coins: 1_200, share: 0.5, soldiers: 60 })).toBeCloseTo(1 / 3);
  // Without coins, or without an upkeep share, the player's cap; without a cap, none.
  expect(lossCapNow(0.1, { coins: 0, share: 0.5, soldiers: 60 })).toBe(0.1);
  expect(lossCapNow(0.1, { coins: 1_200, share: 0, soldiers: 60 })).toBe(0.1);
  expect(lossCapNow(undefined, { coins: 1_200, share: 0.5, soldiers: 60 })).toBeUndefined();
});

describe('one army a camp', () => {
  test(
    'with soldiers for several attacks and one camp it beats, no second army goes there while the first is on its way',
    async () => {
      // About two real seconds each way: time for a second attack to go, were it allowed.
      const slow = await startSimulator({ port: 0, seed: SEED, timeScale: 600, raidChancePerHour: 0, attackSpacingMs: 0 });
      const s = botSpec(gameAccount(slow, 'OneArmyFarmer', 'OneArmyFarmer'), 'baron-farmer', { ...defaults, troopsPerAttack: TROOPS, maxLossPercent: 100 });
      const { player, near, victoriesWhere, standAt } = campsOf(s, 50, slow);
      // The nearest camp the soldiers beat stays as it is; every other is made one they do not beat.
      const beaten = near.find((site) => victoriesWhere(site, (x) => x !== null) !== undefined)!;
      standAt(beaten, victoriesWhere(beaten, (x) => x !== null)!);
      for (const site of near.filter((one) => one !== beaten)) standAt(site, victoriesWhere(site, (x) => x === null)!);
      const bot = startGameBot(sessions, s);
      let most = 0;
      try {
        await until(
          'the first army there and back',
          () => {
            most = Math.max(most, player.movements.filter((m) => m.type === 'attack' && m.targetId === beaten.id).length);
            return player.reports.some((r) => r.kind === 'attack');
          },
          bot.lines,
        );
        expect(most).toBe(1);
        // It had soldiers for more: it waited for the army instead.
        expect(player.castles.find((c) => c.kingdom === 'green')!.troops).toBeGreaterThanOrEqual(TROOPS);
        expect(bot.lines.filter((l) => l.startsWith('Attacking'))).toHaveLength(1);
      } finally {
        await bot.stop();
        slow.stop();
      }
    },
    GAME_BOT_TEST_MS,
  );
});
