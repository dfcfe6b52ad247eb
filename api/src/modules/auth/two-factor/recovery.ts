/**
 * Recovery codes: the way in when the phone with the authenticator app is lost. Ten of them, each
 * `xxxxx-xxxxx` in lower-case base32 (50 random bits), shown once; only their SHA-256 hashes are kept, and
 * each is removed when used. Typed input is forgiven its case, spaces and a missing dash.
 */
import { createHash, randomBytes } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@shared/security';
import { base32Encode } from './totp';

const CODE_LENGTH = 10;
const CODE_PATTERN = /^[a-z2-7]{10}$/;

export type RecoveryCodes = { codes: string[]; hashes: string[] };

/** A fresh set of recovery codes with their hashes (the hashes are what the database keeps). */
export function newRecoveryCodes(count: number = RECOVERY_CODE_COUNT): RecoveryCodes {
  const codes = new Set<string>();
  // 50 bits each: a repeat within ten is practically impossible, but a set keeps the ten distinct anyway.
  while (codes.size < count) {
    const raw = base32Encode(randomBytes(7)).slice(0, CODE_LENGTH).toLowerCase();
    codes.add(`${raw.slice(0, 5)}-${raw.slice(5)}`);
  }
  const list = [...codes];
  return { codes: list, hashes: list.map(hashRecoveryCode) };
}

/** The canonical form of a typed recovery code (`k7f3q-9mzt2`), or null when it cannot be one. */
export function normaliseRecoveryCode(input: string): string | null {
  const compact = input.toLowerCase().replace(/[\s-]/g, '');
  if (!CODE_PATTERN.test(compact)) return null;
  return `${compact.slice(0, 5)}-${compact.slice(5)}`;
}

/** SHA-256 (hex) of the code's canonical form; a code that cannot be one hashes as typed (and matches nothing). */
export function hashRecoveryCode(input: string): string {
  return createHash('sha256')
    .update(normaliseRecoveryCode(input) ?? input)
    .digest('hex');
}
