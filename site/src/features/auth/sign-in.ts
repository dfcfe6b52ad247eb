/**
 * Signing in and up with an e-mail and a password: the API's answer becomes the session (features/session)
 * or the words the sign-in page shows.
 */
import { api, unwrap } from '../../lib/api';
import { messagesNow } from '../../lib/i18n';
import { completeSignIn } from '../session/store';
import { loginMessages } from './login.messages';

/** Signs in, or answers the challenge of the second step when the user uses two-factor sign-in. */
export async function login(email: string, password: string): Promise<{ secondStep: string } | null> {
  const res = await unwrap(api.api.auth.login.post({ email, password }));
  if ('secondStep' in res) return { secondStep: res.secondStep.challenge };
  if (!res.success || !res.token) throw new Error(messagesNow(loginMessages).loginFailed);
  completeSignIn(res.token, res.user);
  return null;
}

/**
 * Signs up: the API answers every address alike and mails a link that finishes the sign-up and signs the
 * new player in (the verify page, completeSignIn). Resolves with the API's "check your inbox".
 */
/** Signs up; `next` is where the mailed link leads once opened, in this browser or another (a plan's checkout). */
export async function register(email: string, password: string, next: string): Promise<string> {
  const res = await unwrap(api.api.auth.register.post({ email, password, next }));
  if (!res.success) throw new Error(res.message || messagesNow(loginMessages).registrationFailed);
  return res.message;
}

/** "Send the e-mail again" after signing up: a new link (the old one stops working). Resolves with the API's words. */
export async function resendSignUp(email: string): Promise<string> {
  return (await unwrap(api.api.auth.register.resend.post({ email }))).message;
}
