/**
 * What the Quests bot writes: quests the game finished, donations and visits made, and what each quest
 * still waits for. A quest's kind ("donate currency1") and a task the game counts from play ("kill robber
 * baron") are the game's quest table's own words, in English, and go in as they are.
 */
import { defineMessages, params, plural } from '../i18n/messages';

export const questLines = defineMessages('bot-lines/quests', {
  finished: params('The game finished quest {id}.'),
  finishedKind: params('The game finished quest {id} ({kind}).'),
  finishedHelped: params('The game finished quest {id}: this bot’s donations and visits completed it.'),
  finishedKindHelped: params('The game finished quest {id} ({kind}): this bot’s donations and visits completed it.'),
  noList: 'The game has not sent your quest list yet (it comes after the login); waiting for it.',
  noneOpen: 'You have no open quests; waiting for the game to open new ones.',
  notCounted: params('Quest {id} ({kind}) is counted by the game from your play; this bot cannot do it for you.'),
  notInTable: 'not in the quests table',
  visitedInn: params('Quest {id}: reported the visit to the Generals’ inn the quest asks for.'),
  visitedOverview: params('Quest {id}: reported the look at the generals overview the quest asks for.'),
  donated: params('Quest {id}: donated {amount} {what}.'),
  donatedFrom: params('Quest {id}: donated {amount} {what} from {castle}.'),
  noMainCastle: 'Your main castle is not in the game’s castle list; quests wait.',
  waits: params('Quest {id} waits for {tasks}.'),
  /** What a quest waits for, joined by "and" into `waits`. */
  waitPlay: params('{task} ×{amount} (counted by the game from your play)'),
  waitVisitsOff: 'a visit to the generals’ screens (reporting visits is off in the settings)',
  waitCurrencyOff: params('{amount} {what} (donating event currencies is off in the settings)'),
  waitHeld: params('{amount} {what} (you hold {held})'),
  waitUnread: params('{amount} {what} (this bot does not read {what}: donate it yourself)'),
  waitKept: params('{amount} {what} (you hold {held}, keeping {keep})'),
  waitKeptIn: params('{amount} {what} ({castle} holds {held}, keeping {keep})'),
  nothingToDo: plural({
    one: 'Nothing this bot can do for your {count} open quest now; looking again in 10 minutes.',
    other: 'Nothing this bot can do for your {count} open quests now; looking again in 10 minutes.',
  }),
  notEnough: params('Quest {id}: the game says there is not enough to donate ({reason}); trying again in 10 minutes.'),
  notTaken: params('Quest {id}: the game no longer takes this donation ({reason}); skipped.'),
  /** What quests ask to be donated, beside wood, stone and food (shared/src/game-wire/quest-list.ts). */
  coins: 'coins',
  coal: 'charcoal',
  oil: 'olive oil',
  glass: 'glass',
  iron: 'iron ore',
  khanMedals: 'khan medals',
  samuraiTokens: 'samurai tokens',
});
