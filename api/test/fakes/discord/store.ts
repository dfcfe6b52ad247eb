/**
 * What the fake remembers: users, the authorization codes their consent produced, and the tokens those
 * codes were exchanged for. Codes are single use; redeeming one twice revokes what it issued (RFC 6749
 * §4.1.2), as an authorization server should when a code leaks.
 */
import { avatarHash, opaqueToken, snowflake } from './ids';
import type { ChallengeMethod } from './pkce';
import type { DiscordUser } from './shapes';

export type Grant = {
  code: string;
  clientId: string;
  userId: string;
  redirectUri: string | null;
  scopes: string[];
  challenge: { value: string; method: ChallengeMethod } | null;
  expiresAt: number;
  redeemed: boolean;
  /** Access tokens issued for this code, revoked if the code is replayed. */
  issued: string[];
};

export type AccessGrant = { userId: string; scopes: string[]; expiresAt: number };

export type NewUser = Partial<Omit<DiscordUser, 'email' | 'verified'>> & { email?: string | null; verified?: boolean };

export function createStore({ codeTtlMs, accessTokenTtlMs }: { codeTtlMs: number; accessTokenTtlMs: number }) {
  const users = new Map<string, DiscordUser>();
  const grants = new Map<string, Grant>();
  const accessTokens = new Map<string, AccessGrant>();

  return {
    users,

    addUser(fields: NewUser = {}): DiscordUser {
      const id = fields.id ?? snowflake();
      const username = fields.username ?? `player_${id.slice(-6)}`;
      const user: DiscordUser = {
        id,
        username,
        discriminator: '0',
        global_name: null,
        avatar: avatarHash(),
        mfa_enabled: false,
        banner: null,
        accent_color: null,
        locale: 'en-US',
        flags: 0,
        premium_type: 0,
        public_flags: 0,
        avatar_decoration_data: null,
        ...fields,
        email: fields.email === undefined ? `${username}@example.com` : fields.email,
        verified: fields.verified ?? true,
      };
      users.set(id, user);
      return user;
    },

    createGrant(grant: Omit<Grant, 'code' | 'expiresAt' | 'redeemed' | 'issued'>): Grant {
      const created: Grant = { ...grant, code: opaqueToken(), expiresAt: Date.now() + codeTtlMs, redeemed: false, issued: [] };
      grants.set(created.code, created);
      return created;
    },

    /** The grant a code names, if it may still be redeemed by `clientId`; a replay revokes its tokens. */
    redeemableGrant(code: string, clientId: string): Grant | undefined {
      const grant = grants.get(code);
      if (!grant || grant.clientId !== clientId) return undefined;
      if (grant.redeemed) {
        for (const token of grant.issued) accessTokens.delete(token);
        return undefined;
      }
      if (grant.expiresAt <= Date.now()) return undefined;
      return grant;
    },

    /** Marks the code used (even if the exchange then fails on redirect_uri or PKCE: a code is tried once). */
    redeem(grant: Grant): void {
      grant.redeemed = true;
    },

    issueAccessToken(grant: Grant): { accessToken: string; refreshToken: string; expiresInSeconds: number } {
      const accessToken = opaqueToken();
      accessTokens.set(accessToken, { userId: grant.userId, scopes: grant.scopes, expiresAt: Date.now() + accessTokenTtlMs });
      grant.issued.push(accessToken);
      return { accessToken, refreshToken: opaqueToken(), expiresInSeconds: Math.ceil(accessTokenTtlMs / 1000) };
    },

    accessGrant(token: string): AccessGrant | undefined {
      const found = accessTokens.get(token);
      return found && found.expiresAt > Date.now() ? found : undefined;
    },
  };
}

export type Store = ReturnType<typeof createStore>;
