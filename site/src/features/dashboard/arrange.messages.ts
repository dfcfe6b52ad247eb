/** Arrange dashboard and the chart cards: the panel's words, the cards' names, the screen sizes. */
import { defineMessages, params } from '@shared/i18n/messages';

export const arrangeMessages = defineMessages('dashboard/arrange', {
  title: 'Arrange dashboard',
  forSizeSaved: params('This arrangement is for {size}. The other size keeps its own.'),
  forSizeUnsaved: params('This arrangement is for {size}. The other size keeps its own; until you save, this one is the default dashboard.'),
  sizeWide: params('wide screens (wider than {px} px)'),
  sizeNarrow: params('narrow screens such as phones ({px} px wide or less)'),
  summaryCards: 'Summary cards',
  charts: 'Charts',
  chartsBeta: 'Charts on the dashboard are a beta feature. {link}.',
  chartsBetaLink: 'Turn it on under Settings → Beta features',
  gameAccounts: 'Game accounts',
  noGroups: "Your bots' game accounts appear here.",
  pinnedBots: 'Pinned bots',
  pinnedHint: 'Pinned bots come first in their game account, in the order you pin them.',
  pin: 'Pin {name} {account}',
  moveUp: params('Move {name} up'),
  moveDown: params('Move {name} down'),
  save: 'Save arrangement',
  reset: 'Reset to default',
  cancel: 'Cancel',
  saveFailed: 'Could not save the arrangement',
  savedWide: 'Dashboard arranged for wide screens',
  savedNarrow: 'Dashboard arranged for narrow screens',
  /** `{message}` is the API's sentence. */
  resetWide: params('{message} on wide screens'),
  resetNarrow: params('{message} on narrow screens'),
});

/** The summary and chart cards by id (shared/src/dashboard.ts). */
export const cardMessages = defineMessages('dashboard/cards', {
  'total-bots': 'Total Bots',
  plan: 'Subscription Plan',
  active: 'Active Automation',
  utilisation: 'Account Utilisation',
  loot: 'Loot this week',
  attacks: 'Attacks this week',
  taxes: 'Taxes this week',
  uptime: 'Uptime this week',
});

export const chartCardMessages = defineMessages('dashboard/chart-cards', {
  region: 'Charts',
  beta: 'Beta',
  lastWeek: 'The last 7 days (UTC), as on the Analytics tab.',
  failed: 'The figures could not be loaded; they are on the Analytics tab.',
  loading: 'Loading…',
});
