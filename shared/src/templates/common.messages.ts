/**
 * The words many bot templates share: categories, kingdoms, skip items, yes/no, the pacing every template
 * has, and the army settings of the attack templates. The API's catalogue (api/src/modules/templates)
 * reads its English from here and answers each asker in their language.
 */
import { defineMessages, params } from '../i18n/messages';

export const commonWords = defineMessages('templates/common', {
  combat: 'Combat',
  economy: 'Economy',
  events: 'Events',
  safety: 'Safety',
  alliance: 'Alliance',
  scripts: 'Scripts',
  yes: 'Yes',
  no: 'No',
  both: 'Both',
  kingdom: 'Kingdom',
  kingdomGreen: 'Great Empire (green)',
  kingdomSands: 'Burning Sands',
  kingdomIce: 'Everwinter Glacier',
  kingdomFire: 'Fire Peaks',
  targets: 'Targets',
  khanCamps: 'Khan camps',
  skipNone: 'No time skips',
  skip1: '1-minute time skips',
  skip5: '5-minute time skips',
  skip30: '30-minute time skips',
  useSkips: 'Time skips on cooldowns',
  skipsHelp: 'When every camp in range is cooling down, one time skip shortens the nearest one’s cooldown.',
  troops: 'Soldiers per attack',
  troopsHelp: 'At most this many go per attack; the game caps each wave by the target’s level, so a low camp takes fewer.',
  keepAtHome: 'Soldiers to keep at home',
  keepAtHomeHelp: 'No bot on this game account sends these away: your castle keeps its defense.',
  dailyLimit: 'Daily attack limit',
  dailyLimitHelp: 'A daily cap keeps the pattern human.',
  bringTroops: 'Soldiers to bring from your main castle when short',
  bringTroopsHelp:
    'Outside the Great Empire: when the castle there lacks soldiers, up to this many come from your main castle (the soldiers it keeps at home stay). 0 = never.',
  winMargin: 'Win margin (%)',
  maxLossPercent: 'Most soldiers lost per attack (%)',
  maxLossPercentHelp:
    'An attack goes only when its battle forecast loses at most this share of the soldiers sent; a costlier camp is passed over for the next in reach. 100 = no limit.',
  winMarginHelp: 'A camp is attacked only when the army beats its defense by this much, by the game’s own numbers. Higher: fewer losses, fewer camps.',
  upkeepCoins: 'Coins for upkeep (%)',
  upkeepCoinsHelp:
    'The share of your coins each round of upkeep may spend on healing the wounded in the military hospital and recruiting the soldiers lost (0: none). Recruiting never goes past what the castle’s food keeps.',
  healWounded: 'Heal the wounded',
  healWoundedHelp: 'Wounded soldiers in the military hospital are healed with coins of the upkeep budget; never units that heal for rubies.',
  armyToKeep: 'Army to keep up',
  armyToKeepHelp: 'The soldiers upkeep keeps the castle at: at home, out, coming and wounded together (0: as many as when the bot started).',
  lowestBaronLevel: 'Lowest baron level',
  highestBaronLevel: 'Highest baron level',
  lowestCampLevel: 'Lowest camp level',
  highestCampLevel: 'Highest camp level',
  highestTowerLevel: 'Highest watchtower level',
  checkEvery: 'Check every (s)',
  /** The building names stay as the game's English ids: the list is typed with them ("Keep 5, Farm 4"). */
  upgradeList: 'Upgrade list (in order)',
  upgradeListHelp: params(
    'Buildings of your main castle and the level each should reach, in order, for example "Keep 5, Farm 4". One upgrade at a time, when the castle has the resources. Names: {names}. Empty = no building.',
  ),
  /** Said after the description of every template that plays only during an event. */
  eventWait: 'It plays only while the event runs in the game, and says in its console when it waits for the next one.',
  minDelay: 'Min delay between actions (s)',
  minDelayHelp: 'Each action waits a random time between min and max.',
  maxDelay: 'Max delay between actions (s)',
  breakEvery: 'Take a break every (min)',
  breakEveryHelp: '0 = no breaks. The interval varies by ±25 %.',
  breakLength: 'Break length (min)',
});
