/** Asks before removing a game account; the API refuses (409) while a bot still uses it. */
import { useState } from 'react';
import { Dialog } from '../../components/ui/Dialog';
import type { GameAccount } from '../../lib/data';
import { errorMessage, toast } from '../toasts/store';
import { removeAccount } from './actions';
import { accountTitle } from './display';

type Props = { account: GameAccount | null; onClose: () => void; onRemoved: () => void };

export function RemoveAccountDialog({ account, onClose, onRemoved }: Props) {
  const [busy, setBusy] = useState(false);

  async function confirm() {
    if (!account || busy) return;
    setBusy(true);
    try {
      await removeAccount(account.id);
      toast.success('Account removed');
      onRemoved();
    } catch (err) {
      toast.error(errorMessage(err, 'Failed to remove account'));
      onClose();
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={account !== null} onClose={onClose} title="Remove game account?">
      {account && (
        <div className="stack">
          <p>
            <strong>{accountTitle(account)}</strong> will be removed, and its stored credentials with it. A bot can no longer use it.
          </p>
          <div className="row accounts-dialog-actions">
            <button type="button" className="button" onClick={onClose}>
              Cancel
            </button>
            <button type="button" className="button button-danger" aria-disabled={busy} onClick={confirm}>
              {busy ? 'Removing…' : 'Remove account'}
            </button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
