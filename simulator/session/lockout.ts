/**
 * Wrong-password lockout per account, in real time (the injected clock, unscaled): bots must learn to
 * stop retrying, which is what the live game's lockouts teach.
 */
export const LOCKOUT = { maxFailures: 5, windowMs: 10 * 60_000, lockMs: 10 * 60_000 };

type Entry = { failures: number[]; lockedUntil: number };

export class LoginLockout {
  private readonly entries = new Map<string, Entry>();

  isLocked(key: string, now: number): boolean {
    return this.lockedForMs(key, now) > 0;
  }

  /** How much longer the lock lasts (0 when there is none). */
  lockedForMs(key: string, now: number): number {
    const entry = this.entries.get(key);
    return entry ? Math.max(0, entry.lockedUntil - now) : 0;
  }

  /** Records a wrong password; the one that makes `maxFailures` within the window starts the lock. */
  fail(key: string, now: number): void {
    const entry = this.entries.get(key) ?? { failures: [], lockedUntil: 0 };
    entry.failures = entry.failures.filter((t) => now - t < LOCKOUT.windowMs);
    entry.failures.push(now);
    if (entry.failures.length >= LOCKOUT.maxFailures) {
      entry.lockedUntil = now + LOCKOUT.lockMs;
      entry.failures = [];
    }
    this.entries.set(key, entry);
  }

  /** A cooldown set from outside (tests, operators): logins wait until `until`. */
  lockUntil(key: string, until: number): void {
    this.entries.set(key, { failures: [], lockedUntil: until });
  }

  succeed(key: string): void {
    this.entries.delete(key);
  }
}
