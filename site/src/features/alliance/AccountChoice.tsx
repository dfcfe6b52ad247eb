/** The player's game accounts on one server, as checkboxes: which ones a space sees. */
import { useStore } from '@nanostores/react';
import { accountsQuery } from '../../lib/data';
import { here, useMessages } from '../../lib/i18n';
import { fill } from '../../components/ui/fill';
import { accountChoiceMessages } from './alliance.messages';

export function AccountChoice({ server, chosen, onChange, legend }: { server: string; chosen: string[]; onChange: (ids: string[]) => void; legend: string }) {
  const m = useMessages(accountChoiceMessages);
  const accounts = (useStore(accountsQuery.store).data ?? []).filter((a) => a.server === server);
  return (
    <fieldset className="alliance-accounts">
      <legend>{legend}</legend>
      {accounts.length === 0 && <p className="muted">{fill(m.noAccount({ server, add: '{add}' }), { add: <a href={here('/accounts')}>{m.addOne}</a> })}</p>}
      {accounts.map((a) => (
        <label key={a.id} className="checkbox">
          <input
            type="checkbox"
            checked={chosen.includes(a.id)}
            onChange={(e) => onChange(e.target.checked ? [...chosen, a.id] : chosen.filter((id) => id !== a.id))}
          />
          <bdi>{a.name}</bdi> ({a.server})
        </label>
      ))}
      <p className="muted field-help">{m.help}</p>
    </fieldset>
  );
}
