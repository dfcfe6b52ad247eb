/**
 * The strategy planner's refusals. The schemas' texts are found by their exact words
 * (lib/error-language.ts); those with figures are said where the schema is written (`fixedText`), from the
 * same constants the schema checks.
 */
import { defineMessages, params, plural } from '@shared/i18n/messages';

export const plannerErrors = defineMessages('errors/planner', {
  // schemas.ts
  hours: params(
    plural({
      one: 'Plan ahead between {min} and {count} hour (a whole number).',
      other: 'Plan ahead between {min} and {count} hours (a whole number).',
    }),
  ),
  keepAtHome: params('Soldiers to keep at home: a whole number from {min} to {max}.'),
  maxAttacksPerDay: params('The daily attack limit: a whole number from {min} to {max}.'),
  attacksToday: params('Attacks made today: a whole number from {min} to {max}.'),
  minLevel: params('The lowest camp level: a whole number from {min} to {max}.'),
  maxLevel: params('The highest camp level: a whole number from {min} to {max}.'),
  minGap: params('The least time between two attacks, in seconds: from {min} (the game’s own spacing) to {max}.'),
  activeFromClock: 'The start of your active hours must be a time as HH:MM, from 00:00 to 23:59.',
  activeToClock: 'The end of your active hours must be a time as HH:MM, from 00:00 to 23:59.',
  timeZoneName: 'The time zone must be a name such as Europe/Berlin.',
  // service.ts
  levels: 'The lowest camp level must not exceed the highest.',
  activeBoth: 'Give both the start and the end of your active hours, or neither.',
  activeEmpty: 'Your active hours are empty: the end must differ from the start.',
  notATimeZone: params('"{zone}" is not a time zone: use a name such as Europe/Berlin.'),
  needsPlan: params('The strategy planner comes with the {plan} plan; your plan is {yours}. Upgrade to plan your attacks.'),
  botsRunning: params(
    'Your bots are playing on this account right now ({count} running). Planning logs into the game, which would throw them out: stop them to plan here. A running Strategy Planner says its plan in its console.',
  ),
  lookUnderWay: 'A plan for this game account is being made right now (it logs into the game). It comes in a moment; ask again after it for another.',
  tooMany: plural({
    one: 'Too many plans in a short time (each logs into the game). Please wait {count} minute and try again.',
    other: 'Too many plans in a short time (each logs into the game). Please wait {count} minutes and try again.',
  }),
  couldNotLook: params('Could not look at the account in the game: {reason}'),
});
