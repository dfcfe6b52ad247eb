/** The live map in its card: heading, whether the stream is live, and the map (account page and console). */
import type { Ref } from 'react';
import type { AccountMap } from '@shared/account-map';
import { useMessages } from '../../lib/i18n';
import { AccountMapView } from '../map/AccountMapView';
import { accountViewMessages } from './account-view.messages';
import type { MapStatus } from './map-stream';
import './account-view.css';

type Props = { map: AccountMap | null; status: MapStatus; focus: string | null; accountTitle: string; cardRef: Ref<HTMLDivElement> };

export function LiveMapCard({ map, status, focus, accountTitle, cardRef }: Props) {
  const m = useMessages(accountViewMessages);
  const statusWord: Record<MapStatus, string> = {
    connecting: m.connecting,
    live: m.live,
    reconnecting: m.reconnecting,
    gone: m.notFound,
    ended: m.closed,
  };
  return (
    <div className="card account-view-map" ref={cardRef}>
      <div className="account-view-map-head">
        <h2>{m.mapHeading}</h2>
        {/* Plain text, not a live region: the console beside it announces its own connection, and one is enough. */}
        <span className={`account-view-status account-view-status-${status}`}>{statusWord[status]}</span>
      </div>
      {status === 'ended' && (
        <p className="notice" role="status">
          {m.accessEnded}
        </p>
      )}
      <p className="muted">{m.mapHelp}</p>
      <AccountMapView map={map} focusTargetId={focus} label={m.mapLabel({ account: accountTitle })} />
    </div>
  );
}
