/**
 * The session (spec §4): a token in localStorage, the user fetched from the API on load. Failure to
 * restore logs to the console and forgets the token — unless the API did not answer at all (see keepOnClaims).
 */
import { atom, computed } from 'nanostores';
import { SESSION_TOKEN_KEY, type AuthUser } from '@shared/auth';
import { ApiError, api, readToken, unwrap } from '../../lib/api';
import { unexpiredUserFromToken } from './token-user';
import { paintHeader } from '../../lib/header';
import { clearQueryCache } from '../../lib/query/store';
import { prefetchAfterSignIn } from '../../lib/data';
import { followAccountLanguage } from './language';

export type SessionState = { status: 'restoring'; user: null } | { status: 'signed-out'; user: null } | { status: 'signed-in'; user: AuthUser };

export const $session = atom<SessionState>({ status: 'restoring', user: null });
export const $isAdmin = computed($session, (s) => Boolean(s.user?.user_metadata.isAdmin || s.user?.app_metadata.isAdmin));

function storeToken(token: string | null): void {
  try {
    if (token) localStorage.setItem(SESSION_TOKEN_KEY, token);
    else localStorage.removeItem(SESSION_TOKEN_KEY);
  } catch {}
}

/** `reopen`: the page may be opened again in the account's language (not while a sign-in is about to navigate). */
function signedIn(token: string, user: AuthUser, { reopen = false } = {}): void {
  // Another account's cached data must never show: a new token starts from an empty cache.
  if (readToken() !== token) clearQueryCache();
  storeToken(token);
  $session.set({ status: 'signed-in', user });
  paintHeader(user);
  followAccountLanguage(user, { reopen });
  prefetchAfterSignIn();
}

function signedOut(): void {
  storeToken(null);
  clearQueryCache();
  $session.set({ status: 'signed-out', user: null });
  paintHeader(null);
}

/**
 * The account is gone (deleted): this browser forgets its token, cached answers and header snapshot, then
 * opens `to`. The session atom is left as it is: set to signed out, the page's guard would race the
 * navigation to send the person to the sign-in page instead.
 */
export function forgetSessionAndGo(to: string): void {
  storeToken(null);
  clearQueryCache();
  paintHeader(null);
  window.location.assign(to);
}

/** Whether the API answered that this token is no good (as opposed to not answering at all). */
function tokenRefused(err: unknown): boolean {
  return err instanceof ApiError && (err.status === 401 || err.status === 403);
}

/** No answer, or the API (or the site's forwarder in front of it) is down: nothing was said about the token. */
function noVerdict(err: unknown): boolean {
  return !(err instanceof ApiError) || err.status === 0 || err.status >= 500;
}

/**
 * No answer from the API (offline, or the page is being left mid-request) says nothing about the token:
 * keep the session on the token's own claims while they last, and ask the API again once back online.
 */
function keepOnClaims(token: string): boolean {
  const user = unexpiredUserFromToken(token);
  if (!user) return false;
  completeTokenSignIn(token, user);
  window.addEventListener('online', () => void refreshUser(), { once: true });
  return true;
}

let restoring: Promise<void> | undefined;

/** Reads the stored token and fetches the user once per page. */
export function restoreSession(): Promise<void> {
  restoring ??= (async () => {
    const token = readToken();
    if (!token) return signedOut();
    try {
      const { user } = await unwrap(api.api.auth.me.get());
      // Signed out (or in as someone else) while /me was on its way: the answer is stale, and storing
      // its token again would undo the sign-out.
      if (readToken() !== token) return;
      signedIn(token, user, { reopen: true });
    } catch (err) {
      if (readToken() !== token) return;
      if (noVerdict(err) && keepOnClaims(token)) {
        console.warn('The API could not check the session; signed in from the stored token until it can.');
        return;
      }
      console.error('Could not restore the session:', err);
      signedOut();
    }
  })();
  return restoring;
}

/** Reads the user again (after a plan change, or back online), so the header and the dashboard follow. */
export async function refreshUser(): Promise<void> {
  const token = readToken();
  if (!token) return;
  try {
    const { user } = await unwrap(api.api.auth.me.get());
    if (readToken() !== token) return;
    $session.set({ status: 'signed-in', user });
    paintHeader(user);
  } catch (err) {
    console.error('Could not refresh the user:', err);
    if (tokenRefused(err) && readToken() === token) signedOut();
  }
}

/** The second sign-in step: the challenge of the first, and a code from the authenticator app or a recovery code. */
export async function completeSecondStep(challenge: string, proof: { code: string } | { recoveryCode: string }): Promise<void> {
  const res = await unwrap(api.api.auth['second-step'].post({ challenge, ...proof }));
  signedIn(res.token, res.user);
}

/**
 * The API answered a sign-in with a session: a password sign-in (features/auth/sign-in.ts) or the sign-up
 * link opened (the answer of POST /api/auth/verify-email).
 */
export function completeSignIn(token: string, user: AuthUser): void {
  signedIn(token, user);
}

/**
 * Completes a sign-in that happened elsewhere (the Discord popup or callback page): a session token and the
 * user its claims name. /api/auth/me fills in the rest on the next page.
 */
export function completeTokenSignIn(token: string, user: Pick<AuthUser, 'id' | 'email' | 'user_metadata'>): void {
  signedIn(token, { ...user, app_metadata: { isAdmin: user.user_metadata.isAdmin } });
}
