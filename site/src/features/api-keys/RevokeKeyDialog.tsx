/** Asks before revoking a key, naming it: whatever uses it stops working at once. */
import { useState } from 'react';
import { Dialog } from '../../components/ui/Dialog';
import { errorMessage, toast } from '../toasts/store';
import { revokeKey, type ApiKey } from './actions';

type Props = { apiKey: ApiKey | null; onClose: () => void; onRevoked: () => void };

export function RevokeKeyDialog({ apiKey, onClose, onRevoked }: Props) {
  const [busy, setBusy] = useState(false);

  async function confirm() {
    if (!apiKey || busy) return;
    setBusy(true);
    try {
      toast.success(await revokeKey(apiKey.id));
      onRevoked();
    } catch (err) {
      toast.error(errorMessage(err, 'The key could not be revoked. Please try again.'));
      onClose();
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={apiKey !== null} onClose={onClose} title={apiKey ? `Revoke “${apiKey.name}”?` : 'Revoke key?'}>
      {apiKey && (
        <div className="stack">
          <p>
            Scripts using <code>{apiKey.hint}</code> stop working at once, wherever they run. This cannot be undone: create a new key if you need one
            again.
          </p>
          <div className="row api-keys-dialog-actions">
            <button type="button" className="button" onClick={onClose}>
              Cancel
            </button>
            <button type="button" className="button button-danger" aria-disabled={busy} onClick={() => void confirm()}>
              {busy ? 'Revoking…' : 'Revoke key'}
            </button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
