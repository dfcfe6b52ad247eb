/** Temporary Servers: a castle on the game's temporary servers, its taxes and barons (runtime/behaviours/temp-server.ts). */
import { TEMP_SERVERS } from '../../game-wire/ids';
import { tempServersMessages } from '../help-events.messages';
import { PACING_DEFAULTS, playsDuringEvent } from '../parts';
import { defineTemplate } from '../unit';

export const tempServers = defineTemplate({
  id: 'temp-servers',
  plan: 'plus',
  ...playsDuringEvent('tempServers'),
  defaults: {
    server: 'outer-realms',
    collectTaxes: 'yes',
    minLevel: 1,
    maxLevel: 40,
    troopsPerAttack: 100,
    keepAtHome: 0,
    maxAttacksPerDay: 150,
    ...PACING_DEFAULTS,
  },
  inputs: ({ events: e }, p) => [
    // The temporary servers' names are the game's own, kept in English as the console names them.
    { key: 'server', label: e.tempServer, type: 'select', options: Object.entries(TEMP_SERVERS).map(([value, server]) => ({ value, label: server.label })) },
    { key: 'collectTaxes', label: e.collectTaxes, type: 'select', options: p.yesNo },
    ...p.baronAttacks,
    ...p.pacing,
  ],
  help: {
    words: tempServersMessages,
    what: ['what', ['castle', 'common.eventWait']],
    settings: ['server', 'taxes', 'levels', 'common.troops', 'common.keep', 'common.daily'],
  },
});
