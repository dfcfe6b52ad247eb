/** Verifying the e-mail address: the page the mailed link opens, and the banner until it is done. */
import { defineMessages, params } from '@shared/i18n/messages';

export const verifyPageMessages = defineMessages('auth/verify-email', {
  pageTitle: 'Verify your e-mail address',
  checking: 'Checking the link…',
  checkFailed: 'Could not check the link. Please try again.',
  incompleteLink: 'This link is not complete. Open the link from the mail again, or send a new one.',
  verified: 'Your e-mail address is verified',
  goToDashboard: 'Go to dashboard',
  unusable: 'This link cannot be used',
  sending: 'Sending…',
  sendNew: 'Send a new link',
  signInToSend: 'Sign in to send a new link.',
  signIn: 'Sign in',
});

export const verifyBannerMessages = defineMessages('auth/verify-banner', {
  title: 'Confirm your e-mail address',
  /** Follows the title in the same line; {email} is shown in its own style. */
  sentTo: params('— we sent a link to {email}.'),
  sending: 'Sending…',
  sendAgain: 'Send again',
  sendFailed: 'Could not send the link. Please try again.',
});
