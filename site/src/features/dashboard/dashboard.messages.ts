/**
 * The dashboard's words: the page and its skeleton, the summary cards, the bot cards, the first steps,
 * the create-bot dialog (labelled in German in every language's base, as the spec has it), the Settings
 * tab's lists. Texts with `{time}`, `{link}` and the like hold an element (site/src/components/ui/fill.tsx).
 */
import { defineMessages, params, plural } from '@shared/i18n/messages';

export const dashboardPageMessages = defineMessages('dashboard/page', {
  title: 'Dashboard',
  loading: 'Loading Castellan…',
  restoring: 'Initialising session...',
  welcomeName: params('Welcome, {name}!'),
  welcome: 'Welcome!',
  signedInAs: params('Signed in as {email}.'),
  arrange: 'Arrange dashboard',
  gameAccounts: 'Game Accounts',
  newBot: 'New bot',
  tabs: 'Dashboard',
  tabBots: 'Bot Management',
  tabAnalytics: 'Analytics',
  tabSettings: 'Settings',
  yourBots: 'Your bots',
  createBot: 'Create Bot',
  loadingBots: 'Loading your bots…',
  yourBotsWhat: 'your bots',
  /** `{used}/{slots}`, then a link to upgrade after it. */
  slotsUsed: params('{used}/{slots} slots used'),
  upgrade: 'Upgrade',
  allSlotsInUse: plural({ one: 'All {count} bot slot of your plan are in use', other: 'All {count} bot slots of your plan are in use' }),
  startAll: 'Start all',
  stopAll: 'Stop all',
  startAllYours: 'Start all your bots',
  stopAllYours: 'Stop all your bots',
  startAllOf: params('Start all bots of {account}'),
  stopAllOf: params('Stop all bots of {account}'),
});

export const summaryMessages = defineMessages('dashboard/summary', {
  region: 'Summary',
  totalBots: 'Total Bots',
  online: plural({ one: '{count} online', other: '{count} online' }),
  plan: 'Subscription Plan',
  slots: plural({ one: '{count} bot slot', other: '{count} bot slots' }),
  active: 'Active Automation',
  /** Under Active Automation: online bots left out of it because they cannot go on by themselves. */
  stalled: plural({ one: '{count} online bot cannot go on', other: '{count} online bots cannot go on' }),
  utilisation: 'Account Utilisation',
  onlineOfSlots: 'online / slots',
});

export const botCardMessages = defineMessages('dashboard/bot-card', {
  created: 'Created {time}',
  up: params('Up {duration}'),
  today: params('Today: {actions} · {loot}'),
  copyId: 'Copy ID',
  copyIdOf: params('Copy ID of {name}'),
  copied: 'Bot ID copied',
  copyFailed: params('Could not copy. The bot ID is {id}'),
  starting: 'Starting…',
  stopping: 'Stopping…',
  start: 'Start',
  stop: 'Stop',
  /** The toggle while a start waits (its account's login budget or hold): a stop before any login. */
  cancelStart: 'Cancel start',
  controlsOf: params('Controls of {name}'),
  settings: 'Settings',
  console: 'Console',
  stopBot: 'Stop bot',
  stopBotOf: params('Stop bot {name}'),
  duplicate: 'Duplicate',
  duplicateOf: params('Duplicate {name}'),
  duplicateHint: 'A stopped copy with the same settings',
  delete: 'Delete',
  deleteOf: params('Delete {name}'),
});

export const onboardingMessages = defineMessages('dashboard/onboarding', {
  titleEmpty: 'No bots configured yet...',
  titleAlmost: 'Almost there',
  intro: 'Three steps to your first running bot:',
  done: '(done)',
  accountTitle: 'Add a game account',
  accountText: 'The login your bots play with. It is stored encrypted.',
  accountAction: 'Add a game account',
  accountsLink: 'Game accounts',
  botTitle: 'Create a bot',
  botText: 'Pick a template and the account it plays.',
  botAction: 'Create your first bot',
  startTitle: 'Start it and watch its console',
  startText: 'It logs in and works at a human pace; its console shows every step live.',
  start: params('Start {name}'),
  openConsole: 'Open its console',
});

/**
 * The dashboard's create-bot dialog. The product spec gives its labels in German, and they are its German
 * words (shared/i18n/de); every other language, English first, reads it in its own (issue 38's product
 * decision), as the /bots/create page already did.
 */
export const createBotMessages = defineMessages('dashboard/create-bot', {
  title: 'Create a bot',
  template: 'Bot template',
  chooseTemplate: 'Choose a template…',
  account: 'Game account',
  loadingAccounts: 'Loading accounts…',
  chooseAccount: 'Choose a game account…',
  accountHint: 'Choose the game account this bot plays.',
  noAccounts: 'No game accounts yet: {link}.',
  noAccountsLink: 'add one on the Game Accounts page',
  category: 'Category',
  settings: 'Settings',
  secrets: 'Sign-in details',
  cancel: 'Cancel',
  create: 'Create bot',
});

export const settingsTabMessages = defineMessages('dashboard/settings-tab', {
  events: 'Bot events',
  noEvents: 'No bot events yet.',
  yourEvents: 'your bot events',
  loadingEvents: 'Loading your bot events…',
  chooseBell: '{link} (bot starts, stops and progress notes are off unless you turn them on).',
  chooseBellLink: 'Choose what the bell shows',
  announcements: 'Announcements',
  noAnnouncements: 'No announcements.',
  theAnnouncements: 'the announcements',
  loadingAnnouncements: 'Loading the announcements…',
});
