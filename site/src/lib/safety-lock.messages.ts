import { defineMessages, params } from '@shared/i18n/messages';

/** A game account's safety lock, as its card (/accounts) and the console of one of its bots show it. */
export const safetyLockMessages = defineMessages('accounts/safety-lock', {
  heading: 'Locked for safety',
  headingFor: params('{account} is locked for safety'),
  since: 'Since {time}.',
  explain: 'Its bots send nothing to the game until you resume. Look at the account in the game first.',
  resume: 'Resume',
  resumeLabel: params('Resume the bots of {account}'),
  resuming: 'Resuming…',
  failed: params('Could not resume: {message}'),
});
