/**
 * The ban-risk meter's words (shared/src/risk.ts): the level, each reason a figure raised it, and the line
 * (and notification) of a bot that pauses at its account's daily budget. Kept as messages: the console, the
 * bell, the account card and the console strip read them in each reader's language.
 */
import { defineMessages, params } from '../i18n/messages';

export const riskLines = defineMessages('bot-lines/risk', {
  levelLow: 'Low',
  levelRaised: 'Raised',
  levelHigh: 'High',
  logins: params('{value} logins today: a person rarely logs in more than {norm} times a day.'),
  attacks: params('{value} attacks today: a person rarely makes more than {norm}.'),
  mapTiles: params('{value} map tiles read today: a person rarely reads more than {norm}.'),
  onlineMinutes: params('{hours} h online today: a person is rarely online more than {norm} h a day.'),
  peakApm: params('{value} actions in the busiest minute today: a person rarely makes more than {norm}.'),
  pausedAttacks: params('Paused: {done} attacks today reaches your budget of {budget}. The bots of {username} wait until 00:00 UTC or a higher budget.'),
  pausedMapTiles: params(
    'Paused: {done} map tiles read today reaches your budget of {budget}. The bots of {username} wait until 00:00 UTC or a higher budget.',
  ),
  pausedOnlineHours: params('Paused: {done} h online today reaches your budget of {budget} h. The bots of {username} wait until 00:00 UTC or a higher budget.'),
  budgetOpen: 'The daily budget allows more again (a new UTC day, or a higher budget): carrying on.',
});
