/**
 * The service worker, generated at build time so every build is a new version (which is what makes the
 * update prompt appear). Hashed assets are served from cache; pages come from the network first, with
 * the cached copy when offline; the API is never cached.
 */
import type { APIRoute } from 'astro';

export const prerender = true;

const VERSION = new Date().toISOString();

function worker(version: string) {
  const sw = self as unknown as {
    addEventListener: (type: string, listener: (event: any) => void) => void;
    skipWaiting(): Promise<void>;
    clients: { claim(): Promise<void> };
    location: Location;
  };
  const CACHE = `castellan-${version}`;
  sw.addEventListener('install', (event) => {
    event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(['/', '/dashboard', '/favicon.svg'])));
  });
  sw.addEventListener('activate', (event) => {
    event.waitUntil(
      caches.keys().then((keys) => Promise.all(keys.filter((k) => k !== CACHE).map((k) => caches.delete(k)))).then(() => sw.clients.claim()),
    );
  });
  sw.addEventListener('message', (event) => {
    if (event.data?.type === 'SKIP_WAITING') void sw.skipWaiting();
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
          .catch(() => caches.match(request).then((hit) => hit ?? caches.match('/dashboard')) as Promise<Response>),
      );
    }
  });
}

export const GET: APIRoute = () =>
  new Response(`(${worker.toString()})(${JSON.stringify(VERSION)});`, {
    headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache' },
  });
