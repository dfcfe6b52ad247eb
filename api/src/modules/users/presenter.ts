import type { AuthUser, SignInProvider } from '@shared/auth';
import type { UserDocument } from './user.model';
import { isLocale } from '@shared/i18n/locales';

/** How `user` can sign in, read from what the account holds (a password hash, a linked Discord id). */
export function signInProviders(user: UserDocument): SignInProvider[] {
  const providers: SignInProvider[] = [];
  if (user.passwordHash) providers.push('email');
  if (user.discordId) providers.push('discord');
  return providers;
}

/** Whether sign-in asks `user` for a second factor. */
export const usesTwoFactor = (user: Pick<UserDocument, 'twoFactor'>): boolean => Boolean(user.twoFactor?.enabledAt);

/** Who is an admin: an address in ADMIN_EMAILS, and (ADMIN_REQUIRE_2FA) only with two-factor sign-in on. */
export type AdminRule = { emails: readonly string[]; requireTwoFactor: boolean };

/**
 * Admin rights are proven, not claimed: the address must be listed, verified (whoever registers a listed
 * address first cannot use it before its mail is read) and, where required, protected by a second factor.
 */
export function isAdmin(user: UserDocument, rule: AdminRule): boolean {
  if (!rule.emails.includes(user.email) || !user.emailVerifiedAt) return false;
  return !rule.requireTwoFactor || usesTwoFactor(user);
}

/** The spec's user object. Admin rights come from configuration (ADMIN_EMAILS), never from the client. */
export function toAuthUser(user: UserDocument, admins: AdminRule): AuthUser {
  const admin = isAdmin(user, admins);
  return {
    id: user.id as string,
    email: user.email,
    user_metadata: {
      plan: user.plan,
      username: user.username ?? null,
      avatar: user.avatar ?? null,
      isAdmin: admin,
      language: isLocale(user.language) ? user.language : null,
    },
    app_metadata: { isAdmin: admin, providers: signInProviders(user), emailVerified: Boolean(user.emailVerifiedAt), twoFactor: usesTwoFactor(user) },
  };
}
