/**
 * The Strategy Planner's words: the reasons of each planned attack and what the plan rests on (the
 * planner page shows them, the Strategy Planner bot's console says them), and the bot's own lines.
 * Durations are game time as the planner says it ("2 h 5 min"); loot and soldiers figures are numbers.
 */
import { defineMessages, params, plural } from '../i18n/messages';

export const plannerLines = defineMessages('bot-lines/planner', {
  seconds: params('{s} s'),
  minutes: params('{m} min'),
  hours: params('{h} h'),
  hoursMinutes: params('{h} h {m} min'),
  gameTime: params('{duration} of game time'),
  robberCampTitle: 'Robber baron castle',
  fortressTitle: 'Fortress',
  where: params('level {level} at {x}:{y}'),
  /** The first reason: why this camp. */
  whyCamp: params(
    plural({
      one: '{camp} {where}, {distance} from {castle}: of {count} camp this army could take now, {ranking} (≈ {loot} loot, {trip} there and back).{next}',
      other: '{camp} {where}, {distance} from {castle}: of {count} camps this army could take now, {ranking} (≈ {loot} loot, {trip} there and back).{next}',
    }),
  ),
  /** After the first reason when there is a runner-up (a leading space: it follows a full stop). */
  nextBest: params(' Next best: {where} (≈ {loot} loot, {trip} there and back).'),
  /** What the chosen way ranks the camps by. */
  rankLootPerTripHour: 'the most loot per hour of its army’s trip',
  rankLootPerSoldierHour: 'the most loot per soldier and hour away',
  rankLootPerSoldierLost: 'the most loot per soldier the fight is expected to cost',
  rankWorthwhile: 'among the camps that pay at least 90 % of the best loot per soldier lost, the most loot per hour of its army’s trip',
  rankOneArmy: 'the most loot one army of nearly all your free soldiers can take',
  rankOneArmyPerTripHour: 'the most loot per hour of the trip for one army of nearly all your free soldiers',
  rankMostLoot: 'the most loot in one attack',
  rankTemplate: params('the nearest ready camp in levels {min}–{max} (the template’s rule did best on this snapshot)'),
  /** The second reason: why this army. */
  fullWave: params(
    plural({
      one: '{count} soldier: at most a full wave at level {level} (the game’s cap), sized to the camp’s own defenders with a fifth to spare. {stay}',
      other: '{count} soldiers: at most a full wave at level {level} (the game’s cap), sized to the camp’s own defenders with a fifth to spare. {stay}',
    }),
  ),
  /** The army is several full waves, as the bot sized it: one wave's forecast lost more (runtime/planner/choice.ts plannedSizing). */
  fullWaves: params(
    plural({
      one: '{count} soldier in {waves} full waves at level {level}: sized to the camp’s own defenders with a fifth to spare, and by the battle forecast more waves lose fewer soldiers. {stay}',
      other:
        '{count} soldiers in {waves} full waves at level {level}: sized to the camp’s own defenders with a fifth to spare, and by the battle forecast more waves lose fewer soldiers. {stay}',
    }),
  ),
  partWave: params(
    plural({
      one: '{count} soldier, fewer than a full wave at level {level} ({need}): enough for the camp’s own defenders with a fifth to spare, or it is not sent. {stay}',
      other:
        '{count} soldiers, fewer than a full wave at level {level} ({need}): enough for the camp’s own defenders with a fifth to spare, or it is not sent. {stay}',
    }),
  ),
  stayFree: params('{free} more stay free.'),
  stayFreeKept: params('{free} more stay free and {kept} are kept home.'),
  /** The third reason: why this time. */
  now: 'Now',
  inTime: params('In {duration}'),
  sendNow: params('{at}: a commander and the soldiers are free.'),
  sendSoldiers: params('{at}, when the army is home with its soldiers.'),
  sendSoldiersFrom: params('{at}, when the army from {x}:{y} is home with its soldiers.'),
  sendCommander: params('{at}, when a commander is home: every one is out until then.'),
  sendCommanderFrom: params('{at}, when a commander is home (with the army from {x}:{y}): every one is out until then.'),
  sendCamp: params('{at}, when this camp’s cooldown ends.'),
  sendSpacing: params('{at}: attacks go at least {gap} apart (your pacing).'),
  sendActive: params('{at}, when your active hours begin.'),
  sendDay: params(
    plural({
      one: '{at}, after 00:00 UTC: today’s limit of {count} attack is reached.',
      other: '{at}, after 00:00 UTC: today’s limit of {count} attacks is reached.',
    }),
  ),
  /** What the whole plan rests on. */
  summary: params(
    plural({
      one: 'Over the next {horizon}: ≈ {loot} loot an hour from {count} attack, against ≈ {templateLoot} an hour from {template} ({setting}) on the same snapshot and rules.',
      other:
        'Over the next {horizon}: ≈ {loot} loot an hour from {count} attacks, against ≈ {templateLoot} an hour from {template} ({setting}) on the same snapshot and rules.',
    }),
  ),
  oneTemplate: 'the template setting',
  bestTemplate: params('the best of {tried} template settings'),
  templateSetting: params(
    plural({
      one: 'Robber Baron Farmer, {count} soldier per attack, levels {min}–{max}',
      other: 'Robber Baron Farmer, {count} soldiers per attack, levels {min}–{max}',
    }),
  ),
  travel: params('Travel: {base} plus {perField} a field, {source}.'),
  loot: params('Loot: ≈ {loot} per camp level, {source}.'),
  losses: params('Losses: ≈ {share} % of a full wave per won fight, {source}.'),
  cooldown: params('Cooldown: {duration} after an army reaches a camp, {source}.'),
  onlyHome: 'Only loot of armies home within the horizon is counted; the game decides every fight, so these are expectations, not promises.',
  measured: plural({ one: 'measured from {count} of your armies', other: 'measured from {count} of your armies' }),
  estimated: 'estimated (no army of yours measured it yet)',
  /** The Strategy Planner bot's console. */
  plan: params('Plan: {summary} {loot}'),
  noCastle: 'No castle of yours with soldiers in the four main kingdoms: nothing to plan.',
  nothingToAttack: params('Nothing to attack within the next {horizon}: no camp in levels {min}–{max} in reach that the free soldiers can take.'),
  /** No attack planned, no army out, no camp cooling that the soldiers beat: a stall (behaviours/strategy-planner.ts). */
  stalled: params('Cannot go on: no camp in levels {min}–{max} in reach that {soldiers} can take, and no army out. {advice}'),
  /** Its advice, each setting named by its label in the bot's settings (runtime/planner/stall-advice.ts; Soldiers to keep at home is attackLines'). */
  adviceLowestLevel: params('Lower Lowest camp level to {level}.'),
  adviceHighestLevel: params('Raise Highest camp level to {level}.'),
  next: params('Next: the {target}. {when}'),
  plannedBut: params('The {target} was planned, but {reason}; planning again.'),
  noSoldierIn: params('no soldier in {castle} can be sent'),
  booked: 'another bot on this account booked these soldiers, this camp or this commander first',
  cooling: 'the game says it is cooling down after all',
  gone: 'it is no longer on the map',
  attacking: params(
    plural({
      one: 'Attacking the {target} from {castle} with {count} soldier (attacks today: {today}). Why: {why}',
      other: 'Attacking the {target} from {castle} with {count} soldiers (attacks today: {today}). Why: {why}',
    }),
  ),
  /** The same with the bot's battle forecast (attacks.messages.ts forecastWin or forecastLoss). */
  attackingForecast: params(
    plural({
      one: 'Attacking the {target} from {castle} with {count} soldier; forecast: {forecast} (attacks today: {today}). Why: {why}',
      other: 'Attacking the {target} from {castle} with {count} soldiers; forecast: {forecast} (attacks today: {today}). Why: {why}',
    }),
  ),
  /** Sentences one after another: the first, then the rest (itself such a pair, or the last sentence). */
  sentences: params('{first} {rest}'),
  homeWithLoot: params(
    plural({
      one: 'Army home with {total} loot ({resources}) and {count} soldier.',
      other: 'Army home with {total} loot ({resources}) and {count} soldiers.',
    }),
  ),
  homeFromWithLoot: params(
    plural({
      one: 'Army home from the {target} with {total} loot ({resources}) and {count} soldier.',
      other: 'Army home from the {target} with {total} loot ({resources}) and {count} soldiers.',
    }),
  ),
  homeFromEmpty: params(
    plural({
      one: 'Army home from the {target} with {count} soldier and no loot.',
      other: 'Army home from the {target} with {count} soldiers and no loot.',
    }),
  ),
  homeFromWithLootLost: params(
    plural({
      one: 'Army home from the {target} with {total} loot ({resources}) and {soldiers}; lost {count} soldier.',
      other: 'Army home from the {target} with {total} loot ({resources}) and {soldiers}; lost {count} soldiers.',
    }),
  ),
  homeFromEmptyLost: params(
    plural({
      one: 'Army home from the {target} with {soldiers} and no loot; lost {count} soldier.',
      other: 'Army home from the {target} with {soldiers} and no loot; lost {count} soldiers.',
    }),
  ),
});
