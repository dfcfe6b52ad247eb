/**
 * A safety lock: a game account whose automation stopped itself because the game answered something no
 * person would let pass (an answer our bots have never seen, the same refusal again and again, a ban or a
 * warning). The same words for the runtime that trips it, the API that keeps it on the account and the
 * site that shows it with its Resume button.
 */
import type { LineMessage } from './console';

/** What tripped it: a result code the game client does not know, a run of one refusal, a ban, a warning. */
export const SAFETY_CAUSES = ['unknown-code', 'refusals', 'ban', 'warning'] as const;
export type SafetyCause = (typeof SAFETY_CAUSES)[number];

/**
 * `reason` in English and `said` for each reader's language; `at` (ISO time) is when it tripped and names
 * the lock: a Resume lifts this lock and no later one. `command`, `code` and `times` say which action, which
 * result code and how many times, when the cause has them.
 */
export type SafetyLock = { cause: SafetyCause; reason: string; said: LineMessage; at: string; command?: string; code?: number; times?: number };

/** The operator's policy (SAFETY_LOCK_POLICY): halt the account until Resume, or only warn and carry on. */
export const SAFETY_POLICIES = ['halt', 'warn'] as const;
export type SafetyPolicy = (typeof SAFETY_POLICIES)[number];

/**
 * What a game session knows of its account's lock: the lock kept on the account (null: none), the `at` of
 * the last lock the player lifted with Resume (a lock tripped again after it stays), and the policy.
 */
export type AccountSafety = { lock: SafetyLock | null; resumedFrom: string | null; policy: SafetyPolicy };

export const NO_SAFETY_LOCK: AccountSafety = { lock: null, resumedFrom: null, policy: 'halt' };

/** Where a game account's card is (the lock's bell notification opens it), before the page's language prefix. */
export const accountCardPath = (accountId: string) => `/accounts#account-${encodeURIComponent(accountId)}`;
