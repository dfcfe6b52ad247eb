/** Setting up an authenticator app: scan the QR code (or type the key), then confirm with a first code. */
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { useMessages } from '../../lib/i18n';
import { CopyButton } from './CopyButton';
import { enableTwoFactor, type TwoFactorSetup as Setup } from './actions';
import { groupSecret } from './format';
import { twoFactorSetupMessages } from './two-factor.messages';
import { FormError } from '../../components/ui/FormError';
import { SubmitOrCancel } from './SubmitOrCancel';
import { useRequest } from './use-request';

type Props = { setup: Setup; onEnabled: (recoveryCodes: string[]) => void; onCancel: () => void };

export function TwoFactorSetup({ setup, onEnabled, onCancel }: Props) {
  const id = useId();
  const t = useMessages(twoFactorSetupMessages);
  const [code, setCode] = useState('');
  const request = useRequest(t.requestFailed);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const enabled = await request.run(() => enableTwoFactor(code.trim()));
    if (enabled) onEnabled(enabled.recoveryCodes);
  }

  const grouped = groupSecret(setup.secret);
  return (
    <div className="security-setup" role="group" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} ref={headingRef} tabIndex={-1}>
        {t.title}
      </h3>
      <ol className="security-steps">
        <li>
          <p>{t.scan}</p>
          <img className="security-qr" src={setup.qrCode} alt={t.qrAlt} width={200} height={200} />
        </li>
        <li>
          <p>{t.typeKey}</p>
          <div className="row security-secret">
            <code className="security-secret-text">{grouped}</code>
            <CopyButton text={setup.secret} label={t.copyKey} copied={t.keyCopied} />
          </div>
        </li>
        <li>
          <form onSubmit={submit} noValidate>
            <div className="field">
              <label htmlFor={`${id}-code`}>{t.code}</label>
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
            <FormError message={request.error} />
            <SubmitOrCancel busy={request.busy} label={t.confirm} busyLabel={t.confirming} cancel={t.cancel} onCancel={onCancel} />
          </form>
        </li>
      </ol>
    </div>
  );
}
