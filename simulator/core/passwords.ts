/**
 * Salted SHA-256 for the simulator's test passwords: never stored in plain text, and synchronous, so a
 * login is handled in one step and commands that follow it on the socket see its outcome (argon2 via
 * Bun.password would make `lli` async and let the next frame overtake it). Not for real credentials.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';

export type PasswordHash = { salt: string; sha256: string };

function digest(salt: string, password: string): string {
  return new Bun.CryptoHasher('sha256').update(salt).update(password).digest('hex');
}

export function hashPassword(password: string): PasswordHash {
  const salt = randomBytes(16).toString('hex');
  return { salt, sha256: digest(salt, password) };
}

export function verifyPassword(stored: PasswordHash, password: string): boolean {
  const a = Buffer.from(digest(stored.salt, password), 'hex');
  const b = Buffer.from(stored.sha256, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}
