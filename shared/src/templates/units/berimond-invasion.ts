/** Berimond Invasion: the invasion's camps near the main castle while the event runs (runtime/behaviours/invasions.ts). */
import { berimondInvasionMessages } from '../help-events.messages';
import { INVASION_DEFAULTS, INVASION_HELP } from '../parts';
import { defineTemplate } from '../unit';

export const berimondInvasion = defineTemplate({
  id: 'berimond-invasion',
  plan: 'plus',
  category: 'events',
  name: ['events', 'berimondInvasion'],
  describe: ({ common: c, events: e }) => `${e.berimondInvasionText} ${c.eventWait}`,
  event: ({ events }) => events.berimondInvasionEvent,
  defaults: INVASION_DEFAULTS,
  inputs: (_words, p) => p.invasion,
  help: { words: berimondInvasionMessages, ...INVASION_HELP },
});
