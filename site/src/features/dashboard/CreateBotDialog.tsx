/** The dashboard's create-bot dialog, labelled in German as the spec has it (the English page's words too). */
import { useState, type FormEvent } from 'react';
import { Dialog } from '../../components/ui/Dialog';
import { validateDialog } from '../bots/form';
import { SecretFields, SettingsFields } from '../bots/SettingsFields';
import { TemplatePlan, templateOption, usePlan } from '../bots/TemplatePlan';
import { useBotForm } from '../bots/use-bot-form';
import { fill } from '../../components/ui/fill';
import { here, useMessages } from '../../lib/i18n';
import { createBotMessages } from './dashboard.messages';
import { FormError } from '../../components/ui/FormError';
import { CancelAndSubmit } from '../../components/ui/CancelAndSubmit';
import { named } from '../../components/ui/named';

export function CreateBotDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useMessages(createBotMessages);
  return (
    <Dialog open={open} onClose={onClose} title={t.title}>
      <CreateBotForm onDone={onClose} />
    </Dialog>
  );
}

function CreateBotForm({ onDone }: { onDone: () => void }) {
  const t = useMessages(createBotMessages);
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
        <label htmlFor="dlg-template">{t.template}</label>
        <select
          id="dlg-template"
          value={templateId}
          onChange={(e) => {
            form.chooseTemplate(e.target.value);
            setError(null);
          }}
        >
          <option value="">{t.chooseTemplate}</option>
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
        <label htmlFor="dlg-account">{t.account}</label>
        {/* The player's accounts by name (the value sent is the account's ID, which is nothing to read). */}
        <select id="dlg-account" value={accountId} aria-describedby="dlg-account-hint" onChange={(e) => form.setAccountId(e.target.value)}>
          <option value="">{form.accounts.status === 'loading' ? t.loadingAccounts : t.chooseAccount}</option>
          {accounts.map((a) => (
            <option key={a.id} value={a.id}>{`${named(a.name)} – ${a.server}`}</option>
          ))}
        </select>
        <p id="dlg-account-hint" className="hint">
          {accounts.length ? t.accountHint : fill(t.noAccounts, { link: <a href={here('/accounts')}>{t.noAccountsLink}</a> })}
        </p>
      </div>
      <div className="field">
        <label htmlFor="dlg-category">{t.category}</label>
        <input id="dlg-category" value={template?.category ?? ''} readOnly />
      </div>
      {template && (
        <fieldset>
          <legend>{t.settings}</legend>
          <SettingsFields template={template} values={values} onChange={form.setValues} idPrefix="dlg" />
        </fieldset>
      )}
      {template?.secrets?.length ? (
        <fieldset>
          <legend>{t.secrets}</legend>
          <SecretFields template={template} values={values} onChange={form.setValues} idPrefix="dlg" />
        </fieldset>
      ) : null}
      <FormError message={error} />
      <CancelAndSubmit busy={form.busy} label={t.create} cancel={t.cancel} onCancel={onDone} />
    </form>
  );
}
