/** The Activity tab: what happened on the account (sign-ins, security changes, bots, plans), newest first. */
import { useRef, useState } from 'react';
import { ErrorPanel } from '../../components/ui/ErrorPanel';
import { RelativeTime } from '../../components/ui/RelativeTime';
import { Loading, Skeleton } from '../../components/ui/Skeleton';
import { api, unwrap } from '../../lib/api';
import { useLoaded } from '../../lib/use-loaded';
import { errorMessage } from '../toasts/store';
import { appendPage, nextPageQuery, type Paged } from './paging';
import { useMessages } from '../../lib/i18n';
import { activityMessages } from '../notifications/notifications.messages';
import { FormError } from '../../components/ui/FormError';
import './activity.css';

const PAGE_SIZE = 25;

const fetchPage = (query: { limit: number; before?: string }) => unwrap(api.api.users.me.activity.get({ query }));
type Entry = Awaited<ReturnType<typeof fetchPage>>['entries'][number];

export function ActivityPanel() {
  const t = useMessages(activityMessages);
  const first = useLoaded(() => fetchPage(nextPageQuery(null, PAGE_SIZE)));
  // Older pages, appended below the first; a reload of the first starts over.
  const [more, setMore] = useState<Paged<Entry> | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState<string | null>(null);
  const firstNewRef = useRef<HTMLLIElement>(null);
  const [firstNewId, setFirstNewId] = useState<string | null>(null);

  if (first.status === 'loading') {
    return (
      <Loading label={t.loading} className="list-plain activity-list">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="activity-item">
            <Skeleton width="35%" height="1.1rem" />
            <Skeleton width="60%" />
          </div>
        ))}
      </Loading>
    );
  }
  if (first.status === 'error' || !first.data) {
    return <ErrorPanel what={t.yourActivity} message={first.error} requestId={first.requestId} onRetry={first.reload} retrying={first.reloading} />;
  }
  const shown = more ?? { entries: first.data.entries, next: first.data.next };

  async function loadMore() {
    if (loadingMore) return;
    setLoadingMore(true);
    setMoreError(null);
    try {
      const page = await fetchPage(nextPageQuery(shown, PAGE_SIZE));
      setMore(appendPage(shown, page));
      setFirstNewId(page.entries[0]?.id ?? null);
      // The reader continues with the first older entry, not back at the top (or at a button that may be gone).
      requestAnimationFrame(() => firstNewRef.current?.focus());
    } catch (err) {
      setMoreError(errorMessage(err, t.moreFailed));
    } finally {
      setLoadingMore(false);
    }
  }

  if (shown.entries.length === 0) return <p className="empty">{t.empty}</p>;
  return (
    <div className="stack">
      <p className="hint activity-intro">{t.intro}</p>
      <ol className="list-plain activity-list" aria-label={t.list}>
        {shown.entries.map((entry) => (
          <li
            key={entry.id}
            className="activity-item"
            ref={entry.id === firstNewId ? firstNewRef : undefined}
            tabIndex={entry.id === firstNewId ? -1 : undefined}
          >
            <div className="activity-what">
              <strong>{entry.label}</strong>
              {entry.detail && <span className="activity-detail">{entry.detail}</span>}
            </div>
            <div className="activity-when">
              <RelativeTime iso={entry.at} />
              {entry.ip && (
                <span className="activity-ip">
                  <span className="visually-hidden">{t.from} </span>
                  {entry.ip}
                </span>
              )}
            </div>
          </li>
        ))}
      </ol>
      <FormError message={moreError} />
      {shown.next ? (
        <div className="row">
          <button type="button" className="button" aria-disabled={loadingMore} onClick={() => void loadMore()}>
            {loadingMore ? t.loadingMore : t.loadMore}
          </button>
        </div>
      ) : (
        <p className="hint">{t.everything}</p>
      )}
    </div>
  );
}
