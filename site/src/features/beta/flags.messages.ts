import { defineMessages, params, plural } from '@shared/i18n/messages';

/** The admin panel's Flags tab (each flag's name and description are the API's words). */
export const flagsMessages = defineMessages('admin/flags', {
  turnedOn: params('{name} turned on'),
  turnedOff: params('{name} turned off'),
  failed: 'Could not switch the flag',
  template: params('The {template} template'),
  beta: 'Beta',
  turnOn: 'Turn on',
  turnOff: 'Turn off',
  turnOnLabel: params('Turn on {name}'),
  turnOffLabel: params('Turn off {name}'),
  on: 'On',
  off: 'Off',
  gates: params('Gates: {gate} · players on {plan} may opt in'),
  changedBy: params('(changed by {name})'),
  changedByAt: params('(changed by {name}, {at})'),
  optedIn: plural({ one: '{count} player opted in', other: '{count} players opted in' }),
  playersIn: params('Players in {name}'),
  inactive: params('{plan}: plan below the beta’s, not using it'),
  loading: 'Loading flags…',
  what: 'the flags',
  note: 'Turning a flag off stops offering what it gates at once; players keep their opt-in for when it is on again. Bots already running a beta template carry on until they stop, and are not started again.',
  label: 'Beta flags',
});
