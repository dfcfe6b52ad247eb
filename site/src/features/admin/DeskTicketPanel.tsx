/** One ticket at the desk: the player and their plan, the thread with the admins' notes, assignment, a canned answer to start from, reply, close. */
import { useId, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { MESSAGE_MAX } from '@shared/support';
import { PlanBadge } from '../../components/ui/StateBadge';
import { here, useMessages } from '../../lib/i18n';
import { useNow } from '../../lib/use-now';
import { useRead } from '../../lib/use-read';
import { fill } from '../../components/ui/fill';
import { consolePath } from '../bots/console-path';
import { $session } from '../session/store';
import { errorMessage, toast } from '../toasts/store';
import { AttachedLines, TicketThread } from '../support/TicketThread';
import { stateLabel, waitingText } from '../support/format';
import { ticketStateMessages, waitingMessages } from '../support/support.messages';
import { deskTicketMessages } from './support-desk.messages';
import { assignTicket, cannedQuery, closeDeskTicket, fetchDeskTicket, writeToTicket, type DeskTicket } from './support-queries';
import { PendingCard } from '../../components/ui/PendingCard';

type Props = { id: string; onClose: () => void; onChanged: () => void };

export function DeskTicketPanel({ id, onClose, onChanged }: Props) {
  const m = useMessages(deskTicketMessages);
  const {
    data: ticket,
    setData: setTicket,
    problem,
  } = useRead(() => fetchDeskTicket(id), [id, m], {
    problemOf: (err) => errorMessage(err, m.loadFailed),
    clearOnChange: true,
  });

  const changed = (next: DeskTicket) => {
    setTicket(next);
    onChanged();
  };
  if (problem || !ticket) return <PendingCard problem={problem} loading={m.loading} />;
  return <Panel ticket={ticket} onChange={changed} onClose={onClose} />;
}

function Panel({ ticket, onChange, onClose }: { ticket: DeskTicket; onChange: (t: DeskTicket) => void; onClose: () => void }) {
  const id = useId();
  const m = useMessages(deskTicketMessages);
  const states = useMessages(ticketStateMessages);
  const waitingWords = useMessages(waitingMessages);
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
      setError(errorMessage(err, m.failed));
      return false;
    } finally {
      setBusy(null);
    }
  }

  async function write(event: FormEvent | null, internal: boolean) {
    event?.preventDefault();
    if (!body.trim()) return setError(internal ? m.writeNote : m.writeAnswer);
    setError(null);
    if (await act(internal ? 'note' : 'answer', () => writeToTicket(ticket.id, body, internal), internal ? m.noteAdded : m.answerSent)) setBody('');
  }

  const insert = () => {
    const answer = canned.find((c) => c.id === choice);
    if (answer) setBody((current) => (current.trim() ? `${current.trimEnd()}\n\n${answer.body}` : answer.body));
  };

  return (
    <article className="card stack support-ticket" aria-labelledby={`${id}-subject`}>
      <div className="row between">
        <h2 id={`${id}-subject`}>{ticket.subject}</h2>
        <button type="button" className="button button-small" onClick={onClose}>
          {m.closeView}
        </button>
      </div>
      <p>
        <span className={`state-badge support-state-${ticket.state}`}>{stateLabel(ticket.state, states)}</span>{' '}
        <a href={here(`/admin?user=${encodeURIComponent(ticket.user.id)}`)}>{ticket.user.email}</a> <PlanBadge plan={ticket.user.plan} /> · {ticket.level}{' '}
        {ticket.target_hours !== null ? m.withinHours({ hours: ticket.target_hours }) : m.bestEffortNote}
      </p>
      {ticket.waiting_since && (
        <p className={ticket.overdue ? 'support-overdue' : 'muted'}>{waitingText(ticket.waiting_since, ticket.answer_due_at, now, waitingWords)}</p>
      )}
      <div className="row">
        <span>{ticket.assignee ? m.assignedTo({ name: ticket.assignee }) : m.notAssigned}</span>
        {ticket.assignee !== me && (
          <button
            type="button"
            className="button button-small"
            aria-disabled={busy !== null}
            onClick={() => void act('assign', () => assignTicket(ticket.id, true), m.assignedToYou)}
          >
            {m.assignToMe}
          </button>
        )}
        {ticket.assignee && (
          <button
            type="button"
            className="button button-small"
            aria-disabled={busy !== null}
            onClick={() => void act('unassign', () => assignTicket(ticket.id, false), m.unassigned)}
          >
            {m.unassign}
          </button>
        )}
      </div>
      {(ticket.bot || ticket.account) && (
        <p className="muted">
          {ticket.bot
            ? fill(ticket.account ? m.aboutBoth({ bot: '{bot}', account: ticket.account.label }) : m.aboutBot({ bot: '{bot}' }), {
                bot: <a href={consolePath(encodeURIComponent(ticket.bot.id))}>{m.theBot({ name: ticket.bot.name })}</a>,
              })
            : m.aboutAccount({ account: ticket.account!.label })}
        </p>
      )}
      <AttachedLines lines={ticket.console_lines} summary={m.attached({ count: ticket.console_lines.length })} label={m.attachedLabel} />
      <TicketThread
        label={m.thread}
        messages={ticket.messages}
        author={(message) =>
          message.internal ? m.noteBy({ name: message.author }) : message.from === 'player' ? message.author : m.bySupport({ name: message.author })
        }
        tone={(message) => (message.internal ? 'support-note' : `support-from-${message.from}`)}
      />
      <form className="stack" onSubmit={(e) => void write(e, false)} noValidate>
        {canned.length > 0 && (
          <div className="support-canned">
            <div className="field">
              <label htmlFor={`${id}-canned`}>{m.canned}</label>
              <select id={`${id}-canned`} value={choice} onChange={(e) => setChoice(e.target.value)}>
                <option value="">{m.choose}</option>
                {canned.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.title}
                  </option>
                ))}
              </select>
            </div>
            <button type="button" className="button" disabled={!choice} onClick={insert}>
              {m.insert}
            </button>
          </div>
        )}
        <div className="field">
          <label htmlFor={`${id}-body`}>{m.body}</label>
          <textarea
            id={`${id}-body`}
            rows={7}
            value={body}
            maxLength={MESSAGE_MAX}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(e) => setBody(e.target.value)}
          />
          {error && (
            <p className="field-error" id={`${id}-error`} role="alert">
              {error}
            </p>
          )}
          <p className="hint">{m.hint}</p>
        </div>
        <div className="row">
          {ticket.state !== 'closed' && (
            <button type="submit" className="button button-primary" aria-disabled={busy !== null}>
              {busy === 'answer' ? m.sending : m.send}
            </button>
          )}
          <button type="button" className="button" aria-disabled={busy !== null} onClick={() => void write(null, true)}>
            {busy === 'note' ? m.adding : m.addNote}
          </button>
          {ticket.state !== 'closed' && (
            <button
              type="button"
              className="button"
              aria-disabled={busy !== null}
              onClick={() => void act('close', () => closeDeskTicket(ticket.id), m.closed)}
            >
              {m.close}
            </button>
          )}
        </div>
      </form>
    </article>
  );
}
