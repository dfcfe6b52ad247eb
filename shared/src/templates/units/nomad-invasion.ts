/** Nomad Invasion & Khan: the nomad and Khan camps near the main castle while the event runs (runtime/behaviours/invasions.ts). */
import { nomadInvasionMessages } from '../help-events.messages';
import { INVASION_DEFAULTS, INVASION_HELP, playsDuringEvent } from '../parts';
import { defineTemplate } from '../unit';

export const nomadInvasion = defineTemplate({
  id: 'nomad-invasion',
  plan: 'plus',
  ...playsDuringEvent('nomadInvasion'),
  defaults: { targets: 'both', ...INVASION_DEFAULTS },
  inputs: ({ common: c, events: e }, p) => [
    p.targets([
      { value: 'camps', label: e.nomadCamps },
      { value: 'khan', label: c.khanCamps },
      { value: 'both', label: c.both },
    ]),
    ...p.invasion,
  ],
  help: { words: nomadInvasionMessages, what: INVASION_HELP.what, settings: ['targets', ...INVASION_HELP.settings] },
});
