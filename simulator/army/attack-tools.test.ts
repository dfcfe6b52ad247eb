/** Attacks that carry tools (`cra`'s `T` slots): kept wave by wave, checked against the stock, taken out of it, used up by the fight, back when recalled. */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import type { Wave } from '@shared/game-wire/commands';
import type { UnitCount } from '@shared/game-wire/live-shapes';
import type { BattleLogDetail, BattleLogMiddle, BattleLogShort } from '@shared/game-wire/battle-logs';
import { UNIT } from '@shared/game-wire/ids';
import { RESULT } from '@shared/game-wire/protocol';
import { START } from '../core/rules';
import { TestClient } from '../test-client';
import { attack, clock, closeSim, easyBaron, green, movements, NO_SLOTS, openSim, record, sent, sim, Z } from '../attack-kit';
import { attackOf, resolveBaronFight } from '../map/camp-fights';
import { createRng } from '../core/rng';
import type { MovementRecord } from '../core/players';
import { robberBaronCampDefence } from '@shared/combat/camp-defence';
import { forecastAttack } from '@shared/combat/forecast';

beforeAll(openSim);
afterAll(closeSim);

/** Wall tools (ladders, units.json 614: wallBonus 10) and gate tools (battering rams, 611: gateBonus 10), attack tools a workshop makes. */
const LADDER = 614;
const RAM = 611;

const castleRecord = (name: string) => sim.world.player(Z, name)!.castles.find((c) => c.kingdom === 'green')!;

async function armed(name: string, stock: Record<number, number>) {
  const c = await TestClient.ready(sim.url, Z, { name, password: 'pw' });
  Object.assign(castleRecord(name).tools, stock);
  const castle = await green(c);
  return { c, castle, baron: await easyBaron(c, castle) };
}

const withTools: Wave[] = [
  { L: { T: [[LADDER, 3]], U: [[UNIT.SPEARMAN, 20]] }, R: { T: [[LADDER, 2]], U: [[UNIT.SPEARMAN, 15]] }, M: { T: [[RAM, 1]], U: [[UNIT.SPEARMAN, 40]] } },
  { L: { T: [[LADDER, 1]], U: [[UNIT.SPEARMAN, 5]] }, R: NO_SLOTS, M: { T: [], U: [[UNIT.SPEARMAN, 10]] } },
];

describe('cra with tools', () => {
  test('each wave is kept as it left, its units and tools by flank, and the tools leave the stock', async () => {
    const { c, castle, baron } = await armed('siege', { [LADDER]: 10, [RAM]: 4 });
    const out = sent(c, await c.command(Z, 'cra', attack(castle, baron, 0, { waves: withTools, courtyard: [[UNIT.SPEARMAN, 4]] })));
    expect(out.troops).toBe(94);
    const m = record('siege', out.id);
    const flank = (units: number, tools: UnitCount[] = []) => ({ units: units > 0 ? [[UNIT.SPEARMAN, units] as UnitCount] : [], tools });
    expect(m.sent).toEqual({
      waves: [
        { L: flank(20, [[LADDER, 3]]), R: flank(15, [[LADDER, 2]]), M: flank(40, [[RAM, 1]]) },
        { L: flank(5, [[LADDER, 1]]), R: flank(0), M: flank(10) },
      ],
      yard: [[UNIT.SPEARMAN, 4]],
    });
    expect(attackOf(m)).toEqual({ waves: m.sent!.waves, yard: m.sent!.yard });
    expect(castleRecord('siege').tools).toMatchObject({ [LADDER]: 4, [RAM]: 3 });

    // The fight uses them up, won or lost: the army comes home without them, and its battle report lists them by flank, each lost.
    clock.set(m.arrivesAt);
    const fight = sim.world.player(Z, 'siege')!.reports.find((r) => r.fight)!.fight!;
    const report = (await c.command(Z, 'bls', { MID: fight.messageId, IM: 1 })).payload as BattleLogShort & { blm: BattleLogMiddle; bld: BattleLogDetail };
    const [, left, middle, right] = report.blm.W[0]![0];
    expect([left[1], middle[1], right[1]]).toEqual([4, 1, 2]);
    const [, dLeft, dMiddle, dRight] = report.bld.W[0]![0];
    expect([dLeft[1], dMiddle[1], dRight[1]]).toEqual([[[LADDER, 4, -4]], [[RAM, 1, -1]], [[LADDER, 2, -2]]]);
    const [home] = await movements(c);
    clock.set(record('siege', home!.id).arrivesAt);
    expect(await movements(c)).toEqual([]);
    expect(castleRecord('siege').tools).toMatchObject({ [LADDER]: 4, [RAM]: 3 });
    c.close();
  });

  test('more tools than the stock holds, or a tool it has none of, is refused and nothing leaves', async () => {
    const { c, castle, baron } = await armed('shortfall', { [LADDER]: 5 });
    const tooMany = await c.command(Z, 'cra', attack(castle, baron, 0, { waves: withTools }));
    // Six ladders over two waves, five in stock.
    expect([tooMany.result, (tooMany.payload as { error: string }).error]).toEqual([RESULT.TOO_MUCH_UNITS, `tool ${LADDER}: 6 sent, 5 in stock`]);
    const noRam: Wave = { L: NO_SLOTS, R: NO_SLOTS, M: { T: [[RAM, 1]], U: [[UNIT.SPEARMAN, 10]] } };
    const refused = await c.command(Z, 'cra', attack(castle, baron, 0, { waves: [noRam] }));
    expect([refused.result, (refused.payload as { error: string }).error]).toEqual([RESULT.TOO_MUCH_UNITS, `tool ${RAM}: 1 sent, 0 in stock`]);
    expect(castleRecord('shortfall').tools[LADDER]).toBe(5);
    expect((await green(c)).details!.troops).toBe(START.troops);
    expect(await movements(c)).toEqual([]);
    c.close();
  });

  test('an attack recalled before it fights brings its tools home', async () => {
    const { c, castle, baron } = await armed('second-thoughts', { [LADDER]: 10, [RAM]: 4 });
    const out = sent(c, await c.command(Z, 'cra', attack(castle, baron, 0, { waves: withTools })));
    expect(castleRecord('second-thoughts').tools).toMatchObject({ [LADDER]: 4, [RAM]: 3 });
    clock.advance(1_000);
    expect((await c.command(Z, 'mcm', { MID: out.id })).result).toBe(RESULT.OK);
    clock.set(record('second-thoughts', out.id).arrivesAt);
    expect(await movements(c)).toEqual([]);
    expect(castleRecord('second-thoughts').tools).toMatchObject({ [LADDER]: 10, [RAM]: 4 });
    expect((await green(c)).details!.troops).toBe(START.troops);
    c.close();
  });
});

describe('the fight with tools', () => {
  test('ladders on the flanks and a ram at the gate cost the same army fewer soldiers against the same camp', () => {
    // A camp of the green kingdom at 10 victories: its walls add 55 % to the flanks' defence.
    const camp = robberBaronCampDefence(10, 0)!;
    const flank = (units: number, tools: UnitCount[] = []) => ({ units: [[UNIT.SPEARMAN, units] as UnitCount], tools });
    const movement = (tools: { L?: UnitCount[]; M?: UnitCount[]; R?: UnitCount[] }): MovementRecord => ({
      ...{ id: 1, type: 'attack', castleId: 1, targetId: 1, troops: 120, departedAt: 0, arrivesAt: 0, loot: null, attacker: null },
      sent: { waves: [{ L: flank(30, tools.L), M: flank(60, tools.M), R: flank(30, tools.R) }], yard: [] },
    });
    const bare = resolveBaronFight(createRng(1), movement({}), camp.level, camp);
    const tooled = resolveBaronFight(createRng(1), movement({ L: [[LADDER, 5]], R: [[LADDER, 5]], M: [[RAM, 5]] }), camp.level, camp);
    expect([bare.won, tooled.won]).toEqual([true, true]);
    expect(tooled.troopsLost).toBeLessThan(bare.troopsLost);
    // The simulator's verdict is the bot's forecast for the same waves (shared/src/combat/forecast.ts).
    expect(tooled.troopsLost).toBe(forecastAttack(attackOf(movement({ L: [[LADDER, 5]], R: [[LADDER, 5]], M: [[RAM, 5]] })), camp).lost);
  });
});

describe('attackOf', () => {
  test('a movement saved before waves were kept reads as spearmen in one wave, by flank or all in the middle', () => {
    const spearmen = (n: number) => (n > 0 ? [[UNIT.SPEARMAN, n] as const] : []);
    const wave = (L: number, M: number, R: number) => ({
      L: { units: spearmen(L), tools: [] },
      M: { units: spearmen(M), tools: [] },
      R: { units: spearmen(R), tools: [] },
    });
    expect(attackOf({ troops: 30, flanks: { L: 5, M: 20, R: 0, yard: 5 } })).toEqual({ waves: [wave(5, 20, 0)], yard: spearmen(5) });
    expect(attackOf({ troops: 30 })).toEqual({ waves: [wave(0, 30, 0)], yard: [] });
  });
});
