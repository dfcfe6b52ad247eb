/** One of the player's tickets: the thread, what it is about, the promise, a reply box and Close. */
import { useId, useState, type FormEvent } from 'react';
import { MESSAGE_MAX } from '@shared/support';
import { useMessages } from '../../lib/i18n';
import { statusOf } from '../../lib/query/store';
import { useNow } from '../../lib/use-now';
import { useRead } from '../../lib/use-read';
import { errorMessage, toast } from '../toasts/store';
import { stateLabel, waitingText } from './format';
import { closeTicket, fetchTicket, replyTo, type Ticket } from './queries';
import { AttachedLines, TicketThread } from './TicketThread';
import { ticketMessages, ticketStateMessages, waitingMessages } from './support.messages';
import { PendingCard } from '../../components/ui/PendingCard';

/** While a ticket is open on screen, it is read again this often: an answer shows without a reload. */
const REFRESH_MS = 30_000;

export function TicketView({ id, onBack }: { id: string; onBack: () => void }) {
  const m = useMessages(ticketMessages);
  const {
    data: ticket,
    setData: setTicket,
    problem,
  } = useRead(() => fetchTicket(id), [id, m], {
    problemOf: (err) => ([404, 422].includes(statusOf(err)) ? m.noSuchTicket : errorMessage(err, m.loadFailed)),
    refreshMs: REFRESH_MS,
    clearOnChange: true,
  });

  if (problem || !ticket) return <PendingCard problem={problem} loading={m.loading} back={{ label: m.back, onClick: onBack }} />;
  return <Thread ticket={ticket} onChange={setTicket} onBack={onBack} />;
}

function Thread({ ticket, onChange, onBack }: { ticket: Ticket; onChange: (t: Ticket) => void; onBack: () => void }) {
  const id = useId();
  const m = useMessages(ticketMessages);
  const states = useMessages(ticketStateMessages);
  const waitingWords = useMessages(waitingMessages);
  const now = useNow(ticket.state === 'open');
  const [reply, setReply] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'reply' | 'close' | null>(null);
  const waiting = waitingText(ticket.waiting_since, ticket.support.answer_due_at, now, waitingWords);

  async function send(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!reply.trim()) return setError(m.writeMessage);
    setBusy('reply');
    try {
      onChange(await replyTo(ticket.id, reply));
      setReply('');
      setError(null);
    } catch (err) {
      setError(errorMessage(err, m.replyFailed));
    }
    setBusy(null);
  }

  async function close() {
    setBusy('close');
    try {
      onChange(await closeTicket(ticket.id));
      toast.success(m.closed);
    } catch (err) {
      toast.error(errorMessage(err, m.closeFailed));
    }
    setBusy(null);
  }

  return (
    <article className="card stack support-ticket" aria-labelledby={`${id}-subject`}>
      <div className="row between">
        <h2 id={`${id}-subject`}>{ticket.subject}</h2>
        <span className={`state-badge support-state-${ticket.state}`}>{stateLabel(ticket.state, states)}</span>
      </div>
      <p className="muted support-promise">
        <strong>{ticket.support.level}.</strong> {ticket.support.target} {waiting && <span>{waiting}.</span>}
      </p>
      {(ticket.bot || ticket.account) && (
        <p className="muted">
          {ticket.bot && ticket.account
            ? m.aboutBoth({ bot: ticket.bot.name, account: ticket.account.label })
            : ticket.bot
              ? m.aboutBot({ bot: ticket.bot.name })
              : m.aboutAccount({ account: ticket.account!.label })}
        </p>
      )}
      <AttachedLines lines={ticket.console_lines} summary={m.attached({ count: ticket.console_lines.length })} label={m.attachedLabel} />
      <TicketThread
        label={m.thread}
        messages={ticket.messages}
        author={(message) => (message.from === 'you' ? m.you : m.support)}
        tone={(message) => `support-from-${message.from}`}
      />
      <form className="stack" onSubmit={send} noValidate>
        <div className="field">
          <label htmlFor={`${id}-reply`}>{ticket.state === 'closed' ? m.replyReopens : m.reply}</label>
          <textarea
            id={`${id}-reply`}
            rows={4}
            value={reply}
            maxLength={MESSAGE_MAX}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-reply-error` : undefined}
            onChange={(e) => setReply(e.target.value)}
          />
          {error && (
            <p className="field-error" id={`${id}-reply-error`} role="alert">
              {error}
            </p>
          )}
        </div>
        <div className="row">
          <button type="submit" className="button button-primary" aria-disabled={busy !== null}>
            {busy === 'reply' ? m.sending : m.send}
          </button>
          {ticket.state !== 'closed' && (
            <button type="button" className="button" aria-disabled={busy !== null} onClick={() => !busy && void close()}>
              {busy === 'close' ? m.closing : m.close}
            </button>
          )}
          <button type="button" className="button button-ghost" onClick={onBack}>
            {m.back}
          </button>
        </div>
      </form>
    </article>
  );
}
