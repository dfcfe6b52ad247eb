/** When the "confirm your e-mail address" banner shows: a signed-in user whose address is not verified yet. */
import type { SessionState } from '../session/store';

/** The fix link of EMAIL_NOT_VERIFIED errors (lib/fix-link.ts): opening it sends the link again. */
export const SEND_AGAIN_HASH = '#confirm-email';

/** Pages where the banner would be in the way: signing in, and the page that is verifying the address right now. */
const WITHOUT_BANNER = ['/auth/', '/verify-email'];

export function showsVerifyBanner(session: SessionState, pathname: string): boolean {
  if (session.status !== 'signed-in') return false;
  // `undefined` is a user read from a token's claims (the Discord callback): /me tells the truth a page later.
  if (session.user.app_metadata.emailVerified !== false) return false;
  return !WITHOUT_BANNER.some((path) => pathname.startsWith(path));
}
