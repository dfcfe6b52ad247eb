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
  intro:
    'Let another Castellan player see and run this account’s bots, without its game password. The bots stay yours: your plan and slots apply, and your activity log shows what they do.',
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
  /** Asked before a share ends. */
  confirmTitle: params('End sharing with {who}?'),
  confirmBody: 'They can no longer see or run this account’s bots: the bots they started stop now, and their open consoles close.',
  keepSharing: 'Keep sharing',
  ending: 'Ending…',
  /** Sending the share by e-mail instead of passing the code on by hand. */
  emailLabel: 'Send it by e-mail (optional)',
  emailHint: 'Their e-mail address on Castellan: they get a link that accepts the share. Leave it empty to get a code to pass on yourself.',
  sendInvite: 'Send the invitation',
  sending: 'Sending…',
  sentTitle: 'Invitation sent',
  sentTo: params('We sent the invitation to {email}. It works once, until {date}, for the account of that address only.'),
  codeAlso: 'The same share as a code, should the mail not arrive: it is shown only now.',
  invited: params('Invitation sent to {email} (until {date})'),
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
  /** Following an e-mailed share's link. */
  acceptingLink: 'Accepting the share from your invitation…',
});

/** A shared bot's console once its share ended (the stream said so, or the bot is not found any more). */
export const shareEndedMessages = defineMessages('dashboard/share-ended', {
  title: 'You no longer have access to this bot',
  body: 'Its owner ended the share, or the bot is gone: you can no longer see or run it. Its console is closed.',
});
