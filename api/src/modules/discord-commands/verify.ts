/**
 * Discord's signature on an interaction: Ed25519 over the timestamp header followed by the raw body, with
 * the application's public key (https://discord.com/developers/docs/interactions/overview#setting-up-an-endpoint-validating-security-request-headers).
 * A request whose signature does not verify is refused with 401, as Discord requires; a timestamp more
 * than five minutes off is refused too, so a captured request cannot be replayed later.
 */
import { createPublicKey, verify, type KeyObject } from 'node:crypto';

export const SIGNATURE_HEADER = 'x-signature-ed25519';
export const TIMESTAMP_HEADER = 'x-signature-timestamp';
/** How far a signed timestamp may be from now; routes.ts remembers each interaction for this window. */
export const MAX_SKEW_SECONDS = 300;

/** The application's public key as Discord shows it (64 hex characters). */
export function publicKeyFromHex(hex: string): KeyObject {
  if (!/^[0-9a-f]{64}$/i.test(hex)) throw new Error('a Discord public key is 64 hex characters');
  return createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(hex, 'hex').toString('base64url') }, format: 'jwk' });
}

export function verifiedInteraction(key: KeyObject, signature: string | null, timestamp: string | null, body: string, nowSeconds = Date.now() / 1000): boolean {
  if (!signature || !timestamp || !/^[0-9a-f]{128}$/i.test(signature) || !/^\d{1,12}$/.test(timestamp)) return false;
  if (Math.abs(nowSeconds - Number(timestamp)) > MAX_SKEW_SECONDS) return false;
  return verify(null, Buffer.from(timestamp + body), key, Buffer.from(signature, 'hex'));
}
