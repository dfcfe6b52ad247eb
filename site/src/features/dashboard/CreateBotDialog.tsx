/** The dashboard's create-bot dialog, labelled in German as the spec has it. */
import { useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { Dialog } from '../../components/ui/Dialog';
import { accountsQuery, templatesQuery } from '../../lib/data';
import { createBot } from '../bots/actions';
import { resetFor, validateDialog, type FormValues } from '../bots/form';
import { SecretFields, SettingsFields } from '../bots/SettingsFields';

export function CreateBotDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} title="Bot erstellen">
      <CreateBotForm onDone={onClose} />
    </Dialog>
  );
}

function CreateBotForm({ onDone }: { onDone: () => void }) {
  const templates = useStore(templatesQuery.store).data ?? [];
  const accounts = useStore(accountsQuery.store).data ?? [];
  const [templateId, setTemplateId] = useState('');
  const [accountId, setAccountId] = useState('');
  const [values, setValues] = useState<FormValues>(resetFor(undefined));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const template = templates.find((t) => t.id === templateId);

  function chooseTemplate(id: string) {
    setTemplateId(id);
    setValues(resetFor(templates.find((t) => t.id === id)));
    setError(null);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = validateDialog(templateId, accountId);
    setError(problem);
    if (problem || !template) return;
    setBusy(true);
    if (await createBot(template, accountId, values)) onDone();
    setBusy(false);
  }

  return (
    <form onSubmit={submit} noValidate className="stack">
      <div className="field">
        <label htmlFor="dlg-template">Bot-Template</label>
        <select id="dlg-template" value={templateId} onChange={(e) => chooseTemplate(e.target.value)}>
          <option value="">Template auswählen…</option>
          {templates.map((t) => (
            <option key={t.id} value={t.id}>
              {t.label}
            </option>
          ))}
        </select>
        {template && <p className="hint">{template.description}</p>}
      </div>
      <div className="field">
        <label htmlFor="dlg-account">Game Account ID</label>
        <input id="dlg-account" list="dlg-accounts" value={accountId} onChange={(e) => setAccountId(e.target.value)} autoComplete="off" />
        <datalist id="dlg-accounts">
          {accounts.map((a) => (
            <option key={a.id} value={a.id}>{`${a.name} – ${a.server}`}</option>
          ))}
        </datalist>
        <p className="hint">{accounts.length ? 'Pick one of your accounts or paste its ID.' : 'Add a game account first on the Accounts page.'}</p>
      </div>
      <div className="field">
        <label htmlFor="dlg-category">Kategorie</label>
        <input id="dlg-category" value={template?.category ?? ''} readOnly />
      </div>
      {template && (
        <fieldset>
          <legend>Einstellungen</legend>
          <SettingsFields template={template} values={values} onChange={setValues} idPrefix="dlg" />
        </fieldset>
      )}
      {template?.secrets?.length ? (
        <fieldset>
          <legend>Zugangsdaten</legend>
          <SecretFields template={template} values={values} onChange={setValues} idPrefix="dlg" />
        </fieldset>
      ) : null}
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <div className="row dialog-actions">
        <button type="button" className="button" onClick={onDone}>
          Abbrechen
        </button>
        <button type="submit" className="button button-primary" disabled={busy}>
          Bot erstellen
        </button>
      </div>
    </form>
  );
}
