/** A user's support tickets in their detail view, each opening in the Support tab. */
import { RelativeTime } from '../../components/ui/RelativeTime';
import { here, useMessages } from '../../lib/i18n';
import { useRead } from '../../lib/use-read';
import { errorMessage } from '../toasts/store';
import { stateLabel } from '../support/format';
import { ticketStateMessages } from '../support/support.messages';
import { userDetailMessages } from './users.messages';
import { fetchUserTickets } from './support-queries';

export function UserTickets({ userId }: { userId: string }) {
  const m = useMessages(userDetailMessages);
  const states = useMessages(ticketStateMessages);
  const { data, problem } = useRead(() => fetchUserTickets(userId), [userId], { problemOf: (err) => errorMessage(err, m.ticketsFailed) });
  const rows = data?.tickets ?? null;

  return (
    <section aria-labelledby="admin-user-tickets">
      <h3 id="admin-user-tickets">{m.tickets}</h3>
      {problem && <p className="field-error">{problem}</p>}
      {!rows && !problem && <p className="muted">{m.ticketsLoading}</p>}
      {rows?.length === 0 && <p className="muted">{m.noTickets}</p>}
      {rows && rows.length > 0 && (
        <ul className="list-plain" aria-label={m.ticketsLabel}>
          {rows.map((t) => (
            <li key={t.id}>
              <a href={here(`/admin?ticket=${encodeURIComponent(t.id)}`)}>{t.subject}</a>{' '}
              <small className="muted">
                {stateLabel(t.state, states)} · <RelativeTime iso={t.last_message_at} />
              </small>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
