/** Asks before revoking a key, naming it: whatever uses it stops working at once. */
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { useMessages } from '../../lib/i18n';
import { fill } from '../../components/ui/fill';
import { toast } from '../toasts/store';
import { runToasted } from '../toasts/toasted-run';
import { revokeKey, type ApiKey } from './actions';
import { revokeKeyMessages } from './api-keys.messages';

type Props = { apiKey: ApiKey | null; onClose: () => void; onRevoked: () => void };

export function RevokeKeyDialog({ apiKey, onClose, onRevoked }: Props) {
  const t = useMessages(revokeKeyMessages);

  async function confirm() {
    if (!apiKey) return;
    const { id } = apiKey;
    const revoked = await runToasted(async () => {
      toast.success(await revokeKey(id));
    }, t.notRevoked);
    if (revoked) onRevoked();
    else onClose();
  }

  return (
    <ConfirmDialog
      open={apiKey !== null}
      onClose={onClose}
      title={apiKey ? t.title({ name: apiKey.name }) : t.titleNoKey}
      cancel={t.cancel}
      confirm={t.revoke}
      busyLabel={t.revoking}
      onConfirm={confirm}
      actionsClass="api-keys-dialog-actions"
    >
      {apiKey && <p>{fill(t.text, { hint: <code>{apiKey.hint}</code> })}</p>}
    </ConfirmDialog>
  );
}
