/**
 * The Security tab's words: the e-mail address, the password, the sessions, copying, and how long ago
 * something was. Sentences with an element inside (a <strong>, a <time>) keep it as a {placeholder}
 * (settings/fill.tsx puts it in). Messages the API sends (a link mailed, a password changed, a session
 * ended) are shown as it sends them.
 */
import { defineMessages, params, plural } from '@shared/i18n/messages';

export const emailMessages = defineMessages('settings/email', {
  title: 'E-mail address',
  verified: 'Verified',
  notVerified: 'Not verified',
  verifyHint: 'Open the link we mailed to this address to verify it.',
  change: 'Change e-mail',
  newAddress: 'New e-mail address',
  currentPassword: 'Current password',
  linkHint: 'We mail a link to the new address; your account keeps this one until it is opened.',
  sending: 'Sending…',
  send: 'Send link',
  cancel: 'Cancel',
  requestFailed: 'Request failed',
});

export const passwordMessages = defineMessages('settings/password', {
  title: 'Password',
  /** {forgot} is the sign-in page's link, in bold; {email} the account's address. */
  discordOnly:
    'You sign in with Discord, so your account has no password yet. To add one, sign out, choose {forgot} on the sign-in page and enter {email}: we mail you a link to choose a password. Discord keeps working too.',
  forgot: 'Forgot password?',
  formLabel: 'Change password',
  current: 'Current password',
  next: 'New password',
  lengthHint: params(
    plural({
      one: '{min} to {count} character.',
      other: '{min} to {count} characters.',
    }),
  ),
  confirmation: 'Confirm new password',
  show: 'Show passwords',
  othersSignedOut: 'Changing it signs out every other browser and device.',
  changing: 'Changing…',
  change: 'Change password',
  enterCurrent: 'Please enter your current password.',
  badLength: params(
    plural({
      one: 'The new password must be between {min} and {count} character.',
      other: 'The new password must be between {min} and {count} characters.',
    }),
  ),
  notSame: 'The two new passwords are not the same.',
  requestFailed: 'Request failed',
});

export const sessionsMessages = defineMessages('settings/sessions', {
  title: 'Sessions',
  hint: 'Browsers and devices signed in to your account. Sign out any you do not recognise, then change your password.',
  loading: 'Loading your sessions…',
  /** What could not be loaded, in "Could not load …". */
  what: 'your sessions',
  listLabel: 'Signed-in sessions',
  thisBrowser: 'This browser',
  placeAndAddress: params('{place} ({ip})'),
  addressUnknown: 'Address unknown',
  /** {when} is a time ago ("3 min ago", "yesterday") or a date. */
  signedIn: 'Signed in {when}',
  lastActive: 'Last active {when}',
  now: 'now',
  signOut: 'Sign out',
  signingOut: 'Signing out…',
  signOutOne: params('Sign out {device} (last active {when})'),
  notSignedOut: 'Could not sign that session out',
  othersNotSignedOut: 'Could not sign the other sessions out',
  everywhereElse: 'Sign out everywhere else',
  onlyHere: 'You are signed in only here.',
  confirmTitle: 'Sign out everywhere else?',
  confirmText: 'Every other browser and device signed in to your account is signed out at once. This browser stays signed in.',
  cancel: 'Cancel',
});

/** How long ago something happened, as the Security and API keys tabs say it. */
export const copyMessages = defineMessages('settings/copy', {
  copy: 'Copy',
  noClipboard: 'Could not reach the clipboard: select the text and copy it by hand.',
});
