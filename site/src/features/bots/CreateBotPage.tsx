/** /bots/create: template and account, then the Configuration panel with Settings and Credentials tabs. */
import { useState, type FormEvent } from 'react';
import { AppRoot } from '../../components/AppRoot';
import { PageHeader } from '../../components/ui/PageHeader';
import { Tabs } from '../../components/ui/Tabs';
import { SecretFields, SettingsFields } from './SettingsFields';
import { TemplatePlan, templateOption, usePlan } from './TemplatePlan';
import { useBotForm } from './use-bot-form';

function CreateBot() {
  const form = useBotForm();
  const { templates, accounts, template, templateId, accountId, values, busy } = form;
  const plan = usePlan();
  const [tab, setTab] = useState('settings');
  const hasSecrets = Boolean(template?.secrets?.length);

  function chooseTemplate(id: string) {
    form.chooseTemplate(id);
    setTab('settings');
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!template || !accountId) return;
    if (await form.submit({ flash: true })) window.location.assign('/dashboard');
  }

  const noAccounts = accounts.status === 'success' && !accounts.data?.length;
  return (
    <section className="container page">
      <PageHeader title="Create Bot" subtitle="Choose what the bot does and which game account it plays." actions={<a className="button" href="/dashboard">Back to dashboard</a>} />
      <form onSubmit={submit} className="grid grid-2 create-layout">
        <div className="card stack">
          <div className="field">
            <label htmlFor="create-template">Template</label>
            <select id="create-template" value={templateId} onChange={(e) => chooseTemplate(e.target.value)}>
              <option value="">{templates.status === 'loading' ? 'Loading templates…' : 'Choose a template'}</option>
              {templates.data?.map((t) => (
                <option key={t.id} value={t.id}>
                  {templateOption(t, plan)}
                </option>
              ))}
            </select>
            {template && (
              <>
                <p className="hint">
                  <strong>{template.category}.</strong> {template.description}
                </p>
                <TemplatePlan template={template} />
              </>
            )}
          </div>
          <div className="field">
            <label htmlFor="create-account">Game account</label>
            <select id="create-account" value={accountId} onChange={(e) => form.setAccountId(e.target.value)}>
              <option value="">{accounts.status === 'loading' ? 'Loading accounts…' : 'Choose an account'}</option>
              {accounts.data?.map((a) => (
                <option key={a.id} value={a.id}>{`${a.name} – ${a.server}`}</option>
              ))}
            </select>
            {noAccounts && (
              <p className="hint">
                No game accounts yet. <a href="/accounts">Add one</a> first.
              </p>
            )}
          </div>
          <button type="submit" className="button button-primary" disabled={!template || !accountId || busy}>
            {busy ? 'Creating...' : 'Create Bot'}
          </button>
        </div>
        <div className="card">
          <h2>Configuration</h2>
          <Tabs
            label="Configuration"
            active={tab}
            onChange={setTab}
            tabs={[
              {
                id: 'settings',
                label: 'Settings',
                content: template ? (
                  <SettingsFields template={template} values={values} onChange={form.setValues} idPrefix="create" />
                ) : (
                  <p className="muted">Select a template to configure settings.</p>
                ),
              },
              {
                id: 'credentials',
                label: 'Credentials',
                disabled: !hasSecrets,
                content: template ? <SecretFields template={template} values={values} onChange={form.setValues} idPrefix="create" /> : null,
              },
            ]}
          />
        </div>
      </form>
    </section>
  );
}

export default function CreateBotPage() {
  return (
    <AppRoot access="user">
      <CreateBot />
    </AppRoot>
  );
}
