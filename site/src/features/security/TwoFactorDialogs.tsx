/** Proofs two-factor changes ask for: a code for new recovery codes; the password or a code to turn it off. */
import { useId, useState, type SubmitEvent } from 'react';
import { Dialog } from '../../components/ui/Dialog';
import { useMessages } from '../../lib/i18n';
import { disableTwoFactor, renewRecoveryCodes } from './actions';
import { twoFactorDialogMessages } from './two-factor.messages';
import { CancelAndSubmit } from '../../components/ui/CancelAndSubmit';
import { FormError } from '../../components/ui/FormError';
import { useRequest } from './use-request';

function CodeInput({ id, label, value, onChange, hint }: { id: string; label: string; value: string; onChange: (v: string) => void; hint?: string }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="security-code-input"
        type="text"
        inputMode={hint ? 'text' : 'numeric'}
        autoComplete="one-time-code"
        spellCheck={false}
        maxLength={32}
        required
        value={value}
        onChange={(e) => onChange(e.target.value)}
        autoFocus
        aria-describedby={hint ? `${id}-hint` : undefined}
      />
      {hint && (
        <p id={`${id}-hint`} className="hint">
          {hint}
        </p>
      )}
    </div>
  );
}

export function NewCodesDialog({ open, onClose, onIssued }: { open: boolean; onClose: () => void; onIssued: (codes: string[]) => void }) {
  const id = useId();
  const t = useMessages(twoFactorDialogMessages);
  const [code, setCode] = useState('');
  const proof = useRequest(t.requestFailed);
  function close() {
    setCode('');
    proof.reset();
    onClose();
  }
  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const issued = await proof.run(() => renewRecoveryCodes(code.trim()));
    if (!issued) return;
    setCode('');
    onIssued(issued.recoveryCodes);
  }
  return (
    <Dialog open={open} onClose={close} title={t.newCodesTitle}>
      <form className="stack" onSubmit={submit} noValidate>
        <p>{t.newCodesText}</p>
        <CodeInput id={`${id}-code`} label={t.code} value={code} onChange={setCode} />
        <FormError message={proof.error} />
        <CancelAndSubmit busy={proof.busy} label={t.make} busyLabel={t.making} cancel={t.cancel} onCancel={close} />
      </form>
    </Dialog>
  );
}

type TurnOffProps = { open: boolean; withPassword: boolean; onClose: () => void; onTurnedOff: (message: string) => void };

export function TurnOffDialog({ open, withPassword, onClose, onTurnedOff }: TurnOffProps) {
  const id = useId();
  const t = useMessages(twoFactorDialogMessages);
  const [usePassword, setUsePassword] = useState(withPassword);
  const [value, setValue] = useState('');
  const proof = useRequest(t.requestFailed);
  function close() {
    setValue('');
    setUsePassword(withPassword);
    proof.reset();
    onClose();
  }
  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const done = await proof.run(() => disableTwoFactor(usePassword ? { password: value } : { code: value.trim() }));
    if (!done) return;
    setValue('');
    onTurnedOff(done.message);
  }
  return (
    <Dialog open={open} onClose={close} title={t.turnOffTitle}>
      <form className="stack" onSubmit={submit} noValidate>
        <p>{withPassword ? t.turnOffWithPassword : t.turnOffWithDiscord}</p>
        {usePassword ? (
          <div className="field">
            <label htmlFor={`${id}-password`}>{t.password}</label>
            <input
              id={`${id}-password`}
              type="password"
              autoComplete="current-password"
              required
              value={value}
              onChange={(e) => setValue(e.target.value)}
              autoFocus
            />
          </div>
        ) : (
          <CodeInput id={`${id}-code`} label={t.codeOrRecovery} value={value} onChange={setValue} hint={t.codeHint} />
        )}
        {withPassword && (
          <button
            type="button"
            className="link-button security-switch"
            onClick={() => {
              setUsePassword(!usePassword);
              setValue('');
              proof.reset();
            }}
          >
            {usePassword ? t.useCode : t.usePassword}
          </button>
        )}
        <FormError message={proof.error} />
        <CancelAndSubmit busy={proof.busy} label={t.turnOff} busyLabel={t.turningOff} cancel={t.cancel} onCancel={close} danger />
      </form>
    </Dialog>
  );
}
