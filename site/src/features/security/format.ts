/** Pure helpers of the Security tab: how a secret, recovery codes, password checks and sessions read. */
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, type SignInProvider } from '@shared/auth';
import { relativeTime } from '../../lib/time';
import { pageLocale } from '../../lib/i18n';
import { formatDate } from '@shared/i18n/dates';
import type { passwordMessages } from './security.messages';
import type { recoveryCodesMessages, twoFactorMessages } from './two-factor.messages';

/** "JBSW Y3DP EHPK 3PXP": a base32 secret in groups of four, easier to type from the screen into an app. */
export function groupSecret(secret: string): string {
  return (
    secret
      .replace(/\s/g, '')
      .match(/.{1,4}/g)
      ?.join(' ') ?? ''
  );
}

/** The .txt a player downloads: what the codes are for, whose they are, and one code a line. */
export function recoveryCodesFile(
  codes: readonly string[],
  email: string,
  madeAt: Date,
  t: typeof recoveryCodesMessages.base,
  locale: string = pageLocale,
): string {
  return [
    t.fileTitle,
    t.fileAccount({ email }),
    // The day spelled out in the player's language ("March 4, 2025", "4. März 2025"): unambiguous for years, unlike 03/04.
    t.fileMade({ date: formatDate(locale, madeAt, 'longDate') }),
    '',
    t.fileUse,
    t.fileRenew,
    '',
    ...codes,
    '',
  ].join('\n');
}

/** Why a new password cannot be sent yet (the API checks again), or null when it can. */
export function newPasswordProblem(password: string, confirmation: string, t: typeof passwordMessages.base): string | null {
  if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH)
    return t.badLength({ min: String(PASSWORD_MIN_LENGTH) })(PASSWORD_MAX_LENGTH);
  if (password !== confirmation) return t.notSame;
  return null;
}

/**
 * Whether the account has a password of its own. Providers come with /api/auth/me; a user read only from
 * the token's claims does not know them yet, and asking for a password then is the safe guess.
 */
export function hasPassword(providers: readonly SignInProvider[] | undefined): boolean {
  return providers ? providers.includes('email') : true;
}

/** "Last active …": a session seen in the last two minutes is in use now; older ones say when. */
const ACTIVE_NOW_MS = 2 * 60_000;
export function lastActive(iso: string, nowWord: string, now = Date.now()): string {
  const seen = new Date(iso).getTime();
  if (!Number.isFinite(seen)) return '';
  return now - seen < ACTIVE_NOW_MS ? nowWord : relativeTime(iso, now);
}

type SessionOrder = { current: boolean; lastSeenAt: string };
/** This browser first, then the others by when they were last seen, most recent first. */
export function sortSessions<T extends SessionOrder>(sessions: readonly T[]): T[] {
  return [...sessions].sort((a, b) => Number(b.current) - Number(a.current) || Date.parse(b.lastSeenAt) - Date.parse(a.lastSeenAt));
}

/** How many recovery codes are left, with a nudge when few are. */
export function recoveryCodesLeftText(left: number, total: number, t: typeof twoFactorMessages.base): string {
  if (left === 0) return t.noneLeft(total);
  // At most ten: the same digits in every language we have.
  return (left <= 3 ? t.fewLeft : t.left)({ left: String(left) })(total);
}
