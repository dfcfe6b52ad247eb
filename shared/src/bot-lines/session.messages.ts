/** What an account's game session writes in the console of each bot on it: logins, outages, the player stepping in. */
import { defineMessages, params } from '../i18n/messages';

export const sessionLines = defineMessages('bot-lines/session', {
  allResting: 'Every bot on this account is resting: logging out.',
  fleetLost: 'This runner has lost touch with the fleet: waiting for it before logging in (another runner may be playing the account).',
  loginCooldown: params('The game asks to wait {duration} before logging in again (too many logins lately); trying again at {time}.'),
  unreachable: params('Cannot reach the game ({reason}); trying again in {duration}.'),
  connecting: params('Connecting to {server}…'),
  connectingProxy: params('Connecting to {server} through the account\'s proxy…'),
  noEvents: 'The game did not say which events are running (no sei within 30 s); starting anyway.',
  gameBack: params('The game is back after {duration}.'),
  loggedIn: params('Logged in as {username} on {server}.'),
  tokenInvalid: 'The saved login token is no longer valid: logging in with the password.',
  noLoginPage: 'No game login page to mint a reCAPTCHA token on (GAME_LOGIN_PAGE_URL): logging in without one, as public clients do today.',
  noRecaptcha: params('Cannot mint a reCAPTCHA token ({reason}): logging in without one, as public clients do today.'),
  steppedAside: params('Someone logged into {username} elsewhere (you, playing?): the bots step aside for {duration} and log in again at {time}.'),
  connectionLost: params('Connection to the game lost ({reason}); logging in again.'),
  connectionLostAgain: params('Connection to the game lost ({reason}), {times} times within a minute; logging in again in {duration}.'),
  /** Notifications to the player (not console lines): an outage that lasts, the player stepping in. */
  outageNotice: params('The game server of {server} has been unreachable since {time}: the bots on {username} log in again by themselves when it is back.'),
  outageNoticeProxy: params('The game server of {server} has been unreachable through the account\'s proxy since {time}: the bots on {username} log in again by themselves when it is back.'),
  steppedInNotice: params('Someone logged into {username} on {server} (you, playing?): your bots on it pause until {time}, then carry on.'),
});
