/**
 * After signing up: check your inbox, and "Send the e-mail again" for a mail that does not come (a new
 * link; the API refuses after a few an hour and says when to ask again, which shows here with the button
 * back).
 */
import { useState } from 'react';
import { useMessages } from '../../lib/i18n';
import { errorMessage } from '../toasts/store';
import { AuthCard } from './AuthCard';
import { loginMessages } from './login.messages';
import { resendSignUp } from './sign-in';

export function SignUpSent({ email, message, onBack }: { email: string; message: string; onBack: () => void }) {
  const t = useMessages(loginMessages);
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null);

  const again = async () => {
    setBusy(true);
    setAnswer(null);
    try {
      setAnswer({ ok: true, text: await resendSignUp(email) });
    } catch (err) {
      setAnswer({ ok: false, text: errorMessage(err, t.sendAgainFailed) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard role="status">
      <h1>{t.checkInboxTitle}</h1>
      <p className="auth-sent">{message}</p>
      <p className="muted">{t.checkInboxSpam}</p>
      {answer && <p className={answer.ok ? 'auth-sent' : 'field-error'}>{answer.text}</p>}
      <button type="button" className="button button-block" disabled={busy} aria-busy={busy} onClick={() => void again()}>
        {busy ? t.sendingAgain : t.sendAgain}
      </button>
      <button type="button" className="button button-block button-ghost" onClick={onBack}>
        {t.backToSignIn}
      </button>
    </AuthCard>
  );
}
