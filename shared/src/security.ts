/**
 * The vocabulary of account security both sides use: the player's activity log, API key scopes, the
 * second sign-in step and the e-mail links' lifetimes.
 */

/** What the activity log records, newest first in settings. */
import { activityKindWords } from './security.messages';

export const ACTIVITY_KINDS = [
  'signed-in',
  'signed-out',
  'session-revoked',
  'signed-out-everywhere',
  'email-verified',
  'email-changed',
  'password-changed',
  'password-reset',
  'sign-in-attack',
  'two-factor-enabled',
  'two-factor-disabled',
  'recovery-codes-renewed',
  'recovery-code-used',
  'api-key-created',
  'api-key-revoked',
  'api-key-used',
  'bot-started',
  'bot-stopped',
  'bot-created',
  'bot-changed',
  'bot-deleted',
  'share-made',
  'share-ended',
  'plan-changed',
  'refund-issued',
  'data-exported',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** How each entry reads in the log ("Signed in", then its detail: device, key name, bot name…), in English. */
export const ACTIVITY_LABELS: Record<ActivityKind, string> = activityKindWords.base;

/** How a session began. */
export const SIGN_IN_METHODS = ['password', 'discord', 'sign-up', 'password-reset'] as const;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];

/** API key scopes: `read` reads everything the owner can; `bots` also starts and stops bots. */
export const API_KEY_SCOPES = ['read', 'bots'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];
export const API_KEY_PREFIX = 'cst_';

/** Lifetimes of the links we mail (issue 13). */
export const VERIFY_EMAIL_TTL_MS = 24 * 3600_000;
export const RESET_PASSWORD_TTL_MS = 30 * 60_000;
/** How long the second sign-in step may take after the password (or Discord) step. */
export const SECOND_STEP_TTL_SECONDS = 5 * 60;
export const RECOVERY_CODE_COUNT = 10;
