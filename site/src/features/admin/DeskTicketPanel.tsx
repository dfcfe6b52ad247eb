/** One ticket at the desk: the player and their plan, the thread with the admins' notes, assignment, a canned answer to start from, reply, close. */
import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { MESSAGE_MAX } from '@shared/support';
import { PlanBadge } from '../../components/ui/StateBadge';
import { RelativeTime } from '../../components/ui/RelativeTime';
import { useNow } from '../../lib/use-now';
import { $session } from '../session/store';
import { errorMessage, toast } from '../toasts/store';
import { ConsoleLines } from '../support/ConsoleLines';
import { stateLabel, waitingText } from '../support/format';
import { assignTicket, cannedQuery, closeDeskTicket, fetchDeskTicket, writeToTicket, type DeskTicket } from './support-queries';

type Props = { id: string; onClose: () => void; onChanged: () => void };

export function DeskTicketPanel({ id, onClose, onChanged }: Props) {
  const [ticket, setTicket] = useState<DeskTicket | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const load = useCallback(async () => {
    try {
      setTicket(await fetchDeskTicket(id));
      setProblem(null);
    } catch (err) {
      setProblem(errorMessage(err, 'Could not load the ticket.'));
    }
  }, [id]);
  useEffect(() => {
    setTicket(null);
    void load();
  }, [load]);

  const changed = (next: DeskTicket) => {
    setTicket(next);
    onChanged();
  };
  if (problem) return <section className="card" role="alert"><p className="field-error">{problem}</p></section>;
  if (!ticket) return <section className="card"><p className="muted">Loading the ticket…</p></section>;
  return <Panel ticket={ticket} onChange={changed} onClose={onClose} />;
}

function Panel({ ticket, onChange, onClose }: { ticket: DeskTicket; onChange: (t: DeskTicket) => void; onClose: () => void }) {
  const id = useId();
  const me = useStore($session).user?.email ?? null;
  const now = useNow(ticket.state === 'open');
  const canned = useStore(cannedQuery.store).data ?? [];
  const [choice, setChoice] = useState('');
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  async function act(what: string, run: () => Promise<DeskTicket>, done?: string) {
    if (busy) return;
    setBusy(what);
    try {
      onChange(await run());
      if (done) toast.success(done);
      return true;
    } catch (err) {
      setError(errorMessage(err, 'That did not work.'));
      return false;
    } finally {
      setBusy(null);
    }
  }

  async function write(event: FormEvent | null, internal: boolean) {
    event?.preventDefault();
    if (!body.trim()) return setError(internal ? 'Write the note first.' : 'Write the answer first.');
    setError(null);
    if (await act(internal ? 'note' : 'answer', () => writeToTicket(ticket.id, body, internal), internal ? 'Note added' : 'Answer sent to the player')) setBody('');
  }

  const insert = () => {
    const answer = canned.find((c) => c.id === choice);
    if (answer) setBody((current) => (current.trim() ? `${current.trimEnd()}\n\n${answer.body}` : answer.body));
  };

  return (
    <article className="card stack support-ticket" aria-labelledby={`${id}-subject`}>
      <div className="row between">
        <h2 id={`${id}-subject`}>{ticket.subject}</h2>
        <button type="button" className="button button-small" onClick={onClose}>Close view</button>
      </div>
      <p>
        <span className={`state-badge support-state-${ticket.state}`}>{stateLabel(ticket.state)}</span>{' '}
        <a href={`/admin?user=${encodeURIComponent(ticket.user.id)}`}>{ticket.user.email}</a> <PlanBadge plan={ticket.user.plan} /> · {ticket.level}
        {ticket.target_hours !== null ? ` (within ${ticket.target_hours} h)` : ' (best effort)'}
      </p>
      {ticket.waiting_since && <p className={ticket.overdue ? 'support-overdue' : 'muted'}>{waitingText(ticket.waiting_since, ticket.answer_due_at, now)}</p>}
      <div className="row">
        <span>{ticket.assignee ? `Assigned to ${ticket.assignee}` : 'Not assigned'}</span>
        {ticket.assignee !== me && <button type="button" className="button button-small" aria-disabled={busy !== null} onClick={() => void act('assign', () => assignTicket(ticket.id, true), 'Assigned to you')}>Assign to me</button>}
        {ticket.assignee && <button type="button" className="button button-small" aria-disabled={busy !== null} onClick={() => void act('unassign', () => assignTicket(ticket.id, false), 'Unassigned')}>Unassign</button>}
      </div>
      {(ticket.bot || ticket.account) && (
        <p className="muted">
          About {ticket.bot && <a href={`/bots/${encodeURIComponent(ticket.bot.id)}`}>the bot “{ticket.bot.name}”</a>}
          {ticket.bot && ticket.account && ' on '}
          {ticket.account && `the game account ${ticket.account.label}`}.
        </p>
      )}
      {ticket.console_lines.length > 0 && (
        <details>
          <summary>Attached console lines ({ticket.console_lines.length})</summary>
          <ConsoleLines lines={ticket.console_lines} label="Attached console lines" />
        </details>
      )}
      <ol className="list-plain support-thread" aria-label="Messages and notes">
        {ticket.messages.map((m) => (
          <li key={m.id} className={m.internal ? 'support-message support-note' : `support-message support-from-${m.from}`}>
            <p className="support-message-head">
              <strong>{m.internal ? `Internal note by ${m.author}` : m.from === 'player' ? m.author : `${m.author} (support)`}</strong> · <RelativeTime iso={m.created_at} />
            </p>
            <p className="support-message-body">{m.body}</p>
          </li>
        ))}
      </ol>
      <form className="stack" onSubmit={(e) => void write(e, false)} noValidate>
        {canned.length > 0 && (
          <div className="support-canned">
            <div className="field">
              <label htmlFor={`${id}-canned`}>Canned answer</label>
              <select id={`${id}-canned`} value={choice} onChange={(e) => setChoice(e.target.value)}>
                <option value="">Choose one…</option>
                {canned.map((c) => (
                  <option key={c.id} value={c.id}>{c.title}</option>
                ))}
              </select>
            </div>
            <button type="button" className="button" disabled={!choice} onClick={insert}>Insert</button>
          </div>
        )}
        <div className="field">
          <label htmlFor={`${id}-body`}>Answer or note</label>
          <textarea id={`${id}-body`} rows={7} value={body} maxLength={MESSAGE_MAX} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} onChange={(e) => setBody(e.target.value)} />
          {error && <p className="field-error" id={`${id}-error`} role="alert">{error}</p>}
          <p className="hint">An answer goes to the player by mail and on their bell. A note stays among admins.</p>
        </div>
        <div className="row">
          {ticket.state !== 'closed' && <button type="submit" className="button button-primary" aria-disabled={busy !== null}>{busy === 'answer' ? 'Sending…' : 'Send answer'}</button>}
          <button type="button" className="button" aria-disabled={busy !== null} onClick={() => void write(null, true)}>{busy === 'note' ? 'Adding…' : 'Add internal note'}</button>
          {ticket.state !== 'closed' && <button type="button" className="button" aria-disabled={busy !== null} onClick={() => void act('close', () => closeDeskTicket(ticket.id), 'Ticket closed')}>Close ticket</button>}
        </div>
      </form>
    </article>
  );
}
