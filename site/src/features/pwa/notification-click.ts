/**
 * Which open window a notification's click takes to the notification's address (issue 64): the service
 * worker once matched windows by path alone, so a dashboard open on its Bots tab came forward and stayed
 * there when the notification pointed to `/dashboard?tab=settings#invoices`. The service worker
 * (site/src/pages/sw.js.ts) runs this function's own text, so it uses nothing from outside itself.
 */

/** A window as the service worker sees it: its address only. */
export type OpenWindow = { url: string };

/**
 * One on the very address comes forward as it is; else one on the same page (another tab, another query,
 * another fragment) comes forward and is taken to the address (`navigate`); none: a new window opens.
 * Addresses are compared whole and resolved first, so `/dashboard` and `https://host/dashboard` are one.
 */
export function windowForClick<W extends OpenWindow>(windows: readonly W[], target: string): { window: W; navigate: boolean } | null {
  const wanted = new URL(target);
  const address = (url: string) => new URL(url, wanted.origin);
  const exact = windows.find((w) => address(w.url).href === wanted.href);
  if (exact) return { window: exact, navigate: false };
  const samePage = windows.find((w) => {
    const at = address(w.url);
    return at.origin === wanted.origin && at.pathname === wanted.pathname;
  });
  return samePage ? { window: samePage, navigate: true } : null;
}
