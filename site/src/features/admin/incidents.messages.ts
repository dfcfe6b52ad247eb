import { defineMessages, params } from '@shared/i18n/messages';

/**
 * The admin's Status tab: opening an incident for the public status page and adding its updates (titles
 * and messages are the admins' own words; states and parts are the page's: status/words, status/page).
 */
export const incidentsMessages = defineMessages('status/admin', {
  tab: 'Status',
  newTitle: 'Open an incident',
  intro: 'Players read it at once on the status page and in its feed. Write what they notice and what to expect.',
  title: 'Title',
  message: 'What is happening',
  state: 'State',
  affects: 'Affects',
  worlds: 'Game worlds',
  worldsHint: 'Separated by commas, for example INT1, DE1. Leave empty when no game world is touched.',
  open: 'Open incident',
  opening: 'Opening…',
  opened: 'Incident opened: it shows on the status page.',
  openFailed: 'The incident could not be opened.',
  list: 'Incidents',
  listLabel: 'Incidents, newest first',
  loading: 'Loading…',
  nothing: 'No incident yet.',
  statusPage: 'Open the status page',
  openedAt: params('Opened {time}'),
  resolvedAt: params('Resolved {time}'),
  addUpdate: 'Add an update',
  addUpdateOf: params('Add an update to “{title}”'),
  update: 'Update',
  post: 'Post update',
  posting: 'Posting…',
  posted: 'Update posted.',
  postFailed: 'The update could not be posted.',
  cancel: 'Cancel',
});
