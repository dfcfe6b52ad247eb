/**
 * Forwards /api/* to the API, so the browser talks to one origin (spec §7) in development, `npm start`
 * and the compose file alike. Bodies stream both ways (server-sent events included).
 */
import type { APIRoute } from 'astro';
import { askedLocaleOf } from '@shared/i18n/locales';
import { errorPanelMessages } from '../../components/ui/ui.messages';
import { t } from '../../lib/i18n-static';

export const prerender = false;

const API_ORIGIN = (process.env.API_ORIGIN ?? 'http://127.0.0.1:4000').replace(/\/$/, '');
const HOP_BY_HOP = ['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'host', 'content-length'];

/** The browser's address; the adapter cannot tell it once the browser has gone (an aborted request). */
function peerOf(context: Parameters<APIRoute>[0]): string | null {
  try {
    return context.clientAddress;
  } catch {
    return null;
  }
}

export const ALL: APIRoute = async (context) => {
  const { request } = context;
  const url = new URL(request.url);
  const headers = new Headers(request.headers);
  for (const h of HOP_BY_HOP) headers.delete(h);
  const peer = peerOf(context);
  if (!peer) return new Response(null, { status: 499 });
  const forwardedFor = request.headers.get('x-forwarded-for');
  headers.set('x-forwarded-for', forwardedFor ? `${forwardedFor}, ${peer}` : peer);
  headers.set('x-forwarded-proto', url.protocol.replace(':', ''));
  headers.set('x-forwarded-host', url.host);

  const hasBody = !['GET', 'HEAD'].includes(request.method);
  try {
    const upstream = await fetch(`${API_ORIGIN}${url.pathname}${url.search}`, {
      method: request.method,
      headers,
      body: hasBody ? request.body : undefined,
      redirect: 'manual',
      signal: request.signal,
      // @ts-expect-error: streaming request bodies need duplex, which lib.dom does not declare yet
      duplex: 'half',
    });
    const responseHeaders = new Headers(upstream.headers);
    // fetch decodes an encoded body, so the length announced for it no longer holds; a plain body's
    // does, and tells the site's compression (middleware.ts) that a small answer is not worth it.
    if (upstream.headers.has('content-encoding')) responseHeaders.delete('content-length');
    responseHeaders.delete('content-encoding');
    return new Response(upstream.body, { status: upstream.status, headers: responseHeaders });
  } catch {
    return Response.json(
      { success: false, code: 'SERVICE_UNAVAILABLE', message: t(askedLocaleOf(request.headers), errorPanelMessages).apiUnreachable, requestId: 'site' },
      { status: 503 },
    );
  }
};
