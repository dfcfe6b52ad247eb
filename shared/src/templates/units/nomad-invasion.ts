/** Nomad Invasion & Khan: the nomad and Khan camps near the main castle while the event runs (runtime/behaviours/invasions.ts). */
import { nomadInvasionMessages } from '../help-events.messages';
import { campsOrBossInvasion } from '../parts';
import { defineTemplate } from '../unit';

export const nomadInvasion = defineTemplate({
  id: 'nomad-invasion',
  ...campsOrBossInvasion('nomadInvasion', nomadInvasionMessages, ({ common: c, events: e }) => [
    { value: 'camps', label: e.nomadCamps },
    { value: 'khan', label: c.khanCamps },
  ]),
});
