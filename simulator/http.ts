/**
 * The local game server's plain HTTP pages, served on the same port as its WebSocket (a request that
 * asks for a WebSocket upgrade is never answered here). One route table: path → handler.
 *
 *   GET /config/network/1.xml   the game's network configuration document, as the live HTML5 host
 *                               serves it, listing every server this simulator knows with its zone and
 *                               this server as the host of each (game-notes "Servers (live)").
 */
import { GAME_SERVERS, zoneOf } from '../shared/src/game';
import { NETWORK_DOCUMENT_PATH, renderNetworkDocument } from '../api/src/runtime/game/network';

export type HttpHandler = (req: Request) => Response | Promise<Response>;
export type HttpRoutes = ReadonlyMap<string, HttpHandler>;

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

export function simulatorRoutes(self: { ownHost: () => string }): HttpRoutes {
  return new Map<string, HttpHandler>([[NETWORK_DOCUMENT_PATH, networkDocument(self.ownHost)]]);
}

/** The page for `req`, or null when it is not one of ours (the caller then tries the WebSocket upgrade). */
export function routeHttp(routes: HttpRoutes, req: Request): Response | Promise<Response> | null {
  if (req.headers.get('upgrade')?.toLowerCase() === 'websocket') return null;
  const handler = routes.get(new URL(req.url).pathname);
  if (!handler) return null;
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    return new Response(`${req.method} is not supported here; use GET.\n`, { status: 405, headers: { allow: 'GET, HEAD' } });
  }
  return handler(req);
}
