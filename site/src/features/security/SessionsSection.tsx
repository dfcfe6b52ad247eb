/** Where the account is signed in: end one other session, or every other one at once. */
import { useId, useRef, useState } from 'react';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { ErrorPanel } from '../../components/ui/ErrorPanel';
import { SkeletonRows } from '../../components/ui/Skeleton';
import { useMessages } from '../../lib/i18n';
import { fill } from '../../components/ui/fill';
import { useLoaded } from '../../lib/use-loaded';
import { errorMessage, toast } from '../toasts/store';
import { endOtherSessions, endSession, fetchSessions, type SessionItem } from './actions';
import { exactTime } from '../../lib/time';
import { lastActive, sortSessions } from './format';
import { sessionsMessages } from './security.messages';
import { RelativeTime } from '../../components/ui/RelativeTime';

export function SessionsSection() {
  const id = useId();
  const list = useLoaded(fetchSessions);
  const t = useMessages(sessionsMessages);
  const seen = (iso: string) => lastActive(iso, t.now);
  const [ending, setEnding] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  async function signOut(session: SessionItem) {
    if (ending) return;
    setEnding(session.id);
    try {
      toast.success((await endSession(session.id)).message);
    } catch (err) {
      toast.error(errorMessage(err, t.notSignedOut));
    } finally {
      setEnding(null);
      await list.reload();
      // Its row (and the button that had focus) is gone: continue from the section's heading.
      headingRef.current?.focus();
    }
  }

  async function signOutOthers() {
    try {
      toast.success((await endOtherSessions()).message);
    } catch (err) {
      toast.error(errorMessage(err, t.othersNotSignedOut));
    } finally {
      setConfirming(false);
      await list.reload();
    }
  }

  let body;
  if (list.status === 'loading') {
    body = <SkeletonRows label={t.loading} list="list-plain security-sessions" item="security-session" main="security-session-main" widths={['70%']} />;
  } else if (list.status === 'error') {
    body = <ErrorPanel what={t.what} message={list.error} requestId={list.requestId} onRetry={list.reload} retrying={list.reloading} />;
  } else {
    const sessions = sortSessions(list.data?.sessions ?? []);
    const others = sessions.filter((s) => !s.current).length;
    body = (
      <>
        <ul className="list-plain security-sessions" aria-label={t.listLabel}>
          {sessions.map((session) => (
            <li key={session.id} className="security-session">
              <div className="security-session-main">
                <p className="security-session-device">
                  <strong>{session.device}</strong>
                  {session.current && <span className="badge">{t.thisBrowser}</span>}
                </p>
                <p className="security-session-meta">
                  <span>{session.place ? t.placeAndAddress({ place: session.place, ip: session.ip }) : session.ip || t.addressUnknown}</span>
                  <span>{fill(t.signedIn, { when: <RelativeTime iso={session.createdAt} /> })}</span>
                  <span>
                    {fill(t.lastActive, {
                      when: (
                        <time dateTime={session.lastSeenAt} title={exactTime(session.lastSeenAt)}>
                          {seen(session.lastSeenAt)}
                        </time>
                      ),
                    })}
                  </span>
                </p>
              </div>
              <div className="security-session-actions">
                {session.current ? (
                  // The header's sign-out, on this button too: the token is forgotten and the session ended.
                  <button type="button" className="button button-small" data-sign-out>
                    {t.signOut}
                  </button>
                ) : (
                  <button
                    type="button"
                    className="button button-small button-danger"
                    aria-label={t.signOutOne({ device: session.device, when: seen(session.lastSeenAt) })}
                    aria-disabled={ending === session.id}
                    onClick={() => void signOut(session)}
                  >
                    {ending === session.id ? t.signingOut : t.signOut}
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
        {others > 0 ? (
          <div className="row">
            <button type="button" className="button button-danger" onClick={() => setConfirming(true)}>
              {t.everywhereElse}
            </button>
          </div>
        ) : (
          <p className="hint">{t.onlyHere}</p>
        )}
      </>
    );
  }

  return (
    <section className="security-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} ref={headingRef} tabIndex={-1}>
        {t.title}
      </h2>
      <p className="hint">{t.hint}</p>
      {body}
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t.confirmTitle}
        cancel={t.cancel}
        confirm={t.everywhereElse}
        busyLabel={t.signingOut}
        onConfirm={signOutOthers}
      >
        <p>{t.confirmText}</p>
      </ConfirmDialog>
    </section>
  );
}
