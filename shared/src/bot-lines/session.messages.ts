/** What an account's game session writes in the console of each bot on it: logins, outages, the player stepping in. */
import { defineMessages, params, plural } from '../i18n/messages';

export const sessionLines = defineMessages('bot-lines/session', {
  allResting: 'Every bot on this account is resting: logging out.',
  fleetLost: 'This runner has lost touch with the fleet: waiting for it before logging in (another runner may be playing the account).',
  loginCooldown: params('The game asks to wait {duration} before logging in again (too many logins lately); trying again at {time}.'),
  unreachable: params('Cannot reach the game ({reason}); trying again in {duration}.'),
  connecting: params('Connecting to {server}…'),
  connectingProxy: params("Connecting to {server} through the account's proxy…"),
  noEvents: 'The game did not say which events are running (no sei within 30 s); starting anyway.',
  gameBack: params('The game is back after {duration}.'),
  loggedIn: params('Logged in as {username} on {server}.'),
  tokenInvalid: 'The saved login token is no longer valid: logging in with the password.',
  noLoginPage: 'No game login page to mint a reCAPTCHA token on: logging in without one, as public clients do today.',
  noRecaptcha: params('Cannot mint a reCAPTCHA token ({reason}): logging in without one, as public clients do today.'),
  steppedAside: params('Someone logged into {username} elsewhere (you, playing?): the bots step aside for {duration} and log in again at {time}.'),
  connectionLost: params('Connection to the game lost ({reason}); logging in again.'),
  connectionLostAgain: params(
    plural({
      one: 'Connection to the game lost ({reason}), {count} time within a minute; logging in again in {duration}.',
      other: 'Connection to the game lost ({reason}), {count} times within a minute; logging in again in {duration}.',
    }),
  ),
  /** The game closed the connection soon after each login, again: someone else plays the account (step-aside.ts). */
  playedElsewhere: params('Someone else is playing {username} on {server}: this bot steps back until {time}.'),
  /** Another Castellan session holds this game account (another player's record of it, or a second record); names no one. */
  heldElsewhere: 'This game account is already being played by another Castellan bot: this bot waits until it is free.',
  loginBudget: params(
    plural({
      one: 'This game account was logged in {count} time in the last {minutes} min, as often as a person would: the next login waits until {time}.',
      other: 'This game account was logged in {count} times in the last {minutes} min, as often as a person would: the next login waits until {time}.',
    }),
  ),
  guardAway: params('Cannot reach Castellan to count this login ({reason}): waiting before logging in.'),
  playNow: 'Play now: logging in at once, as you asked.',
});
