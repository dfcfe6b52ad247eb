/**
 * The installable app: registers the service worker, and exposes what the prompts need — a waiting new
 * version (Update / Later), the browser's install offer (Install / Not now) and whether we are online.
 */
import { atom } from 'nanostores';

type InstallEvent = Event & { prompt(): Promise<void>; userChoice: Promise<{ outcome: string }> };

export const $online = atom(typeof navigator === 'undefined' ? true : navigator.onLine);
export const $updateWaiting = atom<ServiceWorker | null>(null);
export const $installOffer = atom<InstallEvent | null>(null);

const DISMISS_KEY = 'castellan.install-dismissed';
/** "Not now" keeps the install prompt away for a month. */
export const INSTALL_SNOOZE_MS = 30 * 24 * 3_600_000;

export function installSnoozed(dismissedAt: number | null, now: number): boolean {
  return dismissedAt !== null && now - dismissedAt < INSTALL_SNOOZE_MS;
}

/** How often an open app asks whether a new version has been deployed. */
const UPDATE_CHECK_MS = 30 * 60_000;

let started = false;

export function startPwa(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  // The connection may have dropped before the page's script ran: start from what the browser knows.
  $online.set(navigator.onLine);
  window.addEventListener('online', () => $online.set(true));
  window.addEventListener('offline', () => $online.set(false));
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    const dismissed = Number(localStorage.getItem(DISMISS_KEY)) || null;
    if (!installSnoozed(dismissed, Date.now())) $installOffer.set(event as InstallEvent);
  });
  void registerServiceWorker();
}

async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  try {
    const registration = await navigator.serviceWorker.register('/sw.js');
    // On the first visit this page's scripts and styles came before the worker: name what it loaded (the
    // worker keeps our built files of it), so the page opens offline as it is (the app's islands load their
    // code by script, not named in the HTML).
    const loaded = performance.getEntriesByType('resource').map((entry) => entry.name);
    void navigator.serviceWorker.ready.then((ready) => ready.active?.postMessage({ type: 'KEEP_LOADED', urls: loaded }));
    // A version already waiting from an earlier visit, or one that finishes installing now.
    if (registration.waiting && navigator.serviceWorker.controller) $updateWaiting.set(registration.waiting);
    registration.addEventListener('updatefound', () => {
      const incoming = registration.installing;
      incoming?.addEventListener('statechange', () => {
        if (incoming.state === 'installed' && navigator.serviceWorker.controller) $updateWaiting.set(incoming);
      });
    });
    // Players leave the dashboard open for days without navigating, which is when browsers look for a
    // new worker: look now and then, and whenever the tab comes back into view.
    const check = () => void registration.update().catch(() => undefined);
    setInterval(check, UPDATE_CHECK_MS);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') check();
    });
  } catch (err) {
    console.warn('Service worker not registered:', err);
  }
}

/** Update: the waiting worker takes over, and the page reloads its data when it has. */
export function applyUpdate(): void {
  const waiting = $updateWaiting.get();
  if (!waiting) return;
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
  waiting.postMessage({ type: 'SKIP_WAITING' });
  $updateWaiting.set(null);
}

export function postponeUpdate(): void {
  $updateWaiting.set(null);
}

export async function acceptInstall(): Promise<void> {
  const offer = $installOffer.get();
  $installOffer.set(null);
  await offer?.prompt();
}

export function declineInstall(): void {
  localStorage.setItem(DISMISS_KEY, String(Date.now()));
  $installOffer.set(null);
}
