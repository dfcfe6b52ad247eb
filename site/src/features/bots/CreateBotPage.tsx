/** /bots/create: template and account, then the Configuration panel with Settings and Credentials tabs. */
import { useState, type FormEvent } from 'react';
import { pageOf } from '../../components/AppRoot';
import { PageHeader } from '../../components/ui/PageHeader';
import { Tabs } from '../../components/ui/Tabs';
import { SecretFields, SettingsFields } from './SettingsFields';
import { TemplatePlan, templateOption, usePlan } from './TemplatePlan';
import { useBotForm } from './use-bot-form';
import { consolePath } from './console-path';
import { createPageMessages } from './create-page.messages';
import { fill } from '../../components/ui/fill';
import { here, useMessages } from '../../lib/i18n';
import { useStore } from '@nanostores/react';
import { sharedWithMeQuery } from '../../lib/data';

function CreateBot() {
  const m = useMessages(createPageMessages);
  // ?account=<id>: the Game Accounts page's next step after adding one.
  const form = useBotForm({ accountId: new URLSearchParams(window.location.search).get('account') ?? '' });
  const { templates, accounts, template, templateId, accountId, values, busy } = form;
  const plan = usePlan();
  const shared = useStore(sharedWithMeQuery.store);
  const [tab, setTab] = useState('settings');
  const hasSecrets = Boolean(template?.secrets?.length);

  function chooseTemplate(id: string) {
    form.chooseTemplate(id);
    setTab('settings');
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!template || !accountId) return;
    // The guided path's last step (issue 38): the new bot's console, where Start is.
    const created = await form.submit({ flash: true });
    if (created) window.location.assign(consolePath(created));
  }

  const noAccounts = accounts.status === 'success' && !accounts.data?.length;
  return (
    <section className="container page">
      <PageHeader title={m.title} subtitle={m.subtitle} actions={<a className="button" href={here('/dashboard')}>{m.back}</a>} />
      <form onSubmit={submit} className="grid grid-2 create-layout">
        <div className="card stack">
          <div className="field">
            <label htmlFor="create-template">{m.template}</label>
            <select id="create-template" value={templateId} onChange={(e) => chooseTemplate(e.target.value)}>
              <option value="">{templates.status === 'loading' ? m.loadingTemplates : m.chooseTemplate}</option>
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
            <label htmlFor="create-account">{m.account}</label>
            <select id="create-account" value={accountId} onChange={(e) => form.setAccountId(e.target.value)}>
              <option value="">{accounts.status === 'loading' ? m.loadingAccounts : m.chooseAccount}</option>
              {accounts.data?.map((a) => (
                <option key={a.id} value={a.id}>{`${a.name} – ${a.server}`}</option>
              ))}
              {/* Accounts shared with the player with "manage": the bot is the owner's (their plan and slots). */}
              {(shared.data ?? [])
                .filter((s) => s.permissions.includes('manage'))
                .map((s) => (
                  <option key={s.account.id} value={s.account.id}>
                    {m.sharedAccount({ account: `${s.account.name} – ${s.account.server}`, owner: s.owner })}
                  </option>
                ))}
            </select>
            {noAccounts && (
              <p className="hint">
                {fill(m.noAccounts({ link: '{link}' }), { link: <a href={here('/accounts')}>{m.addOne}</a> })}
              </p>
            )}
          </div>
          <button type="submit" className="button button-primary" disabled={!template || !accountId || busy}>
            {busy ? m.creating : m.create}
          </button>
        </div>
        <div className="card">
          <h2>{m.configuration}</h2>
          <Tabs
            label={m.configuration}
            active={tab}
            onChange={setTab}
            tabs={[
              {
                id: 'settings',
                label: m.settings,
                content: template ? (
                  <SettingsFields template={template} values={values} onChange={form.setValues} idPrefix="create" />
                ) : (
                  <p className="muted">{m.selectTemplate}</p>
                ),
              },
              {
                id: 'credentials',
                label: m.credentials,
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

export default pageOf('user', CreateBot);
