/** The economy templates' own words: Resource Collector & Feasts, Quests and Custom Script (see common.messages.ts). */
import { defineMessages } from '../i18n/messages';

export const economyWords = defineMessages('templates/economy', {
  keeper: 'Resource Collector & Feasts',
  keeperText:
    'Keeps your economy running: sends the tax collector out and brings the coins in, holds a feast when food is plentiful, recruits spearmen from spare coins up to the army you want, upgrades your buildings in the order you list, keeps your castles in the other kingdoms supplied from the main castle if you wish, and reports what it gathered.',
  collectEvery: 'Tax collector round (game min)',
  collectEveryHelp:
    'The collector goes out for the longest of the game’s rounds that fits (10 min, 30 min, 1 h 30, 3 h, 6 h): the 10-minute round is free, longer ones cost a tenth of their income.',
  feast: 'Feast',
  noFeasts: 'No feasts',
  holdFeast: 'Hold the game’s feast',
  feastWhenFoodAbove: 'Hold a feast when food is above',
  recruitWhenCoinsAbove: 'Recruit when coins are above',
  recruitWhenCoinsAboveHelp: '0 = never recruit.',
  recruitAmount: 'Spearmen per recruitment',
  recruitUpTo: 'Target army (soldiers in the castle)',
  recruitUpToHelp: 'Recruiting stops once the castle holds this many. 0 = no target.',
  supplyKingdoms: 'Supply your castles in the other kingdoms',
  supplyKingdomsHelp: 'Wood, stone and food go from your main castle to a castle in another kingdom that runs low.',
  supplyBelow: 'Supply a castle when a resource is below',
  supplyBelowHelp: 'The main castle keeps at least as much of each resource itself.',
  supplyAmount: 'Most to send of each resource',
  quests: 'Quests',
  questsText:
    'Finishes what a bot can finish of your open quests: donates the resources and coins a quest asks for from your main castle while it keeps your reserve, and reports the Generals’ inn and overview visits of the generals introduction. Quests the game counts from your play (battles, buildings, taxes…) are listed in the console as left to you and your other bots; each quest the game finishes is reported.',
  keepResources: 'Keep at least (of each resource, and coins)',
  keepResourcesHelp:
    'A donation is sent only when the castle still holds this much of that resource (or of coins) afterwards. Charcoal, olive oil, glass and iron ore donations are left to you.',
  currencies: 'Donate khan medals and samurai tokens',
  currenciesHelp: 'Some event quests ask for them; they also buy packages in the event shops.',
  visits: 'Report the generals introduction’s visits',
  visitsHelp: 'Tells the game you saw the Generals’ inn or overview, as the game’s own screen does when you open it.',
  customScript: 'Custom Script',
  customScriptText:
    'Runs one of your own scripts (Scripts in the menu): each step it reads your castles, movements, the map around your main castle and the running events, and carries out the attacks, time skips, soldier transfers, recruits and tax rounds your script asks for, paced and reserved like every template. Scripts run in a sandbox with a time and memory budget; one that fails stops with a line in the console while the session plays on.',
  script: 'Script',
  scriptHelp: 'One of your scripts; write and try them on the Scripts page.',
  scriptVersion: 'Version to run',
  scriptVersionHelp: '0 = always the newest version you saved.',
});
