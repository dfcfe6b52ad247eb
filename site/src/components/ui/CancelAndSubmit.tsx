/**
 * A dialog form's foot: Cancel, then the form's submit button, which says it is under way while the
 * request runs. `danger` for an action that removes or turns something off; `className` where a feature
 * lays its dialogs' buttons out its own way.
 */
type Props = { busy: boolean; label: string; busyLabel?: string; cancel: string; onCancel: () => void; danger?: boolean; className?: string };

export function CancelAndSubmit({ busy, label, busyLabel = label, cancel, onCancel, danger = false, className = 'dialog-actions' }: Props) {
  return (
    <div className={`row ${className}`}>
      <button type="button" className="button" onClick={onCancel}>
        {cancel}
      </button>
      {/* aria-disabled, not disabled: a disabled button drops keyboard focus mid-request. */}
      <button type="submit" className={`button ${danger ? 'button-danger' : 'button-primary'}`} aria-disabled={busy}>
        {busy ? busyLabel : label}
      </button>
    </div>
  );
}
