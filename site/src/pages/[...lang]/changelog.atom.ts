/** /changelog.atom, /de/changelog.atom, …: the changelog's Atom feed in each language (features/changelog/feed.ts). */
import type { APIRoute } from 'astro';
import { changelogIn } from '@shared/changelog/entries';
import { changelogPageMessages } from '../../features/changelog/changelog.messages';
import { changelogAtom } from '../../features/changelog/feed';
import { everyLocale, pageLocale, t } from '../../lib/i18n-static';

export const prerender = true;
export const getStaticPaths = everyLocale;

export const GET: APIRoute = ({ params, site }) => {
  const locale = pageLocale(params.lang);
  const m = t(locale, changelogPageMessages);
  const xml = changelogAtom({ origin: site!.origin, locale, title: m.feedTitle, subtitle: m.description, entries: changelogIn(locale) });
  return new Response(xml, { headers: { 'content-type': 'application/atom+xml; charset=utf-8' } });
};
