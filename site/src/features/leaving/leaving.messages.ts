/** The "Your data" tab: the export and what it holds, and deleting the account (the dialog asks for proof). */
import { defineMessages, params } from '@shared/i18n/messages';

export const yourDataMessages = defineMessages('settings/your-data', {
  downloadTitle: 'Download my data',
  fileHolds: 'One JSON file with everything Castellan keeps about you:',
  // What the file holds, as the API's export builds it (api/src/modules/leaving/export.ts).
  profile: 'your profile and sign-in methods',
  gameAccounts: 'your game accounts, without their passwords',
  bots: 'your bots with their settings (saved secrets by name only)',
  consoles: 'the console history of each bot',
  notifications: 'your notifications',
  billing: 'your subscription and billing history',
  activity: 'your activity log',
  neverInIt: 'Passwords, two-factor secrets and the values of saved secrets are never in it. You can download it five times an hour.',
  preparing: 'Preparing your file…',
  saved: params('Your data is saved as {file}'),
  notDownloaded: 'Could not download your data. Please try again.',
  deleteTitle: 'Delete my account',
  deleteText:
    'Your bots stop and everything in your account is deleted for good. A paid subscription ends at the end of the period you have paid for. This cannot be undone: download your data first if you want to keep it.',
  deleteButton: 'Delete my account…',
});

export const deleteAccountMessages = defineMessages('settings/delete-account', {
  title: 'Delete your account?',
  intro: 'This deletes your Castellan account for good:',
  bots: 'every bot stops, and is deleted with its settings, secrets and console history;',
  gameAccounts: 'your game accounts and their stored passwords are deleted;',
  notifications: 'your notifications and activity log are deleted;',
  subscription: 'a paid subscription is cancelled at the end of the period you have paid for (no further charges);',
  billing: 'billing records are kept for bookkeeping, anonymised (they no longer name you);',
  signedOut: 'you are signed out everywhere.',
  proofLegend: 'Confirm it is you with',
  byPassword: 'My password',
  byCode: 'A code from my authenticator app',
  password: 'Your password',
  code: 'Code from your authenticator app',
  codeHint: 'Or one of your recovery codes.',
  /** {word} is DELETE, which the API expects in every language. */
  typeWord: 'Type {word} to confirm',
  enterPassword: 'Enter your password.',
  enterCode: 'Enter a code from your authenticator app or a recovery code.',
  notDeleted: 'Your account could not be deleted. Please try again.',
  cancel: 'Cancel',
  deleting: 'Deleting…',
  delete: 'Delete my account',
});
