/**
 * Asks before deleting the account: says exactly what goes and what is kept, asks for the password (or a
 * two-factor code) and for DELETE typed out. The button stays disabled until the word is there.
 */
import { useStore } from '@nanostores/react';
import { useId, useState, type SubmitEvent } from 'react';
import { Dialog } from '../../components/ui/Dialog';
import { useMessages } from '../../lib/i18n';
import { fill } from '../../components/ui/fill';
import { $session } from '../session/store';
import { errorMessage } from '../toasts/store';
import { deleteSignedInUser } from './actions';
import { confirmed, DELETE_WORD, emptyDeleteForm, missingProof, proofsFor, type DeleteForm, type Proof } from './delete-form';
import { deleteAccountMessages } from './leaving.messages';

/** Each proof's name in settings/delete-account. */
const PROOF_LABELS = { password: 'byPassword', code: 'byCode' } as const satisfies Record<Exclude<Proof, 'none'>, string>;

export function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useMessages(deleteAccountMessages);
  return (
    <Dialog open={open} onClose={onClose} title={t.title}>
      <DeleteAccountForm onCancel={onClose} />
    </Dialog>
  );
}

/** Inside the dialog, so it starts empty each time the dialog opens (the dialog renders children only while open). */
function DeleteAccountForm({ onCancel }: { onCancel: () => void }) {
  const id = useId();
  const t = useMessages(deleteAccountMessages);
  const { user } = useStore($session);
  const proofs = proofsFor(user?.app_metadata);
  const [form, setForm] = useState<DeleteForm>(() => emptyDeleteForm(proofs[0]!));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ready = confirmed(form);

  function update<K extends keyof DeleteForm>(key: K, value: DeleteForm[K]) {
    setForm((f) => ({ ...f, [key]: value }));
    setError(null);
  }

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || !ready) return;
    const missing = missingProof(form, t);
    if (missing) return setError(missing);
    setBusy(true);
    try {
      // On success the page goes to the landing page; nothing here renders again.
      await deleteSignedInUser(form);
    } catch (err) {
      setError(errorMessage(err, t.notDeleted));
      setBusy(false);
    }
  }

  const field = (name: string) => `${id}-${name}`;
  return (
    <form className="stack leaving-form" onSubmit={submit} noValidate>
      <p>{t.intro}</p>
      <ul className="leaving-list">
        <li>{t.bots}</li>
        <li>{t.gameAccounts}</li>
        <li>{t.notifications}</li>
        <li>{t.subscription}</li>
        <li>{t.billing}</li>
        <li>{t.signedOut}</li>
      </ul>

      {proofs.length > 1 && (
        <fieldset className="leaving-fieldset">
          <legend>{t.proofLegend}</legend>
          {proofs.map((proof) => (
            <label key={proof} className="leaving-choice">
              <input type="radio" name={field('proof')} value={proof} checked={form.proof === proof} onChange={() => update('proof', proof)} />
              {t[PROOF_LABELS[proof as Exclude<Proof, 'none'>]]}
            </label>
          ))}
        </fieldset>
      )}
      {form.proof === 'password' && (
        <div className="field">
          <label htmlFor={field('password')}>{t.password}</label>
          <input
            id={field('password')}
            type="password"
            autoComplete="current-password"
            value={form.password}
            onChange={(e) => update('password', e.target.value)}
          />
        </div>
      )}
      {form.proof === 'code' && (
        <div className="field">
          <label htmlFor={field('code')}>{t.code}</label>
          <input
            id={field('code')}
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            spellCheck={false}
            aria-describedby={field('code-hint')}
            value={form.code}
            onChange={(e) => update('code', e.target.value)}
          />
          <p id={field('code-hint')} className="hint">
            {t.codeHint}
          </p>
        </div>
      )}
      <div className="field">
        <label htmlFor={field('confirm')}>{fill(t.typeWord, { word: DELETE_WORD })}</label>
        <input
          id={field('confirm')}
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={form.confirm}
          onChange={(e) => update('confirm', e.target.value)}
        />
      </div>
      {error && (
        <p className="field-error leaving-error" role="alert">
          {error}
        </p>
      )}
      <div className="row leaving-actions">
        <button type="button" className="button" onClick={onCancel}>
          {t.cancel}
        </button>
        <button type="submit" className="button button-danger leaving-delete" disabled={!ready} aria-busy={busy}>
          {busy ? t.deleting : t.delete}
        </button>
      </div>
    </form>
  );
}
