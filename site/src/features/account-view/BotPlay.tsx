/**
 * Under a bot's console: its game account's live map and the bot's own attacks (a row's target shown on
 * the map). The timeline is its owner's; a player the account is shared with sees the map.
 */
import { useRef, useState } from 'react';
import { useMessages } from '../../lib/i18n';
import { AccountMapView } from '../map/AccountMapView';
import { accountViewMessages } from './account-view.messages';
import { TimelinePanel } from './TimelinePanel';
import { useAccountMap } from './use-account-map';
import './account-view.css';

export function BotPlay({ botId, accountId, accountTitle, own }: { botId: string; accountId: string; accountTitle: string; own: boolean }) {
  const m = useMessages(accountViewMessages);
  const { map, status } = useAccountMap(accountId);
  const [focus, setFocus] = useState<string | null>(null);
  const mapRef = useRef<HTMLDivElement>(null);
  const statusWord = { connecting: m.connecting, live: m.live, reconnecting: m.reconnecting, gone: m.notFound }[status];
  return (
    <>
      <div className="card account-view-map" ref={mapRef}>
        <div className="account-view-map-head">
          <h2>{m.mapHeading}</h2>
          <span className={`account-view-status account-view-status-${status}`} role="status">
            {statusWord}
          </span>
        </div>
        <p className="muted">{m.mapHelp}</p>
        <AccountMapView map={map} focusTargetId={focus} label={m.mapLabel({ account: accountTitle })} />
      </div>
      {own && (
        <TimelinePanel
          scope={{ botId }}
          onShowTarget={(id) => {
            setFocus(id);
            mapRef.current?.scrollIntoView({ block: 'nearest' });
          }}
        />
      )}
    </>
  );
}
