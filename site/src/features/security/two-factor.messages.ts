/** Two-factor sign-in: its status, the setup, the recovery codes (on screen and in the file) and the dialogs. */
import { defineMessages, params, plural } from '@shared/i18n/messages';

export const twoFactorMessages = defineMessages('settings/two-factor', {
  title: 'Two-factor sign-in',
  loading: 'Loading two-factor sign-in…',
  /** What could not be loaded, in "Could not load …". */
  what: 'two-factor sign-in',
  on: 'On',
  /** {time} is the date and time it was turned on. */
  since: 'since {time}.',
  asksForCode: 'Sign-in asks for a code from your authenticator app.',
  off: 'Off',
  offText:
    'Sign-in asks only for your password or Discord. With two-factor sign-in on, it also asks for a code from an authenticator app on your phone, so a stolen password is not enough.',
  /** {count} is how many codes were made (10), {left} how many are still unused. */
  left: params<{ left: string }>(plural({ one: '{left} of {count} recovery code left.', other: '{left} of {count} recovery codes left.' })),
  fewLeft: params<{ left: string }>(
    plural({
      one: '{left} of {count} recovery code left: consider making new ones.',
      other: '{left} of {count} recovery codes left: consider making new ones.',
    }),
  ),
  noneLeft: plural({ one: 'No recovery codes left of {count}: make new ones.', other: 'No recovery codes left of {count}: make new ones.' }),
  newCodes: 'New recovery codes',
  turnOff: 'Turn off',
  starting: 'Starting…',
  turnOn: 'Turn on',
  requestFailed: 'Request failed',
});

export const twoFactorSetupMessages = defineMessages('settings/two-factor-setup', {
  title: 'Set up your authenticator app',
  scan: 'Scan this QR code with an authenticator app (Google Authenticator, Authy, 1Password, Aegis…).',
  qrAlt: 'QR code for your authenticator app',
  typeKey: 'Or type this key into the app:',
  copyKey: 'Copy the key',
  keyCopied: 'Key copied',
  code: 'Code from your app',
  confirming: 'Confirming…',
  confirm: 'Confirm',
  cancel: 'Cancel',
  requestFailed: 'Request failed',
});

export const recoveryCodesMessages = defineMessages('settings/recovery-codes', {
  title: 'Your recovery codes',
  saveNow: 'Save these now.',
  shownOnce: 'They are shown only this once. Each code signs you in once when your authenticator app is not at hand.',
  listLabel: 'Recovery codes',
  copy: 'Copy the recovery codes',
  copied: 'Recovery codes copied',
  download: 'Download (.txt)',
  saved: 'I saved them',
  fileTitle: 'Castellan recovery codes',
  fileAccount: params('Account: {email}'),
  fileMade: params('Made: {date}'),
  fileUse: 'Each code signs you in once when your authenticator app is not at hand.',
  fileRenew: 'Making new codes ends these.',
});

export const twoFactorDialogMessages = defineMessages('settings/two-factor-dialogs', {
  newCodesTitle: 'New recovery codes',
  newCodesText: 'Ten new codes replace the ones you have now: the old ones stop working.',
  code: 'Code from your app',
  making: 'Making…',
  make: 'Make new codes',
  turnOffTitle: 'Turn off two-factor sign-in?',
  turnOffWithPassword: 'Sign-in will ask only for your password again, and your recovery codes stop working.',
  turnOffWithDiscord: 'Sign-in will ask only for your Discord account again, and your recovery codes stop working.',
  password: 'Your password',
  codeOrRecovery: 'Code from your app or a recovery code',
  codeHint: '6 digits from the app, or one of your recovery codes.',
  useCode: 'Use a code instead',
  usePassword: 'Use your password instead',
  turningOff: 'Turning off…',
  turnOff: 'Turn off',
  cancel: 'Cancel',
  requestFailed: 'Request failed',
});
