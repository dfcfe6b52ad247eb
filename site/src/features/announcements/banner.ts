/**
 * Which announcements show as a banner at the top of the app: the newest ones not dismissed on this
 * device, and only while they are news (an old notice greeting a new player would say nothing true).
 * Pure, so the rules are tested without a browser; the store keeps the dismissed ids.
 */
export const BANNER_MAX_AGE_MS = 14 * 24 * 3_600_000;
/** More than two stacked banners push the page itself off a phone's screen; the rest are in Settings. */
export const BANNERS_SHOWN = 2;

type Announcement = { id: string; created_at: string };

export function bannerAnnouncements<A extends Announcement>(all: readonly A[], dismissed: ReadonlySet<string>, now: number): A[] {
  return all
    .filter((a) => !dismissed.has(a.id) && now - new Date(a.created_at).getTime() < BANNER_MAX_AGE_MS)
    .sort((a, b) => b.created_at.localeCompare(a.created_at))
    .slice(0, BANNERS_SHOWN);
}

/** Dismissed ids worth keeping: those still published (a removed announcement's id can go). */
export function keptDismissals(dismissed: readonly string[], published: readonly Announcement[]): string[] {
  const live = new Set(published.map((a) => a.id));
  return dismissed.filter((id) => live.has(id));
}

/** Reads the stored list, whatever a damaged entry holds. */
export function parseDismissed(raw: string | null): string[] {
  try {
    const value: unknown = JSON.parse(raw ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}
