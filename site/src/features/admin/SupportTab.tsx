/**
 * The support desk: the queue (waiting tickets, the highest plan first, then the longest waiting, each
 * with how long it waited against its plan's answer time), the answered and closed ones, and the ticket
 * an admin opens, with its notes, assignment, canned answers and reply.
 */
import { useEffect, useState } from 'react';
import { PlanBadge } from '../../components/ui/StateBadge';
import { useMessages } from '../../lib/i18n';
import { useNow } from '../../lib/use-now';
import { useRead } from '../../lib/use-read';
import { errorMessage } from '../toasts/store';
import { stateLabel, waitingText } from '../support/format';
import { ticketStateMessages, waitingMessages } from '../support/support.messages';
import { DeskTicketPanel } from './DeskTicketPanel';
import { supportDeskMessages } from './support-desk.messages';
import { fetchQueue, type QueueView } from './support-queries';
import { openedInUrl, setOpenedInUrl } from './opened-in-url';
import { FormError } from '../../components/ui/FormError';
import '../support/support.css';

const VIEWS: QueueView[] = ['waiting', 'answered', 'closed'];
/** The queue is read again this often while the tab is open: a player's new message shows up by itself. */
const REFRESH_MS = 30_000;

export function SupportTab() {
  const m = useMessages(supportDeskMessages);
  const states = useMessages(ticketStateMessages);
  const waitingWords = useMessages(waitingMessages);
  const [view, setView] = useState<QueueView>('waiting');
  const [open, setOpen] = useState<string | null>(() => openedInUrl('ticket'));
  const now = useNow(view === 'waiting');
  const {
    data: queue,
    problem,
    reload: load,
  } = useRead(() => fetchQueue(view), [view, m], {
    problemOf: (err) => errorMessage(err, m.loadFailed),
    refreshMs: REFRESH_MS,
    clearOnChange: true,
  });
  const rows = queue?.tickets ?? null;
  // The count of waiting tickets stays in the view menu while another view's queue is read.
  const [waiting, setWaiting] = useState<number | null>(null);
  useEffect(() => {
    if (queue) setWaiting(queue.waiting);
  }, [queue]);

  const openTicket = (id: string | null) => {
    setOpen(id);
    setOpenedInUrl('ticket', id);
  };

  return (
    <div className="stack">
      <div className="row between">
        <div className="field support-view">
          <label htmlFor="support-view">{m.show}</label>
          <select id="support-view" value={view} onChange={(e) => setView(e.target.value as QueueView)}>
            {VIEWS.map((v) => (
              <option key={v} value={v}>
                {v === 'waiting' && waiting !== null ? m.waitingCount({ count: waiting }) : m[v]}
              </option>
            ))}
          </select>
        </div>
        <p className="muted">{m.promises}</p>
      </div>
      <FormError message={problem} />
      {!rows && !problem && <p className="muted">{m.loading}</p>}
      {rows && rows.length === 0 && <p className="empty">{view === 'waiting' ? m.noneWaiting : m.none}</p>}
      {rows && rows.length > 0 && (
        <div className="table-wrap admin-cards">
          <table className="table" aria-label={m.queue}>
            <thead>
              <tr>
                <th>{m.ticket}</th>
                <th>{m.player}</th>
                <th>{m.support}</th>
                <th>{m.waitingColumn}</th>
                <th>{m.assigned}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((t) => (
                <tr key={t.id} aria-current={t.id === open ? 'true' : undefined}>
                  <td data-label={m.ticket}>
                    <button type="button" className="link-button support-open" onClick={() => openTicket(t.id)}>
                      {t.subject}
                    </button>
                    {t.player_replied && (
                      <>
                        {' '}
                        <span className="badge">{m.newReply}</span>
                      </>
                    )}
                    <br />
                    <small className="muted">{stateLabel(t.state, states)}</small>
                  </td>
                  <td data-label={m.player}>
                    {t.user.email}
                    <br />
                    <PlanBadge plan={t.user.plan} />
                  </td>
                  <td data-label={m.support}>
                    {t.level}
                    <br />
                    <small className="muted">{t.target_hours === null ? m.bestEffort : m.within({ hours: t.target_hours })}</small>
                  </td>
                  <td data-label={m.waitingColumn} className={t.overdue ? 'support-overdue' : undefined}>
                    {waitingText(t.waiting_since, t.answer_due_at, now, waitingWords) ?? '—'}
                  </td>
                  <td data-label={m.assigned}>{t.assignee ?? '—'}</td>
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
