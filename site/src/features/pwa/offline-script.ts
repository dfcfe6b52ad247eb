/**
 * The offline page's one script, inline so it works with nothing but the page in the cache: Try again
 * reloads the address the player asked for (the service worker shows this page under that address),
 * and so does the connection coming back.
 */
import { createHash } from 'node:crypto';

function retryWhenAsked() {
  const retry = () => window.location.reload();
  document.querySelector('[data-retry]')?.addEventListener('click', retry);
  // "online" says a network is up, not that Castellan answers yet: reload once the page itself does
  // (asked with HEAD, past the service worker, which only answers navigations), trying for a minute.
  let waiting = false;
  window.addEventListener('online', async () => {
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
  });
}

export const OFFLINE_SCRIPT = `(${retryWhenAsked.toString()})();`;

/** For the page's Content-Security-Policy: the script runs because its exact text has this hash. */
export const OFFLINE_SCRIPT_HASH: `sha256-${string}` = `sha256-${createHash('sha256').update(OFFLINE_SCRIPT).digest('base64')}`;
