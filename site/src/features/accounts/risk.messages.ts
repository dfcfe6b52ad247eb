/** The ban-risk meter on the account card and its daily budget dialog (shared/src/risk.ts). */
import { defineMessages, params, plural } from '@shared/i18n/messages';

export const riskMeterMessages = defineMessages('accounts/risk', {
  heading: 'Suspension risk today',
  level: params('Suspension risk today: {level}'),
  calm: 'Nothing today is past what a person does.',
  /** `logins`, `attacks`, `tiles` and `peak` are the counted phrases below, each in its plural form. */
  figures: params('Today: {logins}, {attacks}, {tiles}, {hours} h online, {peak}.'),
  logins: plural({ one: '{count} login', other: '{count} logins' }),
  attacks: plural({ one: '{count} attack', other: '{count} attacks' }),
  tiles: plural({ one: '{count} map tile', other: '{count} map tiles' }),
  peak: plural({ one: '{count} action in the busiest minute', other: '{count} actions in the busiest minute' }),
  penalties: 'The game suspends a bot’s account for 12 h, then 24 h, then 72 h, then for good.',
  budget: 'Daily budget',
  budgetFor: params('Daily budget of {account}'),
  budgetNone: 'No daily budget.',
  budgetSet: params('Budget: {caps}.'),
  capAttacks: plural({ one: '{count} attack', other: '{count} attacks' }),
  capTiles: plural({ one: '{count} map tile', other: '{count} map tiles' }),
  capHours: params('{n} h online'),
});

export const budgetDialogMessages = defineMessages('accounts/budget', {
  title: params('Daily budget of {account}'),
  intro:
    'Every bot of this account pauses before it would pass a cap, and carries on the next UTC day or when you raise the cap. Leave a field empty for no cap.',
  attacks: 'Attacks a day',
  attacksHint: params('From {min} to {max}. A person rarely makes more than {norm}.'),
  mapTiles: 'Map tiles read a day',
  mapTilesHint: params('From {min} to {max}. A person rarely reads more than {norm}.'),
  onlineHours: 'Hours online a day',
  onlineHoursHint: params('From {min} to {max}. A person is rarely online more than {norm} h.'),
  cancel: 'Cancel',
  save: 'Save budget',
  saving: 'Saving…',
  saved: 'Daily budget saved.',
  failed: 'The daily budget could not be saved.',
});
