/** The open incoming attacks on the members' shared accounts, soonest first, read again every 20 s. */
import { useStore } from '@nanostores/react';
import { profileQuery } from '../../lib/data';
import { useMessages } from '../../lib/i18n';
import { fill } from '../../components/ui/fill';
import { attacksMessages } from './tabs.messages';
import { useNow } from '../../lib/use-now';
import { useRead } from '../../lib/use-read';
import { errorMessage } from '../toasts/store';
import { landsIn, viewerZone, whenIn } from './format';
import { fetchAttacks } from './queries';
import { FormError } from '../../components/ui/FormError';

const REFRESH_MS = 20_000;

export function AttacksTab({ spaceId }: { spaceId: string }) {
  const m = useMessages(attacksMessages);
  const zone = viewerZone(useStore(profileQuery.store).data?.timeZone);
  const now = useNow(true);
  const { data, problem } = useRead(() => fetchAttacks(spaceId), [spaceId, m], {
    problemOf: (err) => errorMessage(err, m.loadFailed),
    refreshMs: REFRESH_MS,
  });

  const open = data?.attacks.filter((a) => Date.parse(a.arrives_at) > now) ?? [];
  return (
    <section className="card stack" aria-labelledby="alliance-attacks-title">
      <h3 id="alliance-attacks-title">{m.title}</h3>
      <p className="muted">{m.intro({ zone })}</p>
      <FormError message={problem} />
      {!data && !problem && <p className="muted">{m.loading}</p>}
      {data && open.length === 0 && <p>{m.none(data.shared_accounts)}</p>}
      {open.length > 0 && (
        <ul className="list-plain alliance-attacks" aria-label={m.label}>
          {open.map((a) => (
            <li key={`${a.account}-${a.castle}-${a.arrives_at}`} className="alliance-attack">
              <p>{fill(m.castleOf({ castle: '{castle}', member: a.member, account: a.account }), { castle: <strong>{a.castle}</strong> })}</p>
              <p>
                {m.lands({
                  attacker: a.troops !== null ? m.withTroops({ attacker: a.attacker ?? m.unknown })(a.troops) : (a.attacker ?? m.unknown),
                  when: landsIn(a.arrives_at, now, m),
                  at: whenIn(zone, a.arrives_at),
                })}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
