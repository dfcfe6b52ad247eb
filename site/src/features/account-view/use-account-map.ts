import { useEffect, useState } from 'react';
import type { AccountMap } from '@shared/account-map';
import { followAccountMap, type MapStatus } from './map-stream';

/** The account's live map while the component is shown (null: none read yet, or not yet heard). */
export function useAccountMap(accountId: string | null): { map: AccountMap | null; status: MapStatus } {
  const [map, setMap] = useState<AccountMap | null>(null);
  const [status, setStatus] = useState<MapStatus>('connecting');
  useEffect(() => {
    setMap(null);
    if (!accountId) return;
    return followAccountMap(accountId, setMap, setStatus);
  }, [accountId]);
  return { map, status };
}
