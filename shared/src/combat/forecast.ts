/**
 * A battle forecast before an attack leaves: the attack as filled (its waves, tools and commander) against
 * the camp's defence, decided by the same function the local game server decides the fight by (fight.ts),
 * so against our simulator the forecast is the verdict. Against the live game the fight's formula is ours
 * (fight.ts says why), which is what the sizing margin is for; bench/forecast.ts measures the agreement.
 */
import type { CampDefence, Stack } from './camp-defence';
import { fightAttack, toolsOf, type FightAttack } from './fight';

export type Forecast = {
  won: boolean;
  /** Soldiers expected to fall. */
  lost: number;
  /** Soldiers expected home, per unit id. */
  survivors: Stack[];
  /** Soldiers sent, and the tools carried. */
  sent: number;
  tools: Stack[];
};

export function forecastAttack(attack: FightAttack, camp: CampDefence): Forecast {
  const fight = fightAttack(attack, camp);
  return { won: fight.won, lost: fight.lost, survivors: fight.survivors, sent: fight.sent, tools: toolsOf(attack) };
}
