/** Game accounts: a user's logins to the game. The password is sealed at rest and never returned. */
import mongoose from 'mongoose';
import { normaliseEmail } from '@shared/auth';
import { DEFAULT_ACCOUNT_TAG, DEFAULT_GAME_SERVER, YIELD_MINUTES, type GameServer } from '@shared/game';
import { newDeviceId } from '@shared/game-wire/login';
import { parseProxyUrl } from '@shared/proxy';
import type { Sealer } from '../../lib/crypto';
import { ConflictError, NotFoundError, ValidationFailedError } from '../../lib/errors';
import { isDuplicateKey } from '../../lib/db';
import { createListCache } from '../../lib/list-cache';
import { accountWrites, GameAccountModel, type GameAccountDocument } from './account.model';
import type { CreateGameAccount, UpdateGameAccount } from './schemas';
import { said } from '@shared/i18n/said';
import { accountErrors } from './errors.messages';
import { storedLock } from './safety';

export type NewGameAccount = typeof CreateGameAccount.static;
export type GameAccountChanges = typeof UpdateGameAccount.static;

type AccountFields = Pick<
  GameAccountDocument,
  'username' | 'gameEmail' | 'server' | 'tag' | 'createdAt' | 'proxyDisplay' | 'proxyHasLogin' | 'yieldMinutes' | 'safetyLock'
> & { _id: unknown };

/** The fields the list shows (never the sealed password or proxy: the proxy's display form is stored beside it). */
const LISTED = { username: 1, gameEmail: 1, server: 1, tag: 1, createdAt: 1, proxyDisplay: 1, proxyHasLogin: 1, yieldMinutes: 1, safetyLock: 1 } as const;

/** A game account as the site shows it. */
export type AccountView = ReturnType<typeof presentAccount>;

export function presentAccount(account: AccountFields) {
  return {
    id: String(account._id),
    name: account.username,
    game_email: account.gameEmail,
    server: account.server,
    type: account.tag,
    created_at: account.createdAt.toISOString(),
    proxy: account.proxyDisplay ?? null,
    proxy_has_login: account.proxyHasLogin ?? false,
    yield_minutes: account.yieldMinutes ?? YIELD_MINUTES.default,
    locked: storedLock(account),
  };
}

/**
 * The stored proxy fields for what the player sent: null or blank removes the proxy; a URL is checked
 * (422 in the words the site shows too), sealed whole, and kept without its login for display.
 */
function proxyFields(sealer: Sealer, proxy: string | null) {
  if (proxy === null || proxy.trim() === '') return { proxySealed: null, proxyDisplay: null, proxyHasLogin: false };
  const check = parseProxyUrl(proxy);
  if (!check.ok) throw new ValidationFailedError(check.said);
  return { proxySealed: sealer.seal(check.proxy.url), proxyDisplay: check.proxy.display, proxyHasLogin: check.proxy.username !== null };
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

/** What the accounts list reads, as stored. */
const readAccounts = (userId: string) => GameAccountModel.find({ userId }).select(LISTED).sort({ createdAt: 1 }).lean();

export interface AccountService {
  /** Kept a moment per user, dropped by any write to the user's accounts (lib/list-cache.ts). */
  list(userId: string): Promise<AccountView[]>;
  /** A new game account; 409 when the user already has this username on this server. */
  create(userId: string, input: NewGameAccount): Promise<AccountView>;
  /** The caller's account, or 404 — someone else's account is indistinguishable from a missing one. */
  get(userId: string, accountId: string): Promise<GameAccountDocument>;
  /**
   * Sets the caps named in `caps` of the caller's account's daily budget (null removes one), each on its own:
   * two changes of two caps at once both stay. The account as it is then.
   */
  setBudget(userId: string, accountId: string, caps: Partial<Record<'attacks' | 'mapTiles' | 'onlineHours', number | null>>): Promise<GameAccountDocument>;
  /**
   * Changes the account's game e-mail, server, password, tag, proxy or yield time; fields left out stay. A new
   * password or server drops the login token (it was the old login's). `runningBots` counts the account's bots
   * running now: a session cannot move to another server under them.
   */
  update(userId: string, accountId: string, changes: GameAccountChanges, runningBots?: (accountId: string) => Promise<number>): Promise<AccountView>;
  /** Deletes the account; 409 while a bot uses it (`inUse`). */
  remove(userId: string, accountId: string, inUse: (accountId: string) => Promise<boolean>): Promise<void>;
  /**
   * Keeps the login token the game issued for the account (sealed), or forgets it (null). Unknown accounts are
   * ignored: the account may have been removed while its session ran.
   */
  storeLoginToken(accountId: string, token: string | null): Promise<void>;
  /**
   * The account's device id, made now for an account saved before device ids existed. Claimed with a
   * conditional update, so two logins racing for it end with one id.
   */
  deviceIdOf(account: GameAccountDocument): Promise<string>;
  /** The account's login with its secrets opened: for the runtime alone. */
  loginFor(account: GameAccountDocument): GameLogin;
}

export function createAccountService(sealer: Sealer): AccountService {
  const listReads = createListCache<Awaited<ReturnType<typeof readAccounts>>>([accountWrites]);
  return {
    async list(userId: string) {
      const accounts = await listReads.get(userId, async () => {
        const value = await readAccounts(userId);
        return { value, ids: value.map((a) => String(a._id)) };
      });
      return accounts.map(presentAccount);
    },

    async create(userId: string, input: NewGameAccount) {
      const username = input.username.trim();
      const server = input.server ?? DEFAULT_GAME_SERVER;
      const proxy = input.proxy === undefined ? {} : proxyFields(sealer, input.proxy);
      const duplicate = new ConflictError(said(accountErrors, 'alreadyRegistered', { username, server }));
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
          deviceId: newDeviceId(),
          ...proxy,
          ...(input.yield_minutes === undefined ? {} : { yieldMinutes: input.yield_minutes }),
        });
        return presentAccount(account);
      } catch (err) {
        if (isDuplicateKey(err)) throw duplicate;
        throw err;
      }
    },

    async get(userId: string, accountId: string): Promise<GameAccountDocument> {
      const account = mongoose.isValidObjectId(accountId) ? await GameAccountModel.findOne({ _id: accountId, userId }) : null;
      if (!account) throw new NotFoundError('Game account');
      return account;
    },

    async setBudget(userId: string, accountId: string, caps: Partial<Record<'attacks' | 'mapTiles' | 'onlineHours', number | null>>) {
      const account = await this.get(userId, accountId);
      // A budget never set is made first (no caps), so each cap is then a field of its own to set.
      await GameAccountModel.updateOne({ _id: account._id, budget: null }, { $set: { budget: { attacks: null, mapTiles: null, onlineHours: null } } });
      const fields = Object.fromEntries(Object.entries(caps).map(([figure, cap]) => [`budget.${figure}`, cap]));
      if (Object.keys(fields).length) await GameAccountModel.updateOne({ _id: account._id }, { $set: fields });
      return this.get(userId, accountId);
    },

    async update(userId: string, accountId: string, changes: GameAccountChanges, runningBots: (accountId: string) => Promise<number> = async () => 0) {
      const account = await this.get(userId, accountId);
      const server = changes.server ?? account.server;
      if (server !== account.server) {
        const running = await runningBots(account.id);
        if (running > 0) throw new ConflictError(said(accountErrors, 'stopBotsToMove', { count: running }));
        if (await GameAccountModel.exists({ userId, server, usernameKey: account.usernameKey, _id: { $ne: account._id } })) {
          throw new ConflictError(said(accountErrors, 'alreadyRegistered', { username: account.username, server }));
        }
        account.server = server;
        account.loginTokenSealed = null;
      }
      if (changes.password !== undefined) {
        account.passwordSealed = sealer.seal(changes.password);
        account.loginTokenSealed = null;
      }
      if (changes.email !== undefined) account.gameEmail = normaliseEmail(changes.email);
      if (changes.type !== undefined) account.tag = changes.type;
      if (changes.proxy !== undefined) account.set(proxyFields(sealer, changes.proxy));
      if (changes.yield_minutes !== undefined) account.yieldMinutes = changes.yield_minutes;
      try {
        await account.save();
      } catch (err) {
        if (isDuplicateKey(err)) throw new ConflictError(said(accountErrors, 'alreadyRegistered', { username: account.username, server }));
        throw err;
      }
      return presentAccount(account);
    },

    async remove(userId: string, accountId: string, inUse: (accountId: string) => Promise<boolean>) {
      const account = await this.get(userId, accountId);
      if (await inUse(account.id)) throw new ConflictError('This game account is used by a bot. Delete the bot first.');
      await account.deleteOne();
    },

    async storeLoginToken(accountId: string, token: string | null): Promise<void> {
      if (!mongoose.isValidObjectId(accountId)) return;
      await GameAccountModel.updateOne({ _id: accountId }, { loginTokenSealed: token === null ? null : sealer.seal(token) });
    },

    async deviceIdOf(account: GameAccountDocument): Promise<string> {
      if (account.deviceId) return account.deviceId;
      await GameAccountModel.updateOne({ _id: account._id, deviceId: null }, { $set: { deviceId: newDeviceId() } });
      const stored = await GameAccountModel.findById(account._id).select('deviceId').lean();
      if (!stored?.deviceId) throw new NotFoundError('game account');
      account.deviceId = stored.deviceId;
      return stored.deviceId;
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

/** Deletes the user's game accounts (their sealed passwords and proxies with them): leaving/delete.ts. */
export async function forgetGameAccountsOf(userId: string): Promise<void> {
  await GameAccountModel.deleteMany({ userId });
}

/** The user's game accounts as stored, oldest first, sealed fields left out: leaving/export.ts. */
export function gameAccountsOf(userId: string) {
  return GameAccountModel.find({ userId }).select({ passwordSealed: 0, proxySealed: 0, loginTokenSealed: 0 }).sort({ createdAt: 1 }).lean();
}

/** "username – server" of each of these game accounts, by id (the admin's lists of bots). */
export async function accountNames(accountIds: unknown[]): Promise<Map<string, string>> {
  const accounts = await GameAccountModel.find({ _id: { $in: accountIds } })
    .select({ username: 1, server: 1 })
    .lean();
  return new Map(accounts.map((a) => [String(a._id), `${a.username} – ${a.server}`]));
}

/**
 * Each user's in-game name on `server` (their first game account there), for the screens that name a
 * player to others who play on that server: in the game that name is public already.
 */
export async function inGameNamesOn(userIds: string[], server: string): Promise<Map<string, string>> {
  // A space's server is one of GAME_SERVERS (checked when it was made); kept as a plain string there.
  const accounts = await GameAccountModel.find({ userId: { $in: userIds }, server: server as GameServer })
    .select({ userId: 1, username: 1 })
    .sort({ createdAt: 1 })
    .lean<{ userId: unknown; username: string }[]>();
  const names = new Map<string, string>();
  for (const a of accounts) if (!names.has(String(a.userId))) names.set(String(a.userId), a.username);
  return names;
}

/** Every write to game accounts (the bot list's cache drops what it held of them) and the stored shape, for other modules. */
export { accountWrites, type GameAccountDocument } from './account.model';

/** The user's game accounts, name and server only: the bot list. */
export function accountLabelsOf(userId: string) {
  return GameAccountModel.find({ userId }).select({ username: 1, server: 1 }).lean();
}

/** One game account's name and server, or null: a bot's view. */
export function accountLabel(accountId: unknown) {
  return GameAccountModel.findById(accountId).select({ username: 1, server: 1 }).lean();
}

/**
 * Each user's game accounts as stored, kept a moment (lib/list-cache.ts): a player starting the twelve
 * bots of three accounts reads them once, not twelve times (bench/runtime: 750 of 1,000 reads in a
 * thousand starts). Never stale for a write through this process, which drops the user's entry at once;
 * another API instance's change (a new password) reaches starts here within the cache's two seconds.
 */
const storedByOwner = createListCache<Map<string, GameAccountDocument>>([accountWrites]);

/** The user's game account as stored (sealed login, device id), or null: what a bot's spec is built from. */
export async function storedAccount(userId: string, accountId: string): Promise<GameAccountDocument | null> {
  const owned = await storedByOwner.get(userId, async () => {
    const accounts = await GameAccountModel.find({ userId });
    return { value: new Map(accounts.map((a) => [a.id as string, a])), ids: accounts.map((a) => a.id as string) };
  });
  return owned.get(accountId) ?? null;
}

/** Many game accounts as stored, in one read: the specs of bots resumed together. */
export function storedAccounts(accountIds: string[]) {
  return GameAccountModel.find({ _id: { $in: accountIds } });
}
