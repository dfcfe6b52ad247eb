/** The Discord account behind an access token: `GET /users/@me`, read into what Castellan needs. */
import { DISCORD_API } from './api-redirect';
import { DiscordSignInError } from './errors';
import { said } from '@shared/i18n/said';
import { authErrors } from '../errors.messages';

export type DiscordProfile = {
  id: string;
  username: string;
  /** Null when the account has none (Discord then shows a default avatar). */
  avatarUrl: string | null;
  /** Null without the email scope or for accounts that have none (phone-only sign-up). */
  email: string | null;
  verified: boolean;
};

/** Discord's user object, only the fields we read. `email`/`verified` are absent without the email scope. */
type DiscordUser = { id?: unknown; username?: unknown; avatar?: unknown; email?: unknown; verified?: unknown };

export function avatarUrl(userId: string, hash: string | null): string | null {
  return hash ? `https://cdn.discordapp.com/avatars/${userId}/${hash}.png` : null;
}

export function readDiscordUser(body: DiscordUser): DiscordProfile {
  if (typeof body.id !== 'string' || !/^\d{1,20}$/.test(body.id) || typeof body.username !== 'string') {
    throw new DiscordSignInError('profile_failed', 'Discord returned an unexpected user.');
  }
  return {
    id: body.id,
    username: body.username,
    avatarUrl: avatarUrl(body.id, typeof body.avatar === 'string' ? body.avatar : null),
    email: typeof body.email === 'string' && body.email ? body.email : null,
    verified: body.verified === true,
  };
}

/** Versioned (v10) as Discord recommends; the unversioned path serves a deprecated default version. */
export async function fetchDiscordProfile(accessToken: string): Promise<DiscordProfile> {
  let res: Response;
  try {
    res = await fetch(`${DISCORD_API}/v10/users/@me`, { headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' } });
  } catch {
    throw new DiscordSignInError('profile_failed', 'Discord could not be reached for the user.');
  }
  if (!res.ok) throw new DiscordSignInError('profile_failed', said(authErrors, 'discordRefusedLookup', { status: String(res.status) }));
  return readDiscordUser((await res.json().catch(() => ({}))) as DiscordUser);
}
