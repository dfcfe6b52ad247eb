/**
 * Create-bot's "Import settings": a settings file or a pasted code (shared/src/templates/settings-code.ts)
 * is read here, then checked by the API against its template as creating the bot would check it
 * (POST /api/bots/settings-check), and only then fills the form. Each refusal says what is wrong.
 */
import { useId, useState, type FormEvent } from 'react';
import { MAX_SETTINGS_TEXT, readSharedSettings, type ReadFault, type SharedSettings } from '@shared/templates/settings-code';
import { Dialog } from '../../components/ui/Dialog';
import { FormError } from '../../components/ui/FormError';
import { CancelAndSubmit } from '../../components/ui/CancelAndSubmit';
import { api, ApiError, unwrap } from '../../lib/api';
import type { Template } from '../../lib/data';
import { messagesNow, useMessages } from '../../lib/i18n';
import { importMessages } from './gallery.messages';

type Props = { templates: Template[]; onImported: (imported: SharedSettings) => void };

export function ImportSettings({ templates, onImported }: Props) {
  const m = useMessages(importMessages);
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="button gallery-import" onClick={() => setOpen(true)}>
        {m.open}
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title={m.title}>
        <ImportForm
          templates={templates}
          onCancel={() => setOpen(false)}
          onImported={(imported) => {
            setOpen(false);
            onImported(imported);
          }}
        />
      </Dialog>
    </>
  );
}

function ImportForm({ templates, onImported, onCancel }: Props & { onCancel: () => void }) {
  const m = useMessages(importMessages);
  const id = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  /** The text of a file or a code, read, checked and handed to the form; else the reason, said. */
  async function take(text: string) {
    if (busy) return;
    setError(null);
    const said = messagesNow(importMessages);
    const read = readSharedSettings(text);
    if (!read.ok) return setError(said[read.fault satisfies ReadFault]);
    const { templateId, settings } = read.value;
    if (!templates.some((t) => t.id === templateId)) return setError(said.unknownTemplate({ template: templateId }));
    setBusy(true);
    try {
      const checked = await unwrap(api.api.bots['settings-check'].post({ templateId, settings }));
      onImported({ templateId: checked.templateId, settings: checked.settings });
    } catch (err) {
      // The API's refusal names the template, the setting and its bounds, in the reader's language.
      setError(err instanceof ApiError && err.status < 500 ? err.message : said.checkFailed);
    } finally {
      setBusy(false);
    }
  }

  async function fromFile(file: File | undefined) {
    if (!file) return;
    if (file.size > MAX_SETTINGS_TEXT) return setError(messagesNow(importMessages).tooLong);
    let text: string;
    try {
      text = await file.text();
    } catch {
      return setError(messagesNow(importMessages).readFailed);
    }
    await take(text);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void take(code);
  }

  return (
    <form onSubmit={submit} noValidate className="stack">
      <p className="hint">{m.intro}</p>
      <div className="field">
        <label htmlFor={`${id}-file`}>{m.file}</label>
        <input
          id={`${id}-file`}
          type="file"
          accept=".json,application/json"
          onChange={(e) => {
            void fromFile(e.target.files?.[0]);
            // The same file chosen again (after fixing it) is read again.
            e.target.value = '';
          }}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-code`}>{m.code}</label>
        <textarea id={`${id}-code`} rows={3} value={code} spellCheck={false} autoComplete="off" onChange={(e) => setCode(e.target.value)} />
      </div>
      <FormError message={error} />
      <CancelAndSubmit busy={busy} label={m.importCode} busyLabel={m.checking} cancel={m.cancel} onCancel={onCancel} />
    </form>
  );
}
