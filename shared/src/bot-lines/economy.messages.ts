/**
 * What the economy bots write (Resource Keeper, the Storm Islands' cargo, temporary servers, a script's
 * economy actions): taxes, feasts, recruits, resources sent between castles, building upgrades. Building
 * names are the game's English names (a long list no translation of ours covers yet).
 */
import { defineMessages, params, plural } from '../i18n/messages';

export const economyLines = defineMessages('bot-lines/economy', {
  noCastle: 'No castle found on this account.',
  taxesCollected: plural({
    one: 'Collected {count} coin in taxes.',
    other: 'Collected {count} coins in taxes.',
  }),
  taxesCollectedStores: params(
    plural({
      one: 'Collected {count} coin in taxes. Stores in {castle}: {stores}.',
      other: 'Collected {count} coins in taxes. Stores in {castle}: {stores}.',
    }),
  ),
  collectorSent: params('Sent the tax collector out for {duration} of game time.'),
  feast: params('Held a feast in {castle}.'),
  feastLasts: params('Held a feast in {castle}: it lasts {duration}.'),
  recruited: params('Recruited {soldiers} spearmen in {castle}.'),
  recruitedOf: params('Recruited {soldiers} spearmen in {castle} ({now} of the {wanted} wanted).'),
  /** The army's upkeep (runtime/actions/upkeep.ts): {soldiers} and {missing} are soldiers, {coins} and {total} coins, each with its own plural. */
  upkeepHealed: params('Healed {soldiers} in the military hospital of {castle} for {coins} (upkeep budget {budget} of {total}).'),
  upkeepRecruited: params('Recruited {soldiers} spearmen in {castle} for {coins} (upkeep budget {budget} of {total}).'),
  upkeepFoodShort: params(
    'Recruiting stops at what the food of {castle} keeps: {missing} lost are not replaced (food production less food consumption: {spare} an hour).',
  ),
  upkeepBudgetShort: params('The upkeep budget ({budget} of {total}) leaves {missing} lost in {castle} unrecruited; they are recruited as coins come in.'),
  upkeepRefused: params('The game refused the upkeep in {castle} ({reason}); trying again next round.'),
  supplied: params('Sent {goods} from {from} to {castle} ({kingdom}), which was below {floor}.'),
  upgradeBusy: params('In {castle}, the {building} (level {level}) is being upgraded; the next upgrade waits for it.'),
  slotsBusy: params('In {castle}, every construction slot is busy; the next upgrade waits for it.'),
  upgradeStarted: params('Started upgrading the {building} (level {level}) in {castle} to level {to} (goal {goal}).'),
  upgradeShort: params('Not enough resources in {castle} to upgrade the {building} (level {level}); trying again next round.'),
  upgradeMissing: params('{castle} has no {buildings}; those entries of the upgrade list are skipped.'),
  upgradesDone: params('Every building on the upgrade list in {castle} has reached its level.'),
  isleStockSent: params("Sent the isle's stock on: {sends}."),
  isleSend: params('{wood} wood and {stone} stone to {castle} ({kingdom})'),
  noStormCastle: 'No castle in the Storm Islands on this account: no cargo ships to upgrade.',
  tempClosed: params('{server} has closed: left it.'),
  tempNotOpen: params('{server} is not open: waiting for its event.'),
  tempNoWay: params('The game gave no way into {server} (its login token reply was incomplete); asking again soon.'),
  tempRefused: params('The game did not let this account into {server} ({reason}); asking again soon.'),
  tempEntered: params('Entered {server} as {name} for the {duration} it stays open.'),
  tempNoCastle: params('This account has no castle in {server}: choose one there in the game first.'),
  tempTaxes: params(
    plural({
      one: 'Collected {count} coin in taxes in {server}.',
      other: 'Collected {count} coins in taxes in {server}.',
    }),
  ),
  tempCollector: params('Sent the tax collector out in {server} for {duration} of game time.'),
});
