/** Live / Connecting / Reconnecting / Stopped, with the reason and, where it helps, what to do. */
import { signInHref } from '@shared/routes';
import { describeConnection, type ConnectionState } from './connection';
import { useMessages } from '../../lib/i18n';
import { connectionMessages } from './console.messages';

export function ConnectionIndicator({ state, onRetry }: { state: ConnectionState; onRetry: () => void }) {
  const m = useMessages(connectionMessages);
  const { label, detail, tone } = describeConnection(state, m);
  return (
    <div className="console-connection-wrap">
      <p className={`console-connection console-connection-${tone}`} role="status">
        <span className="console-dot" aria-hidden="true" />
        <span>
          <span className="visually-hidden">{m.connection}</span>
          <strong>{label}</strong>
          {detail && <span className="console-connection-detail"> {detail}</span>}
        </span>
      </p>
      {state.status === 'reconnecting' && (
        <button type="button" className="button button-small" onClick={onRetry}>
          {m.retryNow}
        </button>
      )}
      {state.status === 'stopped' && state.reason === 'signed-out' && (
        <a className="button button-small" href={signInHref(window.location.pathname)}>
          {m.signInAgain}
        </a>
      )}
    </div>
  );
}
