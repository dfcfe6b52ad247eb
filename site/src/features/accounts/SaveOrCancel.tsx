/** The foot of an account dialog's form: Cancel, and Save that says it is saving while the request runs. */
type Words = { cancel: string; save: string; saving: string };

export function SaveOrCancel({ busy, onCancel, words }: { busy: boolean; onCancel: () => void; words: Words }) {
  return (
    <div className="row accounts-dialog-actions">
      <button type="button" className="button" onClick={onCancel}>
        {words.cancel}
      </button>
      {/* aria-disabled, not disabled: a disabled button drops keyboard focus mid-request. */}
      <button type="submit" className="button button-primary" aria-disabled={busy}>
        {busy ? words.saving : words.save}
      </button>
    </div>
  );
}
