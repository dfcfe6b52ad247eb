/** The refusals of sharing a game account's bots: making, accepting and ending a share, and acting under one. */
import { defineMessages, params, plural } from '@shared/i18n/messages';

export const sharingErrors = defineMessages('errors/sharing', {
  // schemas.ts
  permissions: 'permissions must be a list of: console, control, settings, manage.',
  pasteCode: 'Please paste the share code.',
  email: 'Please enter a valid e-mail address.',
  // service.ts
  needsPlan: params('Sharing your bots comes with the {plan} plan and up; your plan is {yours}.'),
  tooMany: plural({
    one: 'This game account is shared with {count} player already (codes waiting included), the most it may be. End a share first.',
    other: 'This game account is shared with {count} players already (codes waiting included), the most it may be. End a share first.',
  }),
  codeUnknown: 'This share code is not known. Check that you pasted all of it, or ask for a new one.',
  codeUsed: 'This share code was already used. Ask the owner for a new one.',
  codeExpired: 'This share code has expired. Ask the owner for a new one.',
  ownerPlanEnded: params("The owner's plan no longer includes sharing ({plan} and up). This code works again once it does."),
  ownAccount: 'This is your own game account: its bots are yours already.',
  alreadyShared: 'This game account is shared with you already.',
  shareNotFound: 'Share not found.',
  ownAddress: 'This is your own e-mail address: type the address of the player you share with.',
  otherAddress: 'This share was sent to another e-mail address. Sign in with that address (and confirm it) to accept it.',
  mailRefused: params('The mail server refused {address}: check the address, or make a code and pass it on yourself.'),
  // access.ts: a share that does not allow what was asked
  notAllowed: params('{owner} shares these bots with you without this: {what}. Ask them to allow it.'),
});

/** What a permission allows, as a refusal names it (`notAllowed`'s {what}). */
export const sharePermissionWords = defineMessages('errors/sharing-permissions', {
  console: 'seeing the bots and their consoles',
  control: 'starting and stopping them',
  settings: 'changing their settings and schedules',
  manage: 'creating and deleting bots',
});
