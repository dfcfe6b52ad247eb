/** Asks before revoking a key, naming it: whatever uses it stops working at once. */
import { useState } from 'react';
import { Dialog } from '../../components/ui/Dialog';
import { useMessages } from '../../lib/i18n';
import { fill } from '../../components/ui/fill';
import { errorMessage, toast } from '../toasts/store';
import { revokeKey, type ApiKey } from './actions';
import { revokeKeyMessages } from './api-keys.messages';

type Props = { apiKey: ApiKey | null; onClose: () => void; onRevoked: () => void };

export function RevokeKeyDialog({ apiKey, onClose, onRevoked }: Props) {
  const [busy, setBusy] = useState(false);
  const t = useMessages(revokeKeyMessages);

  async function confirm() {
    if (!apiKey || busy) return;
    setBusy(true);
    try {
      toast.success(await revokeKey(apiKey.id));
      onRevoked();
    } catch (err) {
      toast.error(errorMessage(err, t.notRevoked));
      onClose();
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={apiKey !== null} onClose={onClose} title={apiKey ? t.title({ name: apiKey.name }) : t.titleNoKey}>
      {apiKey && (
        <div className="stack">
          <p>{fill(t.text, { hint: <code>{apiKey.hint}</code> })}</p>
          <div className="row api-keys-dialog-actions">
            <button type="button" className="button" onClick={onClose}>
              {t.cancel}
            </button>
            <button type="button" className="button button-danger" aria-disabled={busy} onClick={() => void confirm()}>
              {busy ? t.revoking : t.revoke}
            </button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
