/** Setting up an authenticator app: scan the QR code (or type the key), then confirm with a first code. */
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { CopyButton } from './CopyButton';
import { enableTwoFactor, type TwoFactorSetup as Setup } from './actions';
import { groupSecret } from './format';

type Props = { setup: Setup; onEnabled: (recoveryCodes: string[]) => void; onCancel: () => void };

export function TwoFactorSetup({ setup, onEnabled, onCancel }: Props) {
  const id = useId();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const { recoveryCodes } = await enableTwoFactor(code.trim());
      onEnabled(recoveryCodes);
    } catch (err) {
      setError(err instanceof Error ? err.message : 'Request failed');
      setBusy(false);
    }
  }

  const grouped = groupSecret(setup.secret);
  return (
    <div className="security-setup" role="group" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} ref={headingRef} tabIndex={-1}>
        Set up your authenticator app
      </h3>
      <ol className="security-steps">
        <li>
          <p>Scan this QR code with an authenticator app (Google Authenticator, Authy, 1Password, Aegis…).</p>
          <img className="security-qr" src={setup.qrCode} alt="QR code for your authenticator app" width={200} height={200} />
        </li>
        <li>
          <p>Or type this key into the app:</p>
          <div className="row security-secret">
            <code className="security-secret-text">{grouped}</code>
            <CopyButton text={setup.secret} label="Copy the key" what="Key" />
          </div>
        </li>
        <li>
          <form onSubmit={submit} noValidate>
            <div className="field">
              <label htmlFor={`${id}-code`}>Code from your app</label>
              <input
                id={`${id}-code`}
                className="security-code-input"
                type="text"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={16}
                required
                value={code}
                onChange={(e) => setCode(e.target.value)}
              />
            </div>
            {error && (
              <p className="field-error" role="alert">
                {error}
              </p>
            )}
            <div className="row">
              <button type="submit" className="button button-primary" aria-disabled={busy}>
                {busy ? 'Confirming…' : 'Confirm'}
              </button>
              <button type="button" className="button" onClick={onCancel}>
                Cancel
              </button>
            </div>
          </form>
        </li>
      </ol>
    </div>
  );
}
