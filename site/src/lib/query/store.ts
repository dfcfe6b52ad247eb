/**
 * A small query cache on nanostores, with the spec's behaviour (§7, §9): data stale after 5 minutes (or a
 * query's own freshness), kept 24 hours, persisted in localStorage for at most 24 hours under version
 * 1.0.0, no refetch on window focus, refetch on reconnect, and the retry rules in rules.ts.
 */
import { map, onMount, type MapStore } from 'nanostores';
import { answeredMessage, ApiError } from '../api';
import { errorPanelMessages } from '../../components/ui/ui.messages';
import { messagesNow, pageLocale } from '../i18n';
import { CACHE_VERSION, isStale, restorable, retryDelayMs, shouldRetry, STALE_MS, type PersistedCache, type RequestKind } from './rules';

const STORAGE_KEY = 'castellan.query-cache';

export type QueryState<T> = {
  data: T | undefined;
  error: string | null;
  /** The API's id of the failed request, for the error panel (null when the API never answered). */
  requestId: string | null;
  /** loading: nothing to show yet; success: data shown (maybe refetching). */
  status: 'loading' | 'success' | 'error';
  fetching: boolean;
  updatedAt: number;
};

type Entry = { data: unknown; updatedAt: number };
type Query = { key: string; refetch: () => Promise<void>; outdated: () => void; mounted: () => boolean; reset: () => void };

const isBrowser = typeof window !== 'undefined';
const entries = new Map<string, Entry>(Object.entries(isBrowser ? readPersisted() : {}));
const queries = new Map<string, Query>();
/** Queries fetched since this page loaded: data restored from storage is shown at once and fetched again on first use. */
const revalidated = new Set<string>();

/** An answer that is not what the screens expect: not stored, shown as an error with Retry. */
export class UnexpectedAnswerError extends Error {
  constructor() {
    super(messagesNow(errorPanelMessages).unexpectedAnswer);
  }
}

function readPersisted(): PersistedCache['entries'] {
  try {
    return restorable(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null'), Date.now(), pageLocale);
  } catch {
    return {};
  }
}

/**
 * Written at once on every change (the lists are small): a delayed write could miss a reload right
 * after a change and bring back the old data as if it were fresh.
 */
function persist(): void {
  if (!isBrowser) return;
  const cache: PersistedCache = { version: CACHE_VERSION, savedAt: Date.now(), locale: pageLocale, entries: Object.fromEntries(entries) };
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(cache));
  } catch {
    // Storage full or disabled: the cache just stays in memory.
  }
}

export function statusOf(err: unknown): number {
  return err instanceof ApiError ? err.status : 0;
}

/** Runs `attempt` with the retry rules for its kind. */
export async function withRetry<T>(kind: RequestKind, attempt: () => Promise<T>): Promise<T> {
  for (let failures = 0; ; failures++) {
    try {
      return await attempt();
    } catch (err) {
      if (!shouldRetry(kind, failures, statusOf(err))) throw err;
      await new Promise((r) => setTimeout(r, retryDelayMs(failures + 1)));
    }
  }
}

export type QueryHandle<T> = {
  store: MapStore<QueryState<T>>;
  refetch: () => Promise<void>;
  /** Puts data in the cache directly (e.g. the answer of a mutation). */
  set: (data: T) => void;
};

/**
 * `valid`: whether data has the shape the screens expect. Data that does not (a changed API, a damaged
 * storage entry) is never stored and never shown: restored, it is dropped; fetched, it is an error.
 */
export function createQuery<T>(key: string, fetcher: () => Promise<T>, staleMs = STALE_MS, valid: (data: unknown) => boolean = () => true): QueryHandle<T> {
  if (entries.has(key) && !valid(entries.get(key)!.data)) {
    entries.delete(key);
    persist();
  }
  const cached = entries.get(key);
  const initial = (): QueryState<T> => {
    const entry = entries.get(key);
    return {
      data: entry?.data as T | undefined,
      error: null,
      requestId: null,
      status: entry ? 'success' : 'loading',
      fetching: false,
      updatedAt: entry?.updatedAt ?? 0,
    };
  };
  const store = map<QueryState<T>>(cached ? initial() : { data: undefined, error: null, requestId: null, status: 'loading', fetching: false, updatedAt: 0 });
  /**
   * Bumped by every `set` from outside (a mutation's answer). An answer fetched before it is older than
   * what the screen shows: it is dropped, and the next refetch starts afresh instead of joining it.
   */
  let generation = 0;
  let inFlight: { done: Promise<void>; generation: number } | null = null;
  let listeners = 0;

  const write = (data: T) => {
    const updatedAt = Date.now();
    entries.set(key, { data, updatedAt });
    store.set({ data, error: null, requestId: null, status: 'success', fetching: false, updatedAt });
    persist();
  };

  const set = (data: T) => {
    generation += 1;
    write(data);
  };

  const refetch = (): Promise<void> => {
    if (inFlight && inFlight.generation === generation) return inFlight.done;
    const flight = { generation, done: Promise.resolve() };
    const overtaken = () => flight.generation !== generation;
    flight.done = (async () => {
      store.setKey('fetching', true);
      try {
        const data = await withRetry('query', fetcher);
        if (!valid(data)) throw new UnexpectedAnswerError();
        if (overtaken()) return;
        revalidated.add(key);
        write(data);
      } catch (err) {
        if (overtaken()) return;
        const message = answeredMessage(err) ?? messagesNow(errorPanelMessages).requestFailed;
        const requestId = err instanceof ApiError ? err.requestId : null;
        store.set({ ...store.get(), error: message, requestId, status: store.get().data === undefined ? 'error' : 'success', fetching: false });
      } finally {
        if (inFlight === flight) {
          inFlight = null;
          store.setKey('fetching', false);
        }
      }
    })();
    inFlight = flight;
    return flight.done;
  };

  onMount(store, () => {
    listeners += 1;
    if (!revalidated.has(key) || isStale(store.get().updatedAt, staleMs, Date.now())) void refetch();
    return () => {
      listeners -= 1;
    };
  });

  /**
   * What the screen shows is out of date (a payment, a change elsewhere): an answer already on its way
   * was asked before it, so it is dropped like one overtaken by a `set`, and the next mount asks again.
   * A subscription panel kept Starter after a paid checkout: its fetch in flight landed after this.
   */
  const outdated = () => {
    generation += 1;
    store.setKey('updatedAt', 0);
  };

  queries.set(key, { key, refetch, outdated, mounted: () => listeners > 0, reset: () => store.set(initial()) });
  return { store, refetch, set };
}

/** Refetches the named queries that are on screen; the others refetch when next shown. */
export async function invalidate(...keys: string[]): Promise<void> {
  await Promise.all(
    keys.map((key) => {
      const entry = entries.get(key);
      if (entry) entry.updatedAt = 0;
      persist();
      const query = queries.get(key);
      query?.outdated();
      return query?.mounted() ? query.refetch() : undefined;
    }),
  );
}

/** Fetches a query now unless its data is fresh (used to prefetch after sign-in). */
export function prefetch<T>(handle: QueryHandle<T>, staleMs: number): Promise<void> {
  return isStale(handle.store.get().updatedAt, staleMs, Date.now()) ? handle.refetch() : Promise.resolve();
}

/** Forgets everything (sign-out, or another user signing in). */
export function clearQueryCache(): void {
  entries.clear();
  revalidated.clear();
  if (isBrowser) localStorage.removeItem(STORAGE_KEY);
  for (const query of queries.values()) query.reset();
}

/**
 * The error screen's Try again: forgets every cached answer (one of them may be what the screen could not
 * render) and fetches again what is on screen; the rest fetch when next shown.
 */
export function refetchAfterRenderError(): void {
  clearQueryCache();
  for (const query of queries.values()) if (query.mounted()) void query.refetch();
}

// Refetch on reconnect; deliberately nothing on window focus.
if (isBrowser) {
  window.addEventListener('online', () => {
    for (const query of queries.values()) if (query.mounted()) void query.refetch();
  });
}
