/**
 * A bot's saved settings handed on, in its settings dialog: a JSON file to download and a short code to
 * paste to a friend (shared/src/templates/settings-code.ts). Only the template's own settings go, minus
 * the personal ones; a bot's secrets are never among its settings, and its game account is not either.
 */
import { useId, useState } from 'react';
import { settingsCode, settingsFileText, shareableSettings } from '@shared/templates/settings-code';
import type { Bot, Template } from '../../lib/data';
import { useMessages } from '../../lib/i18n';
import { exportMessages } from './gallery.messages';
import './gallery.css';

export function ExportSettings({ bot, template }: { bot: Bot; template: Template }) {
  const m = useMessages(exportMessages);
  const id = useId();
  const [code, setCode] = useState<string | null>(null);
  const [copied, setCopied] = useState<'done' | 'failed' | null>(null);
  const shared = {
    templateId: bot.templateId,
    settings: shareableSettings(
      bot.templateId,
      bot.settings,
      template.inputs.map((i) => i.key),
    ),
  };

  function download() {
    const url = URL.createObjectURL(new Blob([settingsFileText(shared)], { type: 'application/json' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `${fileName(bot.name)}.castellan.json`;
    link.click();
    // The click has handed the file to the browser; the address is no longer needed.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }

  async function copy(text: string) {
    try {
      await navigator.clipboard.writeText(text);
      setCopied('done');
    } catch {
      setCopied('failed');
    }
  }

  return (
    <section className="export-settings stack" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{m.heading}</h3>
      <p className="hint">{m.intro}</p>
      <div className="row">
        <button type="button" className="button button-small" onClick={download}>
          {m.download}
        </button>
        <button
          type="button"
          className="button button-small"
          aria-expanded={code !== null}
          aria-controls={`${id}-code-field`}
          onClick={() => setCode(settingsCode(shared, template.defaults))}
        >
          {m.showCode}
        </button>
      </div>
      <div id={`${id}-code-field`} className="field" hidden={code === null}>
        <label htmlFor={`${id}-code`}>{m.code}</label>
        <textarea id={`${id}-code`} rows={3} readOnly value={code ?? ''} spellCheck={false} onFocus={(e) => e.target.select()} />
        <div className="row">
          <button type="button" className="button button-small" onClick={() => code && void copy(code)}>
            {m.copy}
          </button>
          <p className="hint" role="status">
            {copied === 'done' ? m.copied : copied === 'failed' ? m.copyFailed : ''}
          </p>
        </div>
      </div>
    </section>
  );
}

/** The bot's name as a file name: letters, digits and dashes (any script), nothing a file system refuses. */
function fileName(name: string): string {
  return (
    name
      .normalize('NFKC')
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'bot'
  );
}
