/**
 * Writing to support: subject and message, the bot or game account it is about, and, for a bot, its
 * newest console lines, shown before they are sent. What the plan promises is said above the form.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { MESSAGE_MAX, SUBJECT_MAX } from '@shared/support';
import { accountsQuery, botsQuery } from '../../lib/data';
import { useMessages } from '../../lib/i18n';
import { fill } from '../../components/ui/fill';
import { errorMessage } from '../toasts/store';
import { ConsoleLines } from './ConsoleLines';
import { createTicket, fetchConsoleLines, ticketsQuery, type Ticket } from './queries';
import { newTicketMessages } from './support.messages';
import { FormError } from '../../components/ui/FormError';
import { named } from '../../components/ui/named';

type Lines = Ticket['console_lines'];

export function NewTicketForm({ onCreated, onCancel }: { onCreated: (ticket: Ticket) => void; onCancel: () => void }) {
  const id = useId();
  const m = useMessages(newTicketMessages);
  const bots = useStore(botsQuery.store).data ?? [];
  const accounts = useStore(accountsQuery.store).data ?? [];
  const promise = useStore(ticketsQuery.store).data?.support;
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [botId, setBotId] = useState('');
  const [accountId, setAccountId] = useState('');
  const [attach, setAttach] = useState(false);
  const [lines, setLines] = useState<Lines | null>(null);
  const [linesError, setLinesError] = useState<string | null>(null);
  const [errors, setErrors] = useState<{ subject?: string; message?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);

  // The lines as they would be attached now: read again when the bot changes.
  useEffect(() => {
    setLines(null);
    setLinesError(null);
    if (!attach || !botId) return;
    let live = true;
    fetchConsoleLines(botId)
      .then((r) => live && setLines(r.lines))
      .catch((err) => live && setLinesError(errorMessage(err, m.consoleFailed)));
    return () => {
      live = false;
    };
  }, [attach, botId, m]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const found = {
      ...(subject.trim() ? {} : { subject: m.subjectMissing }),
      ...(message.trim() ? {} : { message: m.messageMissing }),
    };
    setErrors(found);
    if (Object.keys(found).length) {
      document.getElementById(found.subject ? `${id}-subject` : `${id}-message`)?.focus();
      return;
    }
    setBusy(true);
    try {
      onCreated(
        await createTicket({
          subject,
          message,
          ...(botId ? { botId } : {}),
          ...(accountId ? { accountId } : {}),
          ...(attach && botId ? { attachConsole: true } : {}),
        }),
      );
    } catch (err) {
      setErrors({ form: errorMessage(err, m.failed) });
    }
    setBusy(false);
  }

  const field = (name: 'subject' | 'message') => ({
    id: `${id}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });

  return (
    <form className="card stack" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{m.title}</h2>
      {promise && (
        <p className="support-promise">
          {fill(m.onYourPlan({ level: '{level}' }), { level: <strong>{promise.level}</strong> })} {promise.target}
        </p>
      )}
      <div className="field">
        <label htmlFor={`${id}-subject`}>{m.subject}</label>
        <input
          {...field('subject')}
          value={subject}
          maxLength={SUBJECT_MAX}
          onChange={(e) => {
            setSubject(e.target.value);
            setErrors(({ subject: _, ...rest }) => rest);
          }}
        />
        {errors.subject && (
          <p className="field-error" id={`${id}-subject-error`}>
            {errors.subject}
          </p>
        )}
      </div>
      <div className="field">
        <label htmlFor={`${id}-message`}>{m.message}</label>
        <textarea
          {...field('message')}
          rows={6}
          value={message}
          maxLength={MESSAGE_MAX}
          onChange={(e) => {
            setMessage(e.target.value);
            setErrors(({ message: _, ...rest }) => rest);
          }}
        />
        {errors.message && (
          <p className="field-error" id={`${id}-message-error`}>
            {errors.message}
          </p>
        )}
      </div>
      <div className="support-about">
        <div className="field">
          <label htmlFor={`${id}-bot`}>{m.bot}</label>
          <select id={`${id}-bot`} value={botId} onChange={(e) => setBotId(e.target.value)}>
            <option value="">{m.none}</option>
            {bots.map((b) => (
              <option key={b.id} value={b.id}>
                {named(b.name)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-account`}>{m.account}</label>
          <select id={`${id}-account`} value={accountId} onChange={(e) => setAccountId(e.target.value)}>
            <option value="">{botId ? m.botsAccount : m.none}</option>
            {accounts.map((a) => (
              <option key={a.id} value={a.id}>{`${named(a.name)} – ${a.server}`}</option>
            ))}
          </select>
        </div>
      </div>
      <div className="field">
        <label className="checkbox">
          <input type="checkbox" checked={attach && Boolean(botId)} disabled={!botId} onChange={(e) => setAttach(e.target.checked)} /> {m.attach}
        </label>
        <p className="hint">{botId ? m.attachHint : m.chooseBot}</p>
        {attach &&
          botId &&
          (linesError ? (
            <p className="field-error">{linesError}</p>
          ) : lines ? (
            <ConsoleLines lines={lines} label={m.toAttach} />
          ) : (
            <p className="muted">{m.reading}</p>
          ))}
      </div>
      <FormError message={errors.form} />
      <div className="row">
        <button type="submit" className="button button-primary" aria-disabled={busy}>
          {busy ? m.sending : m.send}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          {m.cancel}
        </button>
      </div>
    </form>
  );
}
