import { defineMessages, params } from '@shared/i18n/messages';

/** /bots/create: its page title and the form (template and setting names are the API's catalogue). */
export const createPageMessages = defineMessages('bots/create-page', {
  title: 'Create Bot',
  subtitle: 'Choose what the bot does and which game account it plays.',
  back: 'Back to dashboard',
  template: 'Template',
  loadingTemplates: 'Loading templates…',
  chooseTemplate: 'Choose a template',
  account: 'Game account',
  loadingAccounts: 'Loading accounts…',
  chooseAccount: 'Choose an account',
  /** A game account another player shares with this one ("Create and delete bots"): the bot is theirs. */
  sharedAccount: params('{account} ({owner}’s, shared with you)'),
  noAccounts: params('No game accounts yet. {link} first.'),
  addOne: 'Add one',
  create: 'Create Bot',
  creating: 'Creating...',
  configuration: 'Configuration',
  settings: 'Settings',
  credentials: 'Credentials',
  selectTemplate: 'Select a template to configure settings.',
});

/** What plan a template needs, in both create forms. */
export const templatePlanMessages = defineMessages('bots/template-plan', {
  andUp: params('{template} ({plan} and up)'),
  everyPlan: 'Included in every plan.',
  includedFrom: params('Included from {plan} up: your {yours} plan includes it.'),
  needs: params('Needs the {plan} plan or higher; your plan is {yours}. {link}.'),
  seePlans: 'See the plans',
});

/** The template's secrets when a bot already has some saved. */
/** The settings whose defaults suit most players, folded away (issue 38: a newcomer meets the few that matter). */
export const advancedSettingsMessages = defineMessages('bots/advanced-settings', {
  advanced: 'Advanced',
  advancedHint: 'Pacing and time skips: their defaults suit most players.',
});

export const secretFieldsMessages = defineMessages('bots/secret-fields', {
  savedPlaceholder: '•••••••• (saved)',
  removedOnSave: 'Removed when you save.',
  savedHint: 'Saved. Leave empty to keep it, or type a new one.',
  remove: 'Remove',
});

/**
 * The create-bot dialog's two checks. The product spec gives them in German, and they are its German
 * words (shared/i18n/de); each other language, English first, has them in its own.
 */
export const createChecksMessages = defineMessages('bots/create-checks', {
  noTemplate: 'Please choose a bot template first.',
  noAccount: 'Please choose the game account this bot plays.',
});
