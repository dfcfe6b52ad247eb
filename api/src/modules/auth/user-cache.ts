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
import type { Subscription } from '@nats-io/transport-node';
import type { Engine } from '../../lib/engine';
import { log } from '../../lib/logger';
import { EVERYONE, onUserChanged } from '../users/changes';
import { UserModel, type UserDocument } from '../users/user.model';

export const USERS_CHANGED = 'users.changed';

/** `presented`: the user as the session check answers it, built once per entry (never handed out for changing). */
type Entry = { fields: Record<string, unknown>; expires: number; presented?: unknown };

export function createUserCache(engine: Engine, { ttlMs = 10_000, max = 50_000 } = {}) {
  const entries = new Map<string, Entry>();
  /** Bumped on every change of a user: a read that started before a change does not store what it read. */
  const generations = new Map<string, number>();
  let everyone = 0;
  let subscription: Subscription | null = null;
  let closed = false;

  const drop = (id: string) => {
    if (id === EVERYONE) {
      everyone += 1;
      entries.clear();
    } else {
      generations.set(id, (generations.get(id) ?? 0) + 1);
      entries.delete(id);
    }
  };
  const generation = (id: string) => `${everyone}:${generations.get(id) ?? 0}`;

  // A change made here: drop it here, and tell the other instances.
  const local = (id: string) => {
    drop(id);
    engine
      .ready(500)
      .then((nc) => nc.publish(USERS_CHANGED, id))
      .catch(() => log.warn('user change not announced: the engine is away (other instances keep theirs at most 10 s)', { id }));
  };
  const unlisten = onUserChanged(local);

  // Changes made elsewhere, followed from the first session check on. Connected again after a gap,
  // everything is dropped: a change may have been missed meanwhile.
  let following: Promise<void> | null = null;
  const follow = () => {
    following ??= engine
      .ready()
      .then((nc) => {
        if (closed) return;
        subscription = nc.subscribe(USERS_CHANGED, { callback: (_err, msg) => drop(msg.string()) });
        void (async () => {
          for await (const event of nc.status()) if (event.type === 'reconnect') drop(EVERYONE);
        })();
      })
      .catch(() => {
        following = null; // tried again at the next session check
      });
    return following;
  };

  /** Whether kept users may be used: only while changes made elsewhere are being followed. */
  const trusted = () => {
    void follow();
    return subscription !== null && engine.status().state === 'up';
  };
  /** The kept entry of this user, while it may be used and has not expired. */
  const kept = (id: string) => {
    const hit = trusted() ? entries.get(id) : undefined;
    return hit && hit.expires > Date.now() ? hit : undefined;
  };

  return {
    /** The user with this id (a fresh document), or null when there is none. */
    async get(id: string, load: () => Promise<UserDocument | null>): Promise<UserDocument | null> {
      const hit = kept(id);
      if (hit) return UserModel.hydrate({ ...hit.fields });
      const before = generation(id);
      const user = await load();
      if (user && trusted() && generation(id) === before) {
        if (entries.size >= max) entries.delete(entries.keys().next().value!);
        entries.set(id, { fields: user.toObject({ depopulate: true }), expires: Date.now() + ttlMs });
      }
      return user;
    },
    /**
     * The user as `present` shows it, for the session check alone (GET /api/auth/me, every page of the
     * app): built once per kept entry instead of a document per request. Read-only: it is shared.
     */
    async presented<T>(id: string, load: () => Promise<UserDocument | null>, present: (user: UserDocument) => T): Promise<T | null> {
      const hit = kept(id);
      if (hit) return (hit.presented ??= present(UserModel.hydrate({ ...hit.fields }))) as T;
      const user = await this.get(id, load);
      return user ? present(user) : null;
    },
    size: () => entries.size,
    close() {
      closed = true;
      unlisten();
      subscription?.unsubscribe();
      entries.clear();
    },
  };
}

export type UserCache = ReturnType<typeof createUserCache>;
