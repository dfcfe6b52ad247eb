/**
 * The changelog as an Atom feed (RFC 4287), one per language: /changelog.atom in English, /de/changelog.atom
 * and so on beside each language's page. One feed per language because an entry's words are translated and
 * an Atom feed speaks one language (xml:lang): a German alliance's Discord channel follows the German feed.
 *
 * The feed is built from the entries alone, never from the build's clock: its `updated` is the newest
 * entry's moment, so a rebuild changes nothing a reader sees. An entry's id is its address on the page
 * (the page in that language, the entry's id as the fragment), so it stays the same from build to build
 * and differs between languages (two languages' texts are two entries, not two revisions of one).
 */
import { localizedPath, type Locale } from '@shared/i18n/locales';
import type { ChangelogText } from '@shared/changelog/entries';

/** The page, in `locale`. */
export const changelogPath = (locale: Locale): string => localizedPath(locale, '/changelog');

/** The page's feed, in `locale`: the page's address with `.atom`. */
export const changelogFeedPath = (locale: Locale): string => `${changelogPath(locale)}.atom`;

/** Text for XML, in an element or an attribute. */
export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

export type ChangelogFeed = {
  /** The site's public origin (astro.config.mjs `site`): a feed's addresses are absolute. */
  origin: string;
  locale: Locale;
  title: string;
  subtitle: string;
  /** Newest first, as `changelogIn` gives them. */
  entries: readonly ChangelogText[];
};

export function changelogAtom({ origin, locale, title, subtitle, entries }: ChangelogFeed): string {
  const at = (path: string) => escapeXml(new URL(path, origin).href);
  const page = at(changelogPath(locale));
  const newest = entries.reduce((latest, e) => (e.at > latest ? e.at : latest), entries[0]?.at ?? '1970-01-01T00:00:00Z');
  const items = entries.map((e) => {
    const link = `${page}#${escapeXml(e.id)}`;
    return [
      '  <entry>',
      `    <id>${link}</id>`,
      `    <title type="text">${escapeXml(e.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${link}"/>`,
      `    <published>${e.at}</published>`,
      `    <updated>${e.at}</updated>`,
      `    <content type="text">${escapeXml(e.body)}</content>`,
      '  </entry>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${escapeXml(locale)}">`,
    `  <id>${page}</id>`,
    `  <title type="text">${escapeXml(title)}</title>`,
    `  <subtitle type="text">${escapeXml(subtitle)}</subtitle>`,
    `  <updated>${newest}</updated>`,
    `  <link rel="self" type="application/atom+xml" href="${at(changelogFeedPath(locale))}"/>`,
    `  <link rel="alternate" type="text/html" hreflang="${escapeXml(locale)}" href="${page}"/>`,
    `  <author><name>Castellan</name><uri>${at('/')}</uri></author>`,
    `  <icon>${at('/icons/apple-touch-icon.png')}</icon>`,
    ...items,
    '</feed>',
    '',
  ].join('\n');
}
