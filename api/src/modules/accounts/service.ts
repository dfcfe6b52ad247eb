/** Game accounts: a user's logins to the game. The password is sealed at rest and never returned. */
import mongoose from 'mongoose';
import { normaliseEmail } from '@shared/auth';
import { DEFAULT_ACCOUNT_TAG, DEFAULT_GAME_SERVER, YIELD_MINUTES, type AccountTag, type GameServer } from '@shared/game';
import type { Sealer } from '../../lib/crypto';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { isDuplicateKey } from '../../lib/db';
import { GameAccountModel, type GameAccountDocument } from './account.model';

export type NewGameAccount = { email: string; server?: GameServer; username: string; password: string; type?: AccountTag };

type AccountFields = Pick<GameAccountDocument, 'username' | 'gameEmail' | 'server' | 'tag' | 'createdAt'> & { _id: unknown };

/** The fields the list shows (never the sealed password). */
const LISTED = { username: 1, gameEmail: 1, server: 1, tag: 1, createdAt: 1 } as const;

export function presentAccount(account: AccountFields) {
  return {
    id: String(account._id),
    name: account.username,
    game_email: account.gameEmail,
    server: account.server,
    type: account.tag,
    created_at: account.createdAt.toISOString(),
  };
}

/** What a game session needs to log in; only the runtime gets these. */
export type GameLogin = {
  server: GameServer;
  username: string;
  password: string;
  proxy: string | null;
  yieldMinutes: number;
  loginToken: string | null;
};

export function createAccountService(sealer: Sealer) {
  return {
    async list(userId: string) {
      const accounts = await GameAccountModel.find({ userId }).select(LISTED).sort({ createdAt: 1 }).lean();
      return accounts.map(presentAccount);
    },

    async create(userId: string, input: NewGameAccount) {
      const username = input.username.trim();
      const server = input.server ?? DEFAULT_GAME_SERVER;
      const duplicate = new ConflictError(`The game account "${username}" on ${server} is already registered.`);
      if (await GameAccountModel.exists({ userId, server, usernameKey: username.toLowerCase() })) throw duplicate;
      try {
        const account = await GameAccountModel.create({
          userId,
          username,
          usernameKey: username.toLowerCase(),
          gameEmail: normaliseEmail(input.email),
          server,
          tag: input.type ?? DEFAULT_ACCOUNT_TAG,
          passwordSealed: sealer.seal(input.password),
        });
        return presentAccount(account);
      } catch (err) {
        if (isDuplicateKey(err)) throw duplicate;
        throw err;
      }
    },

    /** The caller's account, or 404 — someone else's account is indistinguishable from a missing one. */
    async get(userId: string, accountId: string): Promise<GameAccountDocument> {
      const account = mongoose.isValidObjectId(accountId) ? await GameAccountModel.findOne({ _id: accountId, userId }) : null;
      if (!account) throw new NotFoundError('Game account');
      return account;
    },

    async remove(userId: string, accountId: string, inUse: (accountId: string) => Promise<boolean>) {
      const account = await this.get(userId, accountId);
      if (await inUse(account.id)) throw new ConflictError('This game account is used by a bot. Delete the bot first.');
      await account.deleteOne();
    },

    /**
     * Keeps the login token the game issued for the account (sealed), or forgets it (null). Unknown
     * accounts are ignored: the account may have been removed while its session ran.
     */
    async storeLoginToken(accountId: string, token: string | null): Promise<void> {
      if (!mongoose.isValidObjectId(accountId)) return;
      await GameAccountModel.updateOne({ _id: accountId }, { loginTokenSealed: token === null ? null : sealer.seal(token) });
    },

    loginFor(account: GameAccountDocument): GameLogin {
      return {
        server: account.server as GameServer,
        username: account.username,
        password: sealer.open(account.passwordSealed),
        proxy: account.proxySealed ? sealer.open(account.proxySealed) : null,
        yieldMinutes: account.yieldMinutes ?? YIELD_MINUTES.default,
        loginToken: account.loginTokenSealed ? sealer.open(account.loginTokenSealed) : null,
      };
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
