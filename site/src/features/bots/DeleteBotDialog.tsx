/** Asks before deleting a bot, naming it: it stops, and its settings, secrets and console go with it. */
import { useState } from 'react';
import { Dialog } from '../../components/ui/Dialog';
import type { Bot } from '../../lib/data';
import { deleteBot } from './actions';

type Props = { bot: Bot | null; onClose: () => void; onDeleted: () => void };

export function DeleteBotDialog({ bot, onClose, onDeleted }: Props) {
  const [busy, setBusy] = useState(false);

  async function confirm() {
    if (!bot || busy) return;
    setBusy(true);
    const deleted = await deleteBot(bot.id);
    setBusy(false);
    if (deleted) onDeleted();
    else onClose();
  }

  return (
    <Dialog open={bot !== null} onClose={onClose} title={bot ? `Delete “${bot.name}”?` : 'Delete bot?'}>
      {bot && (
        <div className="stack">
          <p>
            {bot.state === 'online' ? 'The bot stops, and its' : 'Its'} settings, saved secrets and console history are deleted. This cannot be undone; the
            bot slot is free again at once.
          </p>
          <div className="row dialog-actions">
            <button type="button" className="button" onClick={onClose}>
              Cancel
            </button>
            <button type="button" className="button button-danger" aria-disabled={busy} onClick={() => void confirm()}>
              {busy ? 'Deleting…' : 'Delete bot'}
            </button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
