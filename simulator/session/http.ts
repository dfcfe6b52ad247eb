/**
 * The local game server's plain HTTP pages, served on the same port as its WebSocket (a request that
 * asks for a WebSocket upgrade is never answered here). One route table: path → handler.
 *
 *   GET /config/network/1.xml   the game's network configuration document, as the live HTML5 host
 *                               serves it, listing every server this simulator knows with its zone and
 *                               this server as the host of each (docs/game.md "Servers (live)":
 *                               EmpireCore config.py:153-220, the GGE-BOT fork MZ's `getServerXML`).
 *   GET /                       the game's login page: loads the reCAPTCHA script with the site key,
 *                               as the live page does, and sets the cookie its script mints with.
 *   GET /recaptcha/api.js       `grecaptcha.ready` / `grecaptcha.execute(siteKey, {action})`.
 *   POST /recaptcha/api2/reload the mint behind `execute`: a token for a page this server served.
 *
 * Started with an operator key, the server adds the operator's raid route (operator.ts), never a game page.
 */
import { GAME_SERVERS, zoneOf } from '@shared/game';
import { NETWORK_DOCUMENT_PATH, renderNetworkDocument } from '@shared/game-wire/network';
import { PAGE_COOKIE, type GameTokens } from './recaptcha';
import { isOwnOrigin } from './origin';
import type { HttpHandler, HttpRoute, HttpRoutes } from '../core/http-route';

/** A host name or IPv4 address with an optional port, as a Host header carries it. */
const HOST_HEADER = /^[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?(?::\d{1,5})?$/;

/**
 * The network document names this server as the host of every zone: the host the client used to reach
 * it (its Host header: "127.0.0.1:4100", "localhost:4100", "game:4100" inside a container network), or
 * `ownHost()` when the header is missing or is not a plain host.
 */
export function networkDocument(ownHost: () => string): HttpHandler {
  const servers = GAME_SERVERS.map((code) => ({ code, zone: zoneOf(code) }));
  return (req) => {
    const asked = req.headers.get('host') ?? '';
    const host = HOST_HEADER.test(asked) ? asked : ownHost();
    return new Response(renderNetworkDocument(servers, host), { headers: { 'content-type': 'application/xml; charset=utf-8' } });
  };
}

/** The login page: what a token minter loads before it calls `grecaptcha.execute`. */
function loginPage(tokens: GameTokens): HttpHandler {
  return () =>
    new Response(
      `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Game simulator: log in</title>
<script src="/recaptcha/api.js?render=${tokens.siteKey}"></script>
</head>
<body>
<h1>Game simulator</h1>
<p>The local game server's login page. Game clients mint their reCAPTCHA token here, then log in over the WebSocket on this address.</p>
</body>
</html>
`,
      {
        headers: {
          'content-type': 'text/html; charset=utf-8',
          'set-cookie': `${PAGE_COOKIE}=${tokens.pageSession()}; Path=/; HttpOnly; SameSite=Strict`,
          'cache-control': 'no-store',
        },
      },
    );
}

/** The page script: reCAPTCHA v3's two calls, backed by this server's mint. */
const RECAPTCHA_SCRIPT = `(() => {
  const waiting = [];
  let loaded = false;
  window.grecaptcha = {
    ready(callback) {
      if (loaded) callback();
      else waiting.push(callback);
    },
    execute(siteKey, options) {
      return fetch('/recaptcha/api2/reload?k=' + encodeURIComponent(siteKey), {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ action: options && options.action }),
      }).then((res) => (res.ok ? res.json() : res.text().then((text) => Promise.reject(new Error(text))))).then((body) => body.token);
    },
  };
  loaded = true;
  waiting.splice(0).forEach((callback) => callback());
})();
`;

function mintToken(tokens: GameTokens): HttpHandler {
  return async (req) => {
    // A page of ours asked: same origin (browsers send Origin on a POST) and the page's cookie.
    if (!isOwnOrigin(req)) return new Response('mint tokens from the login page of this server\n', { status: 403 });
    const cookie = (req.headers.get('cookie') ?? '').split(/;\s*/).find((c) => c.startsWith(`${PAGE_COOKIE}=`));
    const body = (await req.json().catch(() => null)) as { action?: unknown } | null;
    const minted = tokens.mint(cookie?.slice(PAGE_COOKIE.length + 1) ?? null, new URL(req.url).searchParams.get('k'), body?.action);
    if ('error' in minted) return new Response(`${minted.error}\n`, { status: 403 });
    return Response.json({ token: minted.token }, { headers: { 'cache-control': 'no-store' } });
  };
}

export function simulatorRoutes(self: { ownHost: () => string; tokens: GameTokens }): HttpRoutes {
  return new Map<string, HttpRoute>([
    [NETWORK_DOCUMENT_PATH, { GET: networkDocument(self.ownHost) }],
    ['/', { GET: loginPage(self.tokens) }],
    ['/recaptcha/api.js', { GET: () => new Response(RECAPTCHA_SCRIPT, { headers: { 'content-type': 'text/javascript; charset=utf-8' } }) }],
    ['/recaptcha/api2/reload', { POST: mintToken(self.tokens) }],
  ]);
}

/** The page for `req`, or null when it is not one of ours (the caller then tries the WebSocket upgrade). */
export function routeHttp(routes: HttpRoutes, req: Request): Response | Promise<Response> | null {
  if (req.headers.get('upgrade')?.toLowerCase() === 'websocket') return null;
  const route = routes.get(new URL(req.url).pathname);
  if (!route) return null;
  const handler = req.method === 'HEAD' ? route.GET : route[req.method as keyof HttpRoute];
  if (!handler) {
    const allow = [...(route.GET ? ['GET', 'HEAD'] : []), ...(route.POST ? ['POST'] : [])].join(', ');
    return new Response(`${req.method} is not supported here; use ${allow.replace(', HEAD', '')}.\n`, { status: 405, headers: { allow } });
  }
  return handler(req);
}
