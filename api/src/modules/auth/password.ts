/** Password hashing with argon2id (OWASP's minimum: 19 MiB memory, 2 iterations). */
const PARAMS = { algorithm: 'argon2id', memoryCost: 19_456, timeCost: 2 } as const;

export function hashPassword(password: string): Promise<string> {
  return Bun.password.hash(password, PARAMS);
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
