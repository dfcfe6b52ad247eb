/**
 * A bot's settings editor (the card's Settings button): its name, the template's settings and its
 * secrets, then how to share its saved settings, and Cancel and Save last. A stopped bot has them at
 * once; a running one takes them before its next step (its console says so). The API checks the
 * values; its message is shown under the setting it names.
 */
import { BOT_NAME_MAX } from '@shared/limits';
import { useId, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { Dialog } from '../../components/ui/Dialog';
import { ApiError } from '../../lib/api';
import { templatesQuery, type Bot, type Template } from '../../lib/data';
import { errorMessage, toast } from '../toasts/store';
import { updateBot } from './actions';
import { botChanges, settingOfError, valuesOf, type FormValues } from './form';
import { SecretFields, SettingsFields } from './SettingsFields';
import { ExportSettings } from './ExportSettings';
import { settingsDialogMessages } from './dialogs.messages';
import { fill } from '../../components/ui/fill';
import { messagesNow, useMessages } from '../../lib/i18n';
import { consolePath } from './console-path';
import { CancelAndSubmit } from '../../components/ui/CancelAndSubmit';

export function BotSettingsDialog({ bot, onClose }: { bot: Bot | null; onClose: () => void }) {
  const templates = useStore(templatesQuery.store);
  const template = bot ? templates.data?.find((t) => t.id === bot.templateId) : undefined;
  const m = useMessages(settingsDialogMessages);
  return (
    <Dialog open={bot !== null} onClose={onClose} title={bot ? m.title({ name: bot.name }) : m.titleEmpty}>
      {bot && template && <BotSettingsForm key={bot.id} bot={bot} template={template} onClose={onClose} />}
      {bot && !template && <p className="muted">{templates.status === 'error' ? m.templatesFailed({ error: String(templates.error) }) : m.loadingTemplate}</p>}
    </Dialog>
  );
}

function BotSettingsForm({ bot, template, onClose }: { bot: Bot; template: Template; onClose: () => void }) {
  const id = useId();
  const m = useMessages(settingsDialogMessages);
  const [name, setName] = useState(bot.name);
  const [values, setValues] = useState<FormValues>(() => valuesOf(template, bot.settings));
  const [removed, setRemoved] = useState<string[]>([]);
  const [error, setError] = useState<{ key: string; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const running = bot.state === 'online' || bot.desiredState === 'online';

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const changes = botChanges(template, bot, name, values, removed);
    if (Object.keys(changes).length === 0) return onClose();
    setBusy(true);
    try {
      await updateBot(bot.id, changes);
      const said = messagesNow(settingsDialogMessages);
      toast.success(running ? said.savedRunning : said.saved);
      onClose();
    } catch (err) {
      // A name another bot has: said under the name, the dialog stays open to choose another.
      if (err instanceof ApiError && err.status === 409) setError({ key: 'name', message: err.message });
      else if (err instanceof ApiError && err.status === 422) setError({ key: settingOfError(template, err.field) ?? 'form', message: err.message });
      else {
        toast.error(errorMessage(err, messagesNow(settingsDialogMessages).saveFailed));
        onClose();
      }
    } finally {
      setBusy(false);
    }
  }

  const nameError = error?.key === 'name' ? error.message : null;
  return (
    <form onSubmit={submit} noValidate className="stack">
      <div className="field">
        <label htmlFor={`${id}-name`}>{m.name}</label>
        <input
          id={`${id}-name`}
          value={name}
          maxLength={BOT_NAME_MAX}
          aria-invalid={Boolean(nameError)}
          aria-describedby={nameError ? `${id}-name-error` : undefined}
          onChange={(e) => setName(e.target.value)}
        />
        {nameError && (
          <p id={`${id}-name-error`} className="field-error" role="alert">
            {nameError}
          </p>
        )}
        <p className="hint">
          {template.label} · <bdi>{bot.accountName}</bdi> ({bot.server})
        </p>
      </div>
      <fieldset>
        <legend>{m.settings}</legend>
        <SettingsFields template={template} values={values} onChange={setValues} idPrefix={`${id}-s`} error={error} />
      </fieldset>
      {template.secrets?.length ? (
        <fieldset>
          <legend>{m.credentials}</legend>
          <SecretFields
            template={template}
            values={values}
            onChange={setValues}
            idPrefix={`${id}-s`}
            saved={bot.secretKeys}
            removed={removed}
            onRemovedChange={(key, remove) => setRemoved((r) => (remove ? [...r, key] : r.filter((k) => k !== key)))}
          />
        </fieldset>
      ) : null}
      {error?.key === 'form' && (
        <p className="field-error" role="alert">
          {error.message}
        </p>
      )}
      {running && <p className="notice">{m.running}</p>}
      <p className="hint">{fill(m.scheduleHint({ link: '{link}' }), { link: <a href={`${consolePath(bot.id)}#schedule`}>{m.scheduleLink}</a> })}</p>
      {/* Sharing sits above the actions: Save and Cancel end the dialog (issue 64: they stood mid-dialog, above it). */}
      <ExportSettings bot={bot} template={template} />
      <CancelAndSubmit busy={busy} label={m.save} busyLabel={m.saving} cancel={m.cancel} onCancel={onClose} />
    </form>
  );
}
