/**
 * The figures a chart tab shows for what is chosen (a period, a scope), fetched by `fetchNow`: the last
 * answer stays on screen while the next is on its way (`loading`), and a failure is kept as an ApiError
 * for the ErrorPanel. `deps` are what the fetcher reads; a change makes a new `fetchNow`.
 */
import { useCallback, useState, type DependencyList } from 'react';
import { ApiError } from '../../lib/api';

export function useFigures<T>(fetcher: () => Promise<T>, deps: DependencyList) {
  const [data, setData] = useState<T | null>(null);
  const [failed, setFailed] = useState<ApiError | null>(null);
  const [loading, setLoading] = useState(true);

  const fetchNow = useCallback(async () => {
    setLoading(true);
    try {
      setData(await fetcher());
      setFailed(null);
    } catch (err) {
      setFailed(err instanceof ApiError ? err : ApiError.withoutAnswer());
    } finally {
      setLoading(false);
    }
    // Not the fetcher itself, a new function each render: `deps` are what it reads.
  }, deps);

  return { data, failed, loading, fetchNow };
}
