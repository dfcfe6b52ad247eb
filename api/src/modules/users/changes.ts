/**
 * Every change to a user, as it happens in this process: the users collection's middleware reports saves,
 * updates and deletes here (user.model.ts), and the session cache listens (auth/user-cache.ts).
 */
import mongoose from 'mongoose';
import { EVERYONE } from '../../lib/followed-changes';

export { EVERYONE };

const listeners = new Set<(id: string) => void>();

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
