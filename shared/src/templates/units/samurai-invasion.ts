/** Samurai Invasion & Daimyo: the samurai camps and the Daimyo near the main castle while the event runs (runtime/behaviours/invasions.ts). */
import { samuraiInvasionMessages } from '../help-events.messages';
import { campsOrBossInvasion } from '../parts';
import { defineTemplate } from '../unit';

export const samuraiInvasion = defineTemplate({
  id: 'samurai-invasion',
  ...campsOrBossInvasion('samuraiInvasion', samuraiInvasionMessages, ({ events: e }) => [
    { value: 'camps', label: e.samuraiCamps },
    { value: 'daimyo', label: e.daimyo },
  ]),
});
