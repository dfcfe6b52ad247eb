/** The spec's request rules (§7, §9) as pure functions, so they are tested without a network. */
export const STALE_MS = 5 * 60_000;
export const KEEP_MS = 24 * 3_600_000;
export const PERSIST_MAX_AGE_MS = 24 * 3_600_000;
export const CACHE_VERSION = '1.0.0';

/** Per-query freshness of the data prefetched after sign-in (§9). */
export const FRESHNESS = {
  profile: 10 * 60_000,
  bots: 5 * 60_000,
  subscription: 15 * 60_000,
  templates: 30 * 60_000,
} as const;

/**
 * Queries are not retried on 401/403 (the answer will not change), otherwise up to 3 times. Changes that
 * are safe to repeat (`mutation`: an update, a delete, a start) are retried once, and only when the
 * request may not have reached the API (no answer, or a gateway error). A `create` (a checkout, a new
 * bot or account) is never retried: a 503 or a lost answer may still have created it, and a second
 * one would be a second checkout or a duplicate; the person sees the error and decides.
 */
export type RequestKind = 'query' | 'mutation' | 'create';

export function shouldRetry(kind: RequestKind, failures: number, status: number): boolean {
  if (kind === 'query') return status !== 401 && status !== 403 && failures < 3;
  if (kind === 'create') return false;
  return failures < 1 && (status === 0 || status === 502 || status === 503 || status === 504);
}

export function retryDelayMs(failures: number): number {
  return Math.min(1000 * 2 ** (failures - 1), 30_000);
}

export function isStale(updatedAt: number, staleMs: number, now: number): boolean {
  return now - updatedAt >= staleMs;
}

/** `locale`: the language of the page that saved it, the language of the API's words in its answers. */
export type PersistedCache = { version: string; savedAt: number; locale?: string; entries: Record<string, { data: unknown; updatedAt: number }> };

/**
 * What survives a reload: the right version, saved within 24 h, entries younger than 24 h, and only on a
 * page of the language that saved them (the answers hold the API's words, a bot's template name in it:
 * a German page never shows an Arabic one kept from the last page, even for a moment).
 */
export function restorable(raw: unknown, now: number, locale?: string): PersistedCache['entries'] {
  const cache = raw as Partial<PersistedCache> | null;
  if (!cache || cache.version !== CACHE_VERSION || typeof cache.savedAt !== 'number' || now - cache.savedAt > PERSIST_MAX_AGE_MS) return {};
  if (locale !== undefined && cache.locale !== locale) return {};
  const kept: PersistedCache['entries'] = {};
  for (const [key, entry] of Object.entries(cache.entries ?? {})) {
    if (entry && typeof entry.updatedAt === 'number' && now - entry.updatedAt < KEEP_MS) kept[key] = entry;
  }
  return kept;
}
