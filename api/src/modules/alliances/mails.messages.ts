/** The invitation mail's words (invitations.ts); the space, the alliance and the server go as they are named. */
import { defineMessages, params } from '@shared/i18n/messages';

export const invitationMail = defineMessages('mail/alliance', {
  /** Who invites when the officer has no name on Castellan. */
  anOfficer: 'An officer',
  subject: params('{inviter} invites you to the alliance space {space}'),
  intro: params('{inviter} invites you to {space}, the Castellan space of the alliance {alliance} on {server}.'),
  action: 'Open the invitation',
  once: params('The invitation works once and until {day}. Sign in to Castellan with this address to accept or decline it.'),
  plan: 'Alliance spaces come with the Professional plan: on another plan you join read-only.',
});
