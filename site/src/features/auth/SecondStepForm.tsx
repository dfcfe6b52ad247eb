/**
 * The second sign-in step of a two-factor user, for the login page (after the password or the Discord
 * popup) and the Discord callback page alike: a code from the authenticator app, or one of the recovery
 * codes. A lapsed or invalid challenge sends the person back to the first step with the API's reason.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { ApiError } from '../../lib/api';
import { completeSecondStep } from '../session/store';
import { CODE_LENGTH, mustStartOver, normaliseCode, normaliseRecoveryCode } from './second-step';
import './auth.css';

type Props = {
  challenge: string;
  /** Signed in: the session is stored; the page moves on. */
  onSignedIn(): void;
  /** Back to the first step; `reason` is the API's message when the challenge itself is no longer good. */
  onStartOver(reason: string | null): void;
};

type Method = 'code' | 'recovery';

export function SecondStepForm({ challenge, onSignedIn, onStartOver }: Props) {
  const id = useId();
  const [method, setMethod] = useState<Method>('code');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  // The field takes the focus when the step opens and when the method changes: typing is all that is left.
  useEffect(() => input.current?.focus(), [method]);

  function switchMethod() {
    setMethod(method === 'code' ? 'recovery' : 'code');
    setValue('');
    setError(null);
  }

  async function submit(event: { preventDefault(): void }) {
    event.preventDefault();
    const code = normaliseCode(value);
    const recoveryCode = normaliseRecoveryCode(value);
    if (method === 'code' && code.length !== CODE_LENGTH) return setError(`Enter the ${CODE_LENGTH}-digit code from your authenticator app.`);
    if (method === 'recovery' && !recoveryCode) return setError('Enter one of your recovery codes.');
    const proof = method === 'code' ? { code } : { recoveryCode };
    setBusy(true);
    setError(null);
    try {
      await completeSecondStep(challenge, proof);
      onSignedIn();
    } catch (err) {
      setBusy(false);
      if (err instanceof ApiError && mustStartOver(err.status, err.message)) return onStartOver(err.message);
      setError(err instanceof ApiError && err.message !== 'Request failed' ? err.message : 'Could not check the code. Please try again.');
      setValue('');
      input.current?.focus();
    }
  }

  const field = `${id}-${method}`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <>
      <h1>
        Two-factor <span className="nowrap">sign-in</span>
      </h1>
      <p className="auth-lead" id={hintId}>
        {method === 'code'
          ? `Enter the ${CODE_LENGTH}-digit code your authenticator app shows for Castellan.`
          : 'Enter one of the recovery codes you saved when you turned on two-factor sign-in. Each works once.'}
      </p>
      <form onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor={field}>{method === 'code' ? 'Authentication code' : 'Recovery code'}</label>
          {method === 'code' ? (
            <input
              ref={input}
              id={field}
              className="code-input"
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9 ]*"
              maxLength={CODE_LENGTH + 1}
              required
              value={value}
              onChange={(e) => setValue(e.target.value)}
              aria-invalid={Boolean(error)}
              aria-describedby={error ? `${errorId} ${hintId}` : hintId}
            />
          ) : (
            <input
              ref={input}
              id={field}
              type="text"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={40}
              required
              value={value}
              onChange={(e) => setValue(e.target.value)}
              aria-invalid={Boolean(error)}
              aria-describedby={error ? `${errorId} ${hintId}` : hintId}
            />
          )}
          {error && (
            <p id={errorId} className="field-error" role="alert">
              {error}
            </p>
          )}
        </div>
        <button type="submit" className="button button-primary button-block" disabled={busy}>
          {busy ? 'Checking…' : 'Verify'}
        </button>
      </form>
      <div className="auth-links">
        <button type="button" onClick={switchMethod} disabled={busy}>
          {method === 'code' ? 'Use a recovery code instead' : 'Use a code from the app instead'}
        </button>
        <button type="button" onClick={() => onStartOver(null)} disabled={busy}>
          Back to sign in
        </button>
      </div>
    </>
  );
}
