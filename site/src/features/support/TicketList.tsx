/** The player's tickets, the newest conversation first, each with its state. */
import { useStore } from '@nanostores/react';
import { InPageLink } from '../../components/ui/InPageLink';
import { RelativeTime } from '../../components/ui/RelativeTime';
import { here, useMessages } from '../../lib/i18n';
import { stateLabel } from './format';
import { ticketListMessages, ticketStateMessages } from './support.messages';
import { ticketsQuery } from './queries';

export function TicketList({ current, onOpen }: { current: string | null; onOpen: (id: string) => void }) {
  const m = useMessages(ticketListMessages);
  const states = useMessages(ticketStateMessages);
  const { data, status, error } = useStore(ticketsQuery.store);
  return (
    <section className="card stack" aria-labelledby="support-tickets-title">
      <h2 id="support-tickets-title">{m.title}</h2>
      {status === 'loading' && <p className="muted">{m.loading}</p>}
      {error && !data && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      {data && data.tickets.length === 0 && <p className="muted">{m.none}</p>}
      {data && data.tickets.length > 0 && (
        <ul className="list-plain support-list" aria-label={m.title}>
          {data.tickets.map((t) => (
            <li key={t.id}>
              <InPageLink href={here(`/support?ticket=${encodeURIComponent(t.id)}`)} current={t.id === current} onOpen={() => onOpen(t.id)}>
                {t.subject}
              </InPageLink>
              <p className="muted support-list-meta">
                <span className={`state-badge support-state-${t.state}`}>{stateLabel(t.state, states)}</span> <RelativeTime iso={t.last_message_at} />
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
