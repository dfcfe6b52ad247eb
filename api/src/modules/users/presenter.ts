import type { AuthUser, SignInProvider } from '@shared/auth';
import type { UserDocument } from './user.model';

/** How `user` can sign in, read from what the account holds (a password hash, a linked Discord id). */
export function signInProviders(user: UserDocument): SignInProvider[] {
  const providers: SignInProvider[] = [];
  if (user.passwordHash) providers.push('email');
  if (user.discordId) providers.push('discord');
  return providers;
}

/** The spec's user object. Admin rights come from configuration (ADMIN_EMAILS), never from the client. */
export function toAuthUser(user: UserDocument, adminEmails: readonly string[]): AuthUser {
  const isAdmin = adminEmails.includes(user.email);
  return {
    id: user.id as string,
    email: user.email,
    user_metadata: {
      plan: user.plan,
      username: user.username ?? null,
      avatar: user.avatar ?? null,
      isAdmin,
    },
    app_metadata: { isAdmin, providers: signInProviders(user) },
  };
}
