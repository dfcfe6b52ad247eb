/**
 * Push on this device: what the browser allows, and turning it on (permission, a subscription under our
 * VAPID key, handed to the API) and off. The API names a device by the SHA-256 of its endpoint, which the
 * page computes the same way, so turning off needs nothing remembered.
 */
import { api, ApiError, unwrap } from '../../lib/api';
import { messagesNow } from '../../lib/i18n';
import { pushMessages } from './notifications.messages';

/** `unsupported`: no service worker or push in this browser; otherwise the notification permission. */
export type PushState = 'unsupported' | 'denied' | 'default' | 'granted';

export function pushState(): PushState {
  if (typeof window === 'undefined' || !('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) return 'unsupported';
  return Notification.permission;
}

/** iPhone and iPad offer push only to the app added to the Home Screen. */
export function needsInstallFirst(): boolean {
  return /iPhone|iPad|iPod/.test(navigator.userAgent) && !window.matchMedia('(display-mode: standalone)').matches;
}

async function registration(): Promise<ServiceWorkerRegistration> {
  const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new ApiError(messagesNow(pushMessages).workerNotRunning, 0)), 5_000));
  return Promise.race([navigator.serviceWorker.ready, timeout]);
}

export async function currentSubscription(): Promise<PushSubscription | null> {
  if (pushState() === 'unsupported') return null;
  return (await registration()).pushManager.getSubscription();
}

/** The API's id of a device: base64url SHA-256 of its endpoint. */
export async function deviceIdOf(endpoint: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(endpoint)));
  return btoa(String.fromCharCode(...digest))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/**
 * How long the browser's push service may take to hand out a subscription. Some never answer (a browser
 * with no push service, a network that blocks it): past this the button comes back with why.
 */
export const SUBSCRIBE_TIMEOUT_MS = 15_000;

/** `work`, or the error `late` makes once `ms` have passed without an answer. */
function withinTime<T>(work: Promise<T>, ms: number, late: () => Error): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(late()), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

const keyBytes = (base64url: string) => Uint8Array.from(atob(base64url.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));

/** Asks permission, subscribes under our key and hands the subscription to the API; answers the device id. */
export async function turnOnPush(): Promise<string> {
  const permission = await Notification.requestPermission();
  const t = messagesNow(pushMessages);
  if (permission !== 'granted') throw new ApiError(permission === 'denied' ? t.blocked : t.needPermission, 0);
  const { publicKey } = await unwrap(api.api.push['vapid-key'].get());
  const reg = await registration();
  const key = keyBytes(publicKey);
  let subscription = await reg.pushManager.getSubscription();
  // A subscription under another key (the server's key changed) cannot be reused.
  const sameKey = subscription?.options.applicationServerKey && new Uint8Array(subscription.options.applicationServerKey).every((b, i) => b === key[i]);
  if (subscription && !sameKey) {
    await subscription.unsubscribe();
    subscription = null;
  }
  const silent = new ApiError(t.pushServiceSilent(SUBSCRIBE_TIMEOUT_MS / 1000), 0);
  try {
    subscription ??= await withinTime(reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }), SUBSCRIBE_TIMEOUT_MS, () => silent);
  } catch (err) {
    if (err === silent) throw err;
    throw new ApiError(t.subscribeFailed({ reason: err instanceof Error ? err.message : String(err) }), 0);
  }
  const json = subscription.toJSON() as { endpoint: string; expirationTime?: number | null; keys: { p256dh: string; auth: string } };
  return (await unwrap(api.api.push.subscriptions.post({ endpoint: json.endpoint, expirationTime: json.expirationTime ?? null, keys: json.keys }))).id;
}

/** Forgets this device at the API (already gone there is fine) and unsubscribes the browser. */
export async function turnOffPush(subscription: PushSubscription): Promise<void> {
  try {
    await unwrap(api.api.push.subscriptions({ id: await deviceIdOf(subscription.endpoint) }).delete());
  } catch (err) {
    if (!(err instanceof ApiError && err.status === 404)) throw err;
  }
  await subscription.unsubscribe();
}

export async function testPush(subscription: PushSubscription): Promise<void> {
  await unwrap(api.api.push.subscriptions({ id: await deviceIdOf(subscription.endpoint) }).test.post());
}
