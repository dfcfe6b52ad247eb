/** Pure helpers of the Security tab: how a secret, recovery codes, password checks and sessions read. */
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, type SignInProvider } from '@shared/auth';
import { relativeTime } from '../../lib/time';

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
export function recoveryCodesFile(codes: readonly string[], email: string, madeAt: Date): string {
  return [
    'Castellan recovery codes',
    `Account: ${email}`,
    `Made: ${madeAt.toISOString().slice(0, 10)}`,
    '',
    'Each code signs you in once when your authenticator app is not at hand.',
    'Making new codes ends these.',
    '',
    ...codes,
    '',
  ].join('\n');
}

/** Why a new password cannot be sent yet (the API checks again), or null when it can. */
export function newPasswordProblem(password: string, confirmation: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH)
    return `The new password must be between ${PASSWORD_MIN_LENGTH} and ${PASSWORD_MAX_LENGTH} characters.`;
  if (password !== confirmation) return 'The two new passwords are not the same.';
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
export function lastActive(iso: string, now = Date.now()): string {
  const seen = new Date(iso).getTime();
  if (!Number.isFinite(seen)) return '';
  return now - seen < ACTIVE_NOW_MS ? 'now' : relativeTime(iso, now);
}

type SessionOrder = { current: boolean; lastSeenAt: string };
/** This browser first, then the others by when they were last seen, most recent first. */
export function sortSessions<T extends SessionOrder>(sessions: readonly T[]): T[] {
  return [...sessions].sort((a, b) => Number(b.current) - Number(a.current) || Date.parse(b.lastSeenAt) - Date.parse(a.lastSeenAt));
}

/** How many recovery codes are left, with a nudge when few are. */
export function recoveryCodesLeftText(left: number, total: number): string {
  if (left === 0) return `No recovery codes left of ${total}: make new ones.`;
  const text = `${left} of ${total} recovery code${total === 1 ? '' : 's'} left`;
  return left <= 3 ? `${text}: consider making new ones.` : `${text}.`;
}
