/**
 * A query that failed with nothing to show: the server's own message, the request id to quote to
 * support, and Retry (which fetches again; the button waits while it does).
 */
import { Icon } from './Icon';
import './feedback.css';

type Props = {
  /** What could not be loaded, e.g. "your bots". */
  what: string;
  message: string | null;
  requestId: string | null;
  onRetry: () => unknown;
  retrying?: boolean;
};

export function ErrorPanel({ what, message, requestId, onRetry, retrying = false }: Props) {
  return (
    <div className="error-panel" role="alert">
      <h3>
        <Icon name="alert" /> Could not load {what}
      </h3>
      <p>{message || 'Request failed'}</p>
      {requestId && (
        <p className="muted">
          Request id: <code>{requestId}</code>
        </p>
      )}
      <button type="button" className="button button-small" onClick={() => void onRetry()} disabled={retrying}>
        {retrying ? 'Retrying…' : 'Retry'}
      </button>
    </div>
  );
}
