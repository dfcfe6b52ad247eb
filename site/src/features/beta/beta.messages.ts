/** Settings → Beta features. A beta's name and description are written by an administrator and shown as written. */
import { defineMessages, params } from '@shared/i18n/messages';

export const betaMessages = defineMessages('settings/beta', {
  title: 'Beta features',
  intro: 'Things that work but are still being shaped. Try them early and tell support what you think; you can leave a beta at any time.',
  planNeeded: params('Beta features access comes with the {plan} plan.'),
  seePlans: 'See plans',
  /** What could not be loaded, in "Could not load …". */
  what: 'the beta features',
  noneOpen: 'No beta is open at the moment. They appear here when one opens.',
  listLabel: 'Beta features',
  badge: 'Beta',
  joined: params('You are in the "{name}" beta'),
  left: params('You left the "{name}" beta'),
  notChanged: 'Could not change your beta features',
  optInTo: params('Opt in to {name}'),
  leaveOne: params('Leave the beta {name}'),
  optIn: 'Opt in',
  leave: 'Leave the beta',
  planOnly: params('{plan} plan'),
  inIt: 'You are in this beta.',
  inItNotActive: 'You are in this beta, but your plan no longer includes beta features.',
});
