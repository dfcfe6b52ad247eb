/** The account mails' words (mails.ts). */
import { defineMessages, params } from '@shared/i18n/messages';

export const accountMails = defineMessages('mail/account', {
  verifySubject: 'Confirm your e-mail address',
  verifyIntro: 'Welcome to Castellan. Confirm that this is your address:',
  verifyAction: 'Confirm my address',
  verifyLink: 'The link works once, for 24 hours. You need a confirmed address to subscribe and to add game accounts.',
  verifyIgnore: 'If you did not sign up, ignore this mail: nothing happens without the link.',
  changeSubject: 'Confirm your new e-mail address',
  changeIntro: 'Confirm that Castellan should use this address for your account from now on:',
  changeAction: 'Use this address',
  changeLink: 'The link works once, for 24 hours. Until you open it, your account keeps its old address.',
  changeIgnore: 'If you did not ask for this, ignore this mail.',
  changedSubject: 'Your Castellan e-mail address was changed',
  changedIntro: params('Your Castellan account now uses {email}. Mail for it no longer comes here.'),
  changedAction: 'Review my account',
  changedNotYou: 'If you did not make this change, reset your password from the sign-in page now and write to support.',
  resetSubject: 'Reset your Castellan password',
  resetIntro: 'Someone (we hope you) asked to reset the password of your Castellan account:',
  resetAction: 'Choose a new password',
  resetLink: 'The link works once, for 30 minutes. Resetting signs out every browser that was signed in.',
  resetIgnore: 'If you did not ask for this, ignore this mail: your password stays as it is.',
  passwordSubject: 'Your Castellan password was changed',
  passwordReset: 'Your password was reset with a link we mailed you, and every session was signed out.',
  passwordChanged: 'Your password was changed in settings, and every other session was signed out.',
  passwordAction: 'Sign in',
  passwordNotYou: 'If this was not you, reset your password from the sign-in page now.',
});
