/** Reading a player's activity log: newest first, a page at a time. */
import { ACTIVITY_LABELS, type ActivityKind } from '@shared/security';
import { activityKindWords } from '@shared/security.messages';
import { readLineMessage } from '@shared/console';
import { BASE_LOCALE, type Locale } from '@shared/i18n/locales';
import { messagesIn } from '@shared/i18n/messages';
import { textOf } from '@shared/i18n/said';
import { ActivityModel } from './activity.model';
// The details' set defined here, so a kept detail can be made in the asker's language.
import './details.messages';

type StoredEntry = { _id: unknown; kind: string; detail?: string | null; detailMessage?: unknown; ip?: string | null; at: Date };

/** An entry as the asker reads it: its label and detail in `locale` (English for API clients that ask for none). */
export function presentActivity(entry: StoredEntry, locale: Locale = BASE_LOCALE) {
  const kind = entry.kind as ActivityKind;
  const label = ACTIVITY_LABELS[kind] ? (messagesIn(locale, activityKindWords)[kind] as string) : kind;
  const detail = entry.detail ? textOf(locale, readLineMessage(entry.detailMessage), entry.detail) : null;
  return { id: String(entry._id), kind, label, detail, ip: entry.ip ?? null, at: entry.at.toISOString() };
}

/**
 * The user's entries older than `before` (all when absent), newest first. One more than asked is read to
 * know whether there is a next page; its cursor is the time of the page's oldest entry. (Entries of one
 * user written in the very same millisecond as a page's last could be skipped; the log's writes are
 * person-paced, so this is accepted for a cursor a person can read.)
 */
export async function listActivity(userId: string, { before, limit, locale = BASE_LOCALE }: { before?: Date; limit: number; locale?: Locale }) {
  const rows = await ActivityModel.find({ userId, ...(before ? { at: { $lt: before } } : {}) })
    .sort({ at: -1, _id: -1 })
    .limit(limit + 1)
    .lean();
  const page = rows.slice(0, limit);
  return {
    success: true as const,
    entries: page.map((entry) => presentActivity(entry, locale)),
    next: rows.length > limit ? page.at(-1)!.at.toISOString() : null,
  };
}

/** Every entry of the user, newest first (the data export). */
export async function allActivity(userId: string) {
  const rows = await ActivityModel.find({ userId }).sort({ at: -1, _id: -1 }).lean();
  return rows.map((entry) => presentActivity(entry));
}
