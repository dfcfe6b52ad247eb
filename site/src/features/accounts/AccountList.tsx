/** The user's game accounts: name, game e-mail, server, tag and proxy; each editable, and removable after a confirmation. */
import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { ErrorPanel } from '../../components/ui/ErrorPanel';
import { Loading, Skeleton } from '../../components/ui/Skeleton';
import { accountsQuery, type GameAccount } from '../../lib/data';
import { accountTitle, tagLabel } from './display';
import { EditAccountDialog } from './EditAccountDialog';
import { RemoveAccountDialog } from './RemoveAccountDialog';

export function AccountList() {
  const { data, status, error, requestId, fetching } = useStore(accountsQuery.store);
  const [removing, setRemoving] = useState<GameAccount | null>(null);
  const [editing, setEditing] = useState<GameAccount | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusListOnClose = useRef(false);

  // Linked from an error that asks to fix the account (/accounts?edit=<id>): its dialog opens at once.
  useEffect(() => {
    const wanted = new URLSearchParams(window.location.search).get('edit');
    const account = wanted ? data?.find((a) => a.id === wanted) : undefined;
    if (!account) return;
    setEditing(account);
    const url = new URL(window.location.href);
    url.searchParams.delete('edit');
    history.replaceState(history.state, '', url);
  }, [data]);

  let body;
  if (status === 'loading') {
    body = (
      <Loading label="Loading your accounts…" className="list-plain accounts-list">
        {[0, 1].map((i) => (
          <div key={i} className="accounts-item">
            <div className="accounts-item-main">
              <Skeleton width="40%" height="1.1rem" />
              <Skeleton width="65%" />
              <Skeleton width="30%" />
            </div>
          </div>
        ))}
      </Loading>
    );
  } else if (status === 'error') {
    body = <ErrorPanel what="your accounts" message={error} requestId={requestId} onRetry={accountsQuery.refetch} retrying={fetching} />;
  } else if (!data || data.length === 0) {
    body = <p className="empty">No accounts registered yet.</p>;
  } else {
    body = (
      <ul className="list-plain accounts-list" aria-labelledby="accounts-list-title">
        {data.map((account) => (
          <li key={account.id} className="accounts-item">
            <div className="accounts-item-main">
              <strong className="accounts-name">{account.name}</strong>
              <span className="muted accounts-email">{account.game_email}</span>
              <span className="accounts-meta">
                <span className="accounts-chip" title="Server">
                  <span className="visually-hidden">Server: </span>
                  {account.server}
                </span>
                <span className="accounts-chip accounts-chip-tag" title="Tag">
                  <span className="visually-hidden">Tag: </span>
                  {tagLabel(account.type)}
                </span>
                {account.proxy && (
                  <span className="accounts-chip accounts-chip-proxy" title="Proxy for the game connection">
                    <span aria-hidden="true">via </span>
                    <span className="visually-hidden">Proxy: </span>
                    {account.proxy}
                  </span>
                )}
              </span>
            </div>
            <div className="accounts-item-actions">
              <a className="button button-small" href={`/planner?account=${encodeURIComponent(account.id)}`} aria-label={`Plan attacks for ${accountTitle(account)}`}>
                Plan
              </a>
              <button type="button" className="button button-small" aria-label={`Edit ${accountTitle(account)}`} onClick={() => setEditing(account)}>
                Edit
              </button>
              <button
                type="button"
                className="button button-small button-danger"
                aria-label={`Remove ${accountTitle(account)}`}
                onClick={() => setRemoving(account)}
              >
                Remove
              </button>
            </div>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className="card" aria-labelledby="accounts-list-title">
      <h2 id="accounts-list-title" ref={headingRef} tabIndex={-1}>
        Your accounts
      </h2>
      {body}
      <EditAccountDialog account={editing} onClose={() => setEditing(null)} />
      <RemoveAccountDialog
        account={removing}
        onClose={() => {
          setRemoving(null);
          // Runs on the dialog's native close event, after the browser has tried to give focus back.
          if (focusListOnClose.current) {
            focusListOnClose.current = false;
            headingRef.current?.focus();
          }
        }}
        onRemoved={() => {
          // The Remove button that opened the dialog is gone with its row; continue from the list's heading.
          focusListOnClose.current = true;
          setRemoving(null);
        }}
      />
    </section>
  );
}
