/**
 * What the watching and event bots write: the attack guard, alliance help, Berimond's camp, the event
 * shops and the temporary servers' events. Castle, player and alliance names go in as the game gives them.
 */
import { defineMessages, params, plural } from '../i18n/messages';

export const watchLines = defineMessages('bot-lines/watch', {
  incoming: params(
    plural({
      one: 'Incoming attack on {castle}: {attacker} with {count} soldier, lands at {time} (in {duration}).',
      other: 'Incoming attack on {castle}: {attacker} with {count} soldiers, lands at {time} (in {duration}).',
    }),
  ),
  incomingUnknown: params(
    plural({
      one: 'Incoming attack on {castle}: unknown attacker with {count} soldier, lands at {time} (in {duration}).',
      other: 'Incoming attack on {castle}: unknown attacker with {count} soldiers, lands at {time} (in {duration}).',
    }),
  ),
  castleNumber: params('castle {id}'),
  unreadableUpdate: params("Could not read the game's movement update ({reason}); the next check will look again."),
  guarding: params('Guarding {castles}.'),
  noAlliance: 'This game account is in no alliance: there are no help requests to answer. Join one in the game, then start the bot again.',
  watchingHelp: params('Watching the help requests of alliance {alliance}: {open} open now.'),
  helped: params(plural({ one: 'Helped {count} alliance request ({names}).', other: 'Helped {count} alliance requests ({names}).' })),
  berimondNoCamp: 'Berimond is running, but this account has no camp there: open Berimond in the game, or let the bot open it (settings).',
  berimondWaits: params('Berimond is running; opening it waits until {castle} holds {needs} wood and stone.'),
  berimondWaitsMain: params('Berimond is running; opening it waits until your main castle holds {needs} wood and stone.'),
  berimondNoCampYet: 'The game accepted the request to open Berimond but named no camp there yet; looking again soon.',
  berimondOpened: params('Opened Berimond: your camp is {camp} at {x}:{y}.'),
  tentsAtLevel: params('Every small tent in {camp} is at level {level}.'),
  plotUnlocked: params('Unlocked plot {plot} of {plots} of {camp} (at {x}:{y}).'),
  plotShort: params(
    plural({
      one: 'Not enough in {camp} to unlock its next plot; trying again in {count} minute.',
      other: 'Not enough in {camp} to unlock its next plot; trying again in {count} minutes.',
    }),
  ),
  plotRefused: params(
    plural({
      one: 'The game refused plot {plot} of {camp} ({reason}); trying again in {count} minute.',
      other: 'The game refused plot {plot} of {camp} ({reason}); trying again in {count} minutes.',
    }),
  ),
  plotsDone: params('Every plot of {camp} is unlocked.'),
  tentsDone: params('{camp} has its {tents} small tents.'),
  tentPlaced: params('Placed a new small tent in {camp} at {x}:{y} ({tent} of the {tents} wanted).'),
  tentShort: params(
    plural({
      one: 'Not enough in {camp} to place a new small tent; trying again in {count} minute.',
      other: 'Not enough in {camp} to place a new small tent; trying again in {count} minutes.',
    }),
  ),
  tentRefused: params(
    plural({
      one: 'The game refused a new small tent in {camp} ({reason}); trying again in {count} minute.',
      other: 'The game refused a new small tent in {camp} ({reason}); trying again in {count} minutes.',
    }),
  ),
  noTentPlace: params('No free place left in {camp} for another small tent.'),
  shopClosed: params('The {event} event is not running, so the {shop} is closed: waiting for it.'),
  shopOpen: params('The {event} event is running: the {shop} is open for {duration}.'),
  shopAllBought: params('Every package on the list is bought in the {shop}.'),
  shopBought: params('Bought package {package} in the {shop} ({bought} of {amount}); {held} {currency} left.'),
  shopShort: params('Not enough {currency} for package {package} ({held} held); waiting for more.'),
  shopSoldOut: params('Package {package} is sold out for you in the {shop}; on to the next.'),
  shopNotSold: params('The {shop} does not sell package {package}; it is skipped.'),
});
