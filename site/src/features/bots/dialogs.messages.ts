import { defineMessages, params } from '@shared/i18n/messages';

export const settingsDialogMessages = defineMessages('bots/settings-dialog', {
  title: params('Settings of “{name}”'),
  titleEmpty: 'Bot settings',
  templatesFailed: params('Could not load the templates: {error}'),
  loadingTemplate: 'Loading the template…',
  savedRunning: 'Settings saved: the bot takes them at its next step',
  saved: 'Settings saved',
  saveFailed: 'Failed to save the settings',
  name: 'Name',
  settings: 'Settings',
  credentials: 'Credentials',
  running: 'This bot is running: it takes the new settings before its next step, without logging out.',
  scheduleHint: params('When it runs (weekly windows in your time zone, Run now for a few hours) is set in its {link}, on the bot’s page.'),
  scheduleLink: 'Schedule',
  cancel: 'Cancel',
  saving: 'Saving…',
  save: 'Save settings',
});

export const deleteDialogMessages = defineMessages('bots/delete-dialog', {
  title: params('Delete “{name}”?'),
  titleEmpty: 'Delete bot?',
  textRunning: 'The bot stops, and its settings, saved secrets and console history are deleted. This cannot be undone; the bot slot is free again at once.',
  textStopped: 'Its settings, saved secrets and console history are deleted. This cannot be undone; the bot slot is free again at once.',
  cancel: 'Cancel',
  deleting: 'Deleting…',
  delete: 'Delete bot',
});
