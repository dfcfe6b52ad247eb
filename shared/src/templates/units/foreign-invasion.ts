/** Foreign Invasion: the foreign camps near the main castle, by level, while the event runs (runtime/behaviours/invasions.ts). */
import { foreignInvasionMessages } from '../help-events.messages';
import { INVASION_DEFAULTS, invasionHelpWithTargets, playsDuringEvent } from '../parts';
import { defineTemplate } from '../unit';

export const foreignInvasion = defineTemplate({
  id: 'foreign-invasion',
  plan: 'plus',
  ...playsDuringEvent('foreignInvasion'),
  defaults: { minLevel: 1, maxLevel: 50, ...INVASION_DEFAULTS },
  inputs: ({ common: c }, p) => [p.lowest(c.lowestCampLevel), p.highest(c.highestCampLevel), ...p.invasion],
  // Its `targets` words are its camp levels.
  help: invasionHelpWithTargets(foreignInvasionMessages),
});
