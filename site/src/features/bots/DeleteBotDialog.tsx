/** Asks before deleting a bot, naming it: it stops, and its settings, secrets and console go with it. */
import { useState } from 'react';
import { Dialog } from '../../components/ui/Dialog';
import type { Bot } from '../../lib/data';
import { deleteBot } from './actions';
import { deleteDialogMessages } from './dialogs.messages';
import { useMessages } from '../../lib/i18n';

type Props = { bot: Bot | null; onClose: () => void; onDeleted: () => void };

export function DeleteBotDialog({ bot, onClose, onDeleted }: Props) {
  const [busy, setBusy] = useState(false);
  const m = useMessages(deleteDialogMessages);

  async function confirm() {
    if (!bot || busy) return;
    setBusy(true);
    const deleted = await deleteBot(bot.id);
    setBusy(false);
    if (deleted) onDeleted();
    else onClose();
  }

  return (
    <Dialog open={bot !== null} onClose={onClose} title={bot ? m.title({ name: bot.name }) : m.titleEmpty}>
      {bot && (
        <div className="stack">
          <p>{bot.state === 'online' ? m.textRunning : m.textStopped}</p>
          <div className="row dialog-actions">
            <button type="button" className="button" onClick={onClose}>
              {m.cancel}
            </button>
            <button type="button" className="button button-danger" aria-disabled={busy} onClick={() => void confirm()}>
              {busy ? m.deleting : m.delete}
            </button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
