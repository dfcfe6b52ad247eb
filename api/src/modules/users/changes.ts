/**
 * Every change to a user, as it happens in this process: the users collection's middleware reports saves,
 * updates and deletes here (user.model.ts), and the session cache listens (auth/user-cache.ts).
 */
import mongoose from 'mongoose';
import { EVERYONE } from '../../lib/followed-changes';

export { EVERYONE };

const listeners = new Set<(id: string) => void>();
const rightsListeners = new Set<(id: string) => void>();

/**
 * The user fields an open stream's right rests on (lib/open-streams.ts): the plan (sharing is the owner's
 * plan's), the address (an administrator is named by it). A change elsewhere (bot time, the last sign-in)
 * asks no stream again: a player's many open consoles are not re-checked at every usage tick.
 */
const RIGHTS_FIELDS = ['plan', 'email'] as const;

/** Listens to the changes of a user that may change what they, or those they share with, may read: a rights field, a deletion. */
export function onUserRightsChanged(listener: (id: string) => void): () => void {
  rightsListeners.add(listener);
  return () => rightsListeners.delete(listener);
}

export function userRightsChanged(id: string): void {
  for (const listener of rightsListeners) listener(id);
}

/** Whether an update (its operators or plain fields) writes a rights field. */
export function touchesRights(update: Record<string, unknown> | null | undefined): boolean {
  if (!update) return false;
  const written = (fields: unknown) => Boolean(fields && typeof fields === 'object' && RIGHTS_FIELDS.some((f) => f in (fields as object)));
  return written(update) || Object.entries(update).some(([op, fields]) => op.startsWith('$') && written(fields));
}

/** Whether a document being saved is new or changes a rights field. */
export const savedRights = (doc: { isNew: boolean; isModified(path: string): boolean }) => doc.isNew || RIGHTS_FIELDS.some((f) => doc.isModified(f));

export function onUserChanged(listener: (id: string) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function userChanged(id: string): void {
  for (const listener of listeners) listener(id);
}

/** The user a query's filter names by id, or everyone. */
export function changedBy(filter: Record<string, unknown> | undefined): string {
  const id = filter?._id;
  if (typeof id === 'string' || id instanceof mongoose.Types.ObjectId) return String(id);
  return EVERYONE;
}
