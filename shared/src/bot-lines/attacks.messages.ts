/**
 * What the attack bots write (robber barons, fortresses, storm forts, event camps, Berimond watchtowers): the
 * event, the soldiers, the target, the attack, the army home with its loot, soldiers brought from the
 * main castle. A number that counts soldiers or fields is the plural's count (a second one a `bot-lines/words` part),
 * written as each reader writes numbers; limits and coordinates come as the English line wrote them (no separators).
 */
import { defineMessages, params, plural } from '../i18n/messages';

export const attackLines = defineMessages('bot-lines/attacks', {
  eventWaiting: params('The {event} event is not running: waiting for it.'),
  eventRunning: params('The {event} event is running: it ends in {duration}.'),
  noCastleInKingdom: params('No castle of yours in the {kingdom} kingdom: the {target}s there cannot be reached.'),
  noDetails: params('The game sent no details of {castle}; looking again soon.'),
  dailyLimit: params('Daily attack limit of {limit} reached; resting until 00:00 UTC.'),
  waitingHome: params(
    plural({
      one: 'Waiting for {count} soldier coming home (in {duration}): {home} at home, {needed} needed.',
      other: 'Waiting for {count} soldiers coming home (next in {duration}): {home} at home, {needed} needed.',
    }),
  ),
  waitingHomeHeld: params(
    plural({
      one: 'Waiting for {count} soldier coming home (in {duration}): {home} at home ({held} kept home or booked by other bots on this account), {needed} needed.',
      other:
        'Waiting for {count} soldiers coming home (next in {duration}): {home} at home ({held} kept home or booked by other bots on this account), {needed} needed.',
    }),
  ),
  waitingHomeAny: params(
    plural({
      one: 'Waiting for {count} soldier coming home (in {duration}): {home} at home.',
      other: 'Waiting for {count} soldiers coming home (next in {duration}): {home} at home.',
    }),
  ),
  noTargetReady: params(
    plural({
      one: 'No {target} ready within {count} field of {castle}; looking again soon.',
      other: 'No {target} ready within {count} fields of {castle}; looking again soon.',
    }),
  ),
  noTargetReadyInLevels: params(
    plural({
      one: 'No {target} ready in levels {min}–{max} within {count} field of {castle}; looking again soon.',
      other: 'No {target} ready in levels {min}–{max} within {count} fields of {castle}; looking again soon.',
    }),
  ),
  noCommander: params('Every commander is away with an army ({commanders}); waiting for one to come home.'),
  noSoldiers: params('No soldiers in {castle} can be sent.'),
  booked: 'Another bot on this account booked these soldiers or this target first; looking again soon.',
  targetGone: params('The {target} is no longer on the map; looking at the map again.'),
  targetCooling: params('The {target} is cooling down after all; looking at the map again.'),
  attacking: params(
    plural({
      one: 'Attacking the {target} with {count} soldier. (attacks today: {today})',
      other: 'Attacking the {target} with {count} soldiers. (attacks today: {today})',
    }),
  ),
  attackingArrives: params(
    plural({
      one: 'Attacking the {target} with {count} soldier; arrives in {duration}. (attacks today: {today})',
      other: 'Attacking the {target} with {count} soldiers; arrives in {duration}. (attacks today: {today})',
    }),
  ),
  /** The same lines with the bot's battle forecast (`forecast`: forecastWin or forecastLoss), said when it sized the attack from the target's defenders. */
  attackingForecast: params(
    plural({
      one: 'Attacking the {target} with {count} soldier; forecast: {forecast}. (attacks today: {today})',
      other: 'Attacking the {target} with {count} soldiers; forecast: {forecast}. (attacks today: {today})',
    }),
  ),
  attackingArrivesForecast: params(
    plural({
      one: 'Attacking the {target} with {count} soldier; arrives in {duration}; forecast: {forecast}. (attacks today: {today})',
      other: 'Attacking the {target} with {count} soldiers; arrives in {duration}; forecast: {forecast}. (attacks today: {today})',
    }),
  ),
  /** A battle forecast: won or lost, and about how many soldiers fall (`count`). */
  forecastWin: plural({ one: 'win, ~{count} lost', other: 'win, ~{count} lost' }),
  forecastLoss: plural({ one: 'loss, ~{count} lost', other: 'loss, ~{count} lost' }),
  skipRefused: params('The game refused a {minutes}-minute time skip ({reason}); attacking without time skips for a while.'),
  skipReadyNow: params('Used a {minutes}-minute time skip on the {target}: ready now.'),
  skipReadyIn: params('Used a {minutes}-minute time skip on the {target}: ready in {duration}.'),
  homeWithLoot: params('Army home with loot: {loot}.'),
  homeEmpty: plural({
    one: 'Army home with {count} soldier and no loot.',
    other: 'Army home with {count} soldiers and no loot.',
  }),
  homeWithLootLost: params(
    plural({
      one: 'Army home with loot: {loot}; lost {count} soldier.',
      other: 'Army home with loot: {loot}; lost {count} soldiers.',
    }),
  ),
  homeEmptyLost: params(
    plural({
      one: 'Army home with {soldiers} and no loot: lost {count} soldier.',
      other: 'Army home with {soldiers} and no loot: lost {count} soldiers.',
    }),
  ),
  skipStrong: params(
    plural({
      one: 'Skipping the {target}: beating it takes {count} soldier, {soldiers} can go.',
      other: 'Skipping the {target}: beating it takes {count} soldiers, {soldiers} can go.',
    }),
  ),
  skipStrongWaves: params('Skipping the {target}: beating it takes more soldiers than the waves of your level hold.'),
  /** A camp beaten with the margin whose battle forecast loses more than the loss cap (sized-targets.ts pickSized). */
  skipCostly: params('Skipping the {target}: its forecast loses {lost} of the soldiers sent ({sent}), more than Most soldiers lost per attack (%) allows.'),
  stalledSoldiers: params(
    plural({
      one: 'Cannot go on: {count} soldier at home, {needed} needed, and none on their way. {advice}',
      other: 'Cannot go on: {count} soldiers at home, {needed} needed, and none on their way. {advice}',
    }),
  ),
  stalledTargets: params(
    plural({
      one: 'Cannot go on: no {target} within {count} field of {castle} can be beaten with {soldiers}. {advice}',
      other: 'Cannot go on: no {target} within {count} fields of {castle} can be beaten with {soldiers}. {advice}',
    }),
  ),
  /** Every camp in reach that the soldiers beat would lose more of them than the loss cap allows ({soldiers}: "40 soldiers"). */
  stalledCostly: params(
    'Cannot go on: each {target} in reach that {soldiers} beat would lose more of them than Most soldiers lost per attack (%) allows. {advice}',
  ),
  adviceRaiseUpkeep: params('Raise Coins for upkeep (%) to {percent}.'),
  adviceRaiseLossCap: params('Raise Most soldiers lost per attack (%) to {percent}.'),
  adviceRaiseArmy: params('Raise Army to keep up to {soldiers}.'),
  adviceLowerTroops: params('Lower Soldiers per attack to {soldiers}.'),
  /** Soldiers to keep at home lowered, by the label the bot's settings give it (a Berimond camp's bot keeps its soldiers in the camp). */
  adviceLowerKeep: params('Lower Soldiers to keep at home to {soldiers}.'),
  adviceLowerKeepInCamp: params('Lower Soldiers to keep in the camp to {soldiers}.'),
  adviceRaiseTroops: params('Raise Soldiers per attack to {soldiers}.'),
  adviceLowestLevel: params('Lower Lowest baron level to {level}.'),
  adviceHighestLevel: params('Raise Highest baron level to {level}.'),
  adviceBring: params('Raise Soldiers to bring from your main castle when short to {soldiers}.'),
  adviceRaiseAbove: params('Raise Soldiers per attack above {soldiers}: an attack with that many was lost.'),
  /** Several changes, each of which lets the next attack go alone. */
  adviceOr: params('{first} Or: {rest}'),
  /** Two changes that together (not each alone) let the next attack go. */
  adviceAnd: params('{first} And: {rest}'),
  // The count alone: plural(), not params(plural()) (said.ts).
  adviceNeedSoldiers: plural({
    one: 'No setting of this bot lets an attack go: it takes {count} soldier at home.',
    other: 'No setting of this bot lets an attack go: it takes {count} soldiers at home.',
  }),
  adviceBeyondWaves: params('No setting of this bot lets an attack go: each {target} in reach takes more soldiers than the waves of your level hold.'),
  homeFrom: params('Army home from the {target}.'),
  reportWon: params(
    plural({
      one: 'Battle report: the attack on the {target} was won, taking {loot}; lost {count} soldier.',
      other: 'Battle report: the attack on the {target} was won, taking {loot}; lost {count} soldiers.',
    }),
  ),
  reportLost: params(
    plural({
      one: 'Battle report: the attack on the {target} was lost; lost {count} soldier.',
      other: 'Battle report: the attack on the {target} was lost; lost {count} soldiers.',
    }),
  ),
  reportMissing: params('The attack on the {target} ended while no bot watched, and the game kept no battle report of it: its result is not known.'),
  troopsComing: params(
    plural({
      one: 'Waiting for {count} soldier on the way to {castle} ({kingdom}): arriving in {duration}.',
      other: 'Waiting for {count} soldiers on their way to {castle} ({kingdom}): they arrive in {duration}.',
    }),
  ),
  transferBooked: params('Another bot on this account is sending soldiers to {castle} ({kingdom}) or booked the main castle’s first; looking again soon.'),
  troopsSent: params(
    plural({
      one: 'Sent {count} soldier from {from} to {castle} ({kingdom}).',
      other: 'Sent {count} soldiers from {from} to {castle} ({kingdom}).',
    }),
  ),
  troopsSentArrive: params(
    plural({
      one: 'Sent {count} soldier from {from} to {castle} ({kingdom}); arriving in {duration}.',
      other: 'Sent {count} soldiers from {from} to {castle} ({kingdom}); they arrive in {duration}.',
    }),
  ),
  troopsOnWay: params(
    plural({
      one: 'Waiting for {count} soldier on the way to {castle} ({kingdom}).',
      other: 'Waiting for {count} soldiers on their way to {castle} ({kingdom}).',
    }),
  ),
});
