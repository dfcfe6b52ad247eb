import { defineMessages, params, plural } from '@shared/i18n/messages';

/** The console page around the log (the log's lines are the bot's, as the API sends them). */
export const consoleMessages = defineMessages('console/page', {
  title: 'Bot Console',
  subtitle: 'Real-time output from your automation runtime.',
  back: 'Back to Dashboard',
  redirecting: 'Redirecting…',
  notFoundTitle: 'Bot not found',
  notFoundText: params('There is no bot {id} in your account. It may have been deleted.'),
  awaiting: 'Awaiting console output...',
  noLinesMatch: params('No lines match “{query}”.'),
  logLabel: 'Console output',
  warning: 'Warning: ',
  error: 'Error: ',
  jump: 'Jump to latest',
  jumpNew: plural({ one: 'Jump to latest ({count} new)', other: 'Jump to latest ({count} new)' }),
  jumpMany: 'Jump to latest (999+ new)',
  searchLabel: 'Search the log',
  searchPlaceholder: 'Search the log…',
  download: 'Download log',
  noMatches: 'No lines match',
  /** Searching a log of one line that matches. */
  oneOfOne: '1 of 1 line matches',
  /** {total}: the lines searched. */
  matches: params<{ total: string }>(plural({ one: '{count} of {total} lines matches', other: '{count} of {total} lines match' })),
});

export const consoleHeaderMessages = defineMessages('console/header', {
  loading: 'Loading bot...',
  id: params('ID: {id}'),
  starting: 'Starting…',
  stopping: 'Stopping…',
  start: 'Start',
  stop: 'Stop',
  /** The toggle while a start waits (its account's login budget or hold): a stop before any login. */
  cancelStart: 'Cancel start',
  readOnly: "Another player's bot: read only.",
  today: 'Today',
  uptime: 'Uptime',
  actionsToday: 'Actions today',
  lootToday: 'Loot today',
  playNow: 'Play now',
  playNowHint: 'The bot waits for its game account. Play now logs it in at once; it counts as one of the account’s 3 logins in 10 minutes.',
  playNowFailed: 'Play now did not go through. Try again in a moment.',
});

export const connectionMessages = defineMessages('console/connection', {
  connection: 'Connection: ',
  connecting: 'Connecting…',
  reconnecting: 'Reconnecting…',
  connectingAgain: 'Connecting again…',
  live: 'Live',
  lost: plural({ one: 'Connection lost. Retrying in {count} s.', other: 'Connection lost. Retrying in {count} s.' }),
  stopped: 'Stopped',
  deleted: 'This bot was deleted; no more output will arrive.',
  accessEnded: 'Its owner no longer shares this bot with you; no more output will arrive.',
  notFound: 'Bot not found. It may have been deleted, or it belongs to another account.',
  signedOut: 'Your session has expired. Sign in again to follow the console.',
  closed: 'The console is closed.',
  retryNow: 'Retry now',
  signInAgain: 'Sign in again',
});
