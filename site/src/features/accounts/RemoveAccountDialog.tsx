/** Asks before removing a game account; the API refuses (409) while a bot still uses it. */
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import type { GameAccount } from '../../lib/data';
import { errorMessage, toast } from '../toasts/store';
import { removeAccount } from './actions';
import { accountTitle } from './display';
import { messagesNow, useMessages } from '../../lib/i18n';
import { fill } from '../../components/ui/fill';
import { removeAccountMessages } from './accounts.messages';

type Props = { account: GameAccount | null; onClose: () => void; onRemoved: () => void };

export function RemoveAccountDialog({ account, onClose, onRemoved }: Props) {
  const [busy, setBusy] = useState(false);
  const m = useMessages(removeAccountMessages);

  async function confirm() {
    if (!account || busy) return;
    setBusy(true);
    try {
      await removeAccount(account.id);
      toast.success(messagesNow(removeAccountMessages).removed);
      onRemoved();
    } catch (err) {
      toast.error(errorMessage(err, messagesNow(removeAccountMessages).removeFailed));
      onClose();
    } finally {
      setBusy(false);
    }
  }

  return (
    <ConfirmDialog
      open={account !== null}
      onClose={onClose}
      title={m.title}
      cancel={m.cancel}
      confirm={m.remove}
      busyLabel={m.removing}
      busy={busy}
      onConfirm={() => void confirm()}
      actionsClass="accounts-dialog-actions"
    >
      {account && <p>{fill(m.text({ account: '{account}' }), { account: <strong>{accountTitle(account)}</strong> })}</p>}
    </ConfirmDialog>
  );
}
