/** Live / Connecting / Reconnecting / Stopped, with the reason and, where it helps, what to do. */
import { signInHref } from '@shared/routes';
import { describeConnection, type ConnectionState } from './connection';

export function ConnectionIndicator({ state, onRetry }: { state: ConnectionState; onRetry: () => void }) {
  const { label, detail, tone } = describeConnection(state);
  return (
    <div className="console-connection-wrap">
      <p className={`console-connection console-connection-${tone}`} role="status">
        <span className="console-dot" aria-hidden="true" />
        <span>
          <span className="visually-hidden">Connection: </span>
          <strong>{label}</strong>
          {detail && <span className="console-connection-detail"> {detail}</span>}
        </span>
      </p>
      {state.status === 'reconnecting' && (
        <button type="button" className="button button-small" onClick={onRetry}>
          Retry now
        </button>
      )}
      {state.status === 'stopped' && state.reason === 'signed-out' && (
        <a className="button button-small" href={signInHref(window.location.pathname)}>
          Sign in again
        </a>
      )}
    </div>
  );
}
