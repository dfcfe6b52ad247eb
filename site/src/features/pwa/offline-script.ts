/**
 * The offline page's one script, inline so it works with nothing but the page in the cache: Try again
 * reloads the address the player asked for (the service worker shows this page under that address),
 * and so does the connection coming back.
 */
import { createHash } from 'node:crypto';
import { DEFAULT_AFTER_LOGIN, LOGIN_PATH, signInHref } from '@shared/routes';
import { localizedPath, type Locale } from '@shared/i18n/locales';

export const OFFLINE_PATH = '/offline';

function retryWhenAsked(links: { built: string; loginPath: string; afterLogin: string }) {
  // The header was built for /offline (or /de/offline...); shown under another address, Sign In must lead
  // back there (as shared/src/routes.ts signInHref does: from the auth pages, in any language, to the dashboard).
  const plain = window.location.pathname.replace(/^\/[a-z]{2}(-[a-z]{2})?(?=\/)/, '');
  const here = plain.startsWith('/auth') ? links.afterLogin : window.location.pathname + window.location.search;
  const back = `${links.loginPath}?redirect=${encodeURIComponent(here)}`;
  document.querySelectorAll(`a[href="${links.built}"]`).forEach((a) => a.setAttribute('href', back));
  const retry = () => window.location.reload();
  document.querySelector('[data-retry]')?.addEventListener('click', retry);
  // "online" says a network is up, not that Castellan answers yet: reload once the page itself does
  // (asked with HEAD, past the service worker, which only answers navigations), trying for a minute.
  let waiting = false;
  const reloadOnceAnswered = async () => {
    if (waiting) return;
    waiting = true;
    for (let attempt = 0; attempt < 30; attempt++) {
      try {
        const res = await fetch(window.location.href, { method: 'HEAD', cache: 'no-store' });
        if (res.status < 500) return retry();
      } catch {
        // Not reachable yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 2000));
    }
    waiting = false;
  };
  window.addEventListener('online', () => void reloadOnceAnswered());
  // Already online when this script runs (the network came back while the page was still being read, and
  // its "online" went by before this listener; or the network is up and Castellan was not): try now.
  if (navigator.onLine) void reloadOnceAnswered();
}

/**
 * The script of the offline page in `locale`, and, for the page's Content-Security-Policy, the hash its
 * exact text has (it runs because of it).
 */
export function offlineScript(locale: Locale): { script: string; hash: `sha256-${string}` } {
  const links = { built: signInHref(localizedPath(locale, OFFLINE_PATH)), loginPath: LOGIN_PATH, afterLogin: DEFAULT_AFTER_LOGIN };
  const script = `(${retryWhenAsked.toString()})(${JSON.stringify(links)});`;
  return { script, hash: `sha256-${createHash('sha256').update(script).digest('base64')}` };
}
