import { defineMessages, params } from '@shared/i18n/messages';

/**
 * /support: the page, the player's tickets, a ticket's thread and the new-ticket form. The support
 * promise (its level and answer time), subjects and messages, bot and account names, console lines and
 * the API's refusals are shown as sent.
 */
export const supportPageMessages = defineMessages('support/page', {
  title: 'Support',
  subtitle: 'Ask us anything about your bots, accounts and plan.',
  promise: params('{level}: {target}'),
  newTicket: 'New ticket',
});

/** A ticket's state, the player's and the admins' screens alike (the API's codes: open, answered, closed). */
export const ticketStateMessages = defineMessages('support/states', {
  open: 'Waiting for support',
  answered: 'Answered',
  closed: 'Closed',
});

/** How long a ticket waited, against its plan's answer time ({time} reads "2 h 5 min"). */
export const waitingMessages = defineMessages('support/waiting', {
  waiting: params('Waiting {time}'),
  due: params('Waiting {time} · answer due in {left}'),
  overdue: params('Waiting {time} · overdue by {late}'),
});

export const helpSearchMessages = defineMessages('support/help-search', {
  title: 'Search the help centre',
  label: 'What do you need help with?',
  placeholder: 'For example: refund, two-factor, baron',
  found: 'Help articles found',
  none: 'No article matches. Write to us below.',
  browse: params('Or browse the {link}.'),
  helpCentre: 'help centre',
});

export const ticketListMessages = defineMessages('support/list', {
  title: 'Your tickets',
  loading: 'Loading your tickets…',
  none: 'No tickets yet.',
});

export const newTicketMessages = defineMessages('support/new-ticket', {
  consoleFailed: 'Could not read the console.',
  subjectMissing: 'Please write a subject.',
  messageMissing: 'Please write your message.',
  failed: 'Your ticket could not be sent.',
  title: 'New ticket',
  onYourPlan: params('{level} on your plan.'),
  subject: 'Subject',
  message: 'Message',
  bot: 'Bot (optional)',
  none: 'None',
  account: 'Game account (optional)',
  botsAccount: 'The bot’s account',
  attach: 'Attach the last console lines',
  attachHint: 'The bot’s newest 20 lines, kept with the ticket as they are when you send it.',
  chooseBot: 'Choose a bot first.',
  toAttach: 'Console lines to attach',
  reading: 'Reading the console…',
  sending: 'Sending…',
  send: 'Send ticket',
  cancel: 'Cancel',
});

export const ticketMessages = defineMessages('support/ticket', {
  noSuchTicket: 'There is no ticket of yours with this address.',
  loadFailed: 'Could not load the ticket.',
  back: 'Back to your tickets',
  loading: 'Loading the ticket…',
  writeMessage: 'Please write your message.',
  replyFailed: 'Your reply could not be sent.',
  closed: 'Ticket closed',
  closeFailed: 'Could not close the ticket',
  aboutBot: params('About the bot “{bot}”.'),
  aboutAccount: params('About the game account {account}.'),
  aboutBoth: params('About the bot “{bot}” on the game account {account}.'),
  attached: params('Attached console lines ({count})'),
  attachedLabel: 'Attached console lines',
  thread: 'Messages',
  you: 'You',
  support: 'Castellan support',
  reply: 'Reply',
  replyReopens: 'Reply (opens the ticket again)',
  sending: 'Sending…',
  send: 'Send reply',
  closing: 'Closing…',
  close: 'Close ticket',
});

export const consoleLinesMessages = defineMessages('support/console-lines', {
  empty: 'The console has no lines yet.',
});
