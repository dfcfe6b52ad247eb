/** The dashboard's create-bot dialog, labelled in German as the spec has it. */
import { useState, type FormEvent } from 'react';
import { Dialog } from '../../components/ui/Dialog';
import { validateDialog } from '../bots/form';
import { SecretFields, SettingsFields } from '../bots/SettingsFields';
import { TemplatePlan, templateOption, usePlan } from '../bots/TemplatePlan';
import { useBotForm } from '../bots/use-bot-form';

export function CreateBotDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} title="Bot erstellen">
      <CreateBotForm onDone={onClose} />
    </Dialog>
  );
}

function CreateBotForm({ onDone }: { onDone: () => void }) {
  const form = useBotForm();
  const { template, templateId, accountId, values } = form;
  const templates = form.templates.data ?? [];
  const accounts = form.accounts.data ?? [];
  const plan = usePlan();
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = validateDialog(templateId, accountId);
    setError(problem);
    if (problem) return;
    if (await form.submit()) onDone();
  }

  return (
    <form onSubmit={submit} noValidate className="stack">
      <div className="field">
        <label htmlFor="dlg-template">Bot-Template</label>
        <select id="dlg-template" value={templateId} onChange={(e) => {
          form.chooseTemplate(e.target.value);
          setError(null);
        }}>
          <option value="">Template auswählen…</option>
          {templates.map((t) => (
            <option key={t.id} value={t.id}>
              {templateOption(t, plan)}
            </option>
          ))}
        </select>
        {template && <p className="hint">{template.description}</p>}
        {template && <TemplatePlan template={template} />}
      </div>
      <div className="field">
        <label htmlFor="dlg-account">Game Account ID</label>
        {/* The player's accounts by name; the value sent is the account's ID, shown under the choice. */}
        <select id="dlg-account" value={accountId} aria-describedby="dlg-account-hint" onChange={(e) => form.setAccountId(e.target.value)}>
          <option value="">{form.accounts.status === 'loading' ? 'Loading accounts…' : 'Account auswählen…'}</option>
          {accounts.map((a) => (
            <option key={a.id} value={a.id}>{`${a.name} – ${a.server}`}</option>
          ))}
        </select>
        <p id="dlg-account-hint" className="hint">
          {accountId ? (
            <>ID: <code>{accountId}</code></>
          ) : accounts.length ? (
            'Choose the game account this bot plays.'
          ) : (
            <>
              No game accounts yet: <a href="/accounts">add one on the Game Accounts page</a>.
            </>
          )}
        </p>
      </div>
      <div className="field">
        <label htmlFor="dlg-category">Kategorie</label>
        <input id="dlg-category" value={template?.category ?? ''} readOnly />
      </div>
      {template && (
        <fieldset>
          <legend>Einstellungen</legend>
          <SettingsFields template={template} values={values} onChange={form.setValues} idPrefix="dlg" />
        </fieldset>
      )}
      {template?.secrets?.length ? (
        <fieldset>
          <legend>Zugangsdaten</legend>
          <SecretFields template={template} values={values} onChange={form.setValues} idPrefix="dlg" />
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
        <button type="submit" className="button button-primary" aria-disabled={form.busy}>
          Bot erstellen
        </button>
      </div>
    </form>
  );
}
