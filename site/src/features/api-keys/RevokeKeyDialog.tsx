/** Asks before revoking a key, naming it: whatever uses it stops working at once. */
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
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
    <ConfirmDialog
      open={apiKey !== null}
      onClose={onClose}
      title={apiKey ? t.title({ name: apiKey.name }) : t.titleNoKey}
      cancel={t.cancel}
      confirm={t.revoke}
      busyLabel={t.revoking}
      busy={busy}
      onConfirm={() => void confirm()}
      actionsClass="api-keys-dialog-actions"
    >
      {apiKey && <p>{fill(t.text, { hint: <code>{apiKey.hint}</code> })}</p>}
    </ConfirmDialog>
  );
}
