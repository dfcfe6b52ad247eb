/** The refusals of leaving: deleting the account (its proof and its subscription), and the data export. */
import { defineMessages, params, plural } from '@shared/i18n/messages';

export const leavingErrors = defineMessages('errors/leaving', {
  wrongPassword: 'That password is not right.',
  wrongCode: 'That code is not right.',
  twoFactorOff: 'Two-factor sign-in is off for your account: enter your password instead.',
  codesUnavailable: 'Two-factor codes cannot be checked right now. Enter your password, or try again later.',
  tooManyWrongPasswords: plural({
    one: 'Too many wrong passwords. Try again in {count} minute.',
    other: 'Too many wrong passwords. Try again in {count} minutes.',
  }),
  enterPasswordOrCode: 'Enter your password or a two-factor code to delete your account.',
  enterPassword: 'Enter your password to delete your account.',
  enterCode: 'Enter a code from your authenticator app (or a recovery code) to delete your account.',
  cancelFailed: params('{provider} could not cancel your subscription right now, so nothing was deleted. Please try again in a few minutes.'),
  exportLimit: params(
    plural({
      one: 'Data downloads are limited to {limit} an hour. Try again in {count} minute.',
      other: 'Data downloads are limited to {limit} an hour. Try again in {count} minutes.',
    }),
  ),
  confirm: params('Type {word} to confirm that the account and everything in it is to be deleted.'),
});
