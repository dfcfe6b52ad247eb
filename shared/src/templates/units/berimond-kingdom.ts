/** Berimond Kingdom: the camp in the Battle for Berimond, its towers, plots and tents (runtime/behaviours/berimond-kingdom.ts). */
import { BUILDINGS } from '../../game-wire/buildings';
import { berimondKingdomMessages } from '../help-events.messages';
import { PACING_DEFAULTS, playsDuringEvent } from '../parts';
import { defineTemplate } from '../unit';

export const berimondKingdom = defineTemplate({
  id: 'berimond-kingdom',
  plan: 'plus',
  ...playsDuringEvent('berimondKingdom'),
  defaults: {
    openBerimond: 'yes',
    bringTroops: 300,
    maxLevel: 40,
    troopsPerAttack: 150,
    keepAtHome: 0,
    expandCamp: 'no',
    tents: 0,
    tentLevel: 0,
    ...PACING_DEFAULTS,
  },
  inputs: ({ common: c, events: e }, p) => [
    {
      key: 'openBerimond',
      label: e.openBerimond,
      type: 'select',
      options: [
        { value: 'yes', label: c.yes },
        { value: 'no', label: e.openBerimondSelf },
      ],
      helperText: e.openBerimondHelp,
    },
    { ...p.bringTroops, helperText: e.campBringTroopsHelp },
    p.highest(c.highestTowerLevel),
    p.troops,
    { ...p.keepAtHome, label: e.keepInCamp, helperText: e.keepInCampHelp },
    { key: 'expandCamp', label: e.expandCamp, type: 'select', options: p.noYes, helperText: e.expandCampHelp },
    { key: 'tents', label: e.tents, type: 'number', min: 0, max: 56, integer: true, helperText: e.tentsHelp },
    { key: 'tentLevel', label: e.tentLevel, type: 'number', min: 0, max: BUILDINGS.FACTION_UNITTENT.levels.length, integer: true, helperText: e.tentLevelHelp },
    ...p.pacing,
  ],
  help: {
    words: berimondKingdomMessages,
    what: ['what', 'common.eventWait'],
    settings: ['open', 'bring', 'attacks', 'plots', 'tents'],
  },
});
