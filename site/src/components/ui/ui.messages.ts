/** The words of the shared UI pieces: the error panel, dialogs, bot states, toasts, times. */
import { defineMessages, params, plural } from '@shared/i18n/messages';

export const errorPanelMessages = defineMessages('common/error-panel', {
  couldNotLoad: params('Could not load {what}'),
  /** A call that got no answer, or one without words (the network, a proxy): the API's own words say more when it has them. */
  requestFailed: 'Request failed',
  /** An answer the page cannot read: a newer API than this page knows. */
  unexpectedAnswer: 'The server sent an answer this page does not understand. Reload the page to get the newest version.',
  /** The site's own answer when the API behind it does not answer. */
  apiUnreachable: 'The Castellan API is not reachable right now. Please try again shortly.',
  /** `{id}` is the request id, set in code. */
  requestId: 'Request id: {id}',
  retrying: 'Retrying…',
  retry: 'Retry',
});

export const dialogMessages = defineMessages('common/dialog', {
  close: 'Close',
});

/** A bot's state, as its badge shows it (in capitals). */
export const stateMessages = defineMessages('common/state', {
  online: 'ONLINE',
  offline: 'OFFLINE',
  error: 'ERROR',
  /** Online, but waiting on something that cannot come by itself. */
  stalled: 'STALLED',
});

export const toastMessages = defineMessages('common/toasts', {
  dismiss: 'Dismiss',
});

/** Times as people read them (site/src/lib/time.ts). */
export const timeMessages = defineMessages('common/time', {
  justNow: 'just now',
  minutesAgo: plural({ one: '{count} min ago', other: '{count} min ago' }),
  hoursAgo: plural({ one: '{count} h ago', other: '{count} h ago' }),
  yesterday: 'yesterday',
  daysAgo: plural({ one: '{count} day ago', other: '{count} days ago' }),
  seconds: params('{s} s'),
  minutes: params('{m} min'),
  hours: params('{h} h'),
  hoursMinutes: params('{h} h {m} min'),
  days: params('{d} d'),
  daysHours: params('{d} d {h} h'),
});

/** Where an error message's fix is made (site/src/lib/fix-link.ts). */
export const fixLinkMessages = defineMessages('common/fix-link', {
  fixAccount: 'Fix the game account',
  gameAccounts: 'Game accounts',
  seePlans: 'See plans',
  yourBots: 'Your bots',
  sendAgain: 'Send the link again',
});
