/** Registration, sign-in and the current user. Knows nothing of HTTP. */
import mongoose from 'mongoose';
import { normaliseEmail, type AuthUser } from '@shared/auth';
import { ConflictError, UnauthorizedError } from '../../lib/errors';
import { isDuplicateKey, withDeadline } from '../../lib/db';
import { UserModel, type UserDocument } from '../users/user.model';
import { toAuthUser } from '../users/presenter';
import { decoyHash, hashPassword, verifyPassword } from './password';
import type { TokenService } from './tokens';
import type { AuthThrottle } from './throttle';
import type { UserCache } from './user-cache';

export type Session = { token: string; user: AuthUser };

/** `users`: the signed-in users kept a few seconds (without it, every session check reads the database). */
export type AuthServiceDeps = { tokens: TokenService; throttle: AuthThrottle; adminEmails: readonly string[]; users?: UserCache };

const WRONG_CREDENTIALS = 'Invalid e-mail or password.';
const INVALID_SESSION = 'Your session is not valid. Please sign in again.';

export function createAuthService({ tokens, throttle, adminEmails, users }: AuthServiceDeps) {
  /**
   * The user id a session token names. Only "no such user" is a 401: a database that cannot answer is a
   * 503 (lib/db.ts), so an outage never tells the site to forget its sessions.
   */
  async function userIdOf(token: string): Promise<string> {
    const claims = await tokens.verify(token);
    if (!mongoose.isValidObjectId(claims.sub)) throw new UnauthorizedError(INVALID_SESSION);
    return claims.sub;
  }

  async function sessionFor(user: UserDocument): Promise<Session> {
    const authUser = toAuthUser(user, adminEmails);
    return { token: await tokens.issue(authUser), user: authUser };
  }

  return {
    /** Creates the account and signs it in. A taken e-mail is a 409. */
    async register(input: { email: string; password: string }, address: string): Promise<Session> {
      await throttle.registrationAttempt(address);
      const email = normaliseEmail(input.email);
      if (await UserModel.exists({ email })) throw new ConflictError('An account with this e-mail already exists.');
      try {
        const user = await UserModel.create({
          email,
          passwordHash: await hashPassword(input.password),
          lastSignInAt: new Date(),
        });
        return await sessionFor(user);
      } catch (err) {
        // Two registrations racing for one e-mail: the unique index decides.
        if (isDuplicateKey(err)) throw new ConflictError('An account with this e-mail already exists.');
        throw err;
      }
    },

    /** Signs in with e-mail and password; never says which of the two was wrong. */
    async login(input: { email: string; password: string }, address: string): Promise<Session> {
      const email = normaliseEmail(input.email);
      await throttle.reserveLoginAttempt(email, address);
      let user: UserDocument | null;
      let valid: boolean;
      try {
        user = await UserModel.findOne({ email });
        valid = user?.passwordHash
          ? await verifyPassword(input.password, user.passwordHash)
          : (await verifyPassword(input.password, await decoyHash()), false);
      } catch (err) {
        await throttle.loginAbandoned(email, address).catch(() => {});
        throw err;
      }
      if (!user || !valid) throw new UnauthorizedError(WRONG_CREDENTIALS);
      await throttle.loginSucceeded(email, address);
      user.lastSignInAt = new Date();
      await user.save();
      return sessionFor(user);
    },

    /** The user a verified token names; a deleted user's token no longer works. */
    async userForToken(token: string): Promise<UserDocument> {
      const id = await userIdOf(token);
      const load = () => withDeadline(UserModel.findById(id));
      const user = users ? await users.get(id, load) : await load();
      if (!user) throw new UnauthorizedError(INVALID_SESSION);
      return user;
    },

    /** The session check's answer alone (the spec's user object): no document per request. */
    async authUserForToken(token: string): Promise<AuthUser> {
      const id = await userIdOf(token);
      const load = () => withDeadline(UserModel.findById(id));
      const present = (user: UserDocument) => toAuthUser(user, adminEmails);
      const authUser = users ? await users.presented(id, load, present) : await load().then((user) => user && present(user));
      if (!authUser) throw new UnauthorizedError(INVALID_SESSION);
      return authUser;
    },

    tokens,

    async userById(id: string): Promise<UserDocument> {
      const user = mongoose.isValidObjectId(id) ? await withDeadline(UserModel.findById(id)) : null;
      if (!user) throw new UnauthorizedError('Your session is not valid. Please sign in again.');
      return user;
    },

    isAdmin(user: UserDocument): boolean {
      return adminEmails.includes(user.email);
    },

    present(user: UserDocument): AuthUser {
      return toAuthUser(user, adminEmails);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
