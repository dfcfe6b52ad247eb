/** Asks before removing a game account; the API refuses (409) while a bot still uses it. */
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import type { GameAccount } from '../../lib/data';
import { toast } from '../toasts/store';
import { runToasted } from '../toasts/toasted-run';
import { removeAccount } from './actions';
import { accountTitle } from './display';
import { messagesNow, useMessages } from '../../lib/i18n';
import { fill } from '../../components/ui/fill';
import { removeAccountMessages } from './accounts.messages';

type Props = { account: GameAccount | null; onClose: () => void; onRemoved: () => void };

export function RemoveAccountDialog({ account, onClose, onRemoved }: Props) {
  const m = useMessages(removeAccountMessages);

  async function confirm() {
    if (!account) return;
    const { id } = account;
    const removed = await runToasted(async () => {
      await removeAccount(id);
      toast.success(messagesNow(removeAccountMessages).removed);
    }, messagesNow(removeAccountMessages).removeFailed);
    if (removed) onRemoved();
    else onClose();
  }

  return (
    <ConfirmDialog
      open={account !== null}
      onClose={onClose}
      title={m.title}
      cancel={m.cancel}
      confirm={m.remove}
      busyLabel={m.removing}
      onConfirm={confirm}
      actionsClass="accounts-dialog-actions"
    >
      {account && <p>{fill(m.text({ account: '{account}' }), { account: <strong>{accountTitle(account)}</strong> })}</p>}
    </ConfirmDialog>
  );
}
