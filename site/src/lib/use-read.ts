/**
 * One thing a screen reads for itself and shows with its own sentence on failure (a ticket, a space, the
 * desk's queue): read again when `key` changes and on `reload()`, and, with `refreshMs`, that often while
 * the page is visible, so an answer shows without a reload. Unlike `useLoaded` (skeletons, the API's own
 * words in an ErrorPanel), the caller says what a failure reads as: `problemOf` gets the error.
 */
import { useCallback, useEffect, useRef, useState, type DependencyList } from 'react';

type Options = {
  problemOf: (err: unknown) => string;
  /** Read again this often while the page is visible; never when absent. */
  refreshMs?: number;
  /** When `key` changes, show nothing (the loading line) until the new thing is read. */
  clearOnChange?: boolean;
};

export function useRead<T>(read: () => Promise<T>, key: DependencyList, { problemOf, refreshMs, clearOnChange = false }: Options) {
  const [data, setData] = useState<T | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // The latest closures: a new `read` each render must not read again, only a new `key`.
  const latest = useRef({ read, problemOf });
  latest.current = { read, problemOf };

  // Each read's number: an answer for an older key (or an older reload) that lands after a newer one's is
  // dropped, so a dialog switched to another user never shows the first user's tickets.
  const reads = useRef(0);

  const reload = useCallback(async () => {
    const mine = ++reads.current;
    try {
      const answer = await latest.current.read();
      if (mine !== reads.current) return;
      setData(answer);
      setProblem(null);
    } catch (err) {
      if (mine === reads.current) setProblem(latest.current.problemOf(err));
    }
  }, key);

  useEffect(() => {
    if (clearOnChange) setData(null);
    void reload();
    if (!refreshMs) return;
    const timer = setInterval(() => document.visibilityState === 'visible' && void reload(), refreshMs);
    return () => clearInterval(timer);
  }, [reload, refreshMs, clearOnChange]);

  return { data, setData, problem, reload };
}
