/** The activity log a page at a time: older pages are appended, and an entry never shows twice. */

type Entry = { id: string };
export type Paged<T extends Entry> = { entries: T[]; next: string | null };

/** The list after one more page: entries already shown (same id) are skipped, `next` is the page's. */
export function appendPage<T extends Entry>(shown: Paged<T>, page: Paged<T>): Paged<T> {
  const seen = new Set(shown.entries.map((e) => e.id));
  return { entries: [...shown.entries, ...page.entries.filter((e) => !seen.has(e.id))], next: page.next };
}

/** The query of the page after `shown` (the first page has no `before`). */
export function nextPageQuery(shown: Paged<Entry> | null, limit: number): { limit: number; before?: string } {
  return shown?.next ? { limit, before: shown.next } : { limit };
}
