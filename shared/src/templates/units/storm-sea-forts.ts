/** Storm Islands Sea Forts: the islands' sea forts for mead and ranking points, the isle's goods sent on (runtime/behaviours/farming.ts, storm-sends.ts). */
import { BUILDINGS } from '../../game-wire/buildings';
import { seaFortsMessages } from '../help-starter.messages';
import { PACING_DEFAULTS, UPKEEP_DEFAULTS } from '../parts';
import { defineTemplate } from '../unit';

export const stormSeaForts = defineTemplate({
  id: 'storm-sea-forts',
  plan: 'starter',
  category: 'events',
  name: ['events', 'seaForts'],
  describe: ({ events }) => events.seaFortsText,
  defaults: { maxLevel: 60, troopsPerAttack: 120, keepAtHome: 0, useSkips: 'm5', sendResources: 'no', cargoLevel: 0, ...UPKEEP_DEFAULTS, ...PACING_DEFAULTS },
  inputs: ({ events: e }, p) => [
    { ...p.highest(e.highestSeaFortLevel), helperText: e.highestSeaFortLevelHelp },
    p.troops,
    p.keepAtHome,
    p.useSkips,
    { key: 'sendResources', label: e.sendResources, type: 'select', options: p.noYes, helperText: e.sendResourcesHelp },
    ...p.upkeep,
    { key: 'cargoLevel', label: e.cargoLevel, type: 'number', min: 0, max: BUILDINGS.CARGO.levels.length, integer: true, helperText: e.cargoLevelHelp },
    ...p.pacing,
  ],
  help: {
    words: seaFortsMessages,
    what: ['what', 'what2'],
    settings: ['level', 'common.troops', 'common.keep', 'common.skips', 'common.upkeep', 'send', 'ships'],
  },
});
