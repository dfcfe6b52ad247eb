/** The dashboard's Settings tab: the subscription panel and the notifications panel. */
import { useStore } from '@nanostores/react';
import { useEffect, type ReactNode } from 'react';
import type { PaidTier } from '@shared/plans';
import { announcementsQuery, notificationsQuery } from '../../lib/data';
import { ErrorPanel } from '../../components/ui/ErrorPanel';
import { RelativeTime } from '../../components/ui/RelativeTime';
import { Loading, SkeletonLines } from '../../components/ui/Skeleton';
import { SubscriptionPanel } from '../billing/SubscriptionPanel';
import { Invoices } from '../billing/Invoices';
import { fill } from '../../components/ui/fill';
import { here, useMessages } from '../../lib/i18n';
import { announcementCategoryMessages } from '../announcements/announcements.messages';
import { settingsTabMessages } from './dashboard.messages';

/** What a list shows before it has its data: lines in its shape while loading, the error panel when it failed. */
function Pending({ what, loading, state, retry }: { what: string; loading: string; state: Omit<ListState<unknown>, 'data'>; retry: () => Promise<void> }) {
  if (state.status === 'error') return <ErrorPanel what={what} message={state.error} requestId={state.requestId} onRetry={retry} retrying={state.fetching} />;
  return (
    <Loading label={loading}>
      <SkeletonLines lines={2} />
      <br />
      <SkeletonLines lines={2} />
    </Loading>
  );
}

type ListState<T> = { data?: T[] | null; status: string; error: string | null; requestId: string | null; fetching: boolean };

/** A card of one list the player is sent: its items, each with when it came, in a scrolling list; a line when there are none; or `Pending`. */
function ListCard<T extends { id: string; created_at: string }>(props: {
  titleId: string;
  title: string;
  empty: string;
  what: string;
  loading: string;
  state: ListState<T>;
  retry: () => Promise<void>;
  item: (entry: T) => ReactNode;
  children?: ReactNode;
}) {
  const { titleId, title, empty, state } = props;
  return (
    <section className="card" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      {state.data ? (
        <ul className="list-plain scroll-16" aria-label={title} tabIndex={0}>
          {state.data.length ? (
            state.data.map((entry) => (
              <li key={entry.id}>
                {props.item(entry)}
                <small className="muted">
                  <RelativeTime iso={entry.created_at} />
                </small>
              </li>
            ))
          ) : (
            <li className="muted">{empty}</li>
          )}
        </ul>
      ) : (
        <Pending what={props.what} loading={props.loading} state={state} retry={props.retry} />
      )}
      {props.children}
    </section>
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
      <ListCard
        titleId="events-title"
        title={t.events}
        empty={t.noEvents}
        what={t.yourEvents}
        loading={t.loadingEvents}
        state={events}
        retry={notificationsQuery.refetch}
        item={(n) => (
          <>
            {/* Where the player acts on it, as in the bell (the API's destination.ts). */}
            <a href={here(n.link)}>{n.message}</a>
            <br />
          </>
        )}
      >
        <p className="hint">{fill(t.chooseBell, { link: <a href={here('/settings#notifications')}>{t.chooseBellLink}</a> })}</p>
      </ListCard>
      <ListCard
        titleId="news-title"
        title={t.announcements}
        empty={t.noAnnouncements}
        what={t.theAnnouncements}
        loading={t.loadingAnnouncements}
        state={news}
        retry={announcementsQuery.refetch}
        item={(a) => (
          <>
            <strong>{a.title}</strong> <span className="badge">{category[a.category as keyof typeof category] ?? a.category}</span>
            <p>{a.body}</p>
          </>
        )}
      />
    </div>
  );
}

/** `chosenPlan`: a plan picked on the pricing page, ready to subscribe to. */
export function SettingsTab({ chosenPlan }: { chosenPlan?: PaidTier }) {
  return (
    <div className="stack">
      <SubscriptionPanel chosen={chosenPlan} />
      <Invoices />
      <NotificationsPanel />
    </div>
  );
}
