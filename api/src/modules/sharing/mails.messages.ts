/** The mail inviting a friend to a share (invite-mail.ts); the owner, the account and the server go as they are named. */
import { defineMessages, params } from '@shared/i18n/messages';

export const shareInvitationMail = defineMessages('mail/sharing', {
  subject: params('{owner} shares their Castellan bots with you'),
  intro: params('{owner} shares the bots of their game account {account} ({server}) with you on Castellan. You may: {what}.'),
  action: 'Accept the share',
  once: params('The link works once and until {day}. Sign in to Castellan with this address (or create an account with it), and the share is accepted.'),
  never: 'You never get the game password: you act on the bots through Castellan, and the owner can end the share at any time.',
});

/** What a share allows, as the invitation lists it (`intro`'s {what}). */
export const shareInvitationWhat = defineMessages('mail/sharing-permissions', {
  console: 'see the bots and their consoles',
  control: 'start and stop them',
  settings: 'change their settings and schedules',
  manage: 'create and delete bots',
});
