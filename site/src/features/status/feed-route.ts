/**
 * /status.atom and /<lang>/status.atom: the status page's Atom feed, which the API writes from what it
 * holds now (incidents, the game's changes) in the page's language. Asked per request (the feed changes
 * as incidents are written), kept 30 s by the API's own Cache-Control.
 */
import type { Locale } from '@shared/i18n/locales';

const API_ORIGIN = (process.env.API_ORIGIN ?? 'http://127.0.0.1:4000').replace(/\/$/, '');

export async function statusFeed(locale: Locale, signal?: AbortSignal): Promise<Response> {
  try {
    const upstream = await fetch(`${API_ORIGIN}/api/status/feed?lang=${encodeURIComponent(locale)}`, { signal });
    const headers = new Headers({ 'content-type': upstream.headers.get('content-type') ?? 'application/atom+xml; charset=utf-8' });
    const cache = upstream.headers.get('cache-control');
    if (cache) headers.set('cache-control', cache);
    return new Response(await upstream.text(), { status: upstream.status, headers });
  } catch {
    // A feed reader tries again later on a 503 (nobody reads its body); it must not keep an error page as the feed.
    return new Response(null, { status: 503, headers: { 'retry-after': '60' } });
  }
}
