/** The dashboard's Settings tab: the subscription panel and the notifications panel. */
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { PaidTier } from '@shared/plans';
import { announcementsQuery, notificationsQuery } from '../../lib/data';
import { ErrorPanel } from '../../components/ui/ErrorPanel';
import { RelativeTime } from '../../components/ui/RelativeTime';
import { Loading, SkeletonLines } from '../../components/ui/Skeleton';
import { SubscriptionPanel } from '../billing/SubscriptionPanel';
import { fill } from '../../components/ui/fill';
import { here, useMessages } from '../../lib/i18n';
import { announcementCategoryMessages } from '../announcements/announcements.messages';
import { settingsTabMessages } from './dashboard.messages';

/** What a list shows before it has its data: lines in its shape while loading, the error panel when it failed. */
function Pending({ what, loading, state, retry }: { what: string; loading: string; state: { status: string; error: string | null; requestId: string | null; fetching: boolean }; retry: () => Promise<void> }) {
  if (state.status === 'error') return <ErrorPanel what={what} message={state.error} requestId={state.requestId} onRetry={retry} retrying={state.fetching} />;
  return (
    <Loading label={loading}>
      <SkeletonLines lines={2} />
      <br />
      <SkeletonLines lines={2} />
    </Loading>
  );
}

function NotificationsPanel() {
  const t = useMessages(settingsTabMessages);
  const category = useMessages(announcementCategoryMessages);
  const events = useStore(notificationsQuery.store);
  const news = useStore(announcementsQuery.store);
  // Opening the panel shows the events as they are now (a bot may have stopped since the last look).
  useEffect(() => {
    void notificationsQuery.refetch();
  }, []);
  return (
    <div className="grid grid-2">
      <section className="card" aria-labelledby="events-title">
        <h2 id="events-title">{t.events}</h2>
        {events.data ? (
          <ul className="list-plain scroll-16" aria-label={t.events} tabIndex={0}>
            {events.data.length ? (
              events.data.map((n) => (
                <li key={n.id}>
                  <span>{n.message}</span>
                  <br />
                  <small className="muted">
                    <RelativeTime iso={n.created_at} />
                  </small>
                </li>
              ))
            ) : (
              <li className="muted">{t.noEvents}</li>
            )}
          </ul>
        ) : (
          <Pending what={t.yourEvents} loading={t.loadingEvents} state={events} retry={notificationsQuery.refetch} />
        )}
        <p className="hint">
          {fill(t.chooseBell, { link: <a href={here('/settings#notifications')}>{t.chooseBellLink}</a> })}
        </p>
      </section>
      <section className="card" aria-labelledby="news-title">
        <h2 id="news-title">{t.announcements}</h2>
        {news.data ? (
          <ul className="list-plain scroll-16" aria-label={t.announcements} tabIndex={0}>
            {news.data.length ? (
              news.data.map((a) => (
                <li key={a.id}>
                  <strong>{a.title}</strong> <span className="badge">{category[a.category as keyof typeof category] ?? a.category}</span>
                  <p>{a.body}</p>
                  <small className="muted">
                    <RelativeTime iso={a.created_at} />
                  </small>
                </li>
              ))
            ) : (
              <li className="muted">{t.noAnnouncements}</li>
            )}
          </ul>
        ) : (
          <Pending what={t.theAnnouncements} loading={t.loadingAnnouncements} state={news} retry={announcementsQuery.refetch} />
        )}
      </section>
    </div>
  );
}

/** `chosenPlan`: a plan picked on the pricing page, ready to subscribe to. */
export function SettingsTab({ chosenPlan }: { chosenPlan?: PaidTier }) {
  return (
    <div className="stack">
      <SubscriptionPanel chosen={chosenPlan} />
      <NotificationsPanel />
    </div>
  );
}
