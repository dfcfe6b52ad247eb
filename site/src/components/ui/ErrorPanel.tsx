/**
 * A query that failed with nothing to show: the server's own message, the request id to quote to
 * support, and Retry (which fetches again; the button waits while it does).
 */
import { useMessages } from '../../lib/i18n';
import { fill } from './fill';
import { Icon } from './Icon';
import { errorPanelMessages } from './ui.messages';
import './feedback.css';

type Props = {
  /** What could not be loaded, e.g. "your bots", in the page's language (the heading is "Could not load {what}"). */
  what: string;
  message: string | null;
  requestId: string | null;
  onRetry: () => unknown;
  retrying?: boolean;
};

export function ErrorPanel({ what, message, requestId, onRetry, retrying = false }: Props) {
  const t = useMessages(errorPanelMessages);
  return (
    <div className="error-panel" role="alert">
      <h3>
        <Icon name="alert" /> {t.couldNotLoad({ what })}
      </h3>
      <p>{message || t.requestFailed}</p>
      {requestId && <p className="muted">{fill(t.requestId, { id: <code>{requestId}</code> })}</p>}
      <button type="button" className="button button-small" onClick={() => void onRetry()} disabled={retrying}>
        {retrying ? t.retrying : t.retry}
      </button>
    </div>
  );
}
