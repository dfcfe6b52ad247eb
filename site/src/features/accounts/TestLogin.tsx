/**
 * "Test login": one short session against the game with the details in the form, answering "logged in"
 * or the game's reason, right under the button (announced to screen readers).
 */
import { useId, useState } from 'react';
import { Icon } from '../../components/ui/Icon';
import { errorMessage } from '../toasts/store';
import type { LoginCheck } from './actions';
import { messagesNow, useMessages } from '../../lib/i18n';
import { testLoginMessages } from './accounts.messages';

type Props = {
  /** Runs the test; null when the form lacks what a login needs (the reason is in `missing`). */
  run: (() => Promise<LoginCheck>) | null;
  missing?: string;
};

export function TestLogin({ run, missing }: Props) {
  const id = useId();
  const m = useMessages(testLoginMessages);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<LoginCheck | null>(null);

  async function test() {
    if (!run) {
      setResult({ ok: false, message: missing ?? messagesNow(testLoginMessages).fillFirst });
      return;
    }
    if (busy) return;
    setBusy(true);
    setResult(null);
    try {
      setResult(await run());
    } catch (err) {
      setResult({ ok: false, message: errorMessage(err, messagesNow(testLoginMessages).failed) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="test-login">
      <button type="button" className="button button-small" aria-disabled={busy} aria-describedby={`${id}-hint`} onClick={() => void test()}>
        {busy ? m.testing : m.test}
      </button>
      <p id={`${id}-hint`} className="hint">
        {m.hint}
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
