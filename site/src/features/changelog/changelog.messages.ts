/** The changelog page's own words (the entries' words are shared/src/changelog/entries.messages.ts). */
import { defineMessages } from '@shared/i18n/messages';

export const changelogPageMessages = defineMessages('site/changelog', {
  title: 'What’s new',
  description: 'What changed in Castellan for players, newest first.',
  /** Before the link to the page's Atom feed. */
  follow: 'Follow the changes in a feed reader or a Discord channel:',
  feed: 'Atom feed',
  /** The feed's name, as a feed reader lists it. */
  feedTitle: 'Castellan: what’s new',
});
