/**
 * Our lines around a player's custom script: running it, its stop, and what became of the actions it
 * asked for. The script's own lines are the player's words and go in as they are ("Script: …"); the
 * reason a script stopped is the sandbox's words (the script editor's dry run shows the same).
 */
import { defineMessages, params, plural } from '../i18n/messages';

export const scriptLines = defineMessages('bot-lines/script', {
  noScript: 'No script is chosen for this bot: choose one of your scripts in its settings.',
  running: params('Running the script "{name}" (version {version}).'),
  stoppedFix: params('{stopped} Fix it and save a new version: the bot runs it then.'),
  scriptLine: params('Script: {line}'),
  collectorOut: 'The tax collector is still out; nothing to collect yet.',
  mainNotRead: 'Your main castle was not read this step; the action waits for the next.',
  noCastleIn: params('No castle of yours in {kingdom}: no soldiers sent.'),
  noSpareSoldiers: params('No spare soldiers in {castle} to send to {target} (the ones kept at home stay).'),
  nothingToAttack: params('Nothing to attack at {x}:{y} on the map around {castle}; left out.'),
  nothingToSkip: params('Nothing to skip at {x}:{y} on the map around {castle}; left out.'),
  skipReadyNow: params('Used a {minutes}-minute time skip on the camp at {x}:{y}: ready now.'),
  skipReadyIn: params('Used a {minutes}-minute time skip on the camp at {x}:{y}: ready in {duration}.'),
  tooFewFree: params(
    plural({
      one: 'Only {count} soldier of {castle} may be sent (others are kept at home or booked by other bots on this account); the attack on {x}:{y} waits.',
      other: 'Only {count} soldiers of {castle} may be sent (others are kept at home or booked by other bots on this account); the attack on {x}:{y} waits.',
    }),
  ),
  armyThere: params('An army of this account is already at {x}:{y}; the attack waits.'),
  attackingCamp: params(
    plural({
      one: 'Attacking the camp at {x}:{y} with {count} soldier.',
      other: 'Attacking the camp at {x}:{y} with {count} soldiers.',
    }),
  ),
  attackingCampArrives: params(
    plural({
      one: 'Attacking the camp at {x}:{y} with {count} soldier; arrives in {duration}.',
      other: 'Attacking the camp at {x}:{y} with {count} soldiers; arrives in {duration}.',
    }),
  ),
  attackingLevel: params(
    plural({
      one: 'Attacking the level {level} camp at {x}:{y} with {count} soldier.',
      other: 'Attacking the level {level} camp at {x}:{y} with {count} soldiers.',
    }),
  ),
  attackingLevelArrives: params(
    plural({
      one: 'Attacking the level {level} camp at {x}:{y} with {count} soldier; arrives in {duration}.',
      other: 'Attacking the level {level} camp at {x}:{y} with {count} soldiers; arrives in {duration}.',
    }),
  ),
  noCommander: params('Every commander is away with an army ({commanders}); the attack on {x}:{y} waits.'),
  booked: params('Another bot on this account booked these soldiers or {x}:{y} first; the attack waits.'),
  campGone: params('The camp at {x}:{y} is no longer on the map; the attack waits.'),
  campCooling: params('The camp at {x}:{y} is cooling down after all; the attack waits.'),
  /**
   * A stop from outside the interpreter: the script's process was ended (script-process.ts). The reason
   * goes into stoppedFix and stoppedNotice as it is, so it ends with its full stop.
   */
  stoppedBecause: params('The script stopped: {reason}'),
  stepOverCpu: params('a step used more than its {ms} ms of CPU time and was ended. A very large number, a long sort, a slow pattern or huge JSON?'),
  topOverCpu: params(
    "the script's top level used more than its {ms} ms of CPU time and was ended. A very large number, a long sort, a slow pattern or huge JSON?",
  ),
  overMemory: params('the script took more than its {mib} MiB of memory and was ended.'),
  noAnswer: plural({
    one: 'the script did not answer within {count} second and was ended.',
    other: 'the script did not answer within {count} seconds and was ended.',
  }),
  processEnded: 'the script ended unexpectedly.',
  /** A notification: the bot's name goes before it ("Guard: the script "Farm" stopped. …"). */
  stoppedNotice: params('the script "{name}" stopped. {reason}'),
  /** What a step asked for that does not fit (the API's own script words: api.attack, api.map). */
  needsPlace: params('{call} needs a target with whole x and y (a row of api.map); left out.'),
  needsSoldiers: params('{call} needs a whole number of soldiers from 1 to {max}; left out.'),
  needsOneOf: params('{call} needs one of {names}; left out.'),
  needsRecruits: params('api.recruit needs a whole number from 1 to {max}; left out.'),
  unknownCall: 'An api call the bot does not know was left out.',
  tooManyActions: params(
    plural({
      one: 'The step asked for {count} action; the first {limit} are carried out, the rest left out.',
      other: 'The step asked for {count} actions; the first {limit} are carried out, the rest left out.',
    }),
  ),
  tooManyLines: params(
    plural({
      one: 'The step wrote {count} line; the first {limit} are shown.',
      other: 'The step wrote {count} lines; the first {limit} are shown.',
    }),
  ),
  /** The script editor's dry run. */
  dryRunStart: params('Dry run: a fresh game server at {speed}× speed, a new account "{username}" with its starting castles; one game hour.'),
  dryRunStopped: params('The bot stopped: {reason}'),
  dryRunOver: 'One game hour has passed: the dry run is over.',
});
