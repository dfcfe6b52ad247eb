/**
 * Signed-in sessions: started at each sign-in, checked on every request, listed and ended by their user.
 *
 * The check is on the hot path of every request, so a live session is kept here a few seconds; ending
 * one drops it here at once and, through the engine (`sessions.changed`), on every other API instance,
 * so a revoked browser stops at its next request wherever it lands. While the engine is away nothing is
 * kept (lib/followed-changes.ts). The last-seen time is written at most every `touchEveryMs` per session.
 */
import { askedLocaleOf, LOCALE_COOKIE, PAGE_LOCALE_HEADER, type Locale } from '@shared/i18n/locales';
import mongoose from 'mongoose';
import type { SignInMethod } from '@shared/security';
import type { Engine } from '../../../lib/engine';
import { withDeadline } from '../../../lib/db';
import { followChanges, KeptEntries } from '../../../lib/followed-changes';
import { log } from '../../../lib/logger';
import { SessionModel } from './session.model';

export const SESSIONS_CHANGED = 'sessions.changed';
const OBJECT_ID = /^[0-9a-f]{24}$/i;

type Entry = { userId: string; lastSeenAt: number; expiresAt: number; kept: number };

/** `userId`'s live sessions as stored, the most recently seen first (at most 200). */
const liveSessionsOf = (userId: string) =>
  withDeadline(
    SessionModel.find({ userId, expiresAt: { $gt: new Date() } })
      .sort({ lastSeenAt: -1 })
      .limit(200)
      .lean(),
  );
/** A live session as stored. */
export type StoredSession = Awaited<ReturnType<typeof liveSessionsOf>>[number];

export type SessionServiceOptions = { ttlSeconds: number; cacheMs?: number; max?: number; touchEveryMs?: number };
/**
 * `language`: the language of the page the visitor signs up on, else what they chose on the site (its
 * cookie) or their browser asks for; a new account starts in it. A client that says neither (a script, a test) leaves it unset: the browser decides later.
 */
export type ClientContext = { ip: string; userAgent: string; language?: Locale };

/** What a sign-in records of the client: its address and the browser it says it is (and the language it reads). */
export const clientOf = (request: Request, ip: string): ClientContext => ({
  ip,
  userAgent: request.headers.get('user-agent') ?? '',
  language: saysLanguage(request) ? askedLocaleOf(request.headers) : undefined,
});

const saysLanguage = (request: Request) =>
  Boolean(request.headers.get(PAGE_LOCALE_HEADER) || request.headers.get('accept-language') || request.headers.get('cookie')?.includes(`${LOCALE_COOKIE}=`));

export interface SessionService {
  /** How long a session (and its token) lasts. */
  ttlSeconds: number;
  /** A new session for `userId`; returns its id (the token's `sid`). */
  start(userId: string, method: SignInMethod, client: ClientContext): Promise<string>;
  /**
   * Whether `sessionId` is live and belongs to `userId`; notes the user was seen (at most every few minutes).
   * `now`: the request's clock, read once for its whole check (each read cost ~0.1-0.4 µs here).
   */
  isLive(sessionId: string, userId: string, now?: number): boolean | Promise<boolean>;
  /** Whether `sessionId` is a live session of `userId`, read from the database (an open stream asks again: nothing kept). */
  stillLive(sessionId: string, userId: string): Promise<boolean>;
  /** Of these session ids, the ones still live (one read; the open streams' sweep). */
  liveAmong(sessionIds: string[]): Promise<string[]>;
  /** `userId`'s live sessions, the most recently seen first. */
  list(userId: string): Promise<StoredSession[]>;
  /** Ends one of `userId`'s sessions; false when it has none by that id. */
  end(userId: string, sessionId: string): Promise<boolean>;
  /** Ends every session of `userId` but `keep`; returns how many ended. */
  endAll(userId: string, keep?: string): Promise<number>;
  /** Deletes sessions past their token's expiry (FerretDB keeps no TTL index). */
  sweep(): Promise<number>;
  /** Stops following session changes (the app is closing). */
  close(): void;
}

export function createSessionService(
  engine: Engine,
  { ttlSeconds, cacheMs = 10_000, max = 100_000, touchEveryMs = 5 * 60_000 }: SessionServiceOptions,
): SessionService {
  const entries = new KeptEntries<Entry>(max);
  const changes = followChanges(engine, SESSIONS_CHANGED, entries.drop, 'session');

  /** The kept entry of a session, while it may be used at `now` (read synchronously: this is every request's path). */
  function kept(sessionId: string, now: number): Entry | undefined {
    const hit = changes.trusted() ? entries.get(sessionId) : undefined;
    return hit && hit.kept + cacheMs > now ? hit : undefined;
  }

  async function load(sessionId: string): Promise<Entry | null> {
    const before = entries.generation(sessionId);
    const doc = await withDeadline(SessionModel.findById(sessionId, { userId: 1, lastSeenAt: 1, expiresAt: 1 }).lean());
    if (!doc) return null;
    const entry = { userId: String(doc.userId), lastSeenAt: doc.lastSeenAt.getTime(), expiresAt: doc.expiresAt.getTime(), kept: Date.now() };
    if (changes.trusted()) entries.keep(sessionId, before, entry);
    return entry;
  }

  /** Whether `entry` is a live session of `userId`; notes the user was seen (at most every `touchEveryMs`). */
  function judge(sessionId: string, entry: Entry | null, userId: string, now = Date.now()): boolean {
    if (!entry || entry.userId !== userId || entry.expiresAt <= now) return false;
    if (now - entry.lastSeenAt > touchEveryMs) {
      entry.lastSeenAt = now;
      // Straight to the collection: a last-seen time changes nothing the check relies on.
      SessionModel.collection
        .updateOne({ _id: new mongoose.Types.ObjectId(sessionId) }, { $set: { lastSeenAt: new Date(now) } })
        .catch((err) => log.warn('session last-seen not saved', { error: String(err) }));
    }
    return true;
  }

  /** Ends the sessions `ids` (already deleted) here and on every instance. */
  const ended = async (ids: string[]) => void (await Promise.all(ids.map((id) => changes.changed(id))));

  return {
    ttlSeconds,

    async start(userId: string, method: SignInMethod, client: ClientContext): Promise<string> {
      const now = Date.now();
      const session = await SessionModel.create({
        userId,
        method,
        userAgent: client.userAgent.slice(0, 300),
        ip: client.ip,
        createdAt: new Date(now),
        lastSeenAt: new Date(now),
        expiresAt: new Date(now + ttlSeconds * 1000),
      });
      return session.id as string;
    },

    isLive(sessionId: string, userId: string, now = Date.now()): boolean | Promise<boolean> {
      if (!OBJECT_ID.test(sessionId)) return false;
      // A kept session answers without a promise: the check runs on every request.
      const hit = kept(sessionId, now);
      return hit ? judge(sessionId, hit, userId, now) : load(sessionId).then((entry) => judge(sessionId, entry, userId));
    },

    async stillLive(sessionId: string, userId: string): Promise<boolean> {
      if (!OBJECT_ID.test(sessionId)) return false;
      return Boolean(await withDeadline(SessionModel.exists({ _id: sessionId, userId, expiresAt: { $gt: new Date() } })));
    },

    async liveAmong(sessionIds: string[]): Promise<string[]> {
      const ids = sessionIds.filter((id) => OBJECT_ID.test(id));
      const live = await withDeadline(SessionModel.find({ _id: { $in: ids }, expiresAt: { $gt: new Date() } }, { _id: 1 }).lean());
      return live.map((s) => String(s._id));
    },

    list: liveSessionsOf,

    async end(userId: string, sessionId: string): Promise<boolean> {
      if (!mongoose.isValidObjectId(sessionId)) return false;
      const { deletedCount } = await SessionModel.deleteOne({ _id: sessionId, userId });
      await ended([sessionId]);
      return deletedCount > 0;
    },

    async endAll(userId: string, keep?: string): Promise<number> {
      const others = await SessionModel.find({ userId, ...(keep ? { _id: { $ne: keep } } : {}) }, { _id: 1 }).lean();
      const ids = others.map((s) => String(s._id));
      if (ids.length) await SessionModel.deleteMany({ _id: { $in: ids } });
      await ended(ids);
      return ids.length;
    },

    async sweep(): Promise<number> {
      const { deletedCount } = await SessionModel.deleteMany({ expiresAt: { $lte: new Date() } });
      return deletedCount;
    },

    close() {
      changes.close();
      entries.clear();
    },
  };
}

/** Ends every session of a user who is going away (their tokens then fail the session check): leaving/. */
export async function forgetSessionsOf(userId: string): Promise<void> {
  await SessionModel.deleteMany({ userId });
}
