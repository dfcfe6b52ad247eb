/**
 * /auth/forgot-password: asks the API to mail a reset link. The API answers the same sentence whether or
 * not an account uses the address, and so does this page.
 */
import { useState } from 'react';
import { LOGIN_PATH } from '@shared/routes';
import { AppRoot } from '../../../components/AppRoot';
import { api, unwrap } from '../../../lib/api';
import { errorMessage } from '../../toasts/store';
import { validateEmail } from './password-rules';
import { emailFromQuery } from './paths';
import { focusOnShow } from '../focus';
import '../auth.css';

function ForgotPasswordForm() {
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
      setError(errorMessage(err, 'Could not send the link. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  if (sent) {
    return (
      <div className="auth-outcome" role="status">
        <h1 tabIndex={-1} ref={focusOnShow}>
          Check your mail
        </h1>
        <p>{sent}</p>
        <p className="muted">Nothing there after a few minutes? Look in the spam folder, or ask again.</p>
        <div className="auth-links">
          <a href={LOGIN_PATH}>Back to sign in</a>
          <button type="button" onClick={() => setSent(null)}>
            Ask again
          </button>
        </div>
      </div>
    );
  }
  return (
    <>
      <h1>Forgot your password?</h1>
      <p className="auth-lead">Enter the e-mail address you sign in with. We will mail you a link to choose a new password.</p>
      <form onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor="forgot-email">Email</label>
          <input
            id="forgot-email"
            type="email"
            autoComplete="email"
            required
            autoFocus
            maxLength={254}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? 'forgot-email-error' : undefined}
          />
          {error && (
            <p id="forgot-email-error" className="field-error" role="alert">
              {error}
            </p>
          )}
        </div>
        <button type="submit" className="button button-primary button-block" disabled={busy}>
          {busy ? 'Sending…' : 'Send the link'}
        </button>
      </form>
      <div className="auth-links">
        <a href={LOGIN_PATH}>Back to sign in</a>
      </div>
    </>
  );
}

export default function ForgotPasswordPage() {
  return (
    <AppRoot access="public">
      <div className="auth-wrap">
        <div className="card auth-card">
          <ForgotPasswordForm />
        </div>
      </div>
    </AppRoot>
  );
}
