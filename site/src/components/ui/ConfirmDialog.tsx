/**
 * Asks before something that cannot be undone (removing an account, revoking a key, deleting a bot):
 * what it does, Cancel, and the danger button. The dialog keeps the busy state itself: while `onConfirm`
 * runs the button reads `busyLabel` and a second press does nothing; it stays focusable (aria-disabled,
 * not disabled, so focus is not lost). `onConfirm` handles its own failures.
 */
import { useState, type ReactNode } from 'react';
import { Dialog } from './Dialog';

type Props = {
  open: boolean;
  onClose: () => void;
  /** Escape and the close button do nothing while the action runs (Cancel still closes). */
  keepOpenWhileBusy?: boolean;
  title: string;
  /** What the action does, shown above the buttons. */
  children: ReactNode;
  cancel: string;
  confirm: string;
  busyLabel: string;
  onConfirm: () => Promise<void>;
  /** The class of the buttons' row beside `row` (a feature's own spacing). */
  actionsClass?: string;
};

export function ConfirmDialog({
  open,
  onClose,
  keepOpenWhileBusy = false,
  title,
  children,
  cancel,
  confirm,
  busyLabel,
  onConfirm,
  actionsClass = 'dialog-actions',
}: Props) {
  const [busy, setBusy] = useState(false);

  async function confirmOnce() {
    if (busy) return;
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onClose={() => !(keepOpenWhileBusy && busy) && onClose()} title={title}>
      <div className="stack">
        {children}
        <div className={`row ${actionsClass}`}>
          <button type="button" className="button" onClick={onClose}>
            {cancel}
          </button>
          <button type="button" className="button button-danger" aria-disabled={busy} onClick={() => void confirmOnce()}>
            {busy ? busyLabel : confirm}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
