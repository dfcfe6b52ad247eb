/**
 * Why a bot stopped against its will (api/src/runtime/failure.ts), as its console, its card, its
 * notification and a Test login say it. The game's own reasons and connection faults go in as they come.
 */
import { defineMessages, params } from '../i18n/messages';

export const failureLines = defineMessages('bot-lines/failures', {
  wrongPassword: 'The game refused the login: wrong game password.',
  banned: 'The game account is suspended. It cannot play until the suspension ends.',
  bannedFor: params('The game account is suspended for {duration}. It cannot play until the suspension ends.'),
  loginCooldown: 'The game still asks to wait before logging in again (too many logins lately).',
  loginRefused: params('The game refused the login: {reason}.'),
  actionRefused: params('The game refused an action: {reason}.'),
  cannotLogIn: params('Cannot log into the game: {reason}.'),
  proxyUnusable: params("The game account's proxy cannot be used: {reason}."),
  crashed: params('The bot crashed: {reason}.'),
  unknownTemplate: params('Unknown template "{template}".'),
  /**
   * `why`: bot-lines/runtime's runtimeHung, runtimeKilled or runtimeExited; `doing`: its doingStart,
   * doingStep or doingPush; `evidence`: its heldFor or runningThen.
   */
  runtimeParked: params(
    'The bot runtime {why} twice while this bot {doing}; {evidence}. The bot stays stopped so the other bots keep running. Check its settings or script, then start it again.',
  ),
  /** A fleet runner's hang (fleet/hang-watch-worker.ts): `runner` its id; `doing` and `evidence` as above. */
  runnerParked: params(
    'Runner {runner} stopped answering while this bot {doing}; {evidence}. The bot stays stopped so the other bots keep running. Check its settings or script, then start it again.',
  ),
  /** What the player should do after a failure, said after its reason. */
  updateAccount: 'Update the account and start again.',
  changeProxy: 'Change it on the Game Accounts page and start again.',
  withAdvice: params('{reason} {advice}'),
});
