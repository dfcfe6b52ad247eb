/**
 * /auth/forgot-password: asks the API to mail a reset link. The API answers the same sentence whether or
 * not an account uses the address, and so does this page.
 */
import { useState } from 'react';
import { LOGIN_PATH } from '@shared/routes';
import { AuthForm, AuthOutcome, AuthSubmit, authCardPage } from '../AuthCard';
import { api, unwrap } from '../../../lib/api';
import { here, useMessages } from '../../../lib/i18n';
import { errorMessage } from '../../toasts/store';
import { validateEmail } from './password-rules';
import { emailFromQuery } from './paths';
import { forgotPasswordMessages } from './password.messages';
import { Field } from '../../../components/ui/Field';
import '../auth.css';

function ForgotPasswordForm() {
  const t = useMessages(forgotPasswordMessages);
  const [email, setEmail] = useState(() => emailFromQuery(window.location.search));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<string | null>(null);

  async function submit(event: { preventDefault(): void }) {
    event.preventDefault();
    const invalid = validateEmail(email);
    setError(invalid);
    if (invalid) return;
    setBusy(true);
    try {
      setSent((await unwrap(api.api.auth.password.forgot.post({ email: email.trim() }))).message);
    } catch (err) {
      setError(errorMessage(err, t.sendFailed));
    } finally {
      setBusy(false);
    }
  }

  if (sent) {
    return (
      <AuthOutcome role="status" heading={t.checkMail}>
        <p>{sent}</p>
        <p className="muted">{t.nothingThere}</p>
        <div className="auth-links">
          <a href={here(LOGIN_PATH)}>{t.backToSignIn}</a>
          <button type="button" onClick={() => setSent(null)}>
            {t.askAgain}
          </button>
        </div>
      </AuthOutcome>
    );
  }
  return (
    <>
      <AuthForm title={t.title} lead={t.lead} onSubmit={submit}>
        <Field id="forgot-email" label={t.email} error={error} announce>
          {(control) => (
            <input {...control} type="email" autoComplete="email" required autoFocus maxLength={254} value={email} onChange={(e) => setEmail(e.target.value)} />
          )}
        </Field>
        <AuthSubmit busy={busy} label={t.send} busyLabel={t.sending} />
      </AuthForm>
      <div className="auth-links">
        <a href={here(LOGIN_PATH)}>{t.backToSignIn}</a>
      </div>
    </>
  );
}

export default authCardPage(ForgotPasswordForm);
