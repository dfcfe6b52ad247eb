/**
 * Settings → Notifications → "Push notifications on this device": turn push on here (the browser asks for
 * permission), send a test, turn it off; it says plainly when the browser cannot, or notifications are
 * blocked. Turning on says it is under way, and when it fails (the browser's push service refused, or
 * did not answer in time: push-device.ts) says why beside the button, which comes back. Which kinds are
 * pushed is chosen below it, for every device alike.
 */
import { useEffect, useState } from 'react';
import { errorMessage, toast } from '../toasts/store';
import { useToastedRun } from '../toasts/toasted-run';
import { useMessages } from '../../lib/i18n';
import { pushMessages } from './notifications.messages';
import { currentSubscription, needsInstallFirst, pushState, testPush, turnOffPush, turnOnPush, type PushState } from './push-device';

export function PushDeviceSection({ devices, onChanged }: { devices: number; onChanged: () => void }) {
  const t = useMessages(pushMessages);
  const [state, setState] = useState<PushState>('unsupported');
  const [subscription, setSubscription] = useState<PushSubscription | null>(null);
  const { busy, run } = useToastedRun();
  const [checked, setChecked] = useState(false);
  const [turningOn, setTurningOn] = useState(false);
  /** Why turning on failed, kept beside the button until the next try. */
  const [failure, setFailure] = useState<string | null>(null);

  const look = async () => {
    setState(pushState());
    try {
      setSubscription(await currentSubscription());
    } catch {
      setSubscription(null);
    }
    setChecked(true);
  };
  useEffect(() => {
    void look();
  }, []);

  const act = async (what: () => Promise<void>, done: string, failed: string) => {
    await run(async () => {
      await what();
      toast.success(done);
    }, failed);
    await look();
    onChanged();
  };

  const turnOn = async () => {
    if (turningOn) return;
    setTurningOn(true);
    setFailure(null);
    try {
      await turnOnPush();
      toast.success(t.turnedOn);
    } catch (err) {
      setFailure(errorMessage(err, t.turnOnFailed));
    } finally {
      setTurningOn(false);
    }
    await look();
    onChanged();
  };

  if (!checked) return null;
  const others = devices - (subscription ? 1 : 0);
  const elsewhere = others > 0 ? ` ${t.elsewhere(others)}` : '';
  if (state === 'unsupported') {
    return (
      <p className="muted">
        {t.unsupported}
        {elsewhere}
      </p>
    );
  }
  if (needsInstallFirst() && !subscription) {
    return (
      <p className="muted">
        {t.installFirst}
        {elsewhere}
      </p>
    );
  }
  if (state === 'denied') {
    return (
      <p className="muted">
        {t.denied}
        {elsewhere}
      </p>
    );
  }
  return (
    <div className="stack">
      <p className="muted">
        {subscription ? t.on : t.offer}
        {elsewhere}
      </p>
      <div className="row">
        {subscription ? (
          <>
            <button type="button" className="button" disabled={busy} onClick={() => void act(() => testPush(subscription), t.testSent, t.testFailed)}>
              {t.sendTest}
            </button>
            <button
              type="button"
              className="button button-ghost button-ghost-danger"
              disabled={busy}
              onClick={() => void act(() => turnOffPush(subscription), t.turnedOff, t.turnOffFailed)}
            >
              {t.turnOff}
            </button>
          </>
        ) : (
          // aria-disabled while under way, not disabled: the focus stays on it for a keyboard user.
          <button type="button" className="button" aria-disabled={turningOn} aria-busy={turningOn} onClick={() => void turnOn()}>
            {turningOn ? (
              <>
                <span className="push-spinner" aria-hidden="true" /> {t.turningOn}
              </>
            ) : (
              t.turnOn
            )}
          </button>
        )}
      </div>
      {failure && !subscription && (
        <p className="field-error" role="alert">
          {failure}
        </p>
      )}
    </div>
  );
}
