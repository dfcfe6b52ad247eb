/**
 * Password hashing with argon2id (OWASP's minimum: 19 MiB memory, 2 iterations), and the refusal of the
 * passwords attackers try first.
 */
import { dictionary } from '@zxcvbn-ts/language-common';
import { ValidationFailedError } from '../../lib/errors';
import { said } from '@shared/i18n/said';
import { authErrors } from './errors.messages';

/** Password hashing with argon2id (OWASP's minimum: 19 MiB memory, 2 iterations). */
export const PASSWORD_HASH_PARAMS = { algorithm: 'argon2id', memoryCost: 19_456, timeCost: 2 } as const;
let params: Bun.Password.Argon2Algorithm = PASSWORD_HASH_PARAMS;

export function hashPassword(password: string): Promise<string> {
  return Bun.password.hash(password, params);
}

/**
 * argon2id at its lowest cost, for `bun test` alone (api/test/preload.ts calls it; nothing else may): at
 * production's cost each hash and each check is 55 ms of CPU, and the suite signs up and signs in
 * thousands of users that only need to exist. A hash keeps its parameters in its text, so checking
 * follows whichever cost made it; password.test.ts proves production's parameters in a process of its own.
 */
export function cheapenPasswordHashingForTests(): void {
  params = { algorithm: 'argon2id', memoryCost: 256, timeCost: 1 };
}

export function verifyPassword(password: string, hash: string): Promise<boolean> {
  return Bun.password.verify(password, hash);
}

/**
 * A hash to verify against when the account does not exist, so an unknown e-mail costs the same time
 * as a wrong password and the response time does not reveal which accounts exist.
 */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(crypto.randomUUID());
  return decoy;
}

/**
 * The most common passwords, from leaked password lists as ranked by zxcvbn-ts (`@zxcvbn-ts/language-common`,
 * 49,233 entries, offline): a password there falls to the first guesses of any attack, whatever its length.
 * Compared without case ("Password1" is "password1"). Loaded at the first check (~2 MB).
 */
let common: Set<string> | undefined;
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));
  return common.has(password.toLowerCase());
}

/** A 422 for a new password (sign-up, reset, change) that is one of the most common, naming its field for the form to show it under. */
export function refuseCommonPassword(password: string, field = 'password'): void {
  if (isCommonPassword(password)) throw new ValidationFailedError(said(authErrors, 'commonPassword'), field);
}
