/** Toasts (spec §9: 4000 ms, at most 3 visible). A toast can also wait for the next page ("flash"). */
import { atom } from 'nanostores';
import { answeredMessage } from '../../lib/api';
import { fixLinkFor, type FixLink } from '../../lib/fix-link';

/** An error that asks the player to do something links to where they do it; `detail` says more under the message. */
export type Toast = { id: number; kind: 'success' | 'error'; message: string; detail?: string; link: FixLink | null };

export const TOAST_DURATION_MS = 4000;
export const MAX_VISIBLE_TOASTS = 3;
const FLASH_KEY = 'castellan.flash';
/** A flash is for the page opened right after; one found later (e.g. after a static page) is stale. */
const FLASH_TTL_MS = 10_000;

type Flash = { kind: Toast['kind']; message: string; at: number };

export const $toasts = atom<Toast[]>([]);
let nextId = 1;

export function dismissToast(id: number): void {
  $toasts.set($toasts.get().filter((t) => t.id !== id));
}

export function showToast(kind: Toast['kind'], message: string, detail?: string): void {
  const link = kind === 'error' ? (fixLinkFor(message) ?? (detail ? fixLinkFor(detail) : null)) : null;
  const toast = { id: nextId++, kind, message, ...(detail && { detail }), link };
  $toasts.set([...$toasts.get(), toast].slice(-MAX_VISIBLE_TOASTS));
  setTimeout(() => dismissToast(toast.id), TOAST_DURATION_MS);
}

export const toast = {
  success: (message: string, detail?: string) => showToast('success', message, detail),
  error: (message: string, detail?: string) => showToast('error', message, detail),
  /** Shown on the next page this tab opens (used right before a navigation). */
  afterNavigation(kind: Toast['kind'], message: string): void {
    try {
      const pending = JSON.parse(sessionStorage.getItem(FLASH_KEY) ?? '[]') as Flash[];
      sessionStorage.setItem(FLASH_KEY, JSON.stringify([...pending, { kind, message, at: Date.now() }]));
    } catch {
      showToast(kind, message);
    }
  },
};

/** Shows the toasts an earlier page left for this one. */
export function showFlashedToasts(): void {
  try {
    const pending = JSON.parse(sessionStorage.getItem(FLASH_KEY) ?? '[]') as Flash[];
    sessionStorage.removeItem(FLASH_KEY);
    for (const t of pending) if (Date.now() - t.at < FLASH_TTL_MS) showToast(t.kind, t.message);
  } catch {}
}

/** An error toast: the server's message when there is one, otherwise the spec's fallback. */
export function errorMessage(err: unknown, fallback: string): string {
  return answeredMessage(err) ?? fallback;
}
