/**
 * /reset-password#token=…: the page a reset mail links to. The token leaves the address bar at once; the
 * new password ends every session of the account (the API's doing), so the person signs in afresh.
 */
import { useState } from 'react';
import { LOGIN_PATH } from '@shared/routes';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@shared/auth';
import { AuthForm, AuthOutcome, AuthSubmit, authCardPage } from '../AuthCard';
import { ApiError, api, unwrap } from '../../../lib/api';
import { here, useMessages } from '../../../lib/i18n';
import { errorMessage } from '../../toasts/store';
import { linkTokenOfThisPage } from '../link-token';
import { validateNewPassword, type NewPasswordErrors } from './password-rules';
import { FORGOT_PASSWORD_PATH } from './paths';
import { resetPasswordMessages } from './password.messages';
import { FormError } from '../../../components/ui/FormError';
import { Field, type FieldControl } from '../../../components/ui/Field';
import '../auth.css';

/** `message` is the API's; null when the link came without its token (said in the page's own words). */
type Outcome = { kind: 'changed'; message: string } | { kind: 'link-unusable'; message: string | null };

function ResetPasswordForm() {
  const t = useMessages(resetPasswordMessages);
  const [token] = useState(linkTokenOfThisPage);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [shown, setShown] = useState(false);
  const [errors, setErrors] = useState<NewPasswordErrors & { form?: string }>({});
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(token ? null : { kind: 'link-unusable', message: null });

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
      else setErrors({ form: errorMessage(err, t.changeFailed) });
      setBusy(false);
    }
  }

  if (outcome?.kind === 'changed') {
    return (
      <AuthOutcome role="status" heading={t.changed}>
        <p>{outcome.message}</p>
        <p className="muted">{t.signedOutEverywhere}</p>
        <a className="button button-primary button-block" href={here(LOGIN_PATH)}>
          {t.signIn}
        </a>
      </AuthOutcome>
    );
  }
  if (outcome?.kind === 'link-unusable') {
    return (
      <AuthOutcome role="alert" heading={t.unusable}>
        <p>{outcome.message ?? t.incompleteLink}</p>
        <a className="button button-primary button-block" href={here(FORGOT_PASSWORD_PATH)}>
          {t.askForNew}
        </a>
        <div className="auth-links">
          <a href={here(LOGIN_PATH)}>{t.backToSignIn}</a>
        </div>
      </AuthOutcome>
    );
  }

  /** Both fields take the new password, shown or hidden together. */
  const newPassword =
    (value: string, onChange: (value: string) => void, autoFocus = false) =>
    (control: FieldControl) => (
      <input
        {...control}
        type={shown ? 'text' : 'password'}
        autoComplete="new-password"
        autoFocus={autoFocus}
        required
        maxLength={PASSWORD_MAX_LENGTH}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    );

  return (
    <AuthForm title={t.title} lead={t.lead} onSubmit={submit}>
      <Field id="reset-password" label={t.newPassword} error={errors.password} hint={t.atLeast(PASSWORD_MIN_LENGTH)} announce>
        {newPassword(password, setPassword, true)}
      </Field>
      <Field id="reset-confirm" label={t.confirm} error={errors.confirm} announce>
        {newPassword(confirm, setConfirm)}
      </Field>
      <label className="auth-check">
        <input type="checkbox" checked={shown} onChange={(e) => setShown(e.target.checked)} />
        {t.show}
      </label>
      <FormError message={errors.form} />
      <AuthSubmit busy={busy} label={t.change} busyLabel={t.saving} />
    </AuthForm>
  );
}

export default authCardPage(ResetPasswordForm);
