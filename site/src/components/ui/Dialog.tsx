/** A modal dialog on the native <dialog>: focus is trapped, Escape closes, the page behind is inert. */
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { $modalHost } from './modal-host';
import { Icon } from './Icon';
import { useMessages } from '../../lib/i18n';
import { dialogMessages } from './ui.messages';

export function Dialog({ open, onClose, title, children }: { open: boolean; onClose: () => void; title: string; children: ReactNode }) {
  const t = useMessages(dialogMessages);
  const ref = useRef<HTMLDialogElement>(null);
  // One id per dialog: a screen with two dialogs (edit and remove) must not name both by one heading.
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
    if (open) $modalHost.set(dialog);
    return () => {
      if ($modalHost.get() === dialog) $modalHost.set(null);
    };
  }, [open]);
  return (
    <dialog ref={ref} className="dialog" aria-labelledby={titleId} onClose={onClose} onCancel={onClose}>
      <div className="dialog-head">
        <h2 id={titleId}>{title}</h2>
        <button type="button" className="icon-button" aria-label={t.close} onClick={onClose}>
          <Icon name="x" />
        </button>
      </div>
      {open && children}
    </dialog>
  );
}
