/**
 * Edits a game account: its e-mail, server, a new password, tag, proxy and how long its bots step aside
 * when the player logs in, with a Test login of what is typed. The API checks the values; its message is
 * shown under the field it is about.
 */
import { GAME_PASSWORD_MAX } from '@shared/limits';
import { useEffect, useId, useRef, useState, type ChangeEvent, type ReactNode, type SubmitEvent } from 'react';
import { YIELD_MINUTES } from '@shared/game';
import { Dialog } from '../../components/ui/Dialog';
import { ApiError } from '../../lib/api';
import type { GameAccount } from '../../lib/data';
import { errorMessage, toast } from '../toasts/store';
import { testSavedLogin, updateAccount } from './actions';
import { fixLinkFor } from '../../lib/fix-link';
import { accountTitle, serverOptions, tagOptions } from './display';
import { OptionList } from './OptionList';
import { accountChanges, editFormFor, fieldOfError, loginChanges, type EditAccountForm } from './edit-form';
import { TestLogin } from './TestLogin';
import { messagesNow, useMessages } from '../../lib/i18n';
import { accountTagMessages, addAccountMessages, editAccountMessages } from './accounts.messages';
import { CancelAndSubmit } from '../../components/ui/CancelAndSubmit';

type Props = { account: GameAccount | null; onClose: () => void };
type FieldError = { field: keyof EditAccountForm; message: string } | null;

/** A control's id and its error state, to spread on it. */
type ControlAttributes = { id: string; 'aria-invalid': boolean; 'aria-describedby': string | undefined };

export function EditAccountDialog({ account, onClose }: Props) {
  const m = useMessages(editAccountMessages);
  return (
    <Dialog open={account !== null} onClose={onClose} title={account ? m.title({ account: accountTitle(account) }) : m.titleEmpty}>
      {/* Keyed by account: each opening starts from that account's saved values. */}
      {account && <EditAccountFields key={account.id} account={account} onClose={onClose} />}
    </Dialog>
  );
}

function EditAccountFields({ account, onClose }: { account: GameAccount; onClose: () => void }) {
  const id = useId();
  const m = useMessages(editAccountMessages);
  const tags = useMessages(accountTagMessages);
  const added = useMessages(addAccountMessages);
  const [form, setForm] = useState<EditAccountForm>(() => editFormFor(account));
  const [error, setError] = useState<FieldError>(null);
  const [busy, setBusy] = useState(false);
  const refs = useRef<Partial<Record<keyof EditAccountForm, HTMLInputElement | HTMLSelectElement | null>>>({});

  useEffect(() => {
    if (error) refs.current[error.field]?.focus();
  }, [error]);

  function update<K extends keyof EditAccountForm>(key: K, value: string) {
    setForm((f) => ({ ...f, [key]: value }));
    if (error?.field === key) setError(null);
  }

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const changes = accountChanges(account, form);
    if (Object.keys(changes).length === 0) return onClose();
    setBusy(true);
    try {
      await updateAccount(account.id, changes);
      toast.success(messagesNow(editAccountMessages).updated);
      onClose();
    } catch (err) {
      if (err instanceof ApiError && (err.status === 422 || err.status === 409))
        setError({ field: fieldOfError(changes, err.field, err.status), message: err.message });
      else {
        toast.error(errorMessage(err, messagesNow(editAccountMessages).updateFailed));
        onClose();
      }
    } finally {
      setBusy(false);
    }
  }

  const field = (name: string) => `${id}-${name}`;
  const errorFor = (name: keyof EditAccountForm) => (error?.field === name ? error.message : null);
  /** A field's label, control (given its ids and error state) and hint; its error, when it has one, under it. */
  const row = (name: keyof EditAccountForm, label: string, control: (a: ControlAttributes) => ReactNode, hint?: ReactNode) => {
    const message = errorFor(name);
    const fix = fixLinkFor(message);
    const describedBy = [message && field(`${name}-error`), hint && field(`${name}-hint`)].filter(Boolean).join(' ');
    return (
      <div className="field">
        <label htmlFor={field(name)}>{label}</label>
        {control({ id: field(name), 'aria-invalid': Boolean(message), 'aria-describedby': describedBy || undefined })}
        {message && (
          <p id={field(`${name}-error`)} className="field-error" role="alert">
            {message} {fix && <a href={fix.href}>{fix.label}</a>}
          </p>
        )}
        {hint && (
          <p id={field(`${name}-hint`)} className="hint">
            {hint}
          </p>
        )}
      </div>
    );
  };
  /** What ties a control to its field of the form: its element (for focus on an error), value and changes. */
  const bind = (name: keyof EditAccountForm) => ({
    ref: (el: HTMLInputElement | HTMLSelectElement | null) => {
      refs.current[name] = el;
    },
    value: form[name],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => update(name, e.target.value),
  });

  return (
    <form onSubmit={submit} noValidate className="accounts-edit-form">
      <div className="accounts-edit-grid">
        {row(
          'email',
          m.email,
          (a) => (
            <input {...bind('email')} {...a} type="email" autoComplete="off" />
          ),
          added.emailHint,
        )}
        {row(
          'server',
          m.server,
          (a) => (
            <select {...bind('server')} {...a}>
              <OptionList of={serverOptions()} />
            </select>
          ),
          m.serverHint,
        )}
        {row(
          'password',
          m.password,
          (a) => (
            <input {...bind('password')} {...a} type="password" maxLength={GAME_PASSWORD_MAX} autoComplete="off" data-1p-ignore data-lpignore="true" />
          ),
          m.passwordHint,
        )}
        {row(
          'tag',
          m.tag,
          (a) => (
            <select {...bind('tag')} {...a}>
              <OptionList of={tagOptions(tags)} />
            </select>
          ),
          tags.hint,
        )}
      </div>
      {row(
        'proxy',
        m.proxy,
        (a) => (
          <input {...bind('proxy')} {...a} type="text" inputMode="url" autoComplete="off" spellCheck={false} placeholder="socks5://user:password@host:1080" />
        ),
        <>
          {m.proxyHint}
          {account.proxy_has_login && ` ${m.proxyLoginKept}`}
        </>,
      )}
      {row(
        'yieldMinutes',
        m.yield,
        (a) => (
          <input
            {...bind('yieldMinutes')}
            {...a}
            className="accounts-minutes"
            type="number"
            inputMode="numeric"
            min={YIELD_MINUTES.min}
            max={YIELD_MINUTES.max}
            step={1}
          />
        ),
        m.yieldHint({ min: YIELD_MINUTES.min, max: YIELD_MINUTES.max, default: YIELD_MINUTES.default }),
      )}
      <TestLogin run={() => testSavedLogin(account.id, loginChanges(accountChanges(account, form)))} />
      <p className="notice accounts-edit-note">{m.note}</p>
      <CancelAndSubmit busy={busy} label={m.save} busyLabel={m.saving} cancel={m.cancel} onCancel={onClose} className="accounts-dialog-actions" />
    </form>
  );
}
