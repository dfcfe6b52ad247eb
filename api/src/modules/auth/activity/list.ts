/** Reading a player's activity log: newest first, a page at a time. */
import { ACTIVITY_LABELS, type ActivityKind } from '@shared/security';
import { ActivityModel } from './activity.model';

type StoredEntry = { _id: unknown; kind: string; detail?: string | null; ip?: string | null; at: Date };

export function presentActivity(entry: StoredEntry) {
  const kind = entry.kind as ActivityKind;
  return { id: String(entry._id), kind, label: ACTIVITY_LABELS[kind] ?? kind, detail: entry.detail ?? null, ip: entry.ip ?? null, at: entry.at.toISOString() };
}

/**
 * The user's entries older than `before` (all when absent), newest first. One more than asked is read to
 * know whether there is a next page; its cursor is the time of the page's oldest entry. (Entries of one
 * user written in the very same millisecond as a page's last could be skipped; the log's writes are
 * person-paced, so this is accepted for a cursor a person can read.)
 */
export async function listActivity(userId: string, { before, limit }: { before?: Date; limit: number }) {
  const rows = await ActivityModel.find({ userId, ...(before ? { at: { $lt: before } } : {}) })
    .sort({ at: -1, _id: -1 })
    .limit(limit + 1)
    .lean();
  const page = rows.slice(0, limit);
  return {
    success: true as const,
    entries: page.map(presentActivity),
    next: rows.length > limit ? page.at(-1)!.at.toISOString() : null,
  };
}

/** Every entry of the user, newest first (the data export). */
export async function allActivity(userId: string) {
  const rows = await ActivityModel.find({ userId }).sort({ at: -1, _id: -1 }).lean();
  return rows.map(presentActivity);
}
