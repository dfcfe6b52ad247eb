/** The Custom Script template's "Script" setting: a choice among the player's own scripts (by id). */
import { useEffect, useState } from 'react';
import { useMessages } from '../../lib/i18n';
import { listScripts, type ScriptSummary } from './queries';
import { scriptChoiceMessages } from './scripts.messages';

type Props = { id: string; value: string; onChange: (value: string) => void; describedBy?: string; invalid: boolean };

export function ScriptChoice({ id, value, onChange, describedBy, invalid }: Props) {
  const t = useMessages(scriptChoiceMessages);
  const [scripts, setScripts] = useState<ScriptSummary[] | null>(null);
  useEffect(() => {
    void listScripts().then(setScripts, () => setScripts([]));
  }, []);
  return (
    <select id={id} value={value} aria-describedby={describedBy} aria-invalid={invalid} onChange={(e) => onChange(e.target.value)}>
      <option value="">{scripts === null ? t.loading : scripts.length ? t.choose : t.none}</option>
      {(scripts ?? []).map((s) => (
        <option key={s.id} value={s.id}>
          {t.option({ name: s.name, version: s.latest })}
        </option>
      ))}
    </select>
  );
}
