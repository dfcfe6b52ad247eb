/**
 * /bots/create: the template gallery (with Import), then the chosen template with its presets by account
 * level and the game account, beside the Configuration panel with its Settings and Credentials tabs.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import type { AccountStage } from '@shared/templates/presets';
import type { SharedSettings } from '@shared/templates/settings-code';
import { pageOf } from '../../components/AppRoot';
import { PageHeader } from '../../components/ui/PageHeader';
import { Tabs } from '../../components/ui/Tabs';
import { SecretFields, SettingsFields } from './SettingsFields';
import { TemplatePlan } from './TemplatePlan';
import { useBotForm } from './use-bot-form';
import { consolePath } from './console-path';
import { createPageMessages } from './create-page.messages';
import { credentialsMessages, importMessages } from './gallery.messages';
import { TemplateGallery } from './TemplateGallery';
import { PresetPicker } from './PresetPicker';
import { ImportSettings } from './ImportSettings';
import { resetFor } from './form';
import { fill } from '../../components/ui/fill';
import { here, messagesNow, useMessages } from '../../lib/i18n';
import { useStore } from '@nanostores/react';
import { sharedWithMeQuery } from '../../lib/data';
import { named } from '../../components/ui/named';

function CreateBot() {
  const m = useMessages(createPageMessages);
  const cm = useMessages(credentialsMessages);
  const id = useId();
  // ?account=<id>: the Game Accounts page's next step after adding one.
  const form = useBotForm({ accountId: new URLSearchParams(window.location.search).get('account') ?? '' });
  const { templates, accounts, template, templateId, accountId, values, busy } = form;
  const shared = useStore(sharedWithMeQuery.store);
  const [tab, setTab] = useState('settings');
  const [preset, setPreset] = useState<AccountStage | null>(null);
  const [status, setStatus] = useState('');
  const hasSecrets = Boolean(template?.secrets?.length);
  const managed = (shared.data ?? []).filter((s) => s.permissions.includes('manage'));

  // The player's only game account is the one the bot plays: chosen for them (they may still change it).
  const choices = [...(accounts.data ?? []).map((a) => a.id), ...managed.map((s) => s.account.id)];
  const onlyChoice = accounts.status === 'success' && shared.status !== 'loading' && choices.length === 1 ? choices[0]! : '';
  useEffect(() => {
    if (onlyChoice && !accountId) form.setAccountId(onlyChoice);
  }, [onlyChoice]);

  function chooseTemplate(id: string) {
    form.chooseTemplate(id);
    setTab('settings');
    setPreset(null);
    setStatus('');
  }

  function applyPreset(stage: AccountStage, settings: Readonly<Record<string, string | number>>) {
    if (!template) return;
    form.setValues({ settings: { ...template.defaults, ...settings }, secrets: values.secrets });
    setPreset(stage);
  }

  function imported({ templateId: importedId, settings }: SharedSettings) {
    const chosen = templates.data?.find((t) => t.id === importedId);
    if (!chosen) return;
    chooseTemplate(importedId);
    form.setValues({ settings, secrets: resetFor(chosen).secrets });
    setStatus(messagesNow(importMessages).imported({ template: chosen.label }));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!template || !accountId) return;
    // The guided path's last step (issue 38): the new bot's console, where Start is.
    const created = await form.submit({ flash: true });
    if (created) window.location.assign(consolePath(created));
  }

  const noAccounts = accounts.status === 'success' && !accounts.data?.length && !managed.length;
  return (
    <section className="container page create-page">
      <PageHeader
        title={m.title}
        subtitle={m.subtitle}
        actions={
          <a className="button" href={here('/dashboard')}>
            {m.back}
          </a>
        }
      />
      <div className="card">
        <TemplateGallery
          templates={templates.data ?? []}
          loading={templates.status === 'loading'}
          loadingText={m.loadingTemplates}
          value={templateId}
          onChoose={chooseTemplate}
          tools={<ImportSettings templates={templates.data ?? []} onImported={imported} />}
        />
      </div>
      <form onSubmit={submit} className="grid grid-2 create-layout">
        <div className="card stack">
          {/* What an import did; the player checks the form, then creates the bot. */}
          <p className={status ? 'notice import-status' : 'import-status'} role="status">
            {status}
          </p>
          {template ? (
            <section className="field" aria-labelledby={`${id}-chosen`}>
              <h2 id={`${id}-chosen`}>{template.label}</h2>
              <p className="hint">
                <strong>{template.category}.</strong> {template.description}
              </p>
              <TemplatePlan template={template} />
            </section>
          ) : (
            <p className="muted">{m.chooseTemplate}</p>
          )}
          {template && <PresetPicker template={template} applied={preset} onApply={applyPreset} />}
          <div className="field">
            <label htmlFor="create-account">{m.account}</label>
            <select id="create-account" value={accountId} onChange={(e) => form.setAccountId(e.target.value)}>
              <option value="">{accounts.status === 'loading' ? m.loadingAccounts : m.chooseAccount}</option>
              {accounts.data?.map((a) => (
                <option key={a.id} value={a.id}>{`${named(a.name)} – ${a.server}`}</option>
              ))}
              {/* Accounts shared with the player with "manage": the bot is the owner's (their plan and slots). */}
              {managed.map((s) => (
                <option key={s.account.id} value={s.account.id}>
                  {m.sharedAccount({ account: `${s.account.name} – ${s.account.server}`, owner: s.owner })}
                </option>
              ))}
            </select>
            {noAccounts && <p className="hint">{fill(m.noAccounts({ link: '{link}' }), { link: <a href={here('/accounts')}>{m.addOne}</a> })}</p>}
          </div>
          <button type="submit" className="button button-primary" disabled={!template || !accountId || busy}>
            {busy ? m.creating : m.create}
          </button>
        </div>
        <div className="card">
          <h2>{m.configuration}</h2>
          {/* Why Credentials cannot be opened: said above the tabs, and tied to the tab. */}
          {!hasSecrets && (
            <p id={`${id}-credentials`} className="hint credentials-why">
              {template ? cm.none : cm.chooseFirst}
            </p>
          )}
          <Tabs
            label={m.configuration}
            active={tab}
            onChange={setTab}
            tabs={[
              {
                id: 'settings',
                label: m.settings,
                content: template ? (
                  <SettingsFields
                    template={template}
                    values={values}
                    onChange={(changed) => {
                      form.setValues(changed);
                      setPreset(null);
                    }}
                    idPrefix="create"
                  />
                ) : (
                  <p className="muted">{m.selectTemplate}</p>
                ),
              },
              {
                id: 'credentials',
                label: m.credentials,
                disabled: !hasSecrets,
                describedBy: hasSecrets ? undefined : `${id}-credentials`,
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
