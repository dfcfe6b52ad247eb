/** Khan Camps & Berimond: the Khan's camps in the Nomad invasion, Berimond's towers in its battle (runtime/behaviours/farming.ts). */
import { khanBerimondMessages } from '../help-starter.messages';
import { PACING_DEFAULTS, UPKEEP_DEFAULTS } from '../parts';
import { defineTemplate } from '../unit';

export const khanBerimond = defineTemplate({
  id: 'khan-berimond',
  plan: 'starter',
  category: 'events',
  name: ['events', 'khanBerimond'],
  describe: ({ events }) => events.khanBerimondText,
  event: ({ events }) => events.khanBerimondEvent,
  defaults: { targets: 'both', maxLevel: 40, troopsPerAttack: 150, keepAtHome: 0, ...UPKEEP_DEFAULTS, ...PACING_DEFAULTS },
  inputs: ({ common: c, events: e }, p) => [
    p.targets([
      { value: 'khan', label: c.khanCamps },
      { value: 'berimond', label: e.berimond },
      { value: 'both', label: c.both },
    ]),
    p.highest(c.highestTowerLevel),
    p.troops,
    p.keepAtHome,
    ...p.upkeep,
    ...p.pacing,
  ],
  help: {
    words: khanBerimondMessages,
    what: ['what', 'what2'],
    settings: ['targets', 'level', 'common.troops', 'common.keep', 'common.upkeep'],
  },
});
