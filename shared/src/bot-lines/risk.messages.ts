/**
 * The ban-risk meter's words (shared/src/risk.ts): the level, each reason a figure raised it, and the line
 * (and notification) of a bot that pauses at its account's daily budget. Kept as messages: the console, the
 * bell, the account card and the console strip read them in each reader's language.
 */
import { defineMessages, params, plural } from '../i18n/messages';

export const riskLines = defineMessages('bot-lines/risk', {
  levelLow: 'Low',
  levelRaised: 'Raised',
  levelHigh: 'High',
  logins: params(
    plural({
      one: '{count} login today: a person rarely makes more than {norm} a day.',
      other: '{count} logins today: a person rarely makes more than {norm} a day.',
    }),
  ),
  attacks: params(
    plural({
      one: '{count} attack today: a person rarely makes more than {norm}.',
      other: '{count} attacks today: a person rarely makes more than {norm}.',
    }),
  ),
  mapTiles: params(
    plural({
      one: '{count} map tile read today: a person rarely reads more than {norm}.',
      other: '{count} map tiles read today: a person rarely reads more than {norm}.',
    }),
  ),
  onlineMinutes: params('{hours} h online today: a person is rarely online more than {norm} h a day.'),
  peakApm: params(
    plural({
      one: '{count} action in the busiest minute today: a person rarely makes more than {norm}.',
      other: '{count} actions in the busiest minute today: a person rarely makes more than {norm}.',
    }),
  ),
  pausedAttacks: params(
    plural({
      one: 'Paused: {count} attack today reaches your budget of {budget}. The bots of {username} wait until 00:00 UTC or a higher budget.',
      other: 'Paused: {count} attacks today reaches your budget of {budget}. The bots of {username} wait until 00:00 UTC or a higher budget.',
    }),
  ),
  pausedMapTiles: params(
    plural({
      one: 'Paused: {count} map tile read today reaches your budget of {budget}. The bots of {username} wait until 00:00 UTC or a higher budget.',
      other: 'Paused: {count} map tiles read today reaches your budget of {budget}. The bots of {username} wait until 00:00 UTC or a higher budget.',
    }),
  ),
  pausedOnlineHours: params('Paused: {done} h online today reaches your budget of {budget} h. The bots of {username} wait until 00:00 UTC or a higher budget.'),
  budgetOpen: 'The daily budget allows more again (a new UTC day, or a higher budget): carrying on.',
});
