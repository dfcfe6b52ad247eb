/**
 * "Confirm your e-mail address" at the top of the app until the address is verified (then the session's
 * user says so and it goes). Opening #confirm-email (the fix link of EMAIL_NOT_VERIFIED errors) sends the
 * link again, as the button does.
 */
import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { Icon } from '../../components/ui/Icon';
import { useMessages } from '../../lib/i18n';
import { fill } from '../../components/ui/fill';
import { $session } from '../session/store';
import { sendVerificationAgain } from './actions';
import { SEND_AGAIN_HASH, showsVerifyBanner } from './banner';
import { verifyBannerMessages } from './verify.messages';
import './verify.css';

export function VerifyEmailBanner() {
  const t = useMessages(verifyBannerMessages);
  const session = useStore($session);
  const [sending, setSending] = useState(false);
  const shown = typeof window !== 'undefined' && showsVerifyBanner(session, window.location.pathname);
  const sendingNow = useRef(false);

  async function send() {
    if (sendingNow.current) return;
    sendingNow.current = true;
    setSending(true);
    await sendVerificationAgain();
    sendingNow.current = false;
    setSending(false);
  }

  useEffect(() => {
    if (!shown) return;
    const onHash = () => {
      if (window.location.hash !== SEND_AGAIN_HASH) return;
      // Spent at once: a reload or the back button must not send another.
      window.history.replaceState(null, '', window.location.pathname + window.location.search);
      void send();
    };
    onHash();
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, [shown]);

  if (!shown || session.status !== 'signed-in') return null;
  return (
    <aside className="verify-banner" aria-label={t.title}>
      <Icon name="alert" size={18} />
      <p>
        <strong>{t.title}</strong> {fill(t.sentTo({ email: '{email}' }), { email: <span className="verify-email">{session.user.email}</span> })}
      </p>
      <button type="button" className="button button-small" onClick={() => void send()} disabled={sending} aria-busy={sending}>
        {sending ? t.sending : t.sendAgain}
      </button>
    </aside>
  );
}
