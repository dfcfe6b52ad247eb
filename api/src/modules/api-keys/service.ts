/**
 * Personal API keys: made (the key shown once), listed, revoked, and checked on every request that sends
 * one as its bearer.
 *
 * The check is on the hot path of every scripted request, so a key is kept here a few seconds, like a
 * session (sessions/service.ts): revoking one drops it here at once and, through the engine
 * (`api-keys.changed`), on every other API instance, so a revoked key stops at its next request wherever
 * it lands. While the engine is away nothing is kept (lib/followed-changes.ts). Whether the owner's plan
 * has API access is asked at every request (the user comes through the session check's user cache, which
 * drops a user whose plan changed), and each key is limited to `perMinute` requests across instances.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { BlockList } from 'node:net';
import mongoose from 'mongoose';
import { hasApiAccess, PLAN_NAMES } from '@shared/plans';
import { API_KEY_PREFIX, type ApiKeyScope } from '@shared/security';
import type { Engine } from '../../lib/engine';
import { withDeadline } from '../../lib/db';
import { ConflictError, ForbiddenError, NotFoundError, TooManyRequestsError, UnauthorizedError, ValidationFailedError } from '../../lib/errors';
import { EVERYONE, followChanges } from '../../lib/followed-changes';
import { createKeyedLock } from '../../lib/keyed-lock';
import { clientAddress } from '../../lib/http';
import { log } from '../../lib/logger';
import type { SharedCounter } from '../../lib/shared-counter';
import { recordActivity } from '../auth/activity/record';
import type { UserCache } from '../auth/user-cache';
import { userById, type UserDocument } from '../users/records';
import { allowListOf, invalidEntries, isAllowed, MAX_ALLOWED_IPS } from './addresses';
import { ApiKeyModel } from './api-key.model';
import { keyRouteFor } from './key-routes';
import { said } from '@shared/i18n/said';
import { fixedText } from '../../lib/error-language';
import { apiKeyErrors } from './errors.messages';

export const API_KEYS_CHANGED = 'api-keys.changed';
export const MAX_KEYS_PER_USER = 10;
/** Requests one key may make per minute, across every API instance. */
export const KEY_REQUESTS_PER_MINUTE = 120;

export const KEY_MESSAGES = {
  invalid: 'This API key is not valid.',
  expired: 'This API key has expired.',
  notHere: (ip: string) => said(apiKeyErrors, 'notHere', { ip }),
  plan: fixedText(apiKeyErrors, 'plan', { plan: PLAN_NAMES.professional }),
  route: 'API keys cannot be used for this. Sign in to Castellan for it.',
  readOnly: 'This key can only read. Create a key with the bots scope to start and stop bots.',
  tooMany: fixedText(apiKeyErrors, 'tooMany', { count: KEY_REQUESTS_PER_MINUTE }),
} as const;

/** A key as its owner sees it: never the key, never its hash. */
export type ApiKeyView = {
  id: string;
  name: string;
  hint: string;
  scopes: ApiKeyScope[];
  allowedIps: string[];
  expiresAt: string | null;
  lastUsedAt: string | null;
  lastUsedIp: string | null;
  createdAt: string;
};

export type NewApiKey = { name: string; scopes: ApiKeyScope[]; allowedIps?: string[]; expiresInDays?: number | null };

type Kept = {
  id: string;
  userId: string;
  name: string;
  scopes: ApiKeyScope[];
  allowed: BlockList | null;
  expiresAt: number | null;
  lastUsedAt: number;
  kept: number;
};

export type ApiKeyServiceDeps = {
  engine: Engine;
  /** Counts each key's requests (a fixed window of a minute, shared by the instances). */
  rateLimit: SharedCounter;
  /** Proxies whose X-Forwarded-For is believed (config.trustedProxies), for the client address a key is checked against. */
  trustedProxies: readonly string[];
  /** The session check's user cache: a plan change drops the user there, on every instance. */
  users?: UserCache;
  /**
   * Runs one user's key creations one at a time across every API instance (the engine's lock): the count
   * and the insert are two steps, and no single database operation makes them one.
   */
  perUser?: <T>(key: string, task: () => Promise<T>) => Promise<T>;
  cacheMs?: number;
  touchEveryMs?: number;
  max?: number;
};

const hashOf = (key: string) => createHash('sha256').update(key).digest('hex');

/** `cst_` and 43 characters of base64url: 32 random bytes. */
const KEY_SHAPE = new RegExp(`^${API_KEY_PREFIX}[A-Za-z0-9_-]{43}$`);

function present(doc: {
  _id: unknown;
  name: string;
  hint: string;
  scopes: string[];
  allowedIps?: string[] | null;
  expiresAt?: Date | null;
  lastUsedAt?: Date | null;
  lastUsedIp?: string | null;
  createdAt: Date;
}): ApiKeyView {
  return {
    id: String(doc._id),
    name: doc.name,
    hint: doc.hint,
    scopes: doc.scopes as ApiKeyScope[],
    allowedIps: doc.allowedIps ?? [],
    expiresAt: doc.expiresAt ? doc.expiresAt.toISOString() : null,
    lastUsedAt: doc.lastUsedAt ? doc.lastUsedAt.toISOString() : null,
    lastUsedIp: doc.lastUsedIp ?? null,
    createdAt: doc.createdAt.toISOString(),
  };
}

/** Services alive in this process: a deleted account's keys are announced through one of them. */
const live = new Set<(ids: string[]) => Promise<void>>();

/** Tells every instance that these keys are gone (through any live service here), so each drops them from its cache. */
export async function announceKeysRemoved(ids: string[]): Promise<void> {
  await live.values().next().value?.(ids);
}

export interface ApiKeyService {
  /** Makes a key for `user` and returns it in full: the only time it is ever shown. */
  create(user: UserDocument, input: NewApiKey, ip?: string | null): Promise<{ key: string; apiKey: ApiKeyView }>;
  /** `userId`'s keys, newest first. */
  list(userId: string): Promise<ApiKeyView[]>;
  /** Revokes one of `userId`'s keys: it stops at once on every instance. Someone else's key, or none, is a 404. */
  revoke(userId: string, id: string, ip?: string | null): Promise<void>;
  /**
   * The user `key` acts for on this request, and the key, or the refusal: 401 (unknown, revoked or expired key,
   * or its owner gone), 403 (address, plan, route or scope), 429 (too many requests). A use of the `bots` scope
   * goes into the owner's activity log (what the bot then did is logged by the bot's route).
   */
  authenticate(
    key: string,
    clientIp: string,
    method: string,
    url: URL,
  ): Promise<{ user: UserDocument; key: { id: string; name: string; scopes: ApiKeyScope[] } }>;
  /** `authenticate` for a request as the session check sees it (modules/auth/plugin.ts): the user alone. */
  userForKey(key: string, request: Request, peer: string | undefined): Promise<UserDocument>;
  /** `authenticate` for a request that opens a stream: the user and the key's id, which the stream's right then rests on. */
  readerForKey(key: string, request: Request, peer: string | undefined): Promise<{ user: UserDocument; keyId: string }>;
  /** Whether key `keyId` of `userId` still lets them read, read from the database (an open stream asks again). */
  keyStillHolds(keyId: string, userId: string): Promise<boolean>;
  /** Of these key ids, the ones not revoked or expired (one read; the open streams' sweep). */
  liveAmong(keyIds: string[]): Promise<string[]>;
  /** Stops following key changes (the app is closing). */
  close(): void;
}

export function createApiKeyService({
  engine,
  rateLimit,
  trustedProxies,
  users,
  perUser = createKeyedLock(),
  cacheMs = 5_000,
  touchEveryMs = 60_000,
  max = 50_000,
}: ApiKeyServiceDeps): ApiKeyService {
  /** Kept keys by hash; `hashes` finds an entry from the key id a change names. */
  const entries = new Map<string, Kept>();
  const hashes = new Map<string, string>();
  /** Bumped on every change: a read that started before one does not keep what it read. */
  let changesSeen = 0;
  const drop = (id: string) => {
    changesSeen += 1;
    if (id === EVERYONE) {
      entries.clear();
      hashes.clear();
      return;
    }
    const hash = hashes.get(id);
    if (hash) entries.delete(hash);
    hashes.delete(id);
  };
  const changes = followChanges(engine, API_KEYS_CHANGED, drop, 'api key');
  const ended = async (ids: string[]) => void (await Promise.all(ids.map((id) => changes.changed(id))));
  live.add(ended);

  async function load(hash: string): Promise<Kept | null> {
    const hit = changes.trusted() ? entries.get(hash) : undefined;
    if (hit && hit.kept + cacheMs > Date.now()) return hit;
    const before = changesSeen;
    const doc = await withDeadline(ApiKeyModel.findOne({ hash }).lean());
    if (!doc) return null;
    const entry: Kept = {
      id: String(doc._id),
      userId: String(doc.userId),
      name: doc.name,
      scopes: doc.scopes as ApiKeyScope[],
      allowed: allowListOf(doc.allowedIps ?? []),
      expiresAt: doc.expiresAt ? doc.expiresAt.getTime() : null,
      lastUsedAt: doc.lastUsedAt ? doc.lastUsedAt.getTime() : 0,
      kept: Date.now(),
    };
    if (changes.trusted() && changesSeen === before) {
      if (entries.size >= max) {
        const oldest = entries.keys().next().value!;
        hashes.delete(entries.get(oldest)!.id);
        entries.delete(oldest);
      }
      entries.set(hash, entry);
      hashes.set(entry.id, hash);
    }
    return entry;
  }

  /** Notes when and from where the key was last used, at most every `touchEveryMs`. */
  function touch(entry: Kept, ip: string) {
    const now = Date.now();
    if (now - entry.lastUsedAt < touchEveryMs) return;
    entry.lastUsedAt = now;
    // Straight to the collection: nothing the check relies on changes, and no cache needs to hear of it.
    ApiKeyModel.collection
      .updateOne({ _id: new mongoose.Types.ObjectId(entry.id) }, { $set: { lastUsedAt: new Date(now), lastUsedIp: ip } })
      .catch((err) => log.warn('api key last use not saved', { error: String(err) }));
  }

  async function userOf(userId: string): Promise<UserDocument | null> {
    const read = () => withDeadline(userById(userId));
    return users ? users.get(userId, read) : read();
  }

  return {
    async create(user: UserDocument, input: NewApiKey, ip: string | null = null): Promise<{ key: string; apiKey: ApiKeyView }> {
      if (!hasApiAccess(user.plan)) throw new ForbiddenError(KEY_MESSAGES.plan);
      const name = input.name.trim();
      if (!name) throw new ValidationFailedError('name: give the key a name, so you can tell it from your others.');
      const allowedIps = [...new Set((input.allowedIps ?? []).map((ip) => ip.trim()))];
      const bad = invalidEntries(allowedIps);
      if (bad.length) throw new ValidationFailedError(said(apiKeyErrors, 'notAnAddress', { entry: bad[0]! }));
      if (allowedIps.length > MAX_ALLOWED_IPS) throw new ValidationFailedError(said(apiKeyErrors, 'tooManyAddresses', { count: MAX_ALLOWED_IPS }));
      const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
      // `read` always: a key that may start bots may also see them.
      const scopes: ApiKeyScope[] = input.scopes.includes('bots') ? ['read', 'bots'] : ['read'];
      const doc = await perUser(`api-keys.${user.id}`, async () => {
        if ((await ApiKeyModel.countDocuments({ userId: user._id })) >= MAX_KEYS_PER_USER) {
          throw new ConflictError(said(apiKeyErrors, 'tooManyKeys', { count: MAX_KEYS_PER_USER }));
        }
        return ApiKeyModel.create({
          userId: user._id,
          name,
          hint: `${key.slice(0, 8)}…${key.slice(-3)}`,
          hash: hashOf(key),
          scopes,
          allowedIps,
          expiresAt: input.expiresInDays ? new Date(Date.now() + input.expiresInDays * 86_400_000) : null,
        });
      });
      await recordActivity({ userId: user.id, kind: 'api-key-created', detail: `${name} (${scopes.join(', ')})`, ip });
      return { key, apiKey: present(doc) };
    },

    async list(userId: string): Promise<ApiKeyView[]> {
      const docs = await withDeadline(
        ApiKeyModel.find({ userId }, { hash: 0 })
          .sort({ createdAt: -1 })
          .limit(MAX_KEYS_PER_USER * 2)
          .lean(),
      );
      return docs.map(present);
    },

    async revoke(userId: string, id: string, ip: string | null = null): Promise<void> {
      if (!mongoose.isValidObjectId(id)) throw new NotFoundError('API key');
      const doc = await ApiKeyModel.findOneAndDelete({ _id: id, userId }).lean();
      if (!doc) throw new NotFoundError('API key');
      await ended([id]);
      await recordActivity({ userId, kind: 'api-key-revoked', detail: doc.name, ip });
    },

    async authenticate(
      key: string,
      clientIp: string,
      method: string,
      url: URL,
    ): Promise<{ user: UserDocument; key: { id: string; name: string; scopes: ApiKeyScope[] } }> {
      if (!KEY_SHAPE.test(key)) throw new UnauthorizedError(KEY_MESSAGES.invalid);
      const entry = await load(hashOf(key));
      if (!entry) throw new UnauthorizedError(KEY_MESSAGES.invalid);
      if (entry.expiresAt !== null && entry.expiresAt <= Date.now()) throw new UnauthorizedError(KEY_MESSAGES.expired);
      if (entry.allowed && !isAllowed(entry.allowed, clientIp)) throw new ForbiddenError(KEY_MESSAGES.notHere(clientIp));
      const user = await userOf(entry.userId);
      if (!user) throw new UnauthorizedError(KEY_MESSAGES.invalid);
      if (!hasApiAccess(user.plan)) throw new ForbiddenError(KEY_MESSAGES.plan);
      const route = keyRouteFor(method, url.pathname, url.searchParams);
      if (!route) throw new ForbiddenError(KEY_MESSAGES.route);
      if (!entry.scopes.includes(route.scope)) throw new ForbiddenError(KEY_MESSAGES.readOnly);
      const wait = await rateLimit.reserve(entry.id);
      if (wait > 0) throw new TooManyRequestsError(KEY_MESSAGES.tooMany, wait);
      touch(entry, clientIp);
      if (route.scope !== 'read') {
        await recordActivity({ userId: entry.userId, kind: 'api-key-used', detail: `${entry.name}: ${method} ${url.pathname}`, ip: clientIp });
      }
      return { user, key: { id: entry.id, name: entry.name, scopes: entry.scopes } };
    },

    async userForKey(key: string, request: Request, peer: string | undefined): Promise<UserDocument> {
      const clientIp = clientAddress(request, peer, trustedProxies);
      return (await this.authenticate(key, clientIp, request.method, new URL(request.url))).user;
    },

    async readerForKey(key: string, request: Request, peer: string | undefined): Promise<{ user: UserDocument; keyId: string }> {
      const clientIp = clientAddress(request, peer, trustedProxies);
      const { user, key: used } = await this.authenticate(key, clientIp, request.method, new URL(request.url));
      return { user, keyId: used.id };
    },

    async liveAmong(keyIds: string[]): Promise<string[]> {
      const ids = keyIds.filter((id) => mongoose.isValidObjectId(id));
      const live = await withDeadline(
        ApiKeyModel.find({ _id: { $in: ids }, $or: [{ expiresAt: null }, { expiresAt: { $gt: new Date() } }] }, { _id: 1 }).lean(),
      );
      return live.map((k) => String(k._id));
    },

    async keyStillHolds(keyId: string, userId: string): Promise<boolean> {
      if (!mongoose.isValidObjectId(keyId)) return false;
      const doc = await withDeadline(ApiKeyModel.findOne({ _id: keyId, userId }, { expiresAt: 1 }).lean());
      if (!doc || (doc.expiresAt && doc.expiresAt.getTime() <= Date.now())) return false;
      const owner = await withDeadline(userById(userId));
      return Boolean(owner && hasApiAccess(owner.plan));
    },

    close() {
      live.delete(ended);
      changes.close();
      entries.clear();
      hashes.clear();
    },
  };
}
