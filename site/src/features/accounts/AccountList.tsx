/** The user's game accounts: name, game e-mail, server, tag and proxy; each editable, and removable after a confirmation. */
import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { ErrorPanel } from '../../components/ui/ErrorPanel';
import { SkeletonRows } from '../../components/ui/Skeleton';
import { accountsQuery, type GameAccount } from '../../lib/data';
import { accountTitle, tagLabel } from './display';
import { EditAccountDialog } from './EditAccountDialog';
import { RemoveAccountDialog } from './RemoveAccountDialog';
import { RiskMeter } from './RiskMeter';
import { SafetyLock } from './SafetyLock';
import { here, useMessages } from '../../lib/i18n';
import { accountListMessages, accountTagMessages } from './accounts.messages';
import { ShareDialog } from '../sharing/ShareDialog';
import { shareDialogMessages } from '../sharing/sharing.messages';

export function AccountList() {
  const m = useMessages(accountListMessages);
  const tags = useMessages(accountTagMessages);
  const { data, status, error, requestId, fetching } = useStore(accountsQuery.store);
  const [removing, setRemoving] = useState<GameAccount | null>(null);
  const [editing, setEditing] = useState<GameAccount | null>(null);
  const [sharing, setSharing] = useState<GameAccount | null>(null);
  const share = useMessages(shareDialogMessages);
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
    body = <SkeletonRows label={m.loading} list="list-plain accounts-list" item="accounts-item" main="accounts-item-main" widths={['65%', '30%']} />;
  } else if (status === 'error') {
    body = <ErrorPanel what={m.what} message={error} requestId={requestId} onRetry={accountsQuery.refetch} retrying={fetching} />;
  } else if (!data || data.length === 0) {
    body = <p className="empty">{m.empty}</p>;
  } else {
    body = (
      <ul className="list-plain accounts-list" aria-labelledby="accounts-list-title">
        {data.map((account) => (
          <li key={account.id} id={`account-${account.id}`} className={account.locked ? 'accounts-item accounts-item-locked' : 'accounts-item'}>
            <div className="accounts-item-main">
              <strong className="accounts-name">
                <bdi>{account.name}</bdi>
              </strong>
              <span className="muted accounts-email">{account.game_email}</span>
              <span className="accounts-meta">
                <span className="accounts-chip" title={m.server}>
                  <span className="visually-hidden">{m.serverLabel}</span>
                  {account.server}
                </span>
                <span className="accounts-chip accounts-chip-tag" title={m.tag}>
                  <span className="visually-hidden">{m.tagLabel}</span>
                  {tagLabel(account.type, tags)}
                </span>
                {account.proxy && (
                  <span className="accounts-chip accounts-chip-proxy" title={m.proxy}>
                    <span aria-hidden="true">{m.via}</span>
                    <span className="visually-hidden">{m.proxyLabel}</span>
                    {account.proxy}
                  </span>
                )}
              </span>
              <RiskMeter account={account} />
              <SafetyLock account={account} />
            </div>
            <div className="accounts-item-actions">
              <a
                className="button button-small"
                href={here(`/accounts/${encodeURIComponent(account.id)}`)}
                aria-label={m.mapFor({ account: accountTitle(account) })}
              >
                {m.map}
              </a>
              <a
                className="button button-small"
                href={here(`/planner?account=${encodeURIComponent(account.id)}`)}
                aria-label={m.planFor({ account: accountTitle(account) })}
              >
                {m.plan}
              </a>
              <button
                type="button"
                className="button button-small"
                aria-label={share.shareLabel({ account: accountTitle(account) })}
                onClick={() => setSharing(account)}
              >
                {share.share}
              </button>
              <button
                type="button"
                className="button button-small"
                aria-label={m.editLabel({ account: accountTitle(account) })}
                onClick={() => setEditing(account)}
              >
                {m.edit}
              </button>
              <button
                type="button"
                className="button button-small button-danger"
                aria-label={m.removeLabel({ account: accountTitle(account) })}
                onClick={() => setRemoving(account)}
              >
                {m.remove}
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
        {m.heading}
      </h2>
      {body}
      <EditAccountDialog account={editing} onClose={() => setEditing(null)} />
      <ShareDialog account={sharing} onClose={() => setSharing(null)} />
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
