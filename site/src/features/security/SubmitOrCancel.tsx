/** The foot of a security form: its action first (saying it is under way while the request runs), then Cancel. */
export function SubmitOrCancel({
  busy,
  label,
  busyLabel,
  cancel,
  onCancel,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
  cancel: string;
  onCancel: () => void;
}) {
  return (
    <div className="row">
      <button type="submit" className="button button-primary" aria-disabled={busy}>
        {busy ? busyLabel : label}
      </button>
      <button type="button" className="button" onClick={onCancel}>
        {cancel}
      </button>
    </div>
  );
}
