/** The dashboard's Settings tab: the subscription panel and the notifications panel. */
import { useStore } from '@nanostores/react';
import { PlanBadge } from '../../components/ui/StateBadge';
import { announcementsQuery, notificationsQuery, subscriptionQuery } from '../../lib/data';

const when = (iso: string) => new Date(iso).toLocaleString();

function SubscriptionPanel() {
  const { data: sub, status } = useStore(subscriptionQuery.store);
  return (
    <section className="card" aria-labelledby="sub-title">
      <h2 id="sub-title">Subscription</h2>
      {status === 'loading' && <p className="muted">Loading subscription…</p>}
      {sub && (
        <dl className="facts">
          <div><dt>Plan</dt><dd><PlanBadge plan={sub.plan} /></dd></div>
          <div><dt>Provider</dt><dd>{sub.payment_provider ?? '—'}</dd></div>
          <div><dt>Status</dt><dd>{sub.status}</dd></div>
          <div><dt>Next billing</dt><dd>{sub.next_billing_time ? when(sub.next_billing_time) : '—'}</dd></div>
        </dl>
      )}
      <div className="row">
        {/* Payments are not connected yet: the buttons say so instead of pretending. */}
        <button type="button" className="button" disabled title="Payments are being set up">
          Subscribe with PayPal
        </button>
        <button type="button" className="button" disabled title="Payments are being set up">
          Subscribe with Stripe
        </button>
      </div>
      <p className="hint">Paid plans open soon; every account runs on the free Starter plan until then.</p>
    </section>
  );
}

function NotificationsPanel() {
  const events = useStore(notificationsQuery.store);
  const news = useStore(announcementsQuery.store);
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

export function SettingsTab() {
  return (
    <div className="stack">
      <SubscriptionPanel />
      <NotificationsPanel />
    </div>
  );
}
