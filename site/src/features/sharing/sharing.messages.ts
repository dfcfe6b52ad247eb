import { defineMessages, params } from '@shared/i18n/messages';

/** The permissions a share may grant, as the owner chooses them and the other player reads them. */
export const sharePermissionMessages = defineMessages('dashboard/share-permissions', {
  console: 'See the bots and their consoles',
  control: 'Start and stop them',
  settings: 'Change their settings and schedules',
  manage: 'Create and delete bots',
});

/** The share dialog of a game account (Game Accounts page). */
export const shareDialogMessages = defineMessages('accounts/share', {
  share: 'Share',
  shareLabel: params('Share the bots of {account}'),
  title: params('Share the bots of {account}'),
  intro: 'Let another Castellan player see and run this account’s bots, without its game password. The bots stay yours: your plan and slots apply, and your activity log shows what they do.',
  needsPlan: params('Sharing comes with the {plan} plan and up.'),
  seePlans: 'See plans',
  permissions: 'They may',
  always: '(always)',
  makeCode: 'Make a share code',
  making: 'Making…',
  codeTitle: 'Share code',
  codeHint: params('Give this code to the player yourself. It works once, until {date}, and is shown only now.'),
  copy: 'Copy code',
  copied: 'Code copied',
  copyFailed: 'Could not copy: select the code and copy it yourself.',
  current: 'Shared with',
  none: 'Not shared with anyone yet.',
  waiting: params('A code not used yet (until {date})'),
  revoke: 'End sharing',
  revokeLabel: params('End sharing with {who}'),
  withdraw: 'Withdraw',
  withdrawLabel: 'Withdraw the code not used yet',
  revoked: 'Sharing ended: the bots they started are stopped.',
  withdrawn: 'Code withdrawn',
  failed: 'Could not change the sharing',
});

/** The dashboard's "Shared with me". */
export const sharedWithMeMessages = defineMessages('dashboard/shared-with-me', {
  heading: 'Shared with me',
  intro: 'Bots other players share with you. They stay theirs: what you may do is what they chose.',
  codeLabel: 'Share code',
  codeHint: 'Paste the code the owner gave you.',
  look: 'Look at it',
  looking: 'Looking…',
  offer: params('{owner} shares the bots of {account} with you.'),
  youMay: 'You may:',
  accept: 'Accept',
  accepting: 'Accepting…',
  cancel: 'Cancel',
  accepted: params('You now share the bots of {account}.'),
  group: params('{owner}’s bots on {account}'),
  noBots: 'No bots on this account yet.',
  leave: 'Give back',
  leaveLabel: params('Give back the bots of {account}'),
  left: 'Given back',
  failed: 'Could not change the sharing',
  createHere: 'Create a bot on this account',
});
