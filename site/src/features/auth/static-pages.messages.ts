/** The two static pages of the area: the end of "Delete my account", and the page the service worker shows offline. */
import { defineMessages, params } from '@shared/i18n/messages';

export const accountDeletedMessages = defineMessages('auth/account-deleted', {
  title: 'Your account has been deleted',
  description: 'Your Castellan account and its data are deleted.',
  heading: 'Your account has been deleted.',
  gone: 'Your bots are stopped, and your game accounts, their secrets, consoles, notifications and activity are gone. A subscription runs to the end of the period you paid for and does not renew. Billing records are kept for bookkeeping, with no name or address on them.',
  thanks: 'Thank you for playing with Castellan.',
  home: 'Back to the home page',
});

export const offlineMessages = defineMessages('auth/offline', {
  title: 'You are offline',
  description: 'This page needs a connection.',
  notSaved: 'This page is not saved on this device, and it needs a connection to Castellan to open.',
  stillWorks: 'What still works',
  botsRun: "Your bots keep running on Castellan's servers: they do not need your connection.",
  /** {dashboard} is a link, its words the `dashboard` message. */
  openedBefore: params('Pages you opened before, like your {dashboard}, open from this device and show what they last saw.'),
  dashboard: 'dashboard',
  tryAgain: 'Try again',
  reloads: 'The page also reloads by itself when the connection is back.',
});
