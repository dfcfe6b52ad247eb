/** What the sign-in, e-mail, password, session and two-factor routes answer when they succeed, and how a session's device and place read. */
import { defineMessages, params, plural } from '@shared/i18n/messages';

export const authAnswers = defineMessages('answers/auth', {
  signedOut: 'Signed out',
  accountCreated: 'Account created successfully',
  checkInbox: params('Check your inbox: we sent a link to {email}. Open it to finish creating your account.'),
  secondStep: 'Enter the 6-digit code from your authenticator app.',
  welcomeBack: 'Welcome back!',
  emailChanged: params('Your account now uses {email}.'),
  emailVerified: 'Your e-mail address is verified. Thank you!',
  verificationResent: params('We sent a new link to {email}.'),
  /** The same for every address (registration tells no one which addresses have an account). */
  signUpResent: params('If {email} is waiting for its sign-up link, we sent a new one: only the newest link works.'),
  emailChangeSent: params('We sent a link to {email}. Your address changes when you open it.'),
  resetLinkSent: 'If an account uses this address, we sent it a link to choose a new password. It works for 30 minutes.',
  passwordReset: 'Your password is changed. Sign in with it now.',
  passwordChanged: 'Password changed.',
  passwordChangedOthersOut: plural({
    one: 'Password changed. {count} other session was signed out.',
    other: 'Password changed. {count} other sessions were signed out.',
  }),
  sessionEnded: 'That session is signed out.',
  othersSignedOut: plural({ one: 'Signed out {count} other session.', other: 'Signed out {count} other sessions.' }),
  noOtherSession: 'No other session was signed in.',
  browserOnSystem: params('{browser} on {system}'),
  unknownDevice: 'Unknown device',
  thisComputer: 'This computer',
  localNetwork: 'Local network',
  twoFactorOn: 'Two-factor sign-in is on. Keep these recovery codes somewhere safe: each works once, and they will not be shown again.',
  twoFactorOff: 'Two-factor sign-in is off.',
  recoveryCodesRenewed: 'New recovery codes made; the old ones no longer work. Keep these somewhere safe.',
});
