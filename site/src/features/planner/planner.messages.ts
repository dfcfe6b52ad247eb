import { defineMessages, params, plural } from '@shared/i18n/messages';

/**
 * /planner: the form, the plan and "Run this plan". Strategy Planner is the bot template's name and stays
 * one. The plan's own sentences (its summary, each attack's reasons, what it rests on) and the API's
 * refusals are shown as the API sends them.
 */
export const plannerPageMessages = defineMessages('planner/page', {
  title: 'Strategy Planner',
  subtitleFor: params('Plan the next hours of attacks for {account} ({server}).'),
  subtitle: 'Plan the next hours of attacks for a game account.',
  /** {link}: the link to Game Accounts (filled with the element). */
  chooseAccount: 'Choose an account to plan for on {link}.',
  rules: 'Your rules',
  hours: 'Plan ahead (hours)',
  keepAtHome: 'Soldiers to keep at home',
  maxAttacksPerDay: 'Daily attack limit',
  minLevel: 'Lowest camp level',
  maxLevel: 'Highest camp level',
  activeHours: params('Active hours (optional, {timeZone})'),
  from: 'From',
  to: 'To',
  hint: 'Planning signs in to the game once to read your castles, armies and the camps around them. If you are playing this account right now, the game signs you out. It is refused while your bots play on the account.',
  planning: 'Planning…',
  makePlan: 'Make a plan',
  planFailed: 'The plan could not be made',
  runFailed: 'The Strategy Planner could not be started',
  runText: 'Run this plan: a Strategy Planner bot with these rules plans again at every step as armies come home, and sends each attack when its time comes.',
  starting: 'Starting…',
  run: 'Run this plan',
  started: 'The Strategy Planner is starting.',
  openConsole: 'Open its console',
  noPlan: 'No plan yet: set your rules and make one.',
});

/** The form's checks, before anything is sent (the API checks the same, in its own words). */
export const plannerFormMessages = defineMessages('planner/form', {
  hours: params(
    plural({
      one: 'Plan ahead between {min} and {count} hour (a whole number).',
      other: 'Plan ahead between {min} and {count} hours (a whole number).',
    }),
  ),
  keepAtHome: params('Soldiers to keep at home: a whole number from {min} to {max}.'),
  maxAttacksPerDay: params('The daily attack limit: a whole number from {min} to {max}.'),
  levels: params('Camp levels are whole numbers from {min} to {max}.'),
  levelOrder: 'The lowest camp level must not exceed the highest.',
  activeBoth: 'Give both the start and the end of your active hours, or neither.',
  activeEmpty: 'Your active hours are empty: the end must differ from the start.',
});

/** The plan: the comparison with the best template setting, what was seen in the game, the timeline. */
export const planResultMessages = defineMessages('planner/result', {
  title: params('Plan for {account}'),
  planner: 'Strategy Planner',
  bestTemplate: 'Best template setting',
  /** {amount}: the figure, in bold. */
  lootPerHour: '{amount} loot an hour',
  soldiersPerAttack: plural({ one: '{count} soldier per attack', other: '{count} soldiers per attack' }),
  templateSetting: params('{soldiers}, levels {min}–{max} (best of {tried})'),
  gain: params('The plan expects {amount} more loot an hour than the template would.'),
  seen: params('Seen in the game: {castles}; {commanders}, {armies}, {camps}.'),
  castle: params('{name} ({soldiers})'),
  soldiers: plural({ one: '{count} soldier', other: '{count} soldiers' }),
  noCastle: 'no castle with soldiers',
  commanders: plural({ one: '{count} commander', other: '{count} commanders' }),
  armiesOut: plural({ one: '{count} army out', other: '{count} armies out' }),
  campsInReach: plural({ one: '{count} camp in reach', other: '{count} camps in reach' }),
  timeline: 'Timeline',
  noAttack: 'No attack fits your rules within these hours.',
  plannedAttacks: 'Planned attacks',
  now: 'Now',
  target: params('Level {level} camp at {x}:{y}'),
  loot: plural({ one: '≈ {count} loot', other: '≈ {count} loot' }),
  home: params('home {time}'),
  notes: 'What the plan rests on',
});
