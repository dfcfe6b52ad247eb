/** The player's game accounts on one server, as checkboxes: which ones a space sees. */
import { useStore } from '@nanostores/react';
import { accountsQuery } from '../../lib/data';

export function AccountChoice({ server, chosen, onChange, legend }: { server: string; chosen: string[]; onChange: (ids: string[]) => void; legend: string }) {
  const accounts = (useStore(accountsQuery.store).data ?? []).filter((a) => a.server === server);
  return (
    <fieldset className="alliance-accounts">
      <legend>{legend}</legend>
      {accounts.length === 0 && <p className="muted">You have no game account on {server}. <a href="/accounts">Add one</a> to share its attacks.</p>}
      {accounts.map((a) => (
        <label key={a.id} className="checkbox">
          <input type="checkbox" checked={chosen.includes(a.id)} onChange={(e) => onChange(e.target.checked ? [...chosen, a.id] : chosen.filter((id) => id !== a.id))} />
          {a.name} ({a.server})
        </label>
      ))}
      <p className="muted field-help">The space's members see the incoming attacks on the accounts you share, and its rules drive your Alliance Help bots on them.</p>
    </fieldset>
  );
}
