/** A user's support tickets in their detail view, each opening in the Support tab. */
import { useEffect, useState } from 'react';
import { RelativeTime } from '../../components/ui/RelativeTime';
import { errorMessage } from '../toasts/store';
import { stateLabel } from '../support/format';
import { fetchUserTickets, type QueueRow } from './support-queries';

export function UserTickets({ userId }: { userId: string }) {
  const [rows, setRows] = useState<QueueRow[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    fetchUserTickets(userId)
      .then((r) => live && setRows(r.tickets))
      .catch((err) => live && setProblem(errorMessage(err, 'Could not load their tickets.')));
    return () => {
      live = false;
    };
  }, [userId]);

  return (
    <section aria-labelledby="admin-user-tickets">
      <h3 id="admin-user-tickets">Support tickets</h3>
      {problem && <p className="field-error">{problem}</p>}
      {!rows && !problem && <p className="muted">Loading…</p>}
      {rows?.length === 0 && <p className="muted">No tickets.</p>}
      {rows && rows.length > 0 && (
        <ul className="list-plain" aria-label="Their support tickets">
          {rows.map((t) => (
            <li key={t.id}>
              <a href={`/admin?ticket=${encodeURIComponent(t.id)}`}>{t.subject}</a>{' '}
              <small className="muted">
                {stateLabel(t.state)} · <RelativeTime iso={t.last_message_at} />
              </small>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
