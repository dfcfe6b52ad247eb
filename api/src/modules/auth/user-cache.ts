/**
 * The signed-in user, kept a few seconds in this process so the session check does not read the database
 * on every request. Any change to a user (plan, admin e-mail, deletion, usage…) drops it here at once and,
 * through the engine (`users.changed`), on every other API instance, so revocation stays immediate.
 *
 * Changes are seen where they happen: mongoose middleware on the users collection reports every save,
 * update and delete (users/changes.ts; an update whose filter names no single user drops every entry). While the engine is
 * not connected an instance could miss another's change, so it caches nothing and reads the database.
 * Each request gets its own document (hydrated from the kept fields), never a shared one.
 */
import type { Engine } from '../../lib/engine';
import { followChanges, KeptEntries } from '../../lib/followed-changes';
import { onUserChanged } from '../users/changes';
import { UserModel, type UserDocument } from '../users/user.model';

export const USERS_CHANGED = 'users.changed';

/** `presented`: the user as the session check answers it, built once per entry (never handed out for changing). */
type Entry = { fields: Record<string, unknown>; expires: number; presented?: unknown };

export interface UserCache {
  /** The user with this id (a fresh document), or null when there is none. */
  get(id: string, load: () => Promise<UserDocument | null>): Promise<UserDocument | null>;
  /**
   * The user as `present` shows it, for the session check alone (GET /api/auth/me, every page of the app):
   * built once per kept entry instead of a document per request. Read-only: it is shared.
   */
  presented<T>(id: string, load: () => Promise<UserDocument | null>, present: (user: UserDocument) => T): Promise<T | null>;
  /** `presented` of a user kept at `now` (the request's clock), without a promise (the session check's every request); undefined: read it with `presented`. */
  presentedNow<T>(id: string, present: (user: UserDocument) => T, now?: number): T | undefined;
  /** How many users are kept now. */
  size(): number;
  /** Stops following user changes and forgets every user kept. */
  close(): void;
}

export function createUserCache(engine: Engine, { ttlMs = 10_000, max = 50_000 } = {}): UserCache {
  const entries = new KeptEntries<Entry>(max);
  const changes = followChanges(engine, USERS_CHANGED, entries.drop, 'user');
  const unlisten = onUserChanged(changes.changed);
  const trusted = changes.trusted;
  /** The kept entry of this user, while it may be used and has not expired at `now`. */
  const kept = (id: string, now = Date.now()) => {
    const hit = trusted() ? entries.get(id) : undefined;
    return hit && hit.expires > now ? hit : undefined;
  };

  return {
    async get(id: string, load: () => Promise<UserDocument | null>): Promise<UserDocument | null> {
      const hit = kept(id);
      if (hit) return UserModel.hydrate({ ...hit.fields });
      const before = entries.generation(id);
      const user = await load();
      if (user && trusted()) entries.keep(id, before, { fields: user.toObject({ depopulate: true }), expires: Date.now() + ttlMs });
      return user;
    },
    async presented<T>(id: string, load: () => Promise<UserDocument | null>, present: (user: UserDocument) => T): Promise<T | null> {
      const hit = this.presentedNow(id, present);
      if (hit) return hit;
      const user = await this.get(id, load);
      return user ? present(user) : null;
    },
    presentedNow<T>(id: string, present: (user: UserDocument) => T, now?: number): T | undefined {
      const hit = kept(id, now);
      return hit ? ((hit.presented ??= present(UserModel.hydrate({ ...hit.fields }))) as T) : undefined;
    },
    size: () => entries.size,
    close() {
      unlisten();
      changes.close();
      entries.clear();
    },
  };
}
