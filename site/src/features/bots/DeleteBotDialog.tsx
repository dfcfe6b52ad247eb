/** Asks before deleting a bot, naming it: it stops, and its settings, secrets and console go with it. */
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import type { Bot } from '../../lib/data';
import { deleteBot } from './actions';
import { deleteDialogMessages } from './dialogs.messages';
import { useMessages } from '../../lib/i18n';

type Props = { bot: Bot | null; onClose: () => void; onDeleted: () => void };

export function DeleteBotDialog({ bot, onClose, onDeleted }: Props) {
  const m = useMessages(deleteDialogMessages);

  async function confirm() {
    if (!bot) return;
    if (await deleteBot(bot.id)) onDeleted();
    else onClose();
  }

  return (
    <ConfirmDialog
      open={bot !== null}
      onClose={onClose}
      title={bot ? m.title({ name: bot.name }) : m.titleEmpty}
      cancel={m.cancel}
      confirm={m.delete}
      busyLabel={m.deleting}
      onConfirm={confirm}
    >
      {bot && <p>{bot.state === 'online' ? m.textRunning : m.textStopped}</p>}
    </ConfirmDialog>
  );
}
