/** The "Your data" tab of settings: download everything we keep, or delete the account. */
import { useId, useState } from 'react';
import { errorMessage, toast } from '../toasts/store';
import { downloadMyData } from './actions';
import { DeleteAccountDialog } from './DeleteAccountDialog';
import './leaving.css';

/** What the file holds, as the API's export builds it (api/src/modules/leaving/export.ts). */
const EXPORT_CONTENTS = [
  'your profile and sign-in methods',
  'your game accounts, without their passwords',
  'your bots with their settings (saved secrets by name only)',
  'the console history of each bot',
  'your notifications',
  'your subscription and billing history',
  'your activity log',
];

export function DataPanel() {
  const id = useId();
  const [downloading, setDownloading] = useState(false);
  const [deleting, setDeleting] = useState(false);

  async function download() {
    if (downloading) return;
    setDownloading(true);
    try {
      const fileName = await downloadMyData();
      toast.success(`Your data is saved as ${fileName}`);
    } catch (err) {
      toast.error(errorMessage(err, 'Could not download your data. Please try again.'));
    } finally {
      setDownloading(false);
    }
  }

  return (
    <div className="stack leaving-panel">
      <section className="leaving-section" aria-labelledby={`${id}-download`}>
        <h2 id={`${id}-download`}>Download my data</h2>
        <p>One JSON file with everything Castellan keeps about you:</p>
        <ul className="leaving-list">
          {EXPORT_CONTENTS.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p className="muted leaving-small">Passwords, two-factor secrets and the values of saved secrets are never in it. You can download it five times an hour.</p>
        <button type="button" className="button button-primary" aria-disabled={downloading} onClick={() => void download()}>
          {downloading ? 'Preparing your file…' : 'Download my data'}
        </button>
      </section>

      <section className="leaving-section leaving-danger" aria-labelledby={`${id}-delete`}>
        <h2 id={`${id}-delete`}>Delete my account</h2>
        <p>
          Your bots stop and everything in your account is deleted for good. A paid subscription ends at the end of the period you have paid for. This
          cannot be undone: download your data first if you want to keep it.
        </p>
        <button type="button" className="button button-danger" onClick={() => setDeleting(true)}>
          Delete my account…
        </button>
      </section>

      <DeleteAccountDialog open={deleting} onClose={() => setDeleting(false)} />
    </div>
  );
}
