/**
 * The PayPal fake's OAuth (v1 client credentials): the one app's fixed credentials, a bearer token handed
 * back until it expires (as PayPal does), and the check of the token each API call carries.
 */
import { oauthError, json } from './errors';
import { accessToken, tokenNonce } from './ids';
import type { Context } from './http';

/** Fixed, obviously fake credentials: stable across runs so a local `.env` can hold them. */
export const CLIENT_ID = 'AFakePayPalClientIdForLocalTestsOnly0000000000000000000000000000000000000000000';
export const CLIENT_SECRET = 'EFakePayPalClientSecretForLocalTestsOnly000000000000000000000000000000000000000';
/** PayPal's own sample app id; the fake plays one app. */
const APP_ID = 'APP-80W284485P519543T';
const SCOPE = [
  'https://uri.paypal.com/services/subscriptions',
  'https://uri.paypal.com/services/applications/webhooks',
  'https://uri.paypal.com/services/payments/payment',
  'https://uri.paypal.com/services/payments/refund',
  'openid',
].join(' ');

/** Tokens live `ttlMs`; `requestCount` says how often a token was asked for. */
export function createOAuth(ttlMs: number) {
  const tokens = new Map<string, number>(); // access token → expiry (ms since epoch)
  let latestToken: string | undefined;
  let tokenRequestCount = 0;

  function issueToken({ req, text }: Context): Response {
    tokenRequestCount += 1;
    const basic = /^Basic\s+(\S+)$/i.exec(req.headers.get('authorization') ?? '')?.[1];
    let credentials = '';
    try {
      credentials = basic ? atob(basic) : '';
    } catch {
      // Not base64: falls through to invalid_client like any other wrong credentials.
    }
    if (credentials !== `${CLIENT_ID}:${CLIENT_SECRET}`) return oauthError(401, 'invalid_client', 'Client Authentication failed');
    const grantType = new URLSearchParams(text).get('grant_type');
    if (!grantType) return oauthError(400, 'unsupported_grant_type', 'Grant Type is NULL');
    if (grantType !== 'client_credentials') return oauthError(400, 'unsupported_grant_type', 'unsupported grant_type');

    // PayPal hands back the same token until it expires (with a shrinking expires_in), not a fresh one per call.
    const now = Date.now();
    const reusable = latestToken !== undefined && (tokens.get(latestToken) ?? 0) > now;
    if (!reusable) {
      latestToken = accessToken();
      tokens.set(latestToken, now + ttlMs);
    }
    const token = latestToken as string;
    return json(200, {
      scope: SCOPE,
      access_token: token,
      token_type: 'Bearer',
      app_id: APP_ID,
      // Rounded up so a fractional test TTL never reads as an already-expired 0.
      expires_in: Math.ceil(((tokens.get(token) ?? now) - now) / 1000),
      nonce: tokenNonce(new Date(now)),
    });
  }

  function authorized(req: Request): boolean {
    const token = /^Bearer\s+(\S+)$/i.exec(req.headers.get('authorization') ?? '')?.[1];
    return token !== undefined && (tokens.get(token) ?? 0) > Date.now();
  }

  return { issueToken, authorized, requestCount: () => tokenRequestCount };
}
