/** Berimond Invasion: the invasion's camps near the main castle while the event runs (runtime/behaviours/invasions.ts). */
import { berimondInvasionMessages } from '../help-events.messages';
import { INVASION_DEFAULTS, INVASION_HELP, playsDuringEvent } from '../parts';
import { defineTemplate } from '../unit';

export const berimondInvasion = defineTemplate({
  id: 'berimond-invasion',
  plan: 'plus',
  ...playsDuringEvent('berimondInvasion'),
  defaults: INVASION_DEFAULTS,
  inputs: (_words, p) => p.invasion,
  help: { words: berimondInvasionMessages, ...INVASION_HELP },
});
