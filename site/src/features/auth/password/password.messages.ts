/** The forgotten-password pages: asking for a reset link, and choosing the new password it opens. */
import { defineMessages, plural } from '@shared/i18n/messages';

export const forgotPasswordMessages = defineMessages('auth/forgot-password', {
  pageTitle: 'Forgot password',
  title: 'Forgot your password?',
  lead: 'Enter the e-mail address you sign in with. We will mail you a link to choose a new password.',
  email: 'Email',
  sending: 'Sending…',
  send: 'Send the link',
  sendFailed: 'Could not send the link. Please try again.',
  checkMail: 'Check your mail',
  nothingThere: 'Nothing there after a few minutes? Look in the spam folder, or ask again.',
  askAgain: 'Ask again',
  backToSignIn: 'Back to sign in',
});

export const resetPasswordMessages = defineMessages('auth/reset-password', {
  pageTitle: 'Choose a new password',
  title: 'Choose a new password',
  lead: 'Every device signed in to your account will be signed out.',
  newPassword: 'New password',
  atLeast: plural({ one: 'At least {count} character.', other: 'At least {count} characters.' }),
  confirm: 'Confirm new password',
  show: 'Show passwords',
  saving: 'Saving…',
  change: 'Change password',
  changeFailed: 'Could not change the password. Please try again.',
  changed: 'Password changed',
  signedOutEverywhere: 'Every device that was signed in to your account has been signed out.',
  signIn: 'Sign in',
  unusable: 'This link cannot be used',
  incompleteLink: 'This link is not complete. Open the link from the mail again, or ask for a new one.',
  askForNew: 'Ask for a new link',
  backToSignIn: 'Back to sign in',
});
