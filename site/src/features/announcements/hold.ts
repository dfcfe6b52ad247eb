/**
 * The news banners sit above a page's content, so news that arrives after the content would push it down
 * under the visitor's eyes (and their click). A page therefore waits for the news as it waits for the
 * session: its loading screen stays until the announcements have answered (at once from this device's
 * cache after the first visit), or until NEWS_WAIT_MS has passed; news later than that still shows.
 */
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { announcementsQuery } from '../../lib/data';

/** Longest a page waits for its news (the call answers in tens of ms; a slow network must not hold the page). */
export const NEWS_WAIT_MS = 1_500;

/** Whether the page should still show its loading screen for the news. */
export function useWaitingForNews(): boolean {
  const { status } = useStore(announcementsQuery.store);
  const [gaveUp, setGaveUp] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setGaveUp(true), NEWS_WAIT_MS);
    return () => clearTimeout(timer);
  }, []);
  return status === 'loading' && !gaveUp;
}
