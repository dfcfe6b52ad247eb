/**
 * Settings → Notifications → "Push notifications on this device": turn push on here (the browser asks for
 * permission), send a test, turn it off; it says plainly when the browser cannot, or notifications are
 * blocked. Which kinds are pushed is chosen below it, for every device alike.
 */
import { useEffect, useState } from 'react';
import { errorMessage, toast } from '../toasts/store';
import { currentSubscription, needsInstallFirst, pushState, testPush, turnOffPush, turnOnPush, type PushState } from './push-device';

export function PushDeviceSection({ devices, onChanged }: { devices: number; onChanged: () => void }) {
  const [state, setState] = useState<PushState>('unsupported');
  const [subscription, setSubscription] = useState<PushSubscription | null>(null);
  const [busy, setBusy] = useState(false);
  const [checked, setChecked] = useState(false);

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
    setBusy(true);
    try {
      await what();
      toast.success(done);
    } catch (err) {
      toast.error(errorMessage(err, failed));
    } finally {
      setBusy(false);
      await look();
      onChanged();
    }
  };

  if (!checked) return null;
  const others = devices - (subscription ? 1 : 0);
  const elsewhere = others > 0 ? ` Push is also on for ${others} other device${others === 1 ? '' : 's'}.` : '';
  if (state === 'unsupported') {
    return <p className="muted">This browser does not support push notifications.{elsewhere}</p>;
  }
  if (needsInstallFirst() && !subscription) {
    return <p className="muted">On iPhone and iPad, add Castellan to your Home Screen (Share → Add to Home Screen), open it from there and turn push on in its settings.{elsewhere}</p>;
  }
  if (state === 'denied') {
    return <p className="muted">Notifications are blocked for this site in your browser. Allow them in the browser’s site settings, then reload this page.{elsewhere}</p>;
  }
  return (
    <div className="stack">
      <p className="muted">
        {subscription ? 'Push notifications are on for this device: alerts appear even when Castellan is closed.' : 'Get alerts on this device even when Castellan is closed.'}
        {elsewhere}
      </p>
      <div className="row">
        {subscription ? (
          <>
            <button type="button" className="button" disabled={busy} onClick={() => void act(() => testPush(subscription), 'Test notification sent to this device', 'Could not send the test')}>
              Send test
            </button>
            <button type="button" className="button button-ghost button-ghost-danger" disabled={busy} onClick={() => void act(() => turnOffPush(subscription), 'Push notifications turned off on this device', 'Could not turn push off')}>
              Turn off on this device
            </button>
          </>
        ) : (
          <button type="button" className="button" disabled={busy} onClick={() => void act(async () => void (await turnOnPush()), 'Push notifications are on for this device', 'Could not turn push on')}>
            Turn on push notifications
          </button>
        )}
      </div>
    </div>
  );
}
