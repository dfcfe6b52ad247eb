/** PKCE (RFC 7636) as the authorization server checks it. */
import { createHash, timingSafeEqual } from 'node:crypto';

export type ChallengeMethod = 'S256' | 'plain';

/** RFC 7636 §4.1: 43–128 characters of [A-Z a-z 0-9 - . _ ~]. */
const VERIFIER = /^[A-Za-z0-9\-._~]{43,128}$/;

export function s256Challenge(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

export function verifierMatches(verifier: string, challenge: string, method: ChallengeMethod): boolean {
  if (!VERIFIER.test(verifier)) return false;
  const expected = Buffer.from(challenge);
  const actual = Buffer.from(method === 'S256' ? s256Challenge(verifier) : verifier);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
