/** The refusals of beta features: opting in, and a beta template used without it. */
import { defineMessages, params } from '@shared/i18n/messages';

export const flagErrors = defineMessages('errors/flags', {
  notFound: 'Beta feature not found.',
  notOpen: params('"{name}" is not open for testing at the moment.'),
  planTooLow: params('Beta features such as "{name}" come with the {plan} plan; your plan is {yours}.'),
  templatePlan: params('The {template} template is a beta feature of the {plan} plan; your plan is {yours}.'),
  templateClosed: params('The {template} template is a beta that is closed at the moment.'),
  templateOptIn: params('The {template} template is a beta feature: opt in under Settings → Beta features to use it.'),
  sayOptIn: 'Say whether to opt in: optIn true or false.',
  sayEnabled: 'Say whether the flag is on: enabled true or false.',
});
