/** The "Your data" tab of settings: download everything we keep, or delete the account. */
import { useId, useState } from 'react';
import { useMessages } from '../../lib/i18n';
import { toast } from '../toasts/store';
import { useToastedRun } from '../toasts/toasted-run';
import { downloadMyData } from './actions';
import { DeleteAccountDialog } from './DeleteAccountDialog';
import { yourDataMessages } from './leaving.messages';
import './leaving.css';

/** What the file holds, as the API's export builds it (api/src/modules/leaving/export.ts): keys of settings/your-data. */
const EXPORT_CONTENTS = ['profile', 'gameAccounts', 'bots', 'consoles', 'notifications', 'billing', 'activity'] as const;

export function DataPanel() {
  const id = useId();
  const t = useMessages(yourDataMessages);
  const { busy: downloading, run } = useToastedRun();
  const [deleting, setDeleting] = useState(false);

  async function download() {
    if (downloading) return;
    await run(async () => {
      const fileName = await downloadMyData();
      toast.success(t.saved({ file: fileName }));
    }, t.notDownloaded);
  }

  return (
    <div className="stack leaving-panel">
      <section className="leaving-section" aria-labelledby={`${id}-download`}>
        <h2 id={`${id}-download`}>{t.downloadTitle}</h2>
        <p>{t.fileHolds}</p>
        <ul className="leaving-list">
          {EXPORT_CONTENTS.map((item) => (
            <li key={item}>{t[item]}</li>
          ))}
        </ul>
        <p className="muted leaving-small">{t.neverInIt}</p>
        <button type="button" className="button button-primary" aria-disabled={downloading} onClick={() => void download()}>
          {downloading ? t.preparing : t.downloadTitle}
        </button>
      </section>

      <section className="leaving-section leaving-danger" aria-labelledby={`${id}-delete`}>
        <h2 id={`${id}-delete`}>{t.deleteTitle}</h2>
        <p>{t.deleteText}</p>
        <button type="button" className="button button-danger" onClick={() => setDeleting(true)}>
          {t.deleteButton}
        </button>
      </section>

      <DeleteAccountDialog open={deleting} onClose={() => setDeleting(false)} />
    </div>
  );
}
