/**
 * The changelog: what changed for players, newest first, read by the site's /changelog page and its Atom
 * feeds (site/src/features/changelog) and by the tests. Data, not Markdown, because every entry is read in
 * eleven languages: its words are messages (entries.messages.ts, the other languages in
 * shared/i18n/<locale>/site.json), and here is only when and under which id.
 *
 * An entry's id is its date and a slug, and never changes once published: feed readers and Discord
 * channels know an entry by it (the feeds' entry ids are built from it). `at` is the moment the change
 * shipped (its commit, UTC, RFC 3339); a new entry goes on top.
 */
import { messagesIn, type Catalogue } from '../i18n/messages';
import type { Locale } from '../i18n/locales';
import { changelogWords } from './entries.messages';

type Key = keyof typeof changelogWords.base;
export type ChangelogEntry = { id: string; at: string; title: Key; body: Key };

export const CHANGELOG: readonly ChangelogEntry[] = [
  { id: '2026-11-29-delivery-kept', at: '2026-11-29T01:04:02Z', title: 'deliveryKeptTitle', body: 'deliveryKeptBody' },
  { id: '2026-11-28-game-names', at: '2026-11-28T15:57:39Z', title: 'gameNamesTitle', body: 'gameNamesBody' },
  { id: '2026-11-28-right-to-left', at: '2026-11-28T15:57:11Z', title: 'rightToLeftTitle', body: 'rightToLeftBody' },
  { id: '2026-11-28-failed-payments', at: '2026-11-28T13:30:10Z', title: 'failedPaymentTitle', body: 'failedPaymentBody' },
  { id: '2026-11-28-receipts', at: '2026-11-28T13:16:31Z', title: 'receiptsTitle', body: 'receiptsBody' },
  { id: '2026-11-28-plan-changes', at: '2026-11-28T13:00:09Z', title: 'planChangesTitle', body: 'planChangesBody' },
  { id: '2026-11-28-share-by-email', at: '2026-11-28T12:56:47Z', title: 'shareByEmailTitle', body: 'shareByEmailBody' },
  { id: '2026-11-28-template-gallery', at: '2026-11-28T12:54:54Z', title: 'templateGalleryTitle', body: 'templateGalleryBody' },
  { id: '2026-11-28-cancel-start', at: '2026-11-28T12:43:07Z', title: 'cancelStartTitle', body: 'cancelStartBody' },
  { id: '2026-11-28-live-map', at: '2026-11-28T10:01:40Z', title: 'liveMapTitle', body: 'liveMapBody' },
  { id: '2026-11-28-sized-attacks', at: '2026-11-28T06:55:41Z', title: 'sizedAttacksTitle', body: 'sizedAttacksBody' },
  { id: '2026-11-27-discord-webhooks', at: '2026-11-27T16:05:26Z', title: 'discordWebhooksTitle', body: 'discordWebhooksBody' },
  { id: '2026-11-27-sharing', at: '2026-11-27T15:28:46Z', title: 'sharingTitle', body: 'sharingBody' },
];

export type ChangelogText = { id: string; at: string; title: string; body: string };

/** The entries in `locale`, newest first (`catalogue`: the one `messagesIn` reads unless a test hands its own). */
export function changelogIn(locale: Locale, catalogue?: Catalogue): ChangelogText[] {
  const words = catalogue ? messagesIn(locale, changelogWords, catalogue) : messagesIn(locale, changelogWords);
  return CHANGELOG.map((entry) => ({ id: entry.id, at: entry.at, title: words[entry.title], body: words[entry.body] }));
}
