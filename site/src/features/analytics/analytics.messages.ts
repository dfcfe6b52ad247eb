/**
 * The Analytics tab's words: the controls, the totals, the charts and their sentences for screen
 * readers, the tables. The CSV the API sends keeps its English column headers (a file for spreadsheets
 * and scripts, read by name).
 */
import { defineMessages, params, plural } from '@shared/i18n/messages';

export const analyticsTabMessages = defineMessages('analytics/tab', {
  range24h: '24 hours',
  range7d: '7 days',
  range30d: '30 days',
  period: 'Period',
  show: 'Show',
  allBots: 'All bots',
  allBotsOf: params('All bots of {account}'),
  downloadCsv: 'Download CSV',
  downloadFailed: 'Could not download the figures',
  preview: 'Your plan shows the last 24 hours. 7 and 30 days come with Premium and Professional. {link}',
  seePlans: 'See plans',
  yourAnalytics: 'your analytics',
  span: params('{from} – {to} (UTC)'),
  /** The charts start at the first figure of the period, later than its start (a new player): from when. */
  since: params('Since {from} (UTC): nothing earlier in this period.'),
  totals: 'Totals',
  nothingYet: 'Nothing yet in this period: figures appear here as your bots play.',
  perBot: 'Per bot',
  bot: 'Bot',
  gameAccount: 'Game account',
  loot: 'Loot',
  wonLost: 'Won / lost',
  taxes: 'Taxes (coins)',
  online: 'Online',
  deletedBot: 'Deleted bot',
  showTable: 'Show the figures as a table',
  captionHour: 'What your bots achieved per hour (UTC)',
  captionDay: 'What your bots achieved per day (UTC)',
  hour: 'Hour',
  day: 'Day',
});

/** Totals, charts and table columns (site/src/features/analytics/figures.ts). */
export const figureMessages = defineMessages('analytics/figures', {
  hours: params('{hours} h'),
  loot: 'Loot',
  wood: plural({ one: '{count} wood', other: '{count} wood' }),
  stone: plural({ one: '{count} stone', other: '{count} stone' }),
  food: plural({ one: '{count} food', other: '{count} food' }),
  attacks: 'Attacks',
  wonLost: params('{won} won · {lost} lost'),
  taxes: 'Taxes (coins)',
  feasts: plural({ one: '{count} feast', other: '{count} feasts' }),
  recruited: 'Soldiers recruited',
  troopsLost: plural({ one: '{count} lost in attacks', other: '{count} lost in attacks' }),
  incoming: 'Incoming attacks',
  online: 'Online',
  inError: params('{hours} in error'),
  lootPerHour: 'Loot per hour',
  lootPerDay: 'Loot per day',
  attacksPerHour: 'Attacks per hour',
  attacksPerDay: 'Attacks per day',
  taxesPerHour: 'Taxes per hour',
  taxesPerDay: 'Taxes per day',
  uptimePerHour: 'Uptime per hour',
  uptimePerDay: 'Uptime per day',
  seriesWood: 'Wood',
  seriesStone: 'Stone',
  seriesFood: 'Food',
  seriesWon: 'Won',
  seriesLost: 'Lost',
  seriesCoins: 'Coins',
  seriesOnline: 'Online',
  seriesInError: 'In error',
  unitResources: 'resources',
  unitAttacks: 'attacks',
  unitCoins: 'coins',
  /** A chart for screen readers: "Loot per day: wood 15, stone 2, food 0 resources in all." */
  describe: params('{title}: {sums} {unit} in all.'),
  describeHours: params('{title}: {sums} in all.'),
  /** One series' sum in that sentence; `{label}` is the series' name in lower case (kept as written in German, whose nouns have capitals). */
  seriesSum: params('{label} {value}'),
  columnFeasts: 'Feasts',
  hourUtc: 'Hour (UTC)',
  dayUtc: 'Day (UTC)',
});
