import { defineMessages, params, plural } from '@shared/i18n/messages';

/**
 * /alliance: the page, the list of spaces, making one and invitations. Space, alliance, member and
 * account names, and the API's refusals, are shown as sent.
 */
export const alliancePageMessages = defineMessages('alliance/page', {
  title: 'Alliance',
  subtitle: "Your alliance's members, incoming attacks, help and support rules, and calendar in one place.",
});

/** A member's standing in a space (the API's standing codes, said in words). */
export const roleMessages = defineMessages('alliance/roles', {
  owner: 'Owner',
  officer: 'Officer',
  member: 'Member',
  readOnly: 'Read-only',
  outsider: 'Not a member',
});

export const spaceListMessages = defineMessages('alliance/spaces', {
  heading: 'Your spaces',
  loading: 'Loading your spaces…',
  none: 'You are in no alliance space yet. Create one, or accept an invitation.',
  on: params('{alliance} on {server}'),
  members: plural({ one: '{count} member', other: '{count} members' }),
  create: 'Create a space',
  needsPlan: params(
    "Alliance spaces come with the {plan} plan. On your plan you can join a space you are invited to, read-only: you see its members, attacks, rules and calendar, and share your game accounts' attacks.",
  ),
  seePlans: 'See the plans',
  haveInvitation: 'Have an invitation?',
  code: 'Invitation code',
  codeHelp: 'An officer of the space gives you a code, or mails you a link that opens here.',
  pasteCode: 'Please paste the invitation code.',
  open: 'Open invitation',
});

export const createSpaceMessages = defineMessages('alliance/create-space', {
  title: 'Create a space',
  name: 'Space name',
  nameMissing: 'Please name the space.',
  server: 'Game server',
  alliance: 'Alliance name in the game',
  allianceMissing: "Please give the alliance's name in the game.",
  allianceId: 'Alliance id (optional)',
  allianceIdWrong: 'The alliance id is the number the game shows, or leave it empty.',
  accounts: 'Your game accounts in this alliance',
  created: params('Space {name} created'),
  failed: 'The space could not be created.',
  creating: 'Creating…',
  create: 'Create space',
});

export const accountChoiceMessages = defineMessages('alliance/accounts', {
  noAccount: params('You have no game account on {server}. {add} to share its attacks.'),
  addOne: 'Add one',
  help: "The space's members see the incoming attacks on the accounts you share, and its rules drive your Alliance Help bots on them.",
});

export const invitationMessages = defineMessages('alliance/invitation', {
  title: 'Invitation to an alliance space',
  readFailed: 'This invitation could not be read.',
  reading: 'Reading the invitation…',
  invites: params('{by} invites you to {space}, the space of the alliance {alliance} on {server}. The invitation works once, until {until}.'),
  alreadyMember: 'You are already a member of this space.',
  share: 'Share these game accounts with the space',
  joined: params('You joined {name}'),
  declined: 'Invitation declined',
  joinFailed: 'You could not join.',
  declineFailed: 'The invitation could not be declined.',
  joining: 'Joining…',
  join: 'Join the space',
  declining: 'Declining…',
  decline: 'Decline',
  back: 'Back to your spaces',
});
