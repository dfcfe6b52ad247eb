/**
 * Device cookies (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"): a browser that signed in
 * to an account gets a signed cookie naming that account; a sign-in to the account presenting it is a
 * trusted client's, judged only by its own failures, so no stranger's failures can lock the owner out.
 *
 * The value is `<nonce>.<HMAC-SHA256(key, email "," nonce)>`: the account's address is signed in, not
 * written in, so the cookie tells nobody which account it is for. One cookie per browser: the account
 * last signed in there (a second account in the same browser is an untrusted client until it signs in).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const DEVICE_COOKIE = 'castellan_device';

/** How long a browser stays trusted after its last sign-in. */
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 180 * 24 * 3600;

/**
 * HttpOnly so page scripts never see it; Strict so no other site sends it; only the sign-in routes of
 * /api/auth receive it (nothing else needs it).
 */
export const deviceCookieOptions = (secure: boolean) =>
  ({ httpOnly: true, sameSite: 'strict', secure, path: '/api/auth', maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS }) as const;

export interface DeviceCookies {
  /** A new cookie value for the browser that just signed in to `email` (normalised). */
  issue(email: string): string;
  /** The cookie's nonce when `value` is a valid device cookie for `email` (normalised), else null. */
  deviceOf(value: string | undefined, email: string): string | null;
}

export function createDeviceCookies(secret: string): DeviceCookies {
  // A key of its own, derived from the server secret: a device cookie can never pass for a session token.
  const key = createHmac('sha256', secret).update('castellan device cookie').digest();
  const sign = (email: string, nonce: string) => createHmac('sha256', key).update(`${email},${nonce}`).digest('base64url');

  return {
    issue(email: string): string {
      const nonce = randomBytes(18).toString('base64url');
      return `${nonce}.${sign(email, nonce)}`;
    },
    deviceOf(value: string | undefined, email: string): string | null {
      const [nonce, signature, extra] = (value ?? '').split('.');
      if (!nonce || !signature || extra !== undefined || !/^[A-Za-z0-9_-]{24}$/.test(nonce)) return null;
      const expected = Buffer.from(sign(email, nonce));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : null;
    },
  };
}
