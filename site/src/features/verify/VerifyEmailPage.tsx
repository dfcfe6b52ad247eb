/**
 * /verify-email#token=…: the page the verification mail links to (sign-up, or a new address). It works
 * signed out too (the link may be opened on another device). A sign-up's link creates the account: the
 * new player is signed in and taken on (to where the sign-up form would have gone, else the dashboard).
 * Otherwise, signed in, the session's user is read again so the banner goes.
 */
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { DEFAULT_AFTER_LOGIN, LOGIN_PATH, safeRedirect } from '@shared/routes';
import { pageOf } from '../../components/AppRoot';
import { FullScreen } from '../../components/FullScreen';
import { api, unwrap } from '../../lib/api';
import { here, messagesNow, useMessages } from '../../lib/i18n';
import { linkTokenOfThisPage } from '../auth/link-token';
import { $session, completeSignIn, refreshUser, restoreSession } from '../session/store';
import { errorMessage, toast } from '../toasts/store';
import { loginMessages } from '../auth/login.messages';
import { AuthCard } from '../auth/AuthCard';
import { sendVerificationAgain } from './actions';
import { verifyPageMessages } from './verify.messages';
import '../auth/auth.css';
import './verify.css';

type Outcome = { kind: 'checking' } | { kind: 'verified'; message: string } | { kind: 'failed'; message: string };

/** One request per page load, whatever React renders twice. */
let verifying: Promise<Outcome> | undefined;

function verifyThisLink(): Promise<Outcome> {
  verifying ??= (async (): Promise<Outcome> => {
    const token = linkTokenOfThisPage();
    if (!token) return { kind: 'failed', message: messagesNow(verifyPageMessages).incompleteLink };
    try {
      const { message, token: session, user, next } = await unwrap(api.api.auth['verify-email'].post({ token }));
      if (session && user) {
        completeSignIn(session, user);
        toast.afterNavigation('success', messagesNow(loginMessages).accountCreated);
        // Where the sign-up asked to go (a plan's checkout), kept by the API: the link may open on another device.
        window.location.replace(next ? safeRedirect(next) : here(DEFAULT_AFTER_LOGIN));
        // The page is leaving: it goes on saying it checks the link.
        return { kind: 'checking' };
      }
      // The session may still be on its way in; its answer must not be the one from before the verification.
      await restoreSession();
      await refreshUser();
      return { kind: 'verified', message };
    } catch (err) {
      return { kind: 'failed', message: errorMessage(err, messagesNow(verifyPageMessages).checkFailed) };
    }
  })();
  return verifying;
}

function VerifyEmail() {
  const t = useMessages(verifyPageMessages);
  const session = useStore($session);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'checking' });
  const [sending, setSending] = useState(false);

  useEffect(() => {
    let current = true;
    void verifyThisLink().then((result) => current && setOutcome(result));
    return () => {
      current = false;
    };
  }, []);

  if (outcome.kind === 'checking') return <FullScreen spinner>{t.checking}</FullScreen>;
  const signedIn = session.status === 'signed-in';
  const alreadyVerified = signedIn && session.user.app_metadata.emailVerified === true;
  return (
    <AuthCard>
      {outcome.kind === 'verified' ? (
        <div className="verify-outcome" role="status">
          <h1>{t.verified}</h1>
          <p>{outcome.message}</p>
          <a className="button button-primary button-block" href={here(DEFAULT_AFTER_LOGIN)}>
            {t.goToDashboard}
          </a>
        </div>
      ) : (
        <div className="verify-outcome" role="alert">
          <h1>{t.unusable}</h1>
          <p>{outcome.message}</p>
          {alreadyVerified ? (
            <a className="button button-primary button-block" href={here(DEFAULT_AFTER_LOGIN)}>
              {t.goToDashboard}
            </a>
          ) : signedIn ? (
            <button
              type="button"
              className="button button-primary button-block"
              disabled={sending}
              aria-busy={sending}
              onClick={async () => {
                setSending(true);
                await sendVerificationAgain();
                setSending(false);
              }}
            >
              {sending ? t.sending : t.sendNew}
            </button>
          ) : (
            <>
              <p className="muted">{t.signInToSend}</p>
              <a className="button button-primary button-block" href={`${here(LOGIN_PATH)}?redirect=${encodeURIComponent(here(DEFAULT_AFTER_LOGIN))}`}>
                {t.signIn}
              </a>
            </>
          )}
        </div>
      )}
    </AuthCard>
  );
}

export default pageOf('public', VerifyEmail);
