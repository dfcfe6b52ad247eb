/**
 * The templates' refusals: a plan that does not include one, and settings and secrets checked against it.
 * A setting's or secret's name and a template's name are passed as the catalogue words them.
 */
import { defineMessages, params, plural } from '@shared/i18n/messages';

export const templateErrors = defineMessages('errors/templates', {
  notFound: 'Template not found.',
  notInPlan: params('The {template} template is included from the {plan} plan up; your plan is {yours}. Upgrade your plan to use it.'),
  activeHoursMoved:
    '"Active hours (UTC)" is now the bot\'s schedule: weekly windows in your own time zone, set in the Schedule section of the bot\'s page (PUT /api/bots/:id/schedule).',
  unknownSettings: params(plural({ one: 'Unknown setting for {template}: {settings}.', other: 'Unknown settings for {template}: {settings}.' })),
  notANumber: params('"{label}" must be a number.'),
  notWhole: params('"{label}" must be a whole number.'),
  outOfRange: params('"{label}" must be between {min} and {max}.'),
  notAnOption: params('"{label}" must be one of: {options}.'),
  notText: params('"{label}" must be text.'),
  tooLong: params('"{label}" is too long.'),
  notValid: params('"{label}" is not valid.'),
  notValidHelp: params('"{label}" is not valid. {help}'),
  delays: 'The minimum delay must not exceed the maximum delay.',
  levels: 'The lowest level must not exceed the highest level.',
  waits: 'The shortest wait must not exceed the longest.',
  marketLines: params('Sell {resource} only above a line higher than the one you buy it below (now: sell above {sellAbove}, buy below {buyBelow}).'),
  noSuchSecret: params('{template} takes no secret named "{key}".'),
  secretText: params(plural({ one: '"{label}" must be text of at most {count} character.', other: '"{label}" must be text of at most {count} characters.' })),
  secretNotValid: params('"{label}" is not valid.'),
});
