/**
 * The ways of choosing the planner tries, and the templates' rule, as choosers for playForward. The
 * planner's ways send the camp's sized attack (the bot's, within its loss cap), else one full wave at its level (armyFor); they
 * differ in what they rank by, because which of soldiers, commanders, time or the daily limit runs out
 * first depends on the account: the horizon played forward decides.
 */
import { maxWaves, waveSize } from '../game-wire/wave-caps';
import { armyFor } from './model';
import type { Candidate, Chooser } from './search';
import type { PolicyId, TemplateSetting } from './types';
import type { plannerLines } from '../bot-lines/planner.messages';

/** What a way ranks camps by, as the plan's reasons say it (a key of the planner's words). */
type RankWords = keyof typeof plannerLines.base & `rank${string}`;

const by = (score: (c: Candidate) => number) => (candidates: Candidate[]) =>
  // Ties go to the nearer camp, then the lower level (fewer soldiers at risk).
  [...candidates].sort((a, b) => score(b) - score(a) || a.distance - b.distance || a.level - b.level);

/** The camp's sized attack when the bot sized it (PlanTarget.sized), else one full wave at its level. */
const fullWave: Chooser['size'] = (level, free, _playerLevel, sized) => {
  const troops = sized ?? armyFor(level);
  return troops <= free ? troops : null;
};

export const POLICIES: Record<Exclude<PolicyId, 'template-rule'>, { chooser: Chooser; rank: RankWords }> = {
  'loot-per-trip-hour': {
    chooser: { size: fullWave, rank: by((c) => c.loot / c.tripMs) },
    rank: 'rankLootPerTripHour',
  },
  'loot-per-soldier-hour': {
    chooser: { size: fullWave, rank: by((c) => c.loot / (c.troops * c.tripMs)) },
    rank: 'rankLootPerSoldierHour',
  },
  'loot-per-soldier-lost': {
    chooser: { size: fullWave, rank: by((c) => c.loot / Math.max(1, c.loss) + c.loot / c.tripMs / 1e9) },
    rank: 'rankLootPerSoldierLost',
  },
  'worthwhile-per-trip-hour': {
    // Soldiers do not come back from the dead: a fight that costs many for little loot is left alone.
    chooser: { size: fullWave, rank: (c, best) => by((x) => x.loot / x.tripMs)(c.filter((x) => x.loot / Math.max(1, x.loss) >= 0.9 * best)) },
    rank: 'rankWorthwhile',
  },
  'one-army': {
    // Soldiers split over side trips come home too late to join the big army: one army of nearly all the
    // free soldiers at the highest camp it beats, the rest waiting for it.
    chooser: { size: fullWave, rank: (c) => by((x) => x.loot)(c.filter((x) => x.troops >= 0.8 * x.free)) },
    rank: 'rankOneArmy',
  },
  'one-army-per-trip-hour': {
    chooser: { size: fullWave, rank: (c) => by((x) => x.loot / x.tripMs)(c.filter((x) => x.troops >= 0.8 * x.free)) },
    rank: 'rankOneArmyPerTripHour',
  },
  'most-loot': {
    chooser: { size: fullWave, rank: by((c) => c.loot) },
    rank: 'rankMostLoot',
  },
};

/**
 * The Robber Baron Farmer's rule (runtime/actions/attack-loop.ts): waits until `troopsPerAttack`
 * soldiers are free, then attacks the nearest ready camp in its level range with them, as many as the
 * waves hold at the camp's level (buildWaves).
 */
export function templateChooser(setting: TemplateSetting): Chooser {
  return {
    size: (level, free, playerLevel) =>
      free < setting.troopsPerAttack || level < setting.minLevel || level > setting.maxLevel
        ? null
        : Math.min(setting.troopsPerAttack, maxWaves(playerLevel) * waveSize(level)),
    rank: (candidates) => [...candidates].sort((a, b) => a.distance - b.distance),
  };
}

/** The template settings compared: the soldiers per attack and level ranges a player would try. */
export function templateSettings(minLevel: number, maxLevel: number): TemplateSetting[] {
  const settings: TemplateSetting[] = [];
  for (const troopsPerAttack of [30, 60, 100, 150, 200, 300]) {
    for (const top of [10, 20, 30, 40, 60, 80]) {
      const hi = Math.min(top, maxLevel);
      if (hi < minLevel || settings.some((s) => s.troopsPerAttack === troopsPerAttack && s.maxLevel === hi)) continue;
      settings.push({ troopsPerAttack, minLevel, maxLevel: hi });
    }
  }
  return settings;
}
