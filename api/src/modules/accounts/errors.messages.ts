/** The refusals of game accounts: adding, changing and removing them, and a test login. */
import { defineMessages, params, plural } from '@shared/i18n/messages';

export const accountErrors = defineMessages('errors/accounts', {
  notFound: 'Game account not found.',
  notFoundLower: 'game account not found.',
  alreadyRegistered: params('The game account "{username}" on {server} is already registered.'),
  stopBotsToMove: plural({
    one: 'Stop the bots on this account before moving it to another server ({count} running).',
    other: 'Stop the bots on this account before moving it to another server ({count} running).',
  }),
  usedByBot: 'This game account is used by a bot. Delete the bot first.',
  notLocked: params('Nothing to resume: {username} is not locked for safety.'),
  mapLinkOtherAccount: 'This map link is for another game account.',
  tooManyTestLogins: plural({
    one: 'Too many test logins. Please wait {count} minute and try again.',
    other: 'Too many test logins. Please wait {count} minutes and try again.',
  }),
  botsPlaying: plural({
    one: 'Your bots are playing on this account right now ({count} running), so its login works. Stop them to test a login: the game allows one session per account.',
    other:
      'Your bots are playing on this account right now ({count} running), so its login works. Stop them to test a login: the game allows one session per account.',
  }),
  // The forms' fields.
  proxyLength: plural({
    one: 'The proxy must be a URL of at most {count} character, or empty for none.',
    other: 'The proxy must be a URL of at most {count} characters, or empty for none.',
  }),
  yieldMinutes: params('Choose how long the bots step aside: a whole number of minutes from {min} to {max}.'),
  enterGameEmail: 'Please enter the e-mail address of the game account.',
  chooseServer: 'Choose a game server from the list (for example INT1).',
  enterGamePassword: plural({
    one: 'Please enter the game password (up to {count} character).',
    other: 'Please enter the game password (up to {count} characters).',
  }),
  enterUsername: plural({
    one: 'Please enter the in-game name (up to {count} character).',
    other: 'Please enter the in-game name (up to {count} characters).',
  }),
  chooseTag: params('Choose a tag: {tags}.'),
  budgetAttacks: params('A daily budget of attacks is a whole number from {min} to {max}, or empty for none.'),
  budgetMapTiles: params('A daily budget of map tiles is a whole number from {min} to {max}, or empty for none.'),
  budgetOnlineHours: params('A daily budget of hours online is a whole number from {min} to {max}, or empty for none.'),
});
