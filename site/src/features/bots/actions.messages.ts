import { defineMessages, params, plural } from '@shared/i18n/messages';

/** The toasts of bot changes (the API's refusals are shown in its own words). */
export const botActionMessages = defineMessages('bots/actions', {
  actionDone: 'Bot action executed',
  /** Under the spec's words, what the action does. */
  startingDetail: params('“{name}” is starting; its console shows what it does.'),
  stoppingDetail: params('“{name}” is stopping.'),
  actionFailed: 'Bot action failed',
  starting: plural({ one: 'Starting {count} bot', other: 'Starting {count} bots' }),
  stopping: plural({ one: 'Stopping {count} bot', other: 'Stopping {count} bots' }),
  allRunning: 'All of them are already running',
  allStopped: 'All of them are already stopped',
  startFailed: 'Could not start the bots',
  stopFailed: 'Could not stop the bots',
  duplicated: params('Created “{name}”, stopped: start it when you are ready'),
  duplicateFailed: 'Could not duplicate the bot',
  created: 'Bot created',
  createFailed: 'Failed to create bot',
  deleted: 'Bot deleted',
  deleteFailed: 'Failed to delete bot',
});

/** Today's counters, on the dashboard card and the console strip. */
export const todayMessages = defineMessages('bots/today', {
  actions: plural({ one: '{count} action', other: '{count} actions' }),
  loot: plural({ one: '{count} loot', other: '{count} loot' }),
});
