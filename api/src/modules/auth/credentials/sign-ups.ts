/**
 * Signing up with e-mail and password, verification first (ASVS 5.0 6.3.8: registration must not tell
 * which addresses have an account): every sign-up gets the same answer after the same work (a password
 * hash and one database write), and the address's owner reads the rest in their mail. A new address gets
 * a link that creates the account and signs it in; an address with an account gets a note for its owner
 * instead. Knows nothing of HTTP.
 */
import { createHash, randomBytes } from 'node:crypto';
import { normaliseEmail } from '@shared/auth';
import { safeRedirect } from '@shared/routes';
import { VERIFY_EMAIL_TTL_MS } from '@shared/security';
import { phrase, said } from '@shared/i18n/said';
import { isDuplicateKey, withDeadline } from '../../../lib/db';
import { TooManyRequestsError } from '../../../lib/errors';
import type { Mailer } from '../../../lib/mail/mailer';
import type { SharedCounter } from '../../../lib/shared-counter';
import { UserModel, type UserDocument } from '../../users/user.model';
import { languageOf } from '../../users/language';
import { authErrors } from '../errors.messages';
import { hashPassword, refuseCommonPassword } from '../password';
import { LinkError } from './links';
import { addressTakenMail, signUpMail } from './mails';
import { PendingSignUpModel } from './sign-up.model';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const SIGN_UP_AGAIN = phrase(authErrors, 'newLinkBySigningUp');

/** `perAddress`: sign-ups per address asked about, with or without an account alike (each sends a mail). */
export type SignUpDeps = { mailer: Mailer; siteOrigin: string; perAddress: SharedCounter };

export interface SignUps {
  /**
   * Takes a sign-up: the same outcome for every address (nothing, or the same refusal), whether or not an
   * account uses it. Signing up again before the link is opened replaces the waiting sign-up.
   */
  request(input: { email: string; password: string; next?: string }, language: string | null): Promise<void>;
  /**
   * "Send the e-mail again" after signing up: a new link for the waiting sign-up (the old one stops working),
   * or the note to an address that has an account by now, or nothing when no sign-up waits; the same outcome
   * for every address, as a sign-up's. Counted with the sign-ups of the address (`perAddress`): a few mails an
   * hour, then a refusal that says when to ask again.
   */
  resend(input: { email: string }): Promise<void>;
  /**
   * Opens a sign-up link: the new account, its address verified, and where the app goes next. Null when `token`
   * is no sign-up's (it may be another verification link). Two clicks at once create one account: the address's
   * unique index refuses the second, which is told the link was used.
   */
  complete(token: string): Promise<{ user: UserDocument; next: string | null } | null>;
}

export function createSignUps({ mailer, siteOrigin, perAddress }: SignUpDeps): SignUps {
  return {
    async request(input: { email: string; password: string; next?: string }, language: string | null): Promise<void> {
      const email = normaliseEmail(input.email);
      refuseCommonPassword(input.password);
      const wait = await perAddress.reserve(email);
      if (wait > 0) throw new TooManyRequestsError(said(authErrors, 'resetSentMomentAgo'), wait);
      // Hashed either way, so an address with an account answers in the same time as a new one.
      const passwordHash = await hashPassword(input.password);
      const owner = await withDeadline(UserModel.findOne({ email }, { _id: 1, email: 1, language: 1 }).lean());
      if (owner) {
        // A sign-up left waiting for an address that has an account by now (Discord) can never complete.
        await PendingSignUpModel.deleteOne({ email });
        await mailer.queue(addressTakenMail(languageOf(owner), owner.email, `${siteOrigin}/auth/login`));
        return;
      }
      const token = randomBytes(32).toString('base64url');
      const now = Date.now();
      // Kept with the sign-up, not in the browser: the link may be opened on another device.
      const next = input.next ? safeRedirect(input.next) : null;
      const fields = { passwordHash, language, next, tokenHash: hashOf(token), createdAt: new Date(now), expiresAt: new Date(now + VERIFY_EMAIL_TTL_MS) };
      await PendingSignUpModel.updateOne({ email }, { $set: fields }, { upsert: true });
      // The token rides in the fragment: the browser never sends it to a server, so no log or Referer holds it.
      await mailer.queue(signUpMail(languageOf({ language }), email, `${siteOrigin}/verify-email#token=${token}`));
    },

    async resend(input: { email: string }): Promise<void> {
      const email = normaliseEmail(input.email);
      const wait = await perAddress.reserve(email);
      if (wait > 0) throw new TooManyRequestsError(said(authErrors, 'resendWait', { count: Math.max(1, Math.ceil(wait / 60)) }), wait);
      const owner = await withDeadline(UserModel.findOne({ email }, { _id: 1, email: 1, language: 1 }).lean());
      if (owner) {
        await PendingSignUpModel.deleteOne({ email });
        await mailer.queue(addressTakenMail(languageOf(owner), owner.email, `${siteOrigin}/auth/login`));
        return;
      }
      const token = randomBytes(32).toString('base64url');
      const now = Date.now();
      const pending = await withDeadline(
        PendingSignUpModel.findOneAndUpdate(
          { email, expiresAt: { $gt: new Date(now) } },
          { $set: { tokenHash: hashOf(token), createdAt: new Date(now), expiresAt: new Date(now + VERIFY_EMAIL_TTL_MS) } },
          { returnDocument: 'after' },
        ).lean(),
      );
      if (pending) await mailer.queue(signUpMail(languageOf({ language: pending.language }), email, `${siteOrigin}/verify-email#token=${token}`));
    },

    async complete(token: string): Promise<{ user: UserDocument; next: string | null } | null> {
      if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
      const pending = await withDeadline(PendingSignUpModel.findOne({ tokenHash: hashOf(token) }).lean());
      if (!pending) return null;
      if (pending.expiresAt <= new Date()) throw new LinkError(said(authErrors, 'linkExpired', { again: SIGN_UP_AGAIN }));
      let user: UserDocument;
      try {
        const now = new Date();
        user = await UserModel.create({
          email: pending.email,
          passwordHash: pending.passwordHash,
          emailVerifiedAt: now,
          lastSignInAt: now,
          language: pending.language ?? null,
        });
      } catch (err) {
        if (isDuplicateKey(err)) throw new LinkError(said(authErrors, 'linkUsed', { again: SIGN_UP_AGAIN }));
        throw err;
      }
      await PendingSignUpModel.deleteOne({ _id: pending._id });
      return { user, next: pending.next ?? null };
    },
  };
}
