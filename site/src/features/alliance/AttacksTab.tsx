/** The open incoming attacks on the members' shared accounts, soonest first, read again every 20 s. */
import { useCallback, useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { profileQuery } from '../../lib/data';
import { useNow } from '../../lib/use-now';
import { errorMessage } from '../toasts/store';
import { landsIn, viewerZone, whenIn } from './format';
import { fetchAttacks, type Attacks } from './queries';

const REFRESH_MS = 20_000;

export function AttacksTab({ spaceId }: { spaceId: string }) {
  const zone = viewerZone(useStore(profileQuery.store).data?.timeZone);
  const now = useNow(true);
  const [data, setData] = useState<Attacks | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const load = useCallback(async () => {
    try {
      setData(await fetchAttacks(spaceId));
      setProblem(null);
    } catch (err) {
      setProblem(errorMessage(err, 'Could not load the attacks.'));
    }
  }, [spaceId]);
  useEffect(() => {
    void load();
    const timer = setInterval(() => document.visibilityState === 'visible' && void load(), REFRESH_MS);
    return () => clearInterval(timer);
  }, [load]);

  const open = data?.attacks.filter((a) => Date.parse(a.arrives_at) > now) ?? [];
  return (
    <section className="card stack" aria-labelledby="alliance-attacks-title">
      <h3 id="alliance-attacks-title">Incoming attacks</h3>
      <p className="muted">
        Attacks on the game accounts members share with the space, until they land, as the members' Incoming Attack Guard or Castle Defence bots see them. Times on your clock ({zone}).
      </p>
      {problem && <p className="field-error" role="alert">{problem}</p>}
      {!data && !problem && <p className="muted">Loading the attacks…</p>}
      {data && open.length === 0 && <p>No incoming attacks on the {data.shared_accounts} shared account{data.shared_accounts === 1 ? '' : 's'}.</p>}
      {open.length > 0 && (
        <ul className="list-plain alliance-attacks" aria-label="Incoming attacks">
          {open.map((a) => (
            <li key={`${a.account}-${a.castle}-${a.arrives_at}`} className="alliance-attack">
              <p><strong>{a.castle}</strong> of {a.member} ({a.account})</p>
              <p>
                {a.attacker ?? 'An unknown attacker'}{a.troops !== null ? ` with ${a.troops.toLocaleString('en')} soldiers` : ''} · lands {landsIn(a.arrives_at, now)}, {whenIn(zone, a.arrives_at)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
