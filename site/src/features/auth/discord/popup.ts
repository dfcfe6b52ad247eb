/**
 * The Discord popup (spec §4, §9): 500 by 700, opened by name so a second click reuses it; watched for its
 * one message and, every second, for being closed. Browser objects come in as arguments, so the watcher
 * runs in unit tests against stand-ins.
 */
import { readDiscordAuthMessage, type DiscordAuthMessage } from './messages';

export const POPUP_NAME = 'discord-auth';
export const POPUP_WIDTH = 500;
export const POPUP_HEIGHT = 700;
export const CLOSED_CHECK_MS = 1000;

type Screen = { screenX: number; screenY: number; outerWidth: number; outerHeight: number };

/** window.open's features: the spec's size, centred over the opening window. */
export function popupFeatures(host: Screen): string {
  const left = Math.max(0, Math.round(host.screenX + (host.outerWidth - POPUP_WIDTH) / 2));
  const top = Math.max(0, Math.round(host.screenY + (host.outerHeight - POPUP_HEIGHT) / 2));
  return `width=${POPUP_WIDTH},height=${POPUP_HEIGHT},left=${left},top=${top},popup=yes`;
}

/** The popup, or null when the browser blocked it. */
export function openDiscordPopup(url: string, host: Window): Window | null {
  return host.open(url, POPUP_NAME, popupFeatures(host));
}

/** The opening window, or any EventTarget standing in for it. */
type Host = {
  location: { origin: string };
  addEventListener(type: 'message', listener: (event: Event) => void): void;
  removeEventListener(type: 'message', listener: (event: Event) => void): void;
};

type Handlers = { onMessage(message: DiscordAuthMessage): void; onClosed(): void };

/**
 * Waits for the popup's result: calls `onMessage` for a Discord sign-in message from our own origin (any
 * other message is ignored) and `onClosed` once the popup is gone. Returns the cleanup, which each
 * handler's caller should run; it is safe to run twice.
 */
export function watchDiscordPopup(popup: { closed: boolean }, host: Host, handlers: Handlers, checkEveryMs = CLOSED_CHECK_MS): () => void {
  const listener = (event: Event) => {
    const message = readDiscordAuthMessage(event as MessageEvent, host.location.origin);
    if (message) handlers.onMessage(message);
  };
  const timer = setInterval(() => {
    if (popup.closed) handlers.onClosed();
  }, checkEveryMs);
  host.addEventListener('message', listener);
  return () => {
    clearInterval(timer);
    host.removeEventListener('message', listener);
  };
}
