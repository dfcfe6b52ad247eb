/** The account mails, in the product's voice: short, the action link first. */
import { composeMail } from '../../../lib/mail/compose';
import type { Mail } from '../../../lib/mail/mailer';

export const verifyEmailMail = (to: string, url: string): Mail =>
  composeMail({
    to,
    subject: 'Confirm your e-mail address',
    intro: 'Welcome to Castellan. Confirm that this is your address:',
    action: { label: 'Confirm my address', url },
    lines: [
      'The link works once, for 24 hours. You need a confirmed address to subscribe and to add game accounts.',
      'If you did not sign up, ignore this mail: nothing happens without the link.',
    ],
  });

export const changeEmailMail = (to: string, url: string): Mail =>
  composeMail({
    to,
    subject: 'Confirm your new e-mail address',
    intro: 'Confirm that Castellan should use this address for your account from now on:',
    action: { label: 'Use this address', url },
    lines: ['The link works once, for 24 hours. Until you open it, your account keeps its old address.', 'If you did not ask for this, ignore this mail.'],
  });

export const emailChangedNotice = (to: string, newEmail: string, settingsUrl: string): Mail =>
  composeMail({
    to,
    subject: 'Your Castellan e-mail address was changed',
    intro: `Your Castellan account now uses ${newEmail}. Mail for it no longer comes here.`,
    action: { label: 'Review my account', url: settingsUrl },
    lines: ['If you did not make this change, reset your password from the sign-in page now and write to support.'],
  });

export const resetPasswordMail = (to: string, url: string): Mail =>
  composeMail({
    to,
    subject: 'Reset your Castellan password',
    intro: 'Someone (we hope you) asked to reset the password of your Castellan account:',
    action: { label: 'Choose a new password', url },
    lines: ['The link works once, for 30 minutes. Resetting signs out every browser that was signed in.', 'If you did not ask for this, ignore this mail: your password stays as it is.'],
  });

export const passwordChangedNotice = (to: string, how: 'changed' | 'reset', loginUrl: string): Mail =>
  composeMail({
    to,
    subject: 'Your Castellan password was changed',
    intro: how === 'reset' ? 'Your password was reset with a link we mailed you, and every session was signed out.' : 'Your password was changed in settings, and every other session was signed out.',
    action: { label: 'Sign in', url: loginUrl },
    lines: ['If this was not you, reset your password from the sign-in page now.'],
  });
