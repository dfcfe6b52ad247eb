/**
 * Test-only seam: sends the API's requests for https://discord.com/api/… to a local fake instead.
 *
 * Arctic's Discord client has its endpoints fixed to discord.com and calls the global `fetch`, so fetch is
 * the only place to redirect it. The wrapper is installed only when DISCORD_API_BASE is set, which the
 * configuration refuses in production; every other request passes through untouched.
 */
export const DISCORD_API = 'https://discord.com/api';

let target: string | null = null;
let installed = false;

/** `url` with https://discord.com/api replaced by `base`, or null when it is not a Discord API URL. */
export function discordApiRewrite(url: string, base: string): string | null {
  if (url !== DISCORD_API && !url.startsWith(`${DISCORD_API}/`) && !url.startsWith(`${DISCORD_API}?`)) return null;
  return base.replace(/\/$/, '') + url.slice(DISCORD_API.length);
}

/** Installs the wrapper once; calling again (a test app with another fake) only changes the target. */
export function redirectDiscordApi(base: string): void {
  // The configuration already refuses DISCORD_API_BASE in production; this keeps any other caller honest.
  if (process.env.NODE_ENV === 'production') throw new Error('Discord API redirection is for tests only.');
  target = base;
  if (installed) return;
  installed = true;
  const passThrough = globalThis.fetch;
  const redirected = (input: string | URL | Request, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : input.toString();
    const rewritten = target ? discordApiRewrite(url, target) : null;
    if (!rewritten) return passThrough(input, init);
    // A Request keeps its method, headers and body when re-addressed.
    return passThrough(input instanceof Request ? new Request(rewritten, input) : rewritten, init);
  };
  globalThis.fetch = Object.assign(redirected, { preconnect: passThrough.preconnect }) as typeof fetch;
}
