import { defineMessages, params, plural } from '@shared/i18n/messages';

/** /bots/create's template gallery: search, categories, and each template's card. */
export const galleryMessages = defineMessages('gallery/templates', {
  legend: 'Template',
  search: 'Search templates',
  searchHint: 'By name or by what it does.',
  category: 'Category',
  all: 'All',
  shown: params(
    plural({
      one: '{shown} of {count} template shown.',
      other: '{shown} of {count} templates shown.',
    }),
  ),
  none: 'No template matches your search in this category.',
  clear: 'Show all templates',
  inYourPlan: params('{plan} · in your plan'),
  /** A template beyond the player's plan: the plans that include it, as a list ("Premium and Professional"). */
  availableOn: params('Available on {plans}'),
  seePricing: params('See {plan} on Pricing'),
  selected: 'Selected',
});

/** The presets by account level beside the chosen template (shared/src/templates/presets.ts). */
export const presetPickerMessages = defineMessages('gallery/preset-picker', {
  legend: 'Presets by account level',
  intro: 'Fills the settings with values that suit a castle at that stage of the game. You can change any of them.',
  applied: params('“{preset}” is filled in. Check the settings under Configuration.'),
  none: 'This template has no presets: your level does not decide what it does.',
});

/** Create-bot's import: a settings file or a code (shared/src/templates/settings-code.ts). */
export const importMessages = defineMessages('gallery/import', {
  open: 'Import settings',
  title: 'Import bot settings',
  intro: 'From a settings file or a code a friend gave you. They fill the form; no bot is made until you press Create Bot.',
  file: 'Import from a settings file (.json)',
  code: 'Or paste a settings code',
  importCode: 'Import code',
  checking: 'Checking…',
  cancel: 'Cancel',
  imported: params('Settings of {template} imported. Check them, choose the game account and create the bot.'),
  empty: 'Paste a settings code first.',
  tooLong: 'This is far longer than any bot’s settings: it is not a settings file or code.',
  notACode: 'This is not a settings code. A code starts with “CB1.”.',
  newerVersion: 'This comes from a newer version of Castellan. Reload the page and try again.',
  corrupted: 'This code is damaged: part of it is missing or was changed. Copy it again, whole.',
  notJson: 'This file is not a settings file: it is not valid JSON.',
  notOurFile: 'This file is not a Castellan bot settings file.',
  noTemplate: 'This code or file names no template.',
  unknownTemplate: params('These settings are for a template that is not on offer: “{template}”.'),
  readFailed: 'The file could not be read. Choose it again.',
  checkFailed: 'The settings could not be checked. Try again.',
});

/** A bot's settings handed on: a file and a code, in its settings dialog. */
export const exportMessages = defineMessages('gallery/export', {
  heading: 'Share these settings',
  intro:
    'This bot’s saved settings, to import into another bot or to give to a friend. Never in them: your game account, passwords, your own script or the player who shelters your soldiers.',
  download: 'Download file',
  showCode: 'Get a code',
  code: 'Settings code',
  copy: 'Copy code',
  copied: 'Code copied.',
  copyFailed: 'Could not copy. Select the code and copy it yourself.',
});

/** Why create-bot's Credentials tab cannot be opened. */
export const credentialsMessages = defineMessages('gallery/credentials', {
  chooseFirst: 'Credentials: choose a template first.',
  none: 'Credentials: this template needs no password or key of its own. The bot signs in with the game account you choose.',
});
