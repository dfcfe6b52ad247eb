/**
 * Login CSRF guard: the callback page only accepts a token when this browser started a Discord sign-in
 * in the last ten minutes. A crafted link to /auth/discord/callback#access_token=… (someone else's
 * token) then cannot sign a visitor into the sender's account.
 */
export const PENDING_KEY = 'castellan.discord-started';
export const PENDING_MAX_AGE_MS = 10 * 60_000;

export function markDiscordSignInStarted(storage: Pick<Storage, 'setItem'> = localStorage, now = Date.now()): void {
  storage.setItem(PENDING_KEY, String(now));
}

/** True once per started sign-in, within its ten minutes. */
export function takeDiscordSignInStarted(storage: Pick<Storage, 'getItem' | 'removeItem'> = localStorage, now = Date.now()): boolean {
  const started = Number(storage.getItem(PENDING_KEY));
  storage.removeItem(PENDING_KEY);
  return Number.isFinite(started) && started > 0 && now - started < PENDING_MAX_AGE_MS;
}
