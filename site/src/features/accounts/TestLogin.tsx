/**
 * "Test login": one short session against the game with the details in the form, answering "logged in"
 * or the game's reason, right under the button (announced to screen readers).
 */
import { useId, useState } from 'react';
import { Icon } from '../../components/ui/Icon';
import { errorMessage } from '../toasts/store';
import type { LoginCheck } from './actions';

type Props = {
  /** Runs the test; null when the form lacks what a login needs (the reason is in `missing`). */
  run: (() => Promise<LoginCheck>) | null;
  missing?: string;
};

export function TestLogin({ run, missing }: Props) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<LoginCheck | null>(null);

  async function test() {
    if (!run) {
      setResult({ ok: false, message: missing ?? 'Fill in the login first.' });
      return;
    }
    if (busy) return;
    setBusy(true);
    setResult(null);
    try {
      setResult(await run());
    } catch (err) {
      setResult({ ok: false, message: errorMessage(err, 'The test could not be run') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="test-login">
      <button type="button" className="button button-small" aria-disabled={busy} aria-describedby={`${id}-hint`} onClick={() => void test()}>
        {busy ? 'Testing login…' : 'Test login'}
      </button>
      <p id={`${id}-hint`} className="hint">
        Signs in to the game once and out again. If you are playing this account right now, the game signs you out.
      </p>
      <p role="status" className={result ? (result.ok ? 'test-login-result test-login-ok' : 'test-login-result test-login-failed') : 'visually-hidden'}>
        {result && (
          <>
            <Icon name={result.ok ? 'check' : 'x'} /> {result.message}
          </>
        )}
      </p>
    </div>
  );
}
