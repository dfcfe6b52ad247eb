/** Robber Baron Farmer: robber baron camps in one kingdom, the army sent again as soon as it is home (runtime/behaviours/farming.ts). */
import { baronFarmerMessages } from '../help-starter.messages';
import { PACING_DEFAULTS, UPKEEP_DEFAULTS } from '../parts';
import { defineTemplate } from '../unit';

export const baronFarmer = defineTemplate({
  id: 'baron-farmer',
  plan: 'starter',
  category: 'combat',
  name: ['combat', 'baronFarmer'],
  describe: ({ combat }) => combat.baronFarmerText,
  defaults: {
    kingdom: 'green',
    minLevel: 1,
    maxLevel: 20,
    troopsPerAttack: 60,
    keepAtHome: 0,
    maxAttacksPerDay: 150,
    winMargin: 20,
    maxLossPercent: 10,
    ...UPKEEP_DEFAULTS,
    useSkips: 'none',
    bringTroops: 0,
    ...PACING_DEFAULTS,
  },
  inputs: ({ common: c }, p) => [
    { key: 'kingdom', label: c.kingdom, type: 'select', options: p.kingdoms },
    ...p.baronAttacks,
    p.winMargin,
    p.maxLossPercent,
    ...p.upkeep,
    p.useSkips,
    p.bringTroops,
    ...p.pacing,
  ],
  help: {
    words: baronFarmerMessages,
    what: ['what', 'what2'],
    settings: ['kingdom', 'levels', 'common.troops', 'common.keep', 'common.daily', 'common.margin', 'common.upkeep', 'common.skips', 'bring'],
  },
});
