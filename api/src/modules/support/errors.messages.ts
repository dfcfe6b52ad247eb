/**
 * The support desk's refusals, the player's and the admins'. The schemas' texts are found by their exact
 * words (lib/error-language.ts), so those entries are built from the same figures as the schemas.
 */
import { defineMessages, params, plural } from '@shared/i18n/messages';

export const supportErrors = defineMessages('errors/support', {
  notAnId: 'Not a valid id.',
  subjectLength: params(
    plural({ one: 'Please write a subject of {min} to {count} character.', other: 'Please write a subject of {min} to {count} characters.' }),
  ),
  messageLength: params(
    plural({ one: 'Please write a message of {min} to {count} character.', other: 'Please write a message of {min} to {count} characters.' }),
  ),
  botId: 'botId must be the id of one of your bots.',
  accountId: 'accountId must be the id of one of your game accounts.',
  attachConsole: 'attachConsole must be true or false.',
  view: 'view must be waiting, answered or closed.',
  internal: 'internal must be true or false.',
  writeSubject: 'Please write a subject.',
  writeMessage: 'Please write your message.',
  botNotFound: 'Bot not found.',
  noSuchBot: 'There is no bot of yours with that id: choose one of your bots, or none.',
  chooseBot: 'Choose the bot whose console lines to attach.',
  noSuchAccount: 'There is no game account of yours with that id: choose one of your accounts, or none.',
  openMax: plural({
    one: 'You have {count} open ticket. Please reply in one of them, or close those that are solved.',
    other: 'You have {count} open tickets. Please reply in one of them, or close those that are solved.',
  }),
  /** English says "minutes" for any count (as it always has); other languages pick their form. */
  ticketsPerHour: params(
    plural({
      one: 'New tickets are limited to {limit} an hour. Please reply in an open ticket, or try again in {count} minute.',
      other: 'New tickets are limited to {limit} an hour. Please reply in an open ticket, or try again in {count} minutes.',
    }),
  ),
  writeAnswer: 'Please write your answer or note.',
  ticketClosed: 'This ticket is closed: the player opens it again by replying. An internal note can still be added.',
  ticketNotFound: 'Ticket not found.',
});
