/** Where the account is signed in: end one other session, or every other one at once. */
import { useId, useRef, useState } from 'react';
import { Dialog } from '../../components/ui/Dialog';
import { ErrorPanel } from '../../components/ui/ErrorPanel';
import { RelativeTime } from '../../components/ui/RelativeTime';
import { Loading, Skeleton } from '../../components/ui/Skeleton';
import { exactTime } from '../../lib/time';
import { useLoaded } from '../../lib/use-loaded';
import { errorMessage, toast } from '../toasts/store';
import { endOtherSessions, endSession, fetchSessions, type SessionItem } from './actions';
import { lastActive, sortSessions } from './format';

export function SessionsSection() {
  const id = useId();
  const list = useLoaded(fetchSessions);
  const [ending, setEnding] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [endingOthers, setEndingOthers] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  async function signOut(session: SessionItem) {
    if (ending) return;
    setEnding(session.id);
    try {
      toast.success((await endSession(session.id)).message);
    } catch (err) {
      toast.error(errorMessage(err, 'Could not sign that session out'));
    } finally {
      setEnding(null);
      await list.reload();
      // Its row (and the button that had focus) is gone: continue from the section's heading.
      headingRef.current?.focus();
    }
  }

  async function signOutOthers() {
    if (endingOthers) return;
    setEndingOthers(true);
    try {
      toast.success((await endOtherSessions()).message);
    } catch (err) {
      toast.error(errorMessage(err, 'Could not sign the other sessions out'));
    } finally {
      setEndingOthers(false);
      setConfirming(false);
      await list.reload();
    }
  }

  let body;
  if (list.status === 'loading') {
    body = (
      <Loading label="Loading your sessions…" className="list-plain security-sessions">
        {[0, 1].map((i) => (
          <div key={i} className="security-session">
            <div className="security-session-main">
              <Skeleton width="40%" height="1.1rem" />
              <Skeleton width="70%" />
            </div>
          </div>
        ))}
      </Loading>
    );
  } else if (list.status === 'error') {
    body = <ErrorPanel what="your sessions" message={list.error} requestId={list.requestId} onRetry={list.reload} retrying={list.reloading} />;
  } else {
    const sessions = sortSessions(list.data?.sessions ?? []);
    const others = sessions.filter((s) => !s.current).length;
    body = (
      <>
        <ul className="list-plain security-sessions" aria-label="Signed-in sessions">
          {sessions.map((session) => (
            <li key={session.id} className="security-session">
              <div className="security-session-main">
                <p className="security-session-device">
                  <strong>{session.device}</strong>
                  {session.current && <span className="badge">This browser</span>}
                </p>
                <p className="security-session-meta">
                  <span>{session.place ? `${session.place} (${session.ip})` : session.ip || 'Address unknown'}</span>
                  <span>
                    Signed in <RelativeTime iso={session.createdAt} />
                  </span>
                  <span>
                    Last active{' '}
                    <time dateTime={session.lastSeenAt} title={exactTime(session.lastSeenAt)}>
                      {lastActive(session.lastSeenAt)}
                    </time>
                  </span>
                </p>
              </div>
              <div className="security-session-actions">
                {session.current ? (
                  // The header's sign-out, on this button too: the token is forgotten and the session ended.
                  <button type="button" className="button button-small" data-sign-out>
                    Sign out
                  </button>
                ) : (
                  <button
                    type="button"
                    className="button button-small button-danger"
                    aria-label={`Sign out ${session.device} (last active ${lastActive(session.lastSeenAt)})`}
                    aria-disabled={ending === session.id}
                    onClick={() => void signOut(session)}
                  >
                    {ending === session.id ? 'Signing out…' : 'Sign out'}
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
        {others > 0 ? (
          <div className="row">
            <button type="button" className="button button-danger" onClick={() => setConfirming(true)}>
              Sign out everywhere else
            </button>
          </div>
        ) : (
          <p className="hint">You are signed in only here.</p>
        )}
      </>
    );
  }

  return (
    <section className="security-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} ref={headingRef} tabIndex={-1}>
        Sessions
      </h2>
      <p className="hint">Browsers and devices signed in to your account. Sign out any you do not recognise, then change your password.</p>
      {body}
      <Dialog open={confirming} onClose={() => setConfirming(false)} title="Sign out everywhere else?">
        <div className="stack">
          <p>Every other browser and device signed in to your account is signed out at once. This browser stays signed in.</p>
          <div className="row dialog-actions">
            <button type="button" className="button" onClick={() => setConfirming(false)}>
              Cancel
            </button>
            <button type="button" className="button button-danger" aria-disabled={endingOthers} onClick={() => void signOutOthers()}>
              {endingOthers ? 'Signing out…' : 'Sign out everywhere else'}
            </button>
          </div>
        </div>
      </Dialog>
    </section>
  );
}
