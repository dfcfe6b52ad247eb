/**
 * Asks before something that cannot be undone (removing an account, revoking a key, deleting a bot):
 * what it does, Cancel, and the danger button. The button stays focusable while the action runs
 * (aria-disabled, not disabled, so focus is not lost) and reads `busyLabel`; a second press does nothing.
 */
import type { ReactNode } from 'react';
import { Dialog } from './Dialog';

type Props = {
  open: boolean;
  onClose: () => void;
  /** What Cancel does, when not simply `onClose` (a dialog that may not close while it works). */
  onCancel?: () => void;
  title: string;
  /** What the action does, shown above the buttons. */
  children: ReactNode;
  cancel: string;
  confirm: string;
  busyLabel: string;
  busy: boolean;
  onConfirm: () => void;
  /** The class of the buttons' row beside `row` (a feature's own spacing). */
  actionsClass?: string;
};

export function ConfirmDialog({ open, onClose, onCancel = onClose, title, children, cancel, confirm, busyLabel, busy, onConfirm, actionsClass = 'dialog-actions' }: Props) {
  return (
    <Dialog open={open} onClose={onClose} title={title}>
      <div className="stack">
        {children}
        <div className={`row ${actionsClass}`}>
          <button type="button" className="button" onClick={onCancel}>
            {cancel}
          </button>
          <button type="button" className="button button-danger" aria-disabled={busy} onClick={() => !busy && onConfirm()}>
            {busy ? busyLabel : confirm}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
