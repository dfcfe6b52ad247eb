import { defineMessages, params, plural } from '@shared/i18n/messages';

/** A space's Attacks, Rules and Calendar tabs, and how its times read. */
export const attacksMessages = defineMessages('alliance/attacks', {
  loadFailed: 'Could not load the attacks.',
  title: 'Incoming attacks',
  intro: params(
    "Attacks on the game accounts members share with the space, until they land, as the members' Incoming Attack Guard or Castle Defense bots see them. Times on your clock ({zone}).",
  ),
  loading: 'Loading the attacks…',
  none: plural({ one: 'No incoming attacks on the {count} shared account.', other: 'No incoming attacks on the {count} shared accounts.' }),
  label: 'Incoming attacks',
  castleOf: params('{castle} of {member} ({account})'),
  unknown: 'An unknown attacker',
  withTroops: params(
    plural({
      one: '{attacker} with {count} soldier',
      other: '{attacker} with {count} soldiers',
    }),
  ),
  lands: params('{attacker} · lands {when}, {at}'),
  landingNow: 'landing now',
  in: params('in {time}'),
});

export const rulesMessages = defineMessages('alliance/rules', {
  loadFailed: 'Could not load the rules.',
  saved: "Rules saved: the members' bots follow them from their next step",
  saveFailed: 'The rules could not be saved.',
  loading: 'Loading the rules…',
  title: "Rules for the members' Alliance Help bots",
  intro:
    'They apply to the Alliance Help bots Professional members run on the accounts they share, over the bot\'s own settings, while the account is in the space. Each player\'s "soldiers to keep at home" still holds.',
  help: 'Help requests',
  helpOn: 'Answer help requests on one rhythm',
  minWait: 'Answer after at least (s)',
  maxWait: 'Answer after at most (s)',
  support: 'Support for members under attack',
  supportOn: 'Send support by rule',
  minAttackers: 'When an attack has at least (soldiers)',
  troops: 'Send up to (soldiers per bot)',
  hours: 'Support stays (game hours)',
  supportHelp: "Only attacks on the castles of this space's members are answered, once per attack, from each bot's main castle with a free commander.",
  saving: 'Saving…',
  save: 'Save rules',
  whoChanges: 'Officers and the owner change the rules.',
  whoAnswers: 'Who answers',
  noneShared: 'No member shares a game account yet.',
  coverage: 'Shared accounts and their Alliance Help bots',
  follows: params('{bot} ({state}), follows the rules'),
  ownSettings: params('{bot} ({state}), keeps its own settings (its owner is read-only)'),
  noBot: 'no Alliance Help bot',
});

export const calendarMessages = defineMessages('alliance/calendar', {
  loadFailed: 'Could not load the calendar.',
  titleMissing: 'Please give the note a title.',
  startMissing: 'Please give a start date and time.',
  added: 'Note added',
  addFailed: 'The note could not be added.',
  removed: 'Note removed',
  removeFailed: 'Could not remove the note',
  title: 'Calendar',
  clock: params('Times on your clock ({zone}); each member sees them on their own.'),
  nothing: 'Nothing planned yet.',
  label: 'Notes and plans',
  you: 'you',
  removeLabel: params('Remove {title}'),
  remove: 'Remove',
  add: 'Add a note or plan',
  noteTitle: 'Title',
  placeholder: 'We run Berimond',
  starts: 'Starts',
  ends: 'Ends (optional)',
  details: 'Details (optional)',
  adding: 'Adding…',
  addToCalendar: 'Add to calendar',
});
