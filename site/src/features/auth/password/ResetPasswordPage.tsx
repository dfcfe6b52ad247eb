/**
 * /reset-password#token=…: the page a reset mail links to. The token leaves the address bar at once; the
 * new password ends every session of the account (the API's doing), so the person signs in afresh.
 */
import { useState } from 'react';
import { LOGIN_PATH } from '@shared/routes';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@shared/auth';
import { AppRoot } from '../../../components/AppRoot';
import { ApiError, api, unwrap } from '../../../lib/api';
import { errorMessage } from '../../toasts/store';
import { linkTokenOfThisPage } from '../link-token';
import { validateNewPassword, type NewPasswordErrors } from './password-rules';
import { FORGOT_PASSWORD_PATH } from './paths';
import { focusOnShow } from '../focus';
import '../auth.css';

type Outcome = { kind: 'changed'; message: string } | { kind: 'link-unusable'; message: string };

const INCOMPLETE_LINK = 'This link is not complete. Open the link from the mail again, or ask for a new one.';

function ResetPasswordForm() {
  const [token] = useState(linkTokenOfThisPage);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [shown, setShown] = useState(false);
  const [errors, setErrors] = useState<NewPasswordErrors & { form?: string }>({});
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(token ? null : { kind: 'link-unusable', message: INCOMPLETE_LINK });

  async function submit(event: { preventDefault(): void }) {
    event.preventDefault();
    const found = validateNewPassword(password, confirm);
    setErrors(found);
    if (found.password || found.confirm || !token) return;
    setBusy(true);
    try {
      const { message } = await unwrap(api.api.auth.password.reset.post({ token, password }));
      setOutcome({ kind: 'changed', message });
    } catch (err) {
      // 410: used, lapsed or unknown; 409: the account changed meanwhile. Either way this link is spent.
      if (err instanceof ApiError && (err.status === 410 || err.status === 409)) setOutcome({ kind: 'link-unusable', message: err.message });
      else if (err instanceof ApiError && err.status === 422) setErrors({ password: err.message });
      else setErrors({ form: errorMessage(err, 'Could not change the password. Please try again.') });
      setBusy(false);
    }
  }

  if (outcome?.kind === 'changed') {
    return (
      <div className="auth-outcome" role="status">
        <h1 tabIndex={-1} ref={focusOnShow}>
          Password changed
        </h1>
        <p>{outcome.message}</p>
        <p className="muted">Every device that was signed in to your account has been signed out.</p>
        <a className="button button-primary button-block" href={LOGIN_PATH}>
          Sign in
        </a>
      </div>
    );
  }
  if (outcome?.kind === 'link-unusable') {
    return (
      <div className="auth-outcome" role="alert">
        <h1 tabIndex={-1} ref={focusOnShow}>
          This link cannot be used
        </h1>
        <p>{outcome.message}</p>
        <a className="button button-primary button-block" href={FORGOT_PASSWORD_PATH}>
          Ask for a new link
        </a>
        <div className="auth-links">
          <a href={LOGIN_PATH}>Back to sign in</a>
        </div>
      </div>
    );
  }

  const describedBy = (name: 'password' | 'confirm', hint?: string) => [errors[name] && `reset-${name}-error`, hint].filter(Boolean).join(' ') || undefined;
  return (
    <>
      <h1>Choose a new password</h1>
      <p className="auth-lead">Every device signed in to your account will be signed out.</p>
      <form onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor="reset-password">New password</label>
          <input
            id="reset-password"
            type={shown ? 'text' : 'password'}
            autoComplete="new-password"
            autoFocus
            required
            maxLength={PASSWORD_MAX_LENGTH}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            aria-invalid={Boolean(errors.password)}
            aria-describedby={describedBy('password', 'reset-password-hint')}
          />
          <p id="reset-password-hint" className="hint">At least {PASSWORD_MIN_LENGTH} characters.</p>
          {errors.password && (
            <p id="reset-password-error" className="field-error" role="alert">
              {errors.password}
            </p>
          )}
        </div>
        <div className="field">
          <label htmlFor="reset-confirm">Confirm new password</label>
          <input
            id="reset-confirm"
            type={shown ? 'text' : 'password'}
            autoComplete="new-password"
            required
            maxLength={PASSWORD_MAX_LENGTH}
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
            aria-invalid={Boolean(errors.confirm)}
            aria-describedby={describedBy('confirm')}
          />
          {errors.confirm && (
            <p id="reset-confirm-error" className="field-error" role="alert">
              {errors.confirm}
            </p>
          )}
        </div>
        <label className="auth-check">
          <input type="checkbox" checked={shown} onChange={(e) => setShown(e.target.checked)} />
          Show passwords
        </label>
        {errors.form && (
          <p className="field-error" role="alert">
            {errors.form}
          </p>
        )}
        <button type="submit" className="button button-primary button-block" disabled={busy}>
          {busy ? 'Saving…' : 'Change password'}
        </button>
      </form>
    </>
  );
}

export default function ResetPasswordPage() {
  return (
    <AppRoot access="public">
      <div className="auth-wrap">
        <div className="card auth-card">
          <ResetPasswordForm />
        </div>
      </div>
    </AppRoot>
  );
}
