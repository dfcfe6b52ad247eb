/**
 * Resource Collector & Feasts: taxes, feasts, recruiting, upgrades in the player's order, supplies for other kingdoms (runtime/behaviours/resource-keeper.ts).
 */
import { resourceKeeperMessages } from '../help-starter.messages';
import { PACING_DEFAULTS } from '../parts';
import { defineTemplate } from '../unit';

export const resourceKeeper = defineTemplate({
  id: 'resource-keeper',
  plan: 'starter',
  category: 'economy',
  name: ['economy', 'keeper'],
  describe: ({ economy }) => economy.keeperText,
  defaults: {
    collectEveryMinutes: 30,
    feastLevel: '1',
    feastWhenFoodAbove: 4000,
    recruitWhenCoinsAbove: 3000,
    recruitAmount: 20,
    recruitUpTo: 0,
    supplyKingdoms: 'no',
    supplyBelow: 1000,
    supplyAmount: 1000,
    upgradeList: '',
    ...PACING_DEFAULTS,
  },
  inputs: ({ economy }, p) => [
    { key: 'collectEveryMinutes', label: economy.collectEvery, type: 'number', min: 5, max: 720, integer: true, helperText: economy.collectEveryHelp },
    {
      key: 'feastLevel',
      label: economy.feast,
      type: 'select',
      options: [
        { value: '0', label: economy.noFeasts },
        { value: '1', label: economy.holdFeast },
      ],
    },
    { key: 'feastWhenFoodAbove', label: economy.feastWhenFoodAbove, type: 'number', min: 0, max: 1_000_000, integer: true },
    {
      key: 'recruitWhenCoinsAbove',
      label: economy.recruitWhenCoinsAbove,
      type: 'number',
      min: 0,
      max: 10_000_000,
      integer: true,
      helperText: economy.recruitWhenCoinsAboveHelp,
    },
    { key: 'recruitAmount', label: economy.recruitAmount, type: 'number', min: 1, max: 1000, integer: true },
    { key: 'recruitUpTo', label: economy.recruitUpTo, type: 'number', min: 0, max: 1_000_000, integer: true, helperText: economy.recruitUpToHelp },
    { key: 'supplyKingdoms', label: economy.supplyKingdoms, type: 'select', options: p.noYes, helperText: economy.supplyKingdomsHelp },
    { key: 'supplyBelow', label: economy.supplyBelow, type: 'number', min: 0, max: 1_000_000, integer: true, helperText: economy.supplyBelowHelp },
    { key: 'supplyAmount', label: economy.supplyAmount, type: 'number', min: 1, max: 1_000_000, integer: true },
    p.upgradeList,
    ...p.pacing,
  ],
  help: {
    words: resourceKeeperMessages,
    what: ['what'],
    settings: ['taxes', 'feast', 'recruit', 'supply', 'upgrades'],
  },
});
