/**
 * Outbound proxies for game sockets, one per game account when the player set one. Bun's WebSocket
 * speaks HTTP CONNECT itself (`proxy` option); SOCKS5 is not among its proxies, so a SOCKS5 account's
 * socket goes through a small local bridge that takes the CONNECT and opens the tunnel over SOCKS5
 * (socks5-bridge.ts). Written here rather than taken from a package: the WebSocket must keep Bun's own
 * client, and the SOCKS5 client side we need (no-auth, username/password, CONNECT) is small.
 */
import { parseProxyUrl, type ProxyAddress } from '@shared/proxy';
import { Socks5Bridge, type BridgeRoute } from './socks5-bridge';

/** The account's proxy cannot be used as given (unknown scheme, bad address): retrying cannot help. */
export class ProxyUnusableError extends Error {}

export type WebSocketProxy = string | { url: string; headers: Record<string, string> };

/** Turns an account's proxy URL into the WebSocket `proxy` option (undefined: connect directly). */
export type ProxyRouter = {
  route(proxyUrl: string | null): Promise<WebSocketProxy | undefined>;
  close(): void;
};

/** A bridge key not used within this time is forgotten (the game client gives up on a socket after 15 s). */
const ROUTE_KEY_TTL_MS = 60_000;

/** What the bridge found out about a bridged route's failure, by the option object the client got. */
const bridgedRoutes = new WeakMap<object, BridgeRoute>();

export function createProxyRouter(): ProxyRouter {
  const pending = new Map<string, { route: BridgeRoute; expires: number }>();
  // A key is good for one CONNECT: a socket that leaked its header cannot be replayed through the bridge.
  const bridge = new Socks5Bridge((key) => {
    const entry = pending.get(key);
    pending.delete(key);
    return entry && entry.expires > Date.now() ? entry.route : null;
  });
  return {
    async route(proxyUrl) {
      if (!proxyUrl) return undefined;
      const upstream = usableProxy(proxyUrl);
      if (upstream.scheme !== 'socks5') return upstream.url;
      const now = Date.now();
      for (const [key, entry] of pending) if (entry.expires <= now) pending.delete(key);
      const key = crypto.randomUUID();
      const route: BridgeRoute = { upstream, failure: null };
      pending.set(key, { route, expires: now + ROUTE_KEY_TTL_MS });
      const option = { url: `http://127.0.0.1:${bridge.port()}`, headers: { 'Proxy-Authorization': `Bearer ${key}` } };
      bridgedRoutes.set(option, route);
      return option;
    },
    close() {
      pending.clear();
      bridge.close();
    },
  };
}

function usableProxy(proxyUrl: string): ProxyAddress {
  const check = parseProxyUrl(proxyUrl);
  if (!check.ok) throw new ProxyUnusableError(check.message.replace(/\.$/, ''));
  return check.proxy;
}

/**
 * Why a socket through the account's proxy did not open, in words, from what the bridge kept (SOCKS5)
 * or from Bun's WebSocket error (HTTP CONNECT). Never carries the proxy's login. A proxy that refuses
 * our login is the account's problem (retrying cannot help: ProxyUnusableError); any other failure is an
 * outage of the way to the game, tried again.
 */
export function proxyFailure(proxy: WebSocketProxy, gameUrl: string, errorMessage: string): { message: string; loginRefused: boolean } {
  const bridged = typeof proxy === 'object' ? bridgedRoutes.get(proxy) : undefined;
  return {
    message: describeProxyFailure(proxy, gameUrl, errorMessage),
    loginRefused: bridged ? Boolean(bridged.loginRefused) : /Proxy authentication required: 407/.test(errorMessage),
  };
}

export function describeProxyFailure(proxy: WebSocketProxy, gameUrl: string, errorMessage: string): string {
  const bridged = typeof proxy === 'object' ? bridgedRoutes.get(proxy) : undefined;
  if (bridged) {
    const shown = `the account's proxy ${bridged.upstream.display}`;
    return bridged.failure ? `${shown} ${bridged.failure}` : `could not reach the game server at ${gameUrl} through ${shown}`;
  }
  const parsed = parseProxyUrl(typeof proxy === 'string' ? proxy : proxy.url);
  const shown = `the account's proxy${parsed.ok ? ` ${parsed.proxy.display}` : ''}`;
  // Bun's words (verified with Bun 1.4.5): "…failed: Proxy authentication required: 407 …",
  // "…failed: Proxy connection failed: <status line>", "…failed: Failed to connect".
  const status = /Proxy (?:authentication required|connection failed): (\d{3}[^\n]*)/.exec(errorMessage)?.[1]?.trim();
  if (status?.startsWith('407')) return `${shown} refused the connection: wrong or missing user name and password (${status})`;
  if (status) return `${shown} refused the connection: ${status}`;
  if (/Failed to connect/.test(errorMessage)) return `${shown} could not be reached`;
  return `could not reach the game server at ${gameUrl} through ${shown}`;
}
