/** The account mails, in the product's voice: short, the action link first; in the account's language. */
import type { Locale } from '@shared/i18n/locales';
import { messagesIn } from '@shared/i18n/messages';
import { composeMail } from '../../../lib/mail/compose';
import type { Mail } from '../../../lib/mail/mailer';
import { credentialMails } from './mails.messages';

const words = (locale: Locale) => messagesIn(locale, credentialMails);

/** A sign-up's link (sign-ups.ts): opening it creates the account and signs it in. */
export const signUpMail = (locale: Locale, to: string, url: string): Mail => {
  const m = words(locale);
  return composeMail({
    locale,
    to,
    subject: m.signUpSubject,
    intro: m.signUpIntro,
    action: { label: m.signUpAction, url },
    lines: [m.signUpLink, m.verifyIgnore],
  });
};

export const verifyEmailMail = (locale: Locale, to: string, url: string): Mail => {
  const m = words(locale);
  return composeMail({
    locale,
    to,
    subject: m.verifySubject,
    intro: m.verifyIntro,
    action: { label: m.verifyAction, url },
    lines: [m.verifyLink, m.verifyIgnore],
  });
};

export const changeEmailMail = (locale: Locale, to: string, url: string): Mail => {
  const m = words(locale);
  return composeMail({
    locale,
    to,
    subject: m.changeSubject,
    intro: m.changeIntro,
    action: { label: m.changeAction, url },
    lines: [m.changeLink, m.changeIgnore],
  });
};

export const emailChangedNotice = (locale: Locale, to: string, newEmail: string, settingsUrl: string): Mail => {
  const m = words(locale);
  return composeMail({
    locale,
    to,
    subject: m.changedSubject,
    intro: m.changedIntro({ email: newEmail }),
    action: { label: m.changedAction, url: settingsUrl },
    lines: [m.changedNotYou],
  });
};

export const resetPasswordMail = (locale: Locale, to: string, url: string): Mail => {
  const m = words(locale);
  return composeMail({ locale, to, subject: m.resetSubject, intro: m.resetIntro, action: { label: m.resetAction, url }, lines: [m.resetLink, m.resetIgnore] });
};

export const passwordChangedNotice = (locale: Locale, to: string, how: 'changed' | 'reset', loginUrl: string): Mail => {
  const m = words(locale);
  return composeMail({
    locale,
    to,
    subject: m.passwordSubject,
    intro: how === 'reset' ? m.passwordReset : m.passwordChanged,
    action: { label: m.passwordAction, url: loginUrl },
    lines: [m.passwordNotYou],
  });
};

/** Many wrong passwords for the account (throttle.ts passed its ceiling): a reset link, and what to do. */
export const signInAttackMail = (locale: Locale, to: string, resetUrl: string): Mail => {
  const m = words(locale);
  return composeMail({
    locale,
    to,
    subject: m.attackSubject,
    intro: m.attackIntro,
    action: { label: m.attackAction, url: resetUrl },
    lines: [m.attackLink, m.attackWhatToDo],
  });
};

/** A sign-up with an address that has an account: its owner is told, and the sign-up answers as any other. */
export const addressTakenMail = (locale: Locale, to: string, loginUrl: string): Mail => {
  const m = words(locale);
  return composeMail({
    locale,
    to,
    subject: m.takenSubject,
    intro: m.takenIntro,
    action: { label: m.takenAction, url: loginUrl },
    lines: [m.takenForgot, m.takenIgnore],
  });
};

/** An e-mail change to an address that has an account: its owner is told, and the change answers as any other. */
export const addressTakenByChangeMail = (locale: Locale, to: string, loginUrl: string): Mail => {
  const m = words(locale);
  return composeMail({
    locale,
    to,
    subject: m.movedHereSubject,
    intro: m.movedHereIntro,
    action: { label: m.takenAction, url: loginUrl },
    lines: [m.takenForgot, m.takenIgnore],
  });
};
