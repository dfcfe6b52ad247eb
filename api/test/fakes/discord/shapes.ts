/** Discord's wire types (snake_case, as sent), limited to what the OAuth2 flow and `GET /users/@me` carry. */

/**
 * The user object of `GET /users/@me`. `email` and `verified` are present only when the access token has
 * the `email` scope; Discord leaves them out entirely (not null) otherwise.
 */
export type DiscordUser = {
  /** A snowflake: a 64-bit integer as a decimal string. */
  id: string;
  username: string;
  /** "0" for every account migrated to unique usernames. */
  discriminator: string;
  global_name: string | null;
  /** Avatar hash; `a_` prefix for animated avatars. */
  avatar: string | null;
  mfa_enabled: boolean;
  banner: string | null;
  accent_color: number | null;
  locale: string;
  flags: number;
  premium_type: number;
  public_flags: number;
  avatar_decoration_data: null;
  email?: string | null;
  verified?: boolean;
};

/** The answer of a successful `authorization_code` exchange. */
export type DiscordTokenResponse = {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  refresh_token: string;
  /** Space-separated, as granted. */
  scope: string;
};

/** The token endpoint speaks OAuth 2.0 errors (RFC 6749 §5.2). */
export type DiscordOAuthError = { error: string; error_description?: string };

/** The REST API's own error shape (`GET /users/@me` and every other resource route). */
export type DiscordApiError = { message: string; code: number };
