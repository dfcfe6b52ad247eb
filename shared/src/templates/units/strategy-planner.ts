/** Strategy Planner: plans the next hours' attacks from every castle and sends them, saying why (runtime/behaviours/strategy-planner.ts). */
import { strategyPlannerMessages } from '../help-advanced.messages';
import { PACING_DEFAULTS, UPKEEP_DEFAULTS } from '../parts';
import { defineTemplate } from '../unit';

export const strategyPlanner = defineTemplate({
  id: 'strategy-planner',
  plan: 'professional',
  category: 'combat',
  name: ['combat', 'planner'],
  describe: ({ combat }) => combat.plannerText,
  defaults: { horizonHours: 4, minLevel: 1, maxLevel: 80, keepAtHome: 0, maxAttacksPerDay: 150, ...UPKEEP_DEFAULTS, ...PACING_DEFAULTS },
  inputs: ({ common: c, combat }, p) => [
    { key: 'horizonHours', label: combat.horizonHours, type: 'number', min: 1, max: 24, integer: true, helperText: combat.horizonHoursHelp },
    p.lowest(c.lowestCampLevel),
    p.highest(c.highestCampLevel),
    p.keepAtHome,
    p.dailyLimit,
    ...p.upkeep,
    ...p.pacing,
  ],
  help: {
    words: strategyPlannerMessages,
    what: ['what', 'what2', 'what3'],
    settings: ['ahead', 'levels', 'common.keep', 'common.daily', 'common.upkeep'],
  },
});
