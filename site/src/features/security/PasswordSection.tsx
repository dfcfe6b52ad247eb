/** Changing the password (the current one first); every other session ends. Discord-only accounts learn how to get one. */
import { useId, useState, type SubmitEvent } from 'react';
import { useStore } from '@nanostores/react';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@shared/auth';
import { useMessages } from '../../lib/i18n';
import { fill } from '../../components/ui/fill';
import { $session } from '../session/store';
import { changePassword } from './actions';
import { hasPassword, newPasswordProblem } from './format';
import { passwordMessages } from './security.messages';
import { FormError } from '../../components/ui/FormError';
import { useRequest } from './use-request';

const EMPTY = { current: '', next: '', confirmation: '' };

export function PasswordSection() {
  const id = useId();
  const { user } = useStore($session);
  const t = useMessages(passwordMessages);
  const [form, setForm] = useState(EMPTY);
  const [shown, setShown] = useState(false);
  const request = useRequest(t.requestFailed);
  const [done, setDone] = useState<string | null>(null);
  if (!user) return null;

  const field = (name: string) => `${id}-${name}`;
  const heading = <h2 id={field('title')}>{t.title}</h2>;
  if (!hasPassword(user.app_metadata.providers)) {
    return (
      <section className="security-section" aria-labelledby={field('title')}>
        {heading}
        <p>{fill(t.discordOnly, { forgot: <strong>{t.forgot}</strong>, email: user.email })}</p>
      </section>
    );
  }

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (request.busy) return;
    setDone(null);
    if (!form.current) return request.fail(t.enterCurrent);
    const problem = newPasswordProblem(form.next, form.confirmation, t);
    if (problem) return request.fail(problem);
    const changed = await request.run(() => changePassword(form.current, form.next));
    if (!changed) return;
    setDone(changed.message);
    setForm(EMPTY);
  }

  const input = (name: keyof typeof EMPTY, label: string, autoComplete: string, hint?: string) => (
    <div className="field">
      <label htmlFor={field(name)}>{label}</label>
      <input
        id={field(name)}
        type={shown ? 'text' : 'password'}
        autoComplete={autoComplete}
        required
        maxLength={PASSWORD_MAX_LENGTH}
        value={form[name]}
        onChange={(e) => setForm((f) => ({ ...f, [name]: e.target.value }))}
        aria-describedby={hint ? field(`${name}-hint`) : undefined}
      />
      {hint && (
        <p id={field(`${name}-hint`)} className="hint">
          {hint}
        </p>
      )}
    </div>
  );

  return (
    <section className="security-section" aria-labelledby={field('title')}>
      {heading}
      <form className="security-form" onSubmit={submit} noValidate aria-label={t.formLabel}>
        {input('current', t.current, 'current-password')}
        {input('next', t.next, 'new-password', t.lengthHint({ min: String(PASSWORD_MIN_LENGTH) })(PASSWORD_MAX_LENGTH))}
        {input('confirmation', t.confirmation, 'new-password')}
        <label className="checkbox security-show">
          <input type="checkbox" checked={shown} onChange={(e) => setShown(e.target.checked)} /> {t.show}
        </label>
        <FormError message={request.error} />
        {done && (
          <p className="notice" role="status">
            {done}
          </p>
        )}
        <p className="hint">{t.othersSignedOut}</p>
        <div className="row">
          <button type="submit" className="button button-primary" aria-disabled={request.busy}>
            {request.busy ? t.changing : t.change}
          </button>
        </div>
      </form>
    </section>
  );
}
