/**
 * Time-based one-time passwords (RFC 6238 over RFC 4226's HOTP): HMAC-SHA1, 30-second steps, 6 digits,
 * the parameters every authenticator app assumes when the otpauth URI leaves them out. Secrets travel
 * as RFC 4648 base32 without padding, as apps expect them typed or scanned.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const TOTP_STEP_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** 160 bits, the HMAC-SHA1 block output RFC 4226 recommends as the key length. */
const SECRET_BYTES = 20;
const BASE32_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(bytes: Uint8Array): string {
  let out = '';
  let bits = 0;
  let value = 0;
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32_ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32_ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

/** Decodes base32, forgiving what people type: lower case, spaces, dashes and padding. Throws on other characters. */
export function base32Decode(text: string): Buffer {
  const clean = text.toUpperCase().replace(/[\s=-]/g, '');
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = BASE32_ALPHABET.indexOf(char);
    if (index < 0) throw new Error(`Not a base32 character: ${JSON.stringify(char)}`);
    value = ((value << 5) | index) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** A fresh secret for an authenticator app: 20 random bytes as base32 (32 characters). */
export function newTotpSecret(): string {
  return base32Encode(randomBytes(SECRET_BYTES));
}

/** The time step a moment falls in (Unix seconds / 30). */
export function totpStep(nowMs: number = Date.now()): number {
  return Math.floor(nowMs / 1000 / TOTP_STEP_SECONDS);
}

/**
 * The code for one time step (RFC 4226 §5.3 dynamic truncation). `key` is the base32 secret or its raw
 * bytes; `digits` is 6 for use, 8 only to check against RFC 6238's published vectors.
 */
export function totpCode(key: string | Uint8Array, step: number, digits: number = TOTP_DIGITS): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac('sha1', typeof key === 'string' ? base32Decode(key) : key)
    .update(counter)
    .digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

export type MatchOptions = {
  /** The moment to check against (ms); now by default. */
  now?: number;
  /** Steps either side of now accepted, for phones whose clocks drift; 1 (±30 s) by default. */
  window?: number;
  /** The newest step already used: it and older steps are refused, so each code works once. */
  after?: number;
};

/**
 * The time step `code` belongs to, or null. Accepts the steps within `window` of now that are newer than
 * `after`; the caller must store the returned step (atomically) before trusting the code.
 */
export function matchTotp(secret: string, code: string, { now = Date.now(), window = 1, after = -1 }: MatchOptions = {}): number | null {
  const typed = code.replace(/\s/g, '');
  if (!new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(typed)) return null;
  const key = base32Decode(secret);
  const current = totpStep(now);
  let matched: number | null = null;
  // Every candidate is computed and compared in constant time, so timing does not tell which step matched.
  for (let step = current - window; step <= current + window; step++) {
    if (step <= after) continue;
    if (timingSafeEqual(Buffer.from(totpCode(key, step)), Buffer.from(typed)) && matched === null) matched = step;
  }
  return matched;
}

/**
 * The `otpauth://totp/…` URI an authenticator app scans (Google Authenticator's Key Uri Format): the
 * label is `Issuer:account`, each part percent-encoded, and the issuer is repeated as a parameter.
 */
export function otpauthUri({ secret, account, issuer = 'Castellan' }: { secret: string; account: string; issuer?: string }): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const params = [
    ['secret', secret],
    ['issuer', issuer],
    ['algorithm', 'SHA1'],
    ['digits', String(TOTP_DIGITS)],
    ['period', String(TOTP_STEP_SECONDS)],
  ]
    .map(([name, value]) => `${name}=${encodeURIComponent(value!)}`)
    .join('&');
  return `otpauth://totp/${label}?${params}`;
}
