/** The game socket as the web client opens it: the game page's Origin, permessage-deflate offered, the account's proxy. */
import { GameConnectionError } from './errors';
import { proxyFailure, ProxyUnusableError, type WebSocketProxy } from './proxy';

/** How to reach the game server: the page origin the game expects, and the account's proxy. */
export type ConnectRoute = {
  /** The `Origin` header of the socket, like the game's own page (the live server answers only its own site). */
  origin?: string | null;
  /** Bun's WebSocket `proxy` option for the account's outbound proxy (proxy.ts). */
  proxy?: WebSocketProxy;
};

/** Bun's WebSocket takes handshake headers, a proxy and the compression offer; the DOM typings this project checks against do not say so. */
const BunWebSocket = WebSocket as unknown as new (
  url: string,
  options: { headers?: Record<string, string>; proxy?: WebSocketProxy; perMessageDeflate?: boolean },
) => WebSocket;

/**
 * A socket to a game server with the page origin the game expects and the account's proxy, if any. It
 * offers permessage-deflate as a browser does with every WebSocket (`permessage-deflate;
 * client_max_window_bits`): the live servers refuse a handshake without a compression offer and
 * compress every message once it is negotiated (EmpireCore network/deflate.py, added in 0.58.1). Bun's
 * client makes that very offer and inflates the replies (its `perMessageDeflate` option, on by default
 * in 1.4; said here so that no one turns it off).
 */
export function openGameSocket(url: string, route: ConnectRoute = {}): WebSocket {
  return new BunWebSocket(url, {
    perMessageDeflate: true,
    ...(route.origin ? { headers: { Origin: route.origin } } : {}),
    ...(route.proxy ? { proxy: route.proxy } : {}),
  });
}

/**
 * Resolves once the socket is open; rejects with what went wrong in the game's terms: unreachable, a
 * handshake the server refused, or what the account's proxy did (a refused proxy login fails the account,
 * anything else is an outage).
 */
export function opened(ws: WebSocket, url: string, route: ConnectRoute, timeoutMs: number): Promise<void> {
  const unreachable = () => new GameConnectionError(`could not reach the game server at ${url}${route.proxy ? " through the account's proxy" : ''}`);
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(unreachable()), timeoutMs);
    ws.addEventListener('open', () => {
      clearTimeout(timer);
      resolve();
    });
    ws.addEventListener('error', (event) => {
      clearTimeout(timer);
      // The server answered the upgrade with something other than 101 (Bun: "Expected 101 status code:
      // 400"): reached, and refused, as the live game refused handshakes without permessage-deflate on 2026-10-20.
      const upgrade = /Expected 101 status code: (\d+)/.exec((event as ErrorEvent).message ?? '');
      if (upgrade) return reject(new GameConnectionError(`the game server refused the socket's handshake (HTTP ${upgrade[1]})`, 'handshake_failed'));
      if (!route.proxy) return reject(unreachable());
      const failure = proxyFailure(route.proxy, url, (event as ErrorEvent).message ?? '');
      reject(failure.loginRefused ? new ProxyUnusableError(failure.message) : new GameConnectionError(failure.message));
    });
  });
}
