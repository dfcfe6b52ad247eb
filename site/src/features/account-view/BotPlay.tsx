/**
 * Under a bot's console: its game account's live map and the bot's own attacks (a row's target shown on
 * the map). The timeline is its owner's; a player the account is shared with sees the map. `playSign` (the
 * console's last line id) has the timeline read again as the bot plays.
 */
import { useRef, useState } from 'react';
import { LiveMapCard } from './LiveMapCard';
import { TimelinePanel } from './TimelinePanel';
import { useAccountMap } from './use-account-map';

type Props = { botId: string; accountId: string; accountTitle: string; own: boolean; playSign?: unknown };

export function BotPlay({ botId, accountId, accountTitle, own, playSign }: Props) {
  const { map, status } = useAccountMap(accountId);
  const [focus, setFocus] = useState<string | null>(null);
  const mapRef = useRef<HTMLDivElement>(null);
  return (
    <>
      <LiveMapCard map={map} status={status} focus={focus} accountTitle={accountTitle} cardRef={mapRef} />
      {own && (
        <TimelinePanel
          scope={{ botId }}
          playSign={playSign}
          onShowTarget={(id) => {
            setFocus(id);
            mapRef.current?.scrollIntoView({ block: 'nearest' });
          }}
        />
      )}
    </>
  );
}
