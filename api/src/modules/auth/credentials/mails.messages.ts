/** The account mails' words (mails.ts). */
import { defineMessages, params } from '@shared/i18n/messages';

export const credentialMails = defineMessages('mail/account', {
  signUpSubject: 'Finish creating your Castellan account',
  signUpIntro: 'Welcome to Castellan. Open this link to confirm your address and create your account:',
  signUpAction: 'Create my account',
  signUpLink: 'The link works once, for 24 hours, and signs you in. No account exists until you open it.',
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
  attackSubject: 'Someone is trying to sign in to your Castellan account',
  attackIntro:
    'Many wrong passwords were tried for your Castellan account in the last minutes. We are slowing the tries down; browsers you signed in with before can still sign in. If your password is easy to guess or you use it elsewhere, choose a new one:',
  attackAction: 'Choose a new password',
  attackLink:
    'The link works once, for 30 minutes. Choosing a new password signs out every browser that was signed in; the browser you choose it in can sign in at once.',
  attackWhatToDo:
    'If it was you, there is nothing to do: wait a few minutes and sign in again. Two-factor sign-in (in Settings) keeps your account safe even from someone who guesses your password.',
  takenSubject: 'Someone tried to create a Castellan account with your address',
  takenIntro: 'Someone (perhaps you) tried to create a Castellan account with this address. It already has one, so no new account was made.',
  takenAction: 'Sign in',
  takenForgot: 'Forgot your password? Choose a new one with “Forgot password?” on the sign-in page.',
  takenIgnore: 'If it was not you, ignore this mail: nothing changed in your account.',
  movedHereSubject: 'Someone tried to move a Castellan account to your address',
  movedHereIntro:
    'Someone (perhaps you, from another account) tried to move a Castellan account to this address. It already has an account, so nothing was moved.',
});
