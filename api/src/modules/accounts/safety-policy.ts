/**
 * SAFETY_LOCK_POLICY, the operator's policy for safety locks (runtime/safety-lock.ts): `halt` (the default)
 * stops a game account's bots until the player presses Resume; `warn` only says what would have locked it
 * (console, one notification) and lets the bots carry on. Read once at start-up; any other value refuses to
 * start, as a typo must not turn the locks off.
 */
import { SAFETY_POLICIES, type SafetyPolicy } from '@shared/safety-lock';

export function loadSafetyPolicy(env: Record<string, string | undefined> = process.env): SafetyPolicy {
  const value = env.SAFETY_LOCK_POLICY?.trim() || 'halt';
  if (!(SAFETY_POLICIES as readonly string[]).includes(value))
    throw new Error(`SAFETY_LOCK_POLICY must be one of ${SAFETY_POLICIES.join(', ')} (got "${value}")`);
  return value as SafetyPolicy;
}

export const safetyPolicy: SafetyPolicy = loadSafetyPolicy();
