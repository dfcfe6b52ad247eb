/** The Custom Script template's "Script" setting: a choice among the player's own scripts (by id). */
import { useEffect, useState } from 'react';
import { listScripts, type ScriptSummary } from './queries';

type Props = { id: string; value: string; onChange: (value: string) => void; describedBy?: string; invalid: boolean };

export function ScriptChoice({ id, value, onChange, describedBy, invalid }: Props) {
  const [scripts, setScripts] = useState<ScriptSummary[] | null>(null);
  useEffect(() => {
    void listScripts().then(setScripts, () => setScripts([]));
  }, []);
  return (
    <select id={id} value={value} aria-describedby={describedBy} aria-invalid={invalid} onChange={(e) => onChange(e.target.value)}>
      <option value="">{scripts === null ? 'Loading your scripts…' : scripts.length ? 'Choose a script' : 'No scripts yet: write one on the Scripts page'}</option>
      {(scripts ?? []).map((s) => (
        <option key={s.id} value={s.id}>
          {s.name} (newest: version {s.latest})
        </option>
      ))}
    </select>
  );
}
