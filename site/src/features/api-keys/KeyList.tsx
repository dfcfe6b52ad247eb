/** The keys of the account: what each may do, from where, until when, when it was last used; Revoke. */
import { useId, useRef, useState } from 'react';
import { ErrorPanel } from '../../components/ui/ErrorPanel';
import { Loading, Skeleton } from '../../components/ui/Skeleton';
import type { Loaded } from '../../lib/use-loaded';
import { useMessages } from '../../lib/i18n';
import { exactTime } from '../../lib/time';
import { RelativeTime } from '../../components/ui/RelativeTime';
import { fill } from '../../components/ui/fill';
import type { ApiKey } from './actions';
import { keyFormMessages, keyListMessages } from './api-keys.messages';
import { expiryLabel, isExpired, scopeLabel } from './form';
import { RevokeKeyDialog } from './RevokeKeyDialog';

export function KeyList({ keys }: { keys: Loaded<ApiKey[]> }) {
  const id = useId();
  const t = useMessages(keyListMessages);
  const scopes = useMessages(keyFormMessages);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  let body;
  if (keys.status === 'loading') {
    body = (
      <Loading label={t.loading} className="api-keys-list">
        <Skeleton width="40%" height="1.1rem" />
        <Skeleton width="80%" />
      </Loading>
    );
  } else if (keys.status === 'error') {
    body = <ErrorPanel what={t.what} message={keys.error} requestId={keys.requestId} onRetry={keys.reload} retrying={keys.reloading} />;
  } else if (!keys.data?.length) {
    body = <p className="muted">{t.none}</p>;
  } else {
    body = (
      <ul className="list-plain api-keys-list" aria-labelledby={`${id}-title`}>
        {keys.data.map((key) => (
          <li key={key.id} className="api-keys-item">
            <div className="api-keys-item-head">
              <h4 className="api-keys-name">
                <bdi>{key.name}</bdi>
              </h4>
              <code className="api-keys-hint">{key.hint}</code>
              <button
                type="button"
                className="button button-small button-danger api-keys-revoke"
                aria-label={t.revokeOne({ name: key.name })}
                onClick={() => setRevoking(key)}
              >
                {t.revoke}
              </button>
            </div>
            <dl className="api-keys-facts">
              <div>
                <dt>{t.access}</dt>
                <dd>{scopeLabel(key.scopes, scopes)}</dd>
              </div>
              <div>
                <dt>{t.allowedFrom}</dt>
                <dd>{key.allowedIps.length ? key.allowedIps.join(', ') : t.anywhere}</dd>
              </div>
              <div>
                <dt>{t.expires}</dt>
                <dd className={isExpired(key.expiresAt) ? 'api-keys-expired' : undefined}>
                  {key.expiresAt ? (
                    <time dateTime={key.expiresAt} title={exactTime(key.expiresAt)}>
                      {expiryLabel(key.expiresAt, t)}
                    </time>
                  ) : (
                    t.never
                  )}
                </dd>
              </div>
              <div>
                <dt>{t.lastUsed}</dt>
                <dd>
                  {key.lastUsedAt ? (
                    key.lastUsedIp ? (
                      fill(t.usedFrom, { when: <RelativeTime iso={key.lastUsedAt} />, ip: <span className="muted">{key.lastUsedIp}</span> })
                    ) : (
                      <RelativeTime iso={key.lastUsedAt} />
                    )
                  ) : (
                    t.never
                  )}
                </dd>
              </div>
              <div>
                <dt>{t.created}</dt>
                <dd>
                  <RelativeTime iso={key.createdAt} />
                </dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className="api-keys-section" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} ref={headingRef} tabIndex={-1}>
        {t.title}
      </h3>
      {body}
      <RevokeKeyDialog
        apiKey={revoking}
        onClose={() => setRevoking(null)}
        onRevoked={async () => {
          setRevoking(null);
          await keys.reload();
          // Its row (and the button that had focus) is gone: continue from the list's heading.
          headingRef.current?.focus();
        }}
      />
    </section>
  );
}
