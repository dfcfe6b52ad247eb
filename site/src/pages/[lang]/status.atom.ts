/** /de/status.atom, /fr/status.atom, …: the status page's feed in one of our languages; another first segment is no feed. */
import type { APIRoute } from 'astro';
import { localeOfSegment } from '@shared/i18n/locales';
import { statusFeed } from '../../features/status/feed-route';

export const prerender = false;

export const GET: APIRoute = ({ params, request }) => {
  const locale = localeOfSegment(params.lang);
  if (!locale) return new Response(null, { status: 404 });
  return statusFeed(locale, request.signal);
};
