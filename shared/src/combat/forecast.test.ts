/** The forecast is the fight's verdict, and the tools and a commander's effects change the fight as they change the client's defence figures. */
import { describe, expect, test } from 'bun:test';
import { fillCampAttack } from './auto-fill';
import { robberBaronCampDefence, type Stack } from './camp-defence';
import { NO_ATTACKER_EFFECTS } from './effects';
import { armyOf, fightAttack, fightCamp, oneWave, type FightAttack } from './fight';
import { forecastAttack } from './forecast';

const SPEARMEN: Stack = [602, 200];
const TOOLS: Stack[] = [
  [614, 30],
  [611, 10],
  [620, 20],
];

function filled(victories: number, kingdom: number, stock: Stack[], attacker = 30): FightAttack {
  const camp = robberBaronCampDefence(victories, kingdom)!;
  return { waves: fillCampAttack(stock, camp, { target: camp.level, attacker }).waves, yard: [] };
}

describe('the forecast', () => {
  test('is the fight the simulator decides by, for camps of every kingdom, with and without tools', () => {
    for (const [v, k] of [
      [5, 0],
      [20, 0],
      [63, 0],
      [30, 1],
      [80, 2],
      [10, 3],
    ] as const) {
      const camp = robberBaronCampDefence(v, k)!;
      for (const stock of [[SPEARMEN], [SPEARMEN, ...TOOLS]]) {
        const attack = filled(v, k, stock);
        const forecast = forecastAttack(attack, camp);
        const fight = fightAttack(attack, camp);
        expect({ won: forecast.won, lost: forecast.lost, survivors: forecast.survivors, sent: forecast.sent }).toEqual(fight);
      }
    }
  });

  test('an army without tools forecasts as the fight of its soldiers per flank (the form callers used before tools)', () => {
    const camp = robberBaronCampDefence(63, 0)!;
    const attack = filled(63, 0, [SPEARMEN], 5);
    expect(attack.waves).toHaveLength(1);
    const { tools: _, ...forecast } = forecastAttack(attack, camp);
    expect(forecast).toEqual(fightCamp(armyOf(attack), camp));
  });

  test('tools on the walls lower the losses of the same soldiers, and say what they carry', () => {
    // Green, 63 victories: walls of 70 % and oil smelters on every flank.
    const camp = robberBaronCampDefence(63, 0)!;
    const bare = forecastAttack(filled(63, 0, [SPEARMEN]), camp);
    const equipped = forecastAttack(filled(63, 0, [SPEARMEN, ...TOOLS]), camp);
    expect(equipped.sent).toBe(bare.sent);
    expect(equipped.lost).toBeLessThan(bare.lost);
    expect(equipped.tools.find(([id]) => id === 614)?.[1]).toBeGreaterThan(0);
    expect(bare.tools).toEqual([]);
  });

  test("a commander's attack bonus lowers them too (the maths; our commanders carry no effects)", () => {
    const camp = robberBaronCampDefence(63, 0)!;
    const attack = oneWave({ L: [[602, 40]], M: [[602, 100]], R: [[602, 40]], yard: [] });
    const plain = fightAttack(attack, camp);
    const led = fightAttack({ ...attack, commander: { ...NO_ATTACKER_EFFECTS, meleeBonus: 1.3, wallReduction: 0.3 } }, camp);
    expect(led.lost).toBeLessThan(plain.lost);
  });
});
