/** /accounts/{id}: one game account's page, its live map and the timeline of its bots' attacks. */
import { defineMessages, params } from '@shared/i18n/messages';

export const accountViewMessages = defineMessages('accounts/view', {
  title: 'Game account',
  back: 'All game accounts',
  subtitle: 'Where your bots play on this account, live, and every attack they sent.',
  mapLabel: params('Map of {account}'),
  mapHeading: 'Live map',
  mapHelp: 'What your bots saw last: they read nothing more of the map for it.',
  /** Whether the map's stream is open (the console beside it has its own "Live"). */
  live: 'Map live',
  connecting: 'Map connecting…',
  reconnecting: 'Map reconnecting…',
  notFound: 'This game account is not yours, or it was removed.',
  /** The map's stream said the reader's right ended (a share ended, a sign-out): the status, then why. */
  closed: 'Map closed',
  accessEnded: 'You no longer have access to this map: the share or your session ended. No more changes will arrive.',
  loading: 'Loading the account…',
});
