/**
 * Two-factor sign-in: off → "Turn on" → setup (QR code, key, first code) → the recovery codes, shown once →
 * on (since when, codes left, new codes, turn off).
 */
import { useId, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { RECOVERY_CODE_COUNT } from '@shared/security';
import { ErrorPanel } from '../../components/ui/ErrorPanel';
import { Loading, Skeleton } from '../../components/ui/Skeleton';
import { useMessages } from '../../lib/i18n';
import { useLoaded } from '../../lib/use-loaded';
import { fill } from '../../components/ui/fill';
import { $session, refreshUser } from '../session/store';
import { toast } from '../toasts/store';
import { fetchTwoFactor, startTwoFactorSetup, type TwoFactorSetup as Setup } from './actions';
import { exactTime } from '../../lib/time';
import { hasPassword, recoveryCodesLeftText } from './format';
import { RecoveryCodes } from './RecoveryCodes';
import { NewCodesDialog, TurnOffDialog } from './TwoFactorDialogs';
import { TwoFactorSetup } from './TwoFactorSetup';
import { twoFactorMessages } from './two-factor.messages';
import { FormError } from '../../components/ui/FormError';
import { useRequest } from './use-request';

/** What the section shows besides the API's status: a setup under way, or codes to save. */
type Step = { kind: 'status' } | { kind: 'setup'; setup: Setup } | { kind: 'codes'; codes: string[] };

export function TwoFactorSection() {
  const id = useId();
  const { user } = useStore($session);
  const status = useLoaded(fetchTwoFactor);
  const t = useMessages(twoFactorMessages);
  const [step, setStep] = useState<Step>({ kind: 'status' });
  const start = useRequest(t.requestFailed);
  const [dialog, setDialog] = useState<'off' | 'codes' | null>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);

  async function turnOn() {
    const setup = await start.run(startTwoFactorSetup);
    if (setup) setStep({ kind: 'setup', setup });
  }

  /** Back to the status, read again, with focus on it (the step that had focus is gone). */
  async function backToStatus() {
    setStep({ kind: 'status' });
    await status.reload();
    requestAnimationFrame(() => statusRef.current?.focus());
  }

  let body;
  if (step.kind === 'setup') {
    body = (
      <TwoFactorSetup
        setup={step.setup}
        onEnabled={(codes) => {
          setStep({ kind: 'codes', codes });
          void refreshUser();
        }}
        onCancel={() => void backToStatus()}
      />
    );
  } else if (step.kind === 'codes') {
    body = <RecoveryCodes codes={step.codes} onSaved={() => void backToStatus()} />;
  } else if (status.status === 'loading') {
    body = (
      <Loading label={t.loading}>
        <Skeleton width="50%" />
        <Skeleton width="8rem" height="2.2rem" />
      </Loading>
    );
  } else if (status.status === 'error') {
    body = <ErrorPanel what={t.what} message={status.error} requestId={status.requestId} onRetry={status.reload} retrying={status.reloading} />;
  } else if (status.data?.enabled) {
    const { enabledAt, recoveryCodesLeft } = status.data;
    body = (
      <>
        <p ref={statusRef} tabIndex={-1} className="security-status">
          <span className="state-badge state-online">{t.on}</span>{' '}
          {enabledAt ? fill(t.since, { time: <time dateTime={enabledAt}>{exactTime(enabledAt)}</time> }) : null} {t.asksForCode}
        </p>
        <p className={recoveryCodesLeft <= 3 ? 'security-warning' : 'hint'}>{recoveryCodesLeftText(recoveryCodesLeft, RECOVERY_CODE_COUNT, t)}</p>
        <div className="row">
          <button type="button" className="button" onClick={() => setDialog('codes')}>
            {t.newCodes}
          </button>
          <button type="button" className="button button-danger" onClick={() => setDialog('off')}>
            {t.turnOff}
          </button>
        </div>
      </>
    );
  } else {
    body = (
      <>
        <p ref={statusRef} tabIndex={-1} className="security-status">
          <span className="state-badge">{t.off}</span> {t.offText}
        </p>
        <FormError message={start.error} />
        <div className="row">
          <button type="button" className="button button-primary" aria-disabled={start.busy} onClick={turnOn}>
            {start.busy ? t.starting : t.turnOn}
          </button>
        </div>
      </>
    );
  }

  return (
    <section className="security-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t.title}</h2>
      {body}
      <NewCodesDialog
        open={dialog === 'codes'}
        onClose={() => setDialog(null)}
        onIssued={(codes) => {
          setDialog(null);
          setStep({ kind: 'codes', codes });
        }}
      />
      <TurnOffDialog
        open={dialog === 'off'}
        withPassword={hasPassword(user?.app_metadata.providers)}
        onClose={() => setDialog(null)}
        onTurnedOff={(message) => {
          setDialog(null);
          toast.success(message);
          void refreshUser();
          void backToStatus();
        }}
      />
    </section>
  );
}
