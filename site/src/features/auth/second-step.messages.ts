/** The second sign-in step of a two-factor user. */
import { defineMessages, params } from '@shared/i18n/messages';

export const secondStepMessages = defineMessages('auth/second-step', {
  title: 'Two-factor sign-in',
  codeHint: params('Enter the {length}-digit code your authenticator app shows for Castellan.'),
  recoveryHint: 'Enter one of the recovery codes you saved when you turned on two-factor sign-in. Each works once.',
  codeLabel: 'Authentication code',
  recoveryLabel: 'Recovery code',
  codeNeeded: params('Enter the {length}-digit code from your authenticator app.'),
  recoveryNeeded: 'Enter one of your recovery codes.',
  checkFailed: 'Could not check the code. Please try again.',
  checking: 'Checking…',
  verify: 'Verify',
  useRecovery: 'Use a recovery code instead',
  useApp: 'Use a code from the app instead',
  backToSignIn: 'Back to sign in',
});
