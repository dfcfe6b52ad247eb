/** Sign-up, sign-in (with its second step), sessions of the signed-in user, sign-out. Knows nothing of HTTP. */
import mongoose from 'mongoose';
import { normaliseEmail, type AuthUser, type SessionClaims } from '@shared/auth';
import { SECOND_STEP_TTL_SECONDS, type SignInMethod } from '@shared/security';
import { UnauthorizedError, ValidationFailedError } from '../../lib/errors';
import { withDeadline } from '../../lib/db';
import { createKeyedLock } from '../../lib/keyed-lock';
import { recordActivity } from './activity/record';
import { deviceSaid } from './sessions/device';
import { activityDetails } from './activity/details.messages';
import type { ClientContext, SessionService } from './sessions/service';
import { UserModel, type UserDocument } from '../users/user.model';
import { toAuthUser, usesTwoFactor, type AdminRule } from '../users/presenter';
import { decoyHash, verifyPassword } from './password';
import type { TokenService } from './tokens';
import type { AuthThrottle } from './throttle';
import { createDeviceCookies, type DeviceCookies } from './device-cookie';
import type { SignUps } from './credentials/sign-ups';
import type { UserCache } from './user-cache';
import { keyCredential, sessionCredential, type ReaderCredential } from './reader-credential';
import './errors.messages';
import { phrase, said } from '@shared/i18n/said';

export type Session = { token: string; user: AuthUser };
/** The password (or Discord) step passed; the user's second factor is asked next. */
export type SecondStep = { secondStep: { challenge: string; expiresIn: number } };
export type SignIn = Session | SecondStep;
export type SecondFactorProof = { code?: string; recoveryCode?: string };

/**
 * The second factor, as the two-factor module checks it: whether the code or recovery code is right (each
 * works once). It counts wrong ones per user across instances itself, and throws the 429 past the limit.
 */
export type SecondFactor = { verify(userId: string, proof: SecondFactorProof, ip: string): Promise<{ ok: boolean }> };

/**
 * Personal API keys (modules/api-keys): the user a key sent as the bearer acts for on this request, or
 * the refusal (401, 403, 429). A key's request starts no session and counts as no sign-in.
 */
export type ApiKeyCheck = {
  userForKey(key: string, request: Request, peer: string | undefined): Promise<UserDocument>;
  readerForKey(key: string, request: Request, peer: string | undefined): Promise<{ user: UserDocument; keyId: string }>;
  keyStillHolds(keyId: string, userId: string): Promise<boolean>;
  liveAmong(keyIds: string[]): Promise<string[]>;
};

/** A signed-in user and what they signed in with (reader-credential.ts). */
export type SignedIn = { user: UserDocument; credential: ReaderCredential };

/** `users`: the signed-in users kept a few seconds (without it, every session check reads the database). */
export type AuthServiceDeps = {
  tokens: TokenService;
  throttle: AuthThrottle;
  /** The server secret the device cookies are signed with (device-cookie.ts). */
  deviceSecret: string;
  admins: AdminRule;
  sessions: SessionService;
  users?: UserCache;
  secondFactor?: SecondFactor;
  apiKeys?: ApiKeyCheck;
  /** Sign-ups waiting for their mailed link (credentials/sign-ups.ts). */
  signUps: Pick<SignUps, 'request'>;
};

const WRONG_CREDENTIALS = 'Invalid e-mail or password.';
const INVALID_SESSION = 'Your session is not valid. Please sign in again.';
const SESSION_ENDED = 'You were signed out of this session. Please sign in again.';
const WRONG_CODE = 'That code is not right. Check your authenticator app and try again.';

/** How a session began, as the activity log names it beside the device (a password sign-in names none). */
const METHOD_WORDS = {
  password: 'methodPassword',
  discord: 'methodDiscord',
  'sign-up': 'methodSignUp',
  'password-reset': 'methodPasswordReset',
} as const satisfies Record<SignInMethod, keyof typeof activityDetails.base>;

export interface AuthService {
  /**
   * Takes a sign-up (credentials/sign-ups.ts): the account is created when the mailed link is opened. The same
   * answer whether or not the address has an account.
   */
  register(input: { email: string; password: string; next?: string }, client: ClientContext): Promise<void>;
  /**
   * Signs in with e-mail and password; never says which of the two was wrong. `deviceCookie`: the browser's
   * device cookie (device-cookie.ts), which makes it a trusted client of this account.
   */
  login(input: { email: string; password: string }, client: ClientContext, deviceCookie?: string): Promise<SignIn>;
  /** Signs `user` in, or asks for their second factor first when they use one. */
  signIn(user: UserDocument, method: SignInMethod, client: ClientContext): Promise<SignIn>;
  /** Signs in the account a sign-up link just created: a new account has no second factor to ask for. */
  signInNewUser(user: UserDocument, client: ClientContext): Promise<Session>;
  /** The second sign-in step: the challenge from the first, and a code from the user's app or a recovery code. */
  completeSecondStep(challenge: string, proof: SecondFactorProof, client: ClientContext): Promise<Session>;
  /** Ends the session `token` belongs to (a token already invalid ends nothing: the cookie is cleared anyway). */
  logout(token: string | null, client: ClientContext): Promise<void>;
  /** The session id a valid token carries (for "this session" in the list). */
  sessionOf(token: string): Promise<{ userId: string; sessionId: string }>;
  /** The user a verified token names, while its session lasts; a deleted user's token no longer works. */
  userForToken(token: string): Promise<UserDocument>;
  /** `userForToken`, with the session it rests on. */
  signedInByToken(token: string): Promise<SignedIn>;
  /** `userForApiKey`, with the key it rests on. */
  signedInByApiKey(key: string, request: Request, peer: string | undefined): Promise<SignedIn>;
  /** Of these credentials, the ones that still sign their user in: one read per kind (the open streams' sweep). */
  liveCredentials(credentials: string[]): Promise<Set<string>>;
  /** Whether `credential` still signs `userId` in, read from the database (an open stream asks again: lib/open-streams.ts). */
  credentialHolds(credential: ReaderCredential, userId: string): Promise<boolean>;
  /** The user an API key acts for on this request (see ApiKeyCheck); without the key service no key is valid. */
  userForApiKey(key: string, request: Request, peer: string | undefined): Promise<UserDocument>;
  /**
   * The session check's answer alone (the spec's user object): no document per request, and no promise when the
   * token, its session and its user were all seen lately (a refusal may then be thrown at once).
   */
  authUserForToken(token: string): AuthUser | Promise<AuthUser>;
  /** The session tokens and console tickets it signs. */
  tokens: TokenService;
  /** The stored sessions tokens name. */
  sessions: SessionService;
  /** The device cookies that make a browser a trusted client of an account. */
  devices: DeviceCookies;
  /** The user with this id; 401 when there is none. */
  userById(id: string): Promise<UserDocument>;
  /** Whether the user is one of the configured administrators. */
  isAdmin(user: UserDocument): boolean;
  /** The user as the spec's user object shows it. */
  present(user: UserDocument): AuthUser;
}

export function createAuthService({ tokens, throttle, deviceSecret, admins, sessions, users, secondFactor, apiKeys, signUps }: AuthServiceDeps): AuthService {
  type Claims = { userId: string; sessionId: string };
  /** A client's sign-in tries for one account, in turn (login below). */
  const oneClientAtATime = createKeyedLock();

  /**
   * The user and session a token names. "No such user or session" is a 401; a database that cannot answer is
   * a 503. A token verified and a session seen lately answer without a promise: every signed-in request asks,
   * and each promise on its way cost it a turn of the event loop (bench/api).
   */
  function claimsOf(token: string, now?: number): Claims | Promise<Claims> {
    const known = tokens.known(token, now);
    return known ? liveClaims(known, now) : tokens.verify(token).then((claims) => liveClaims(claims));
  }

  /** The user a token names and its session, while the session lasts; a deleted user's token no longer works. */
  async function signedInByToken(token: string): Promise<SignedIn> {
    const { userId, sessionId } = await claimsOf(token);
    const load = () => withDeadline(UserModel.findById(userId));
    const user = users ? await users.get(userId, load) : await load();
    if (!user) throw new UnauthorizedError(INVALID_SESSION);
    return { user, credential: sessionCredential(sessionId) };
  }

  /**
   * What verified claims name, checked once per claims object: a token verified lately gives the same object
   * on every request (tokens.ts), and checking its subject built an ObjectId each time (~0.3-0.5 µs).
   */
  const named = new WeakMap<SessionClaims, Claims>();
  function namedBy(claims: SessionClaims): Claims {
    let answer = named.get(claims);
    if (answer === undefined) {
      if (!mongoose.isValidObjectId(claims.sub)) throw new UnauthorizedError(INVALID_SESSION);
      answer = Object.freeze({ userId: claims.sub, sessionId: claims.sid });
      named.set(claims, answer);
    }
    return answer;
  }

  /** `claims` while their session is live at `now` (the session service reads a session it does not keep). */
  function liveClaims(claims: SessionClaims, now?: number): Claims | Promise<Claims> {
    const answer = namedBy(claims);
    const live = sessions.isLive(answer.sessionId, answer.userId, now);
    if (live === false) throw new UnauthorizedError(SESSION_ENDED);
    if (live === true) return answer;
    return live.then((yes) => {
      if (!yes) throw new UnauthorizedError(SESSION_ENDED);
      return answer;
    });
  }

  const present = (user: UserDocument) => toAuthUser(user, admins);
  // A browser that signed in to an account is a trusted client of the throttle for it.
  const devices = createDeviceCookies(deviceSecret);

  /** The user of live `claims` as the session check answers it, from the user cache when it keeps them. */
  function presentedUser({ userId }: Claims, now?: number): AuthUser | Promise<AuthUser> {
    const kept = users?.presentedNow(userId, present, now);
    if (kept) return kept;
    const load = () => withDeadline(UserModel.findById(userId));
    const loaded = users ? users.presented(userId, load, present) : load().then((user) => user && present(user));
    return loaded.then((authUser) => {
      if (!authUser) throw new UnauthorizedError(INVALID_SESSION);
      return authUser;
    });
  }

  /** A new session for `user`, recorded in their activity log with the device it came from. */
  async function sessionFor(user: UserDocument, method: SignInMethod, client: ClientContext): Promise<Session> {
    const sessionId = await sessions.start(user.id as string, method, client);
    const authUser = present(user);
    const device = deviceSaid(client.userAgent);
    const detail =
      method === 'password'
        ? device
        : said(activityDetails, 'deviceAndMethod', {
            device: typeof device === 'string' ? device : device.message,
            method: phrase(activityDetails, METHOD_WORDS[method]),
          });
    await recordActivity({ userId: user.id as string, kind: 'signed-in', detail, ip: client.ip });
    return { token: await tokens.issue(authUser, sessionId), user: authUser };
  }

  async function signIn(user: UserDocument, method: SignInMethod, client: ClientContext): Promise<SignIn> {
    user.lastSignInAt = new Date();
    await user.save();
    if (usesTwoFactor(user) && secondFactor) {
      return { secondStep: { challenge: await tokens.issueSecondStep(user.id as string, method), expiresIn: SECOND_STEP_TTL_SECONDS } };
    }
    return sessionFor(user, method, client);
  }

  return {
    async register(input: { email: string; password: string; next?: string }, client: ClientContext): Promise<void> {
      await throttle.registrationAttempt(client.ip);
      await signUps.request(input, client.language ?? null);
    },

    async login(input: { email: string; password: string }, client: ClientContext, deviceCookie?: string): Promise<SignIn> {
      const email = normaliseEmail(input.email);
      const device = devices.deviceOf(deviceCookie, email);
      // One client's tries for one account are judged one after another on this instance: a try counts as a
      // failure until judged, so ten right passwords at once (a double click, tabs restored) were refused
      // once three were under way. In turn, each right one is judged and given back before the next starts;
      // wrong ones still count one by one.
      const user = await oneClientAtATime(`${email}\n${device ?? client.ip}`, async () => {
        const attempt = await throttle.reserveLogin(email, client.ip, device);
        let found: UserDocument | null;
        let valid: boolean;
        try {
          found = await UserModel.findOne({ email });
          valid = found?.passwordHash
            ? await verifyPassword(input.password, found.passwordHash)
            : (await verifyPassword(input.password, await decoyHash()), false);
        } catch (err) {
          await attempt.abandoned().catch(() => {});
          throw err;
        }
        if (!found || !valid) throw new UnauthorizedError(WRONG_CREDENTIALS);
        await attempt.succeeded();
        return found;
      });
      return signIn(user, 'password', client);
    },

    signIn,

    signInNewUser: (user: UserDocument, client: ClientContext): Promise<Session> => sessionFor(user, 'sign-up', client),

    async completeSecondStep(challenge: string, proof: SecondFactorProof, client: ClientContext): Promise<Session> {
      const { userId, method } = await tokens.verifySecondStep(challenge);
      if (!secondFactor) throw new UnauthorizedError(INVALID_SESSION);
      if (!proof.code && !proof.recoveryCode) throw new ValidationFailedError('Enter the 6-digit code from your authenticator app, or a recovery code.');
      const { ok } = await secondFactor.verify(userId, proof, client.ip);
      if (!ok) throw new UnauthorizedError(WRONG_CODE);
      const user = await withDeadline(UserModel.findById(userId));
      if (!user) throw new UnauthorizedError(INVALID_SESSION);
      return sessionFor(user, method, client);
    },

    async logout(token: string | null, client: ClientContext): Promise<void> {
      if (!token) return;
      const claims = await tokens.verify(token).catch(() => null);
      if (!claims || !mongoose.isValidObjectId(claims.sub)) return;
      if (await sessions.end(claims.sub, claims.sid)) {
        await recordActivity({ userId: claims.sub, kind: 'signed-out', detail: deviceSaid(client.userAgent), ip: client.ip });
      }
    },

    async sessionOf(token: string): Promise<{ userId: string; sessionId: string }> {
      return claimsOf(token);
    },

    async userForToken(token: string): Promise<UserDocument> {
      return (await signedInByToken(token)).user;
    },

    signedInByToken,

    async signedInByApiKey(key: string, request: Request, peer: string | undefined): Promise<SignedIn> {
      if (!apiKeys) throw new UnauthorizedError('This API key is not valid.');
      const { user, keyId } = await apiKeys.readerForKey(key, request, peer);
      return { user, credential: keyCredential(keyId) };
    },

    async liveCredentials(credentials: string[]): Promise<Set<string>> {
      const idsOf = (kind: string) => credentials.filter((c) => c.startsWith(`${kind}:`)).map((c) => c.slice(kind.length + 1));
      const [sessionIds, keyIds] = [idsOf('session'), idsOf('key')];
      const [liveSessions, liveKeys] = await Promise.all([
        sessionIds.length ? sessions.liveAmong(sessionIds) : [],
        keyIds.length && apiKeys ? apiKeys.liveAmong(keyIds) : [],
      ]);
      return new Set([...liveSessions.map(sessionCredential), ...liveKeys.map(keyCredential)]);
    },

    async credentialHolds(credential: ReaderCredential, userId: string): Promise<boolean> {
      const [kind, id] = credential.split(':') as [string, string];
      if (kind === 'session') return (await sessions.stillLive(id, userId)) && Boolean(await withDeadline(UserModel.exists({ _id: userId })));
      return Boolean(apiKeys && (await apiKeys.keyStillHolds(id, userId)));
    },

    async userForApiKey(key: string, request: Request, peer: string | undefined): Promise<UserDocument> {
      if (!apiKeys) throw new UnauthorizedError('This API key is not valid.');
      return apiKeys.userForKey(key, request, peer);
    },

    authUserForToken(token: string): AuthUser | Promise<AuthUser> {
      // One reading of the clock for the whole check of what is kept (token, session, user).
      const now = Date.now();
      const claims = claimsOf(token, now);
      if (claims instanceof Promise) return claims.then((live) => presentedUser(live));
      return presentedUser(claims, now);
    },

    tokens,
    sessions,
    devices,

    async userById(id: string): Promise<UserDocument> {
      const user = mongoose.isValidObjectId(id) ? await withDeadline(UserModel.findById(id)) : null;
      if (!user) throw new UnauthorizedError(INVALID_SESSION);
      return user;
    },

    isAdmin(user: UserDocument): boolean {
      return present(user).app_metadata.isAdmin;
    },

    present,
  };
}
