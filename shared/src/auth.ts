/** Sign-in rules both sides apply; the API is the authority, the site checks early for the user's sake. */
export const PASSWORD_MIN_LENGTH = 8;
/** Argon2 hashes long inputs fine, but an unbounded password is a cheap way to burn CPU. */
export const PASSWORD_MAX_LENGTH = 128;

/** localStorage key of the session token (spec §9: "a fixed key"). */
export const SESSION_TOKEN_KEY = 'castellan.session';
/**
 * localStorage key of the header's last known user (id and user_metadata) as the app read it from the API.
 * The token's claims are fixed at sign-in; after a plan change the static pages' header shows this instead.
 */
export const HEADER_SNAPSHOT_KEY = 'castellan.header';
/** Name of the HttpOnly session cookie the API sets on sign-in. */
export const SESSION_COOKIE = 'castellan_session';

export type UserMetadata = {
  plan: string;
  username: string | null;
  avatar: string | null;
  isAdmin: boolean;
  /** The language the player chose (shared/src/i18n/locales.ts); null: the browser's. Absent from tokens made before it existed. */
  language?: string | null;
};

/** The ways a user can sign in: e-mail and password, Discord, or both (a linked account). */
export const SIGN_IN_PROVIDERS = ['email', 'discord'] as const;
export type SignInProvider = (typeof SIGN_IN_PROVIDERS)[number];

/** The user object of the spec's auth responses (§3). */
export type AuthUser = {
  id: string;
  email: string;
  user_metadata: UserMetadata;
  /**
   * `providers` is ours, not the spec's: the API always sends it; a user read from a session token's claims
   * (the Discord callback page) does not know it until the next /api/auth/me.
   */
  app_metadata: { isAdmin: boolean; providers?: SignInProvider[]; emailVerified?: boolean; twoFactor?: boolean };
};

/** Claims of the session token; the site reads these from its middle part. */
export type SessionClaims = {
  sub: string;
  email: string;
  user_metadata: UserMetadata;
  /** The session this token belongs to: signing it out (or everywhere) ends the token at once. */
  sid: string;
  exp: number;
};

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
