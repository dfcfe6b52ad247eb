/** Fortresses: the fortresses of the Burning Sands, the Everwinter Glacier or the Fire Peaks (runtime/behaviours/farming.ts). */
import { fortressesMessages } from '../help-starter.messages';
import { PACING_DEFAULTS, UPKEEP_DEFAULTS } from '../parts';
import { defineTemplate } from '../unit';

export const fortresses = defineTemplate({
  id: 'fortresses',
  plan: 'plus',
  category: 'combat',
  name: ['combat', 'fortresses'],
  describe: ({ combat }) => combat.fortressesText,
  defaults: { kingdom: 'sands', troopsPerAttack: 300, keepAtHome: 0, maxAttacksPerDay: 100, bringTroops: 300, ...UPKEEP_DEFAULTS, ...PACING_DEFAULTS },
  inputs: ({ common: c }, p) => [
    { key: 'kingdom', label: c.kingdom, type: 'select', options: p.kingdoms.filter((k) => k.value !== 'green') },
    p.troops,
    p.keepAtHome,
    p.dailyLimit,
    p.bringTroops,
    ...p.upkeep,
    ...p.pacing,
  ],
  help: {
    words: fortressesMessages,
    what: ['what', 'what2'],
    settings: ['kingdom', 'common.troops', 'common.keep', 'common.daily', 'bring', 'common.upkeep'],
  },
});
