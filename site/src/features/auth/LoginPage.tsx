/**
 * /auth/login: sign in or register with e-mail and password, then go to ?redirect (default /dashboard);
 * `?mode=register` opens Register (a plan's button, "Get started"). A two-factor user's sign-in (password
 * or Discord popup) continues here with the second step.
 */
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { authModeOf, safeRedirect, withAuthMode, type AuthMode } from '@shared/routes';
import { PASSWORD_MIN_LENGTH } from '@shared/auth';
import { ApiError } from '../../lib/api';
import { here, useMessages } from '../../lib/i18n';
import { pageOf } from '../../components/AppRoot';
import { $session } from '../session/store';
import { login, register } from './sign-in';
import { errorMessage, toast } from '../toasts/store';
import './auth.css';
import { discordMessages } from './discord/discord.messages';
import { DiscordSignInButton } from './discord/DiscordSignInButton';
import { forgotPasswordHref } from './password/paths';
import { SecondStepPage } from './SecondStepForm';
import { validateAuthForm, type AuthFormErrors } from './validation';
import { loginMessages } from './login.messages';
import { Field } from '../../components/ui/Field';
import { AuthCard, AuthSubmit } from './AuthCard';
import { SignUpSent } from './SignUpSent';

/** Where to go once signed in, in the page's language where that page has it. */
function redirectTarget(): string {
  return here(safeRedirect(new URLSearchParams(window.location.search).get('redirect')));
}

function AuthForm() {
  const t = useMessages(loginMessages);
  const discord = useMessages(discordMessages);
  const session = useStore($session);
  const [mode, setMode] = useState<AuthMode>(() => authModeOf(window.location.search));
  // The form chosen is kept in the address (the same history entry): a reload, and the language menu, keep it.
  const choose = (next: AuthMode) => {
    setMode(next);
    window.history.replaceState(window.history.state, '', window.location.pathname + withAuthMode(window.location.search, next) + window.location.hash);
  };
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<AuthFormErrors>({});
  const [busy, setBusy] = useState(false);
  /** The second step under way: its challenge, and the welcome it ends with. */
  const [secondStep, setSecondStep] = useState<{ challenge: string; welcome: string } | null>(null);
  /** A sign-up sent: the API's "check your inbox" (the same for every address). */
  const [signUpSent, setSignUpSent] = useState<string | null>(null);

  // Already signed in: nothing to do here.
  useEffect(() => {
    if (session.status === 'signed-in' && !busy && !secondStep) window.location.replace(redirectTarget());
  }, [session.status, busy, secondStep]);

  if (secondStep) {
    return (
      <SecondStepPage
        challenge={secondStep.challenge}
        welcome={secondStep.welcome}
        goTo={redirectTarget()}
        onStartOver={(reason) => {
          setSecondStep(null);
          setPassword('');
          if (reason) toast.error(reason);
        }}
      />
    );
  }

  if (signUpSent) {
    const back = () => {
      setSignUpSent(null);
      choose('login');
      setPassword('');
    };
    return <SignUpSent email={email.trim()} message={signUpSent} onBack={back} />;
  }

  async function submit(event: { preventDefault(): void }) {
    event.preventDefault();
    const found = validateAuthForm(email, password);
    setErrors(found);
    if (found.email || found.password) return;
    setBusy(true);
    try {
      if (mode === 'login') {
        const next = await login(email.trim(), password);
        if (next) {
          setSecondStep({ challenge: next.secondStep, welcome: t.welcomeBack });
          setBusy(false);
          return;
        }
        toast.afterNavigation('success', t.welcomeBack);
      } else {
        // The mailed link finishes the sign-up, in this browser or another, and goes on where this page would.
        const sent = await register(email.trim(), password, redirectTarget());
        setSignUpSent(sent);
        setBusy(false);
        return;
      }
      window.location.replace(redirectTarget());
    } catch (err) {
      // A refusal about the password (one of the most common) is said under it, where it is fixed.
      if (err instanceof ApiError && err.status === 422 && err.field === 'password') setErrors({ password: err.message });
      else toast.error(errorMessage(err, t.failed));
      setBusy(false);
    }
  }

  const title = mode === 'login' ? t.titleLogin : t.titleRegister;
  return (
    <AuthCard>
      <div className="mode-toggle" role="tablist" aria-label={t.modes}>
        <button type="button" role="tab" aria-selected={mode === 'login'} onClick={() => choose('login')}>
          {t.login}
        </button>
        <button type="button" role="tab" aria-selected={mode === 'register'} onClick={() => choose('register')}>
          {t.register}
        </button>
      </div>
      <h1>{title}</h1>
      <form onSubmit={submit} noValidate>
        <Field id="email" label={t.email} error={errors.email}>
          {(control) => <input {...control} type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />}
        </Field>
        <Field id="password" label={t.password} error={errors.password} hint={mode === 'register' ? t.passwordRules(PASSWORD_MIN_LENGTH) : undefined} announce>
          {(control) => (
            <input
              {...control}
              type="password"
              autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
              required
              minLength={8}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          )}
        </Field>
        {mode === 'login' && (
          <p className="auth-aside">
            <a href={here(forgotPasswordHref(email))}>{t.forgotPassword}</a>
          </p>
        )}
        <AuthSubmit busy={busy} label={mode === 'login' ? t.signIn : t.createAccount} busyLabel={t.pleaseWait} />
      </form>
      <div className="divider">
        <span>{t.or}</span>
      </div>
      <DiscordSignInButton redirectTo={redirectTarget} onSecondStep={(challenge) => setSecondStep({ challenge, welcome: discord.popupSignedIn })} />
    </AuthCard>
  );
}

export default pageOf('public', AuthForm);
