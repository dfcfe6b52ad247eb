/**
 * The Add Account form (spec §2). No client-side checks by design: the API's messages arrive as toasts.
 * Once an account is added the form is empty again, its test result too, and the next step is offered at
 * the form's top, scrolled into view: a bot that plays the new account. It says the account was added, so
 * no toast says it again over the form (issue 64: the step was below the fold and the toast covered it).
 */
import { useEffect, useId, useRef, useState, type ChangeEvent, type SubmitEvent } from 'react';
import { GAME_NAME_MAX, GAME_PASSWORD_MAX } from '@shared/limits';
import { errorMessage, toast } from '../toasts/store';
import { addAccount, testNewLogin } from './actions';
import { TestLogin } from './TestLogin';
import { serverOptions, tagOptions } from './display';
import { OptionList } from './OptionList';
import { emptyAccountForm, formAfterFailure, formAfterSuccess, type AccountForm } from './form';
import { here, messagesNow, useMessages } from '../../lib/i18n';
import { accountTagMessages, addAccountMessages } from './accounts.messages';

export function AddAccountForm() {
  const id = useId();
  const m = useMessages(addAccountMessages);
  const tags = useMessages(accountTagMessages);
  const [form, setForm] = useState<AccountForm>(() => emptyAccountForm());
  const [busy, setBusy] = useState(false);
  /** The account just added (the next step names it); also starts the login test afresh. */
  const [added, setAdded] = useState<{ id: string; name: string } | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const nextStepRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (!added) return;
    // The next step in view, and the form ready for another account without reaching for the mouse.
    nextStepRef.current?.scrollIntoView({ block: 'nearest' });
    emailRef.current?.focus({ preventScroll: true });
  }, [added]);

  function update<K extends keyof AccountForm>(key: K, value: AccountForm[K]) {
    setForm((f) => ({ ...f, [key]: value }));
  }

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      const created = await addAccount(form);
      setAdded({ id: created.id, name: created.name });
      setForm(formAfterSuccess(form));
    } catch (err) {
      toast.error(errorMessage(err, messagesNow(addAccountMessages).addFailed));
      setForm(formAfterFailure(form));
    } finally {
      setBusy(false);
    }
  }

  const field = (name: string) => `${id}-${name}`;
  /** A text control's id, value and changes, for the form's field `name`. */
  const bind = (name: 'email' | 'username' | 'password') => ({
    id: field(name),
    value: form[name],
    onChange: (e: ChangeEvent<HTMLInputElement>) => update(name, e.target.value),
  });
  return (
    <form className="card" onSubmit={submit} noValidate aria-labelledby={field('title')}>
      <h2 id={field('title')}>{m.title}</h2>
      {added && (
        <p ref={nextStepRef} className="notice accounts-next-step" role="status">
          <strong>{m.added}</strong>
          <span>{m.nextStep({ name: added.name })}</span>
          <a className="button button-primary button-small" href={here(`/bots/create?account=${encodeURIComponent(added.id)}`)}>
            {m.createBot}
          </a>
        </p>
      )}
      <div className="field">
        <label htmlFor={field('email')}>{m.email}</label>
        <input ref={emailRef} {...bind('email')} type="email" autoComplete="off" required aria-describedby={field('email-hint')} />
        <p id={field('email-hint')} className="hint">
          {m.emailHint}
        </p>
      </div>
      <div className="field">
        <label htmlFor={field('server')}>{m.server}</label>
        <select id={field('server')} value={form.server} onChange={(e) => update('server', e.target.value as AccountForm['server'])}>
          <OptionList of={serverOptions()} />
        </select>
      </div>
      <div className="field">
        <label htmlFor={field('username')}>{m.username}</label>
        <input {...bind('username')} type="text" autoComplete="off" spellCheck={false} maxLength={GAME_NAME_MAX} required />
      </div>
      <div className="field">
        <label htmlFor={field('password')}>{m.password}</label>
        {/* The game's password, not the user's own: keep browsers from offering to save or fill it. */}
        <input {...bind('password')} type="password" maxLength={GAME_PASSWORD_MAX} autoComplete="off" data-1p-ignore data-lpignore="true" required />
      </div>
      <div className="field">
        <label htmlFor={field('tag')}>{m.tag}</label>
        <select
          id={field('tag')}
          value={form.type}
          onChange={(e) => update('type', e.target.value as AccountForm['type'])}
          aria-describedby={field('tag-hint')}
        >
          <OptionList of={tagOptions(tags)} />
        </select>
        <p id={field('tag-hint')} className="hint">
          {tags.hint}
        </p>
      </div>
      <TestLogin key={added?.id ?? 'none'} run={form.username.trim() && form.password ? () => testNewLogin(form) : null} missing={m.missing} />
      {/* aria-disabled, not disabled: a disabled button drops keyboard focus mid-request. */}
      <button type="submit" className="button button-primary button-block" aria-disabled={busy}>
        {busy ? m.adding : m.add}
      </button>
      <p className="hint accounts-secure-note">{m.secure}</p>
    </form>
  );
}
