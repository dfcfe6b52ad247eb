/**
 * The support desk: the queue (waiting tickets, the highest plan first, then the longest waiting, each
 * with how long it waited against its plan's answer time), the answered and closed ones, and the ticket
 * an admin opens, with its notes, assignment, canned answers and reply.
 */
import { useCallback, useEffect, useState } from 'react';
import { PlanBadge } from '../../components/ui/StateBadge';
import { useNow } from '../../lib/use-now';
import { errorMessage } from '../toasts/store';
import { stateLabel, waitingText } from '../support/format';
import { DeskTicketPanel } from './DeskTicketPanel';
import { fetchQueue, setTicketInUrl, ticketInUrl, type QueueRow, type QueueView } from './support-queries';
import '../support/support.css';

const VIEWS: { id: QueueView; label: string }[] = [
  { id: 'waiting', label: 'Waiting for support' },
  { id: 'answered', label: 'Waiting for the player' },
  { id: 'closed', label: 'Closed' },
];
/** The queue is read again this often while the tab is open: a player's new message shows up by itself. */
const REFRESH_MS = 30_000;

export function SupportTab() {
  const [view, setView] = useState<QueueView>('waiting');
  const [rows, setRows] = useState<QueueRow[] | null>(null);
  const [waiting, setWaiting] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [open, setOpen] = useState<string | null>(ticketInUrl);
  const now = useNow(view === 'waiting');

  const load = useCallback(async () => {
    try {
      const queue = await fetchQueue(view);
      setRows(queue.tickets);
      setWaiting(queue.waiting);
      setProblem(null);
    } catch (err) {
      setProblem(errorMessage(err, 'Could not load the queue.'));
    }
  }, [view]);

  useEffect(() => {
    setRows(null);
    void load();
    const timer = setInterval(() => document.visibilityState === 'visible' && void load(), REFRESH_MS);
    return () => clearInterval(timer);
  }, [load]);

  const openTicket = (id: string | null) => {
    setOpen(id);
    setTicketInUrl(id);
  };

  return (
    <div className="stack">
      <div className="row between">
        <div className="field support-view">
          <label htmlFor="support-view">Show</label>
          <select id="support-view" value={view} onChange={(e) => setView(e.target.value as QueueView)}>
            {VIEWS.map((v) => (
              <option key={v.id} value={v.id}>{v.id === 'waiting' && waiting !== null ? `${v.label} (${waiting})` : v.label}</option>
            ))}
          </select>
        </div>
        <p className="muted">Professional: an answer within 4 h · Premium: within 24 h · Starter and Plus: best effort.</p>
      </div>
      {problem && <p className="field-error" role="alert">{problem}</p>}
      {!rows && !problem && <p className="muted">Loading the queue…</p>}
      {rows && rows.length === 0 && <p className="empty">{view === 'waiting' ? 'No ticket is waiting for support.' : 'No tickets here.'}</p>}
      {rows && rows.length > 0 && (
        <div className="table-wrap admin-cards">
          <table className="table" aria-label="Support queue">
            <thead>
              <tr><th>Ticket</th><th>Player</th><th>Support</th><th>Waiting</th><th>Assigned</th></tr>
            </thead>
            <tbody>
              {rows.map((t) => (
                <tr key={t.id} aria-current={t.id === open ? 'true' : undefined}>
                  <td data-label="Ticket">
                    <button type="button" className="link-button support-open" onClick={() => openTicket(t.id)}>{t.subject}</button>
                    {t.player_replied && <> <span className="badge">New reply</span></>}
                    <br /><small className="muted">{stateLabel(t.state)}</small>
                  </td>
                  <td data-label="Player">{t.user.email}<br /><PlanBadge plan={t.user.plan} /></td>
                  <td data-label="Support">{t.level}<br /><small className="muted">{t.target_hours === null ? 'best effort' : `within ${t.target_hours} h`}</small></td>
                  <td data-label="Waiting" className={t.overdue ? 'support-overdue' : undefined}>{waitingText(t.waiting_since, t.answer_due_at, now) ?? '—'}</td>
                  <td data-label="Assigned">{t.assignee ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {open && <DeskTicketPanel id={open} onClose={() => openTicket(null)} onChanged={() => void load()} />}
    </div>
  );
}
