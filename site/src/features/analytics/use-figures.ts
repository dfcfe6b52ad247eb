/**
 * The figures a chart tab shows for what is chosen (a period, a scope), fetched by `fetchNow`: the last
 * answer stays on screen while the next is on its way (`loading`), and a failure is kept as an ApiError
 * for the ErrorPanel. `deps` are what the fetcher reads; a change makes a new `fetchNow`.
 * `useLiveFigures` also fetches them on its own, so what the bots do shows without a reload.
 */
import { useCallback, useEffect, useRef, useState, type DependencyList } from 'react';
import { ApiError } from '../../lib/api';
import { useWhileVisible } from '../../lib/use-while-visible';

/** The same figures as those shown (a quiet minute): nothing to draw again. */
const sameAs = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function useFigures<T>(fetcher: () => Promise<T>, deps: DependencyList) {
  const [data, setData] = useState<T | null>(null);
  const [failed, setFailed] = useState<ApiError | null>(null);
  const [loading, setLoading] = useState(true);
  // The latest request: an older answer landing after it (a slow refresh, another period chosen since) is dropped.
  const latest = useRef(0);
  // The latest request has not answered yet: a refresh waits for it rather than overtake it (on a slow
  // line, each refresh dropping the one before would never show anything new).
  const waiting = useRef(false);

  const fetchNow = useCallback(async () => {
    const request = ++latest.current;
    waiting.current = true;
    setLoading(true);
    try {
      const answer = await fetcher();
      if (request !== latest.current) return;
      // Unchanged figures keep the object shown, so the charts are not drawn again at every refresh.
      setData((shown) => (shown !== null && sameAs(shown, answer) ? shown : answer));
      setFailed(null);
    } catch (err) {
      if (request !== latest.current) return;
      setFailed(err instanceof ApiError ? err : ApiError.withoutAnswer());
    } finally {
      if (request === latest.current) {
        waiting.current = false;
        setLoading(false);
      }
    }
    // Not the fetcher itself, a new function each render: `deps` are what it reads.
  }, deps);

  // An answer still on its way when the choice changes or the tab is left is for a screen no longer shown.
  useEffect(
    () => () => {
      latest.current += 1;
    },
    [fetchNow],
  );

  /** Fetches again, unless the last request is still on its way. */
  const refresh = useCallback(() => {
    if (!waiting.current) void fetchNow();
  }, [fetchNow]);

  return { data, failed, loading, fetchNow, refresh };
}

/**
 * The figures, kept live: fetched at once (and at each change of `deps`), then every `refreshMs` while
 * the page is visible, and at once when it is shown again. Unmounted (the tab left), nothing runs.
 */
export function useLiveFigures<T>(fetcher: () => Promise<T>, deps: DependencyList, refreshMs: number) {
  const figures = useFigures(fetcher, deps);
  const { fetchNow, refresh } = figures;

  useEffect(() => {
    void fetchNow();
    const shown = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    document.addEventListener('visibilitychange', shown);
    return () => document.removeEventListener('visibilitychange', shown);
  }, [fetchNow, refresh]);

  useWhileVisible(refresh, refreshMs);

  return figures;
}
