/**
 * The service worker, generated at build time so every build is a new version (which is what makes the
 * update prompt appear). Hashed assets are served from cache; pages come from the network first, with
 * the cached copy when offline, and for a page never cached the offline page (under the address asked
 * for, so Try again reloads it); the API is never cached. It also shows the alerts the API pushes
 * (PushPayload in shared/src/notifications.ts): a click opens the notification's address (a window on
 * it, or one on its page taken there: site/src/features/pwa/notification-click.ts), and an incoming
 * attack's "Acknowledge" stops its reminders without opening anything.
 */
import type { APIRoute } from 'astro';
import { LOCALES, localizedPath } from '@shared/i18n/locales';
import { windowForClick } from '../features/pwa/notification-click';

export const prerender = true;

const VERSION = new Date().toISOString();

/** The offline page of each language, by the lower-case language tag its addresses start with (English: ''). */
const OFFLINE_PAGES: Record<string, string> = Object.fromEntries(LOCALES.map((l) => [l === 'en' ? '' : l.toLowerCase(), localizedPath(l, '/offline')]));

function worker(version: string, offlinePages: Record<string, string>, windowFor: typeof windowForClick) {
  const sw = self as unknown as {
    addEventListener: (type: string, listener: (event: any) => void) => void;
    skipWaiting(): Promise<void>;
    clients: {
      claim(): Promise<void>;
      matchAll(options: {
        type: 'window';
        includeUncontrolled: boolean;
      }): Promise<Array<{ url: string; focus(): Promise<unknown>; navigate?(url: string): Promise<unknown> }>>;
      openWindow(url: string): Promise<unknown>;
    };
    registration: { showNotification(title: string, options: Record<string, unknown>): Promise<void> };
    location: Location;
  };
  const CACHE = `castellan-${version}`;
  /**
   * The offline page in the language of the address asked for (/de/... is German), else in the first of
   * the browser's languages we have (an address every language shares, like /dashboard), else English.
   */
  const offlinePageFor = (path: string): string => {
    const segment = path.split('/')[1]?.toLowerCase() ?? '';
    if (segment && offlinePages[segment]) return offlinePages[segment]!;
    for (const tag of (self as unknown as { navigator: { languages?: readonly string[] } }).navigator.languages ?? []) {
      const asked = tag.toLowerCase();
      const found = Object.keys(offlinePages).find((key) => key && (key === asked || key.split('-')[0] === asked.split('-')[0]));
      if (found) return offlinePages[found]!;
      if (asked.split('-')[0] === 'en') break;
    }
    return offlinePages['']!;
  };
  sw.addEventListener('install', (event) => {
    event.waitUntil(
      caches.open(CACHE).then(async (cache) => {
        const offline = Object.values(offlinePages);
        await cache.addAll(['/', '/dashboard', ...offline, '/favicon.svg']);
        // The offline pages must look right with no connection at all: keep the files they load too.
        const assets = new Set<string>();
        for (const path of offline) {
          const page = await cache.match(path);
          const html = page ? await page.text() : '';
          for (const m of html.matchAll(/(?:href|src)="(\/_astro\/[^"]+)"/g)) assets.add(m[1]!);
        }
        await cache.addAll([...assets]);
      }),
    );
  });
  sw.addEventListener('activate', (event) => {
    event.waitUntil(
      caches
        .keys()
        .then((keys) => Promise.all(keys.filter((k) => k !== CACHE).map((k) => caches.delete(k))))
        .then(() => sw.clients.claim()),
    );
  });
  sw.addEventListener('message', (event) => {
    if (event.data?.type === 'SKIP_WAITING') void sw.skipWaiting();
    // The files a page loaded before this worker controlled it went past it (the first visit): the page
    // names what it loaded, and our own built files of it are kept, once each, so it opens offline too.
    if (event.data?.type === 'KEEP_LOADED' && Array.isArray(event.data.urls)) {
      const urls = (event.data.urls as unknown[]).filter((u): u is string => {
        if (typeof u !== 'string') return false;
        const url = new URL(u, sw.location.origin);
        return url.origin === sw.location.origin && url.pathname.startsWith('/_astro/');
      });
      event.waitUntil(
        caches.open(CACHE).then(async (cache) => {
          for (const url of urls) if (!(await cache.match(url))) await cache.add(url).catch(() => undefined);
        }),
      );
    }
  });
  sw.addEventListener('push', (event) => {
    let data: { title?: string; body?: string; url?: string; tag?: string; attackId?: string; actions?: { acknowledge?: string; open?: string } } = {};
    try {
      data = event.data ? event.data.json() : {};
    } catch {
      data = { body: event.data?.text() };
    }
    event.waitUntil(
      sw.registration.showNotification(data.title || 'Castellan', {
        body: data.body ?? '',
        icon: '/favicon.svg',
        // One notification per attack: a reminder replaces its alert, and still rings.
        ...(data.tag ? { tag: data.tag, renotify: true } : {}),
        data: { url: data.url || '/dashboard', attackId: data.attackId ?? null },
        // The buttons' words come with the push, in the player's language.
        ...(data.attackId
          ? {
              requireInteraction: true,
              actions:
                data.actions?.acknowledge && data.actions.open
                  ? [
                      { action: 'acknowledge', title: data.actions.acknowledge },
                      { action: 'open', title: data.actions.open },
                    ]
                  : [],
            }
          : {}),
      }),
    );
  });
  /**
   * Our own page only: a window on the very address comes forward; one on the same page elsewhere (another
   * tab of the dashboard) comes forward and goes to the address; else a new window opens on it.
   */
  const openOrFocus = async (url: string) => {
    let target = new URL(url, sw.location.origin);
    if (target.origin !== sw.location.origin) target = new URL('/dashboard', sw.location.origin);
    const windows = await sw.clients.matchAll({ type: 'window', includeUncontrolled: true });
    const choice = windowFor(windows, target.href);
    if (!choice) return sw.clients.openWindow(target.href);
    // Focus first, while the click still lets a window come forward.
    await choice.window.focus();
    if (!choice.navigate) return undefined;
    // navigate() works only on a window this worker controls (a page opened before it is not): a new window then.
    const taken = choice.window.navigate ? await choice.window.navigate(target.href).catch(() => null) : null;
    return taken ?? sw.clients.openWindow(target.href);
  };
  sw.addEventListener('notificationclick', (event) => {
    const notification = event.notification as { close(): void; data?: { url?: string; attackId?: string | null } };
    notification.close();
    const url = notification.data?.url || '/dashboard';
    const attackId = notification.data?.attackId;
    if (event.action === 'acknowledge' && attackId) {
      // Signed in through the session cookie; if that is gone, the console asks to sign in and shows the attack.
      event.waitUntil(
        fetch(`/api/users/me/attacks/${encodeURIComponent(attackId)}/acknowledge`, { method: 'POST', credentials: 'same-origin' })
          .then((res) => (res.ok || res.status === 404 ? undefined : openOrFocus(url)))
          .catch(() => openOrFocus(url)),
      );
      return;
    }
    event.waitUntil(openOrFocus(url));
  });
  sw.addEventListener('fetch', (event) => {
    const request = event.request as Request;
    const url = new URL(request.url);
    if (request.method !== 'GET' || url.origin !== sw.location.origin || url.pathname.startsWith('/api/')) return;
    if (url.pathname.startsWith('/_astro/')) {
      event.respondWith(
        caches.match(request).then(
          (hit) =>
            hit ??
            fetch(request).then((res) => {
              const copy = res.clone();
              void caches.open(CACHE).then((cache) => cache.put(request, copy));
              return res;
            }),
        ),
      );
      return;
    }
    if (request.mode === 'navigate') {
      event.respondWith(
        fetch(request)
          .then((res) => {
            const copy = res.clone();
            if (res.ok) void caches.open(CACHE).then((cache) => cache.put(request, copy));
            return res;
          })
          // A page is the same HTML whatever its query says (the app reads the query), so ?plan=… still finds it.
          .catch(() => caches.match(request, { ignoreSearch: true }).then((hit) => hit ?? caches.match(offlinePageFor(url.pathname))) as Promise<Response>),
      );
    }
  });
}

export const GET: APIRoute = () =>
  new Response(`(${worker.toString()})(${JSON.stringify(VERSION)}, ${JSON.stringify(OFFLINE_PAGES)}, ${windowForClick.toString()});`, {
    headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache' },
  });
