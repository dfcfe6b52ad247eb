/** The address the account uses, whether it is verified, and the form to move to another (a link goes to the new one). */
import { useId, useRef, useState, type SubmitEvent } from 'react';
import { useStore } from '@nanostores/react';
import { useMessages } from '../../lib/i18n';
import { $session } from '../session/store';
import { requestEmailChange } from './actions';
import { hasPassword } from './format';
import { emailMessages } from './security.messages';
import { FormError } from '../../components/ui/FormError';
import { SubmitOrCancel } from './SubmitOrCancel';
import { useRequest } from './use-request';

export function EmailSection() {
  const id = useId();
  const { user } = useStore($session);
  const t = useMessages(emailMessages);
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const request = useRequest(t.requestFailed);
  const [sent, setSent] = useState<string | null>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  if (!user) return null;
  const needsPassword = hasPassword(user.app_metadata.providers);
  const verified = user.app_metadata.emailVerified === true;

  function close() {
    setOpen(false);
    setEmail('');
    setPassword('');
    request.reset();
    // The form is gone with its focus; continue from the button that opened it.
    requestAnimationFrame(() => openerRef.current?.focus());
  }

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const requested = await request.run(() => requestEmailChange(email.trim(), needsPassword ? password : null));
    if (!requested) return;
    setSent(requested.message);
    close();
  }

  const field = (name: string) => `${id}-${name}`;
  return (
    <section className="security-section" aria-labelledby={field('title')}>
      <h2 id={field('title')}>{t.title}</h2>
      <p className="security-email">
        <strong>{user.email}</strong>{' '}
        <span className={`state-badge ${verified ? 'state-online' : 'state-warning'}`}>{verified ? t.verified : t.notVerified}</span>
      </p>
      {!verified && <p className="hint">{t.verifyHint}</p>}
      {sent && (
        <p className="notice" role="status">
          {sent}
        </p>
      )}
      {open ? (
        <form className="security-form" onSubmit={submit} noValidate aria-labelledby={field('form-title')}>
          <h3 id={field('form-title')}>{t.change}</h3>
          <div className="field">
            <label htmlFor={field('email')}>{t.newAddress}</label>
            <input id={field('email')} type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} autoFocus />
          </div>
          {needsPassword && (
            <div className="field">
              <label htmlFor={field('password')}>{t.currentPassword}</label>
              <input
                id={field('password')}
                type="password"
                autoComplete="current-password"
                required
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
            </div>
          )}
          <FormError message={request.error} />
          <p className="hint">{t.linkHint}</p>
          <SubmitOrCancel busy={request.busy} label={t.send} busyLabel={t.sending} cancel={t.cancel} onCancel={close} />
        </form>
      ) : (
        <div className="row">
          <button
            ref={openerRef}
            type="button"
            className="button"
            onClick={() => {
              setSent(null);
              setOpen(true);
            }}
          >
            {t.change}
          </button>
        </div>
      )}
    </section>
  );
}
