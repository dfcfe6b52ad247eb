/**
 * The second sign-in step of a two-factor user, for the login page (after the password or the Discord
 * popup) and the Discord callback page alike: a code from the authenticator app, or one of the recovery
 * codes. A lapsed or invalid challenge sends the person back to the first step with the API's reason.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { answeredMessage, ApiError } from '../../lib/api';
import { useMessages } from '../../lib/i18n';
import { completeSecondStep } from '../session/store';
import { toast } from '../toasts/store';
import { CODE_LENGTH, mustStartOver, normaliseCode, normaliseRecoveryCode } from './second-step';
import { secondStepMessages } from './second-step.messages';
import { AuthCard, AuthSubmit } from './AuthCard';
import './auth.css';

type Props = {
  challenge: string;
  /** Signed in: the session is stored; the page moves on. */
  onSignedIn(): void;
  /** Back to the first step; `reason` is the API's message when the challenge itself is no longer good. */
  onStartOver(reason: string | null): void;
};

type Method = 'code' | 'recovery';

/** The title with its last word kept whole: "sign-in" must not break at its hyphen on a phone. */
function Title({ text }: { text: string }) {
  const cut = text.lastIndexOf(' ');
  if (cut < 0) return <h1>{text}</h1>;
  return (
    <h1>
      {text.slice(0, cut + 1)}
      <span className="nowrap">{text.slice(cut + 1)}</span>
    </h1>
  );
}

export function SecondStepForm({ challenge, onSignedIn, onStartOver }: Props) {
  const t = useMessages(secondStepMessages);
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
    if (method === 'code' && code.length !== CODE_LENGTH) return setError(t.codeNeeded({ length: CODE_LENGTH }));
    if (method === 'recovery' && !recoveryCode) return setError(t.recoveryNeeded);
    const proof = method === 'code' ? { code } : { recoveryCode };
    setBusy(true);
    setError(null);
    try {
      await completeSecondStep(challenge, proof);
      onSignedIn();
    } catch (err) {
      setBusy(false);
      if (err instanceof ApiError && mustStartOver(err.status, err.code, err.field)) return onStartOver(err.message);
      setError((err instanceof ApiError && answeredMessage(err)) || t.checkFailed);
      setValue('');
      input.current?.focus();
    }
  }

  const field = `${id}-${method}`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <>
      <Title text={t.title} />
      <p className="auth-lead" id={hintId}>
        {method === 'code' ? t.codeHint({ length: CODE_LENGTH }) : t.recoveryHint}
      </p>
      <form onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor={field}>{method === 'code' ? t.codeLabel : t.recoveryLabel}</label>
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
        <AuthSubmit busy={busy} label={t.verify} busyLabel={t.checking} />
      </form>
      <div className="auth-links">
        <button type="button" onClick={switchMethod} disabled={busy}>
          {method === 'code' ? t.useRecovery : t.useApp}
        </button>
        <button type="button" onClick={() => onStartOver(null)} disabled={busy}>
          {t.backToSignIn}
        </button>
      </div>
    </>
  );
}

/**
 * The second step as a page of its own, on the login page and the Discord callback alike: once signed in,
 * the page moves to `goTo` and greets the person there with `welcome`.
 */
export function SecondStepPage({
  challenge,
  welcome,
  goTo,
  onStartOver,
}: {
  challenge: string;
  welcome: string;
  goTo: string;
  onStartOver: Props['onStartOver'];
}) {
  return (
    <AuthCard>
      <SecondStepForm
        challenge={challenge}
        onSignedIn={() => {
          toast.afterNavigation('success', welcome);
          window.location.replace(goTo);
        }}
        onStartOver={onStartOver}
      />
    </AuthCard>
  );
}
