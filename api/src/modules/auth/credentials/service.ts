/**
 * What proves and protects the way into an account: the e-mail address (verified by a mailed link, and
 * changed only once the new one is verified), and the password (changed knowing the old one, or reset by
 * a mailed link). Knows nothing of HTTP.
 */
import { normaliseEmail } from '@shared/auth';
import { RESET_PASSWORD_TTL_MS, VERIFY_EMAIL_TTL_MS } from '@shared/security';
import { isDuplicateKey, withDeadline } from '../../../lib/db';
import { ConflictError, ForbiddenError, TooManyRequestsError } from '../../../lib/errors';
import type { Mailer } from '../../../lib/mail/mailer';
import type { SharedCounter } from '../../../lib/shared-counter';
import { log } from '../../../lib/logger';
import { recordActivity } from '../activity/record';
import { hashPassword, refuseCommonPassword, verifyPassword } from '../password';
import type { SessionService } from '../sessions/service';
import { UserModel, type UserDocument } from '../../users/user.model';
import { issueLink, redeemLink, releaseLink } from './links';
import { createSignUps, type SignUps } from './sign-ups';
import {
  addressTakenByChangeMail,
  changeEmailMail,
  emailChangedNotice,
  passwordChangedNotice,
  resetPasswordMail,
  signInAttackMail,
  verifyEmailMail,
} from './mails';
import { languageOf } from '../../users/language';
import { phrase, said, type Said } from '@shared/i18n/said';
import { authErrors } from '../errors.messages';

/** A counter shared by every API instance (lib/shared-counter.ts): its name, limit and window. */
type CounterFactory = (name: string, limit: number, windowMs: number) => SharedCounter;

export type CredentialDeps = { mailer: Mailer; siteOrigin: string; sessions: SessionService; counter: CounterFactory };

const NEW_LINK = phrase(authErrors, 'newLinkFromApp');

async function within(counter: SharedCounter, key: string, message: string | ((waitSeconds: number) => Said)): Promise<void> {
  const wait = await counter.reserve(key);
  if (wait > 0) throw new TooManyRequestsError(typeof message === 'string' ? message : message(wait), wait);
}

export interface CredentialService {
  /** Sign-ups waiting for their link; each sends a mail, so 3 per address asked about an hour. */
  signUps: SignUps;
  /** A sign-up's "Send the e-mail again": 10 per client an hour, and the address's sign-up count (sign-ups.ts). */
  resendSignUp(email: string, clientIp: string): Promise<void>;
  /** "Send again": 3 per hour per user. */
  resendVerification(user: UserDocument): Promise<void>;
  /** Opens a verification link: verifies the address, or (a change) makes the new address the user's. */
  verifyEmail(token: string, ip: string): Promise<{ email: string; changed: boolean }>;
  /**
   * Sends a link to `newEmail`; the account keeps its address until the link is opened. The answer is the same
   * whether or not another account uses the address (it would tell who has an account): that account's owner is
   * told by mail instead, and nothing moves. 3 an hour per player and per address.
   */
  requestEmailChange(user: UserDocument, newEmail: string, password: string): Promise<void>;
  /**
   * "Forgot password?": the same answer, in about the same time, whether or not an account uses the address:
   * the lookup is the only work done before answering; the link and the mail follow after.
   */
  forgotPassword(email: string, ip: string): Promise<void>;
  /**
   * Many wrong passwords for `email` (the sign-in throttle passed its ceiling): its owner, if there is one,
   * gets a reset link and what to do, and the activity log says so. After the answer; never fails it.
   */
  warnOfSignInAttack(email: string): void;
  /** Sets a new password from a reset link; every session ends (the user signs in again with it). Gives the address it was for. */
  resetPassword(token: string, password: string, ip: string): Promise<string>;
  /** Changes the password knowing the current one; every other session ends. */
  changePassword(user: UserDocument, current: string, next: string, keepSession: string, ip: string): Promise<number>;
}

export function createCredentialService({ mailer, siteOrigin, sessions, counter }: CredentialDeps): CredentialService {
  const throttles = {
    /** Verification mails sent again, per user. */
    resend: counter('verify-resend', 3, 3600_000),
    /** Reset requests per address asked about, known or not (the same answer either way). */
    resetPerEmail: counter('reset-email', 3, 3600_000),
    /** Reset requests per client address. */
    resetPerClient: counter('reset-client', 10, 3600_000),
    /** Wrong current passwords (change password, change e-mail) per user. */
    wrongPassword: counter('wrong-password', 5, 15 * 60_000),
    /** E-mail changes asked for, per player and per address asked about: each sends a mail. */
    changePerUser: counter('email-change-user', 3, 3600_000),
    changePerEmail: counter('email-change-email', 3, 3600_000),
    /** "Send the e-mail again" after signing up, per client address (per address: the sign-ups' own count). */
    signUpResendPerClient: counter('sign-up-resend-client', 10, 3600_000),
  };
  const signUps = createSignUps({ mailer, siteOrigin, perAddress: counter('sign-up-email', 3, 3600_000) });
  // Tokens ride in the fragment: the browser never sends it to a server, so no log or Referer holds it.
  const link = (path: string, token: string) => `${siteOrigin}${path}#token=${token}`;

  async function sendVerification(user: UserDocument): Promise<void> {
    const token = await issueLink('verify-email', user.id as string, user.email, VERIFY_EMAIL_TTL_MS);
    await mailer.queue(verifyEmailMail(languageOf(user), user.email, link('/verify-email', token)));
  }

  /** A wrong current password: counted per user (5 per 15 minutes), then refused. */
  async function checkPassword(user: UserDocument, password: string): Promise<void> {
    if (!user.passwordHash) return;
    await within(throttles.wrongPassword, user.id as string, (wait) => said(authErrors, 'tooManyWrongPasswords', { count: Math.ceil(wait / 60) }));
    if (!(await verifyPassword(password, user.passwordHash))) throw new ForbiddenError('Your current password is not right.');
    await throttles.wrongPassword.release(user.id as string);
  }

  return {
    signUps,

    async resendSignUp(email: string, clientIp: string): Promise<void> {
      await within(throttles.signUpResendPerClient, clientIp, (wait) => said(authErrors, 'resendWait', { count: Math.max(1, Math.ceil(wait / 60)) }));
      await signUps.resend({ email });
    },

    async resendVerification(user: UserDocument): Promise<void> {
      if (user.emailVerifiedAt) throw new ConflictError('Your e-mail address is already verified.');
      await within(throttles.resend, user.id as string, 'We sent you a link a moment ago. Check your inbox and spam folder, or try again later.');
      await sendVerification(user);
    },

    async verifyEmail(token: string, ip: string): Promise<{ email: string; changed: boolean }> {
      const { userId, email, purpose } = await redeemLink(['verify-email', 'change-email'], token, NEW_LINK);
      const user = await withDeadline(UserModel.findById(userId));
      if (!user) throw new ConflictError('This account no longer exists.');
      if (purpose === 'verify-email') {
        // A link to an address the user has since left verifies nothing.
        if (user.email !== email) throw new ConflictError('This link was for an address your account no longer uses.');
        if (!user.emailVerifiedAt) {
          await UserModel.updateOne({ _id: userId }, { $set: { emailVerifiedAt: new Date() } });
          await recordActivity({ userId, kind: 'email-verified', detail: email, ip });
        }
        return { email, changed: false };
      }
      const old = user.email;
      try {
        await UserModel.updateOne({ _id: userId }, { $set: { email, emailVerifiedAt: new Date() } });
      } catch (err) {
        if (!isDuplicateKey(err)) throw err;
        await releaseLink(token);
        throw new ConflictError('Another account took this address meanwhile.');
      }
      await recordActivity({ userId, kind: 'email-changed', detail: `${old} → ${email}`, ip });
      await mailer.queue(emailChangedNotice(languageOf(await UserModel.findById(userId, { language: 1 }).lean()), old, email, `${siteOrigin}/settings`));
      return { email, changed: true };
    },

    async requestEmailChange(user: UserDocument, newEmail: string, password: string): Promise<void> {
      const email = normaliseEmail(newEmail);
      if (email === user.email) throw new ConflictError('That is already your address.');
      await checkPassword(user, password);
      await within(
        throttles.changePerUser,
        user.id as string,
        'You asked to change your address several times this hour. Check your inbox and spam folder, or try again later.',
      );
      await within(throttles.changePerEmail, email, 'We sent a link to this address a moment ago. Check your inbox and spam folder, or try again later.');
      const owner = await UserModel.findOne({ email }, { _id: 1, language: 1 }).lean();
      if (owner) {
        await mailer.queue(addressTakenByChangeMail(languageOf(owner), email, `${siteOrigin}/auth/login`));
        return;
      }
      const token = await issueLink('change-email', user.id as string, email, VERIFY_EMAIL_TTL_MS);
      await mailer.queue(changeEmailMail(languageOf(user), email, link('/verify-email', token)));
    },

    async forgotPassword(email: string, ip: string): Promise<void> {
      await within(throttles.resetPerClient, ip, 'Too many reset requests from here. Try again later.');
      const address = normaliseEmail(email);
      await within(throttles.resetPerEmail, address, 'We sent a link to this address a moment ago. Check your inbox and spam folder, or try again later.');
      const user = await withDeadline(UserModel.findOne({ email: address }, { _id: 1, email: 1, language: 1 }).lean());
      if (!user) return;
      void issueLink('reset-password', String(user._id), user.email, RESET_PASSWORD_TTL_MS)
        .then((token) => mailer.queue(resetPasswordMail(languageOf(user), user.email, link('/reset-password', token))))
        .catch(() => undefined);
    },

    warnOfSignInAttack(email: string): void {
      void (async () => {
        const user = await withDeadline(UserModel.findOne({ email }, { _id: 1, email: 1, language: 1 }).lean());
        if (!user) return;
        const token = await issueLink('reset-password', String(user._id), user.email, RESET_PASSWORD_TTL_MS);
        await mailer.queue(signInAttackMail(languageOf(user), user.email, link('/reset-password', token)));
        await recordActivity({ userId: String(user._id), kind: 'sign-in-attack' });
      })().catch((err) => log.warn('sign-in attack warning not sent', { error: String(err) }));
    },

    async resetPassword(token: string, password: string, ip: string): Promise<string> {
      // Before the link is taken: a refused password leaves the link usable.
      refuseCommonPassword(password);
      const { userId, email } = await redeemLink(['reset-password'], token, phrase(authErrors, 'newLinkFromSignIn'));
      const passwordHash = await hashPassword(password);
      // Reading the mail proves the address too.
      const { matchedCount } = await UserModel.updateOne({ _id: userId, email }, { $set: { passwordHash, emailVerifiedAt: new Date() } });
      if (!matchedCount) throw new ConflictError('This link was for an address your account no longer uses.');
      await sessions.endAll(userId);
      await recordActivity({ userId, kind: 'password-reset', ip });
      await mailer.queue(
        passwordChangedNotice(languageOf(await UserModel.findById(userId, { language: 1 }).lean()), email, 'reset', `${siteOrigin}/auth/login`),
      );
      return email;
    },

    async changePassword(user: UserDocument, current: string, next: string, keepSession: string, ip: string): Promise<number> {
      if (!user.passwordHash) throw new ConflictError('Your account signs in with Discord and has no password to change.');
      refuseCommonPassword(next, 'newPassword');
      await checkPassword(user, current);
      await UserModel.updateOne({ _id: user._id }, { $set: { passwordHash: await hashPassword(next) } });
      const ended = await sessions.endAll(user.id as string, keepSession);
      await recordActivity({ userId: user.id as string, kind: 'password-changed', ip });
      await mailer.queue(passwordChangedNotice(languageOf(user), user.email, 'changed', `${siteOrigin}/auth/login`));
      return ended;
    },
  };
}
