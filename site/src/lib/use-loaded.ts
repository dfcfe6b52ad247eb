/**
 * One answer a screen fetches for itself and never caches (security facts: sessions, two-factor state,
 * the activity log): the first load shows skeletons, a failure an ErrorPanel, and `reload` fetches again
 * while the last answer stays on screen.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { answeredMessage, ApiError } from './api';
import { errorPanelMessages } from '../components/ui/ui.messages';
import { messagesNow } from './i18n';

export type Loaded<T> = {
  data: T | null;
  status: 'loading' | 'error' | 'ready';
  error: string | null;
  requestId: string | null;
  /** A reload is on its way (the data shown is the previous answer). */
  reloading: boolean;
  reload: () => Promise<void>;
};

export function useLoaded<T>(fetcher: () => Promise<T>): Loaded<T> {
  const [data, setData] = useState<T | null>(null);
  const [failure, setFailure] = useState<{ message: string; requestId: string | null } | null>(null);
  const [reloading, setReloading] = useState(false);
  const fetchRef = useRef(fetcher);
  fetchRef.current = fetcher;
  const alive = useRef(true);

  const reload = useCallback(async () => {
    setReloading(true);
    try {
      const answer = await fetchRef.current();
      if (!alive.current) return;
      setData(answer);
      setFailure(null);
    } catch (err) {
      if (!alive.current) return;
      setFailure({ message: answeredMessage(err) ?? messagesNow(errorPanelMessages).requestFailed, requestId: err instanceof ApiError ? err.requestId : null });
    } finally {
      if (alive.current) setReloading(false);
    }
  }, []);

  useEffect(() => {
    alive.current = true;
    void reload();
    return () => {
      alive.current = false;
    };
  }, [reload]);

  const status = data !== null ? 'ready' : failure ? 'error' : 'loading';
  return { data, status, error: failure?.message ?? null, requestId: failure?.requestId ?? null, reloading, reload };
}
