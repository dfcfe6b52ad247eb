/** The dashboard's Settings tab: the subscription panel and the notifications panel. */
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { PaidTier } from '@shared/plans';
import { announcementsQuery, notificationsQuery } from '../../lib/data';
import { SubscriptionPanel } from '../billing/SubscriptionPanel';

const when = (iso: string) => new Date(iso).toLocaleString();

function NotificationsPanel() {
  const events = useStore(notificationsQuery.store);
  const news = useStore(announcementsQuery.store);
  // Opening the panel shows the events as they are now (a bot may have stopped since the last look).
  useEffect(() => {
    void notificationsQuery.refetch();
  }, []);
  return (
    <div className="grid grid-2">
      <section className="card" aria-labelledby="events-title">
        <h2 id="events-title">Bot Ereignisse</h2>
        <ul className="list-plain scroll-16" aria-label="Bot Ereignisse" tabIndex={0}>
          {events.data?.length ? (
            events.data.map((n) => (
              <li key={n.id}>
                <span>{n.message}</span>
                <br />
                <small className="muted">{when(n.created_at)}</small>
              </li>
            ))
          ) : (
            <li className="muted">{events.status === 'loading' ? 'Loading…' : 'No bot events yet.'}</li>
          )}
        </ul>
      </section>
      <section className="card" aria-labelledby="news-title">
        <h2 id="news-title">Announcements</h2>
        <ul className="list-plain scroll-16" aria-label="Announcements" tabIndex={0}>
          {news.data?.length ? (
            news.data.map((a) => (
              <li key={a.id}>
                <strong>{a.title}</strong> <span className="badge">{a.category}</span>
                <p>{a.body}</p>
                <small className="muted">{when(a.created_at)}</small>
              </li>
            ))
          ) : (
            <li className="muted">{news.status === 'loading' ? 'Loading…' : 'No announcements.'}</li>
          )}
        </ul>
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
