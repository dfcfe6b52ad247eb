/** Samurai Invasion & Daimyo: the samurai camps and the Daimyo near the main castle while the event runs (runtime/behaviours/invasions.ts). */
import { samuraiInvasionMessages } from '../help-events.messages';
import { INVASION_DEFAULTS, INVASION_HELP, playsDuringEvent } from '../parts';
import { defineTemplate } from '../unit';

export const samuraiInvasion = defineTemplate({
  id: 'samurai-invasion',
  plan: 'plus',
  ...playsDuringEvent('samuraiInvasion'),
  defaults: { targets: 'both', ...INVASION_DEFAULTS },
  inputs: ({ common: c, events: e }, p) => [
    p.targets([
      { value: 'camps', label: e.samuraiCamps },
      { value: 'daimyo', label: e.daimyo },
      { value: 'both', label: c.both },
    ]),
    ...p.invasion,
  ],
  help: { words: samuraiInvasionMessages, what: INVASION_HELP.what, settings: ['targets', ...INVASION_HELP.settings] },
});
