/**
 * The event templates' own words (see common.messages.ts). `…Event` names the event a template waits for
 * as a sentence names it ("Runs during the Nomad invasion" on the bot's schedule).
 */
import { defineMessages } from '../i18n/messages';

export const eventWords = defineMessages('templates/events', {
  seaForts: 'Storm Forts',
  seaFortsText:
    'From your castle in the Storm Islands, attacks the storm forts (the islands’ NPC isles) up to the chosen level for mead and ranking points, waiting out each fort’s cooldown and using time skips on it if you allow them. It can also send the isle’s wood and stone on to your other kingdoms and upgrade the isle’s cargo ships.',
  highestSeaFortLevel: 'Highest storm fort level',
  highestSeaFortLevelHelp: 'Storm forts are levels 40 to 80.',
  sendResources: 'Send the isle’s wood and stone to your other kingdoms',
  sendResourcesHelp: 'Every 30 minutes, each castle up to its free storage; never twice while goods are on their way there.',
  cargoLevel: 'Upgrade the cargo ships up to level',
  cargoLevelHelp: 'The isle’s cargo ships, lowest level first, one upgrade at a time when a construction slot is free and the isle can pay. 0 = never.',
  khanBerimond: 'Khan Camps & Berimond',
  khanBerimondEvent: 'the Nomad invasion or the Battle for Berimond',
  khanBerimondText:
    'During the Nomad Invasion, attacks the Khan camps near your main castle; during the Battle for Berimond, Berimond’s watchtowers near your camp there: the nearest ready target, then the returning loot is counted. The game’s map gives no Khan camp levels, so the level limit applies to the towers.',
  berimond: 'Berimond',
  nomadInvasion: 'Nomad Invasion & Khan',
  nomadInvasionEvent: 'the Nomad invasion',
  nomadInvasionText:
    'During the Nomad Invasion, attacks the nomad camps and the Khan camps near your main castle, nearest ready camp first, and counts the loot that comes home.',
  nomadCamps: 'Nomad camps',
  samuraiInvasion: 'Samurai Invasion & Daimyo',
  samuraiInvasionEvent: 'the Samurai invasion',
  samuraiInvasionText:
    'During the Samurai Invasion, attacks the samurai camps and the Daimyo’s townships and castle near your main castle, nearest ready target first.',
  samuraiCamps: 'Samurai camps',
  daimyo: 'The Daimyo',
  foreignInvasion: 'Foreign Invasion & Bloodcrows',
  foreignInvasionEvent: 'the Foreign Invasion or the Bloodcrow invasion',
  foreignInvasionText:
    'During the Foreign Invasion or the Bloodcrow invasion, attacks the foreign and Bloodcrow castles near your main castle within your level range. A castle resting in peace mode is left alone until the map shows it open again.',
  berimondInvasion: 'Berimond Invasion',
  berimondInvasionEvent: 'the Berimond invasion',
  berimondInvasionText:
    'During the Berimond invasion, attacks the invading faction’s camps near your main castle, nearest ready camp first, and counts the loot that comes home.',
  berimondKingdom: 'Berimond Kingdom',
  berimondKingdomEvent: 'the Battle for Berimond',
  berimondKingdomText:
    'While the Battle for Berimond runs: opens Berimond with a camp there if you wish, brings soldiers from your main castle, unlocks the camp’s plots, places and upgrades its small tents, and attacks Berimond’s watchtowers from the camp. No time skips or rubies are spent.',
  openBerimond: 'Open Berimond when the event starts',
  openBerimondSelf: 'No, I open it myself',
  openBerimondHelp: 'Once your main castle holds 9,000 wood and stone, as public bots wait for.',
  campBringTroopsHelp: 'When the camp lacks soldiers, up to this many come from your main castle (the soldiers it keeps at home stay). 0 = never.',
  keepInCamp: 'Soldiers to keep in the camp',
  keepInCampHelp: 'No bot on this game account sends these away from the camp.',
  expandCamp: 'Unlock the camp’s plots',
  expandCampHelp: 'The camp’s ten plots, in the order public bots unlock them, as the camp’s resources pay for them.',
  tents: 'Small tents to have in the camp',
  tentsHelp: 'New tents are placed one at a time until the camp has this many. 0 = none.',
  tentLevel: 'Upgrade the small tents up to level',
  tentLevelHelp: 'Lowest tent first, one at a time. 0 = never.',
  eventShops: 'Event Shops',
  eventShopsEvent: 'its shop’s invasion',
  eventShopsText:
    'Spends an invasion’s currency in its shop (khan tablets in the Nomad shop, samurai tokens in the Samurai shop) on the packages you list, in your order, one at a time, as the currency allows.',
  shop: 'Shop',
  nomadShop: 'Nomad shop',
  nomadShopHelp: 'The Nomad shop takes khan tablets, during the Nomad invasion.',
  samuraiShop: 'Samurai shop',
  samuraiShopHelp: 'The Samurai shop takes samurai tokens, during the Samurai invasion.',
  packages: 'Packages to buy, in order',
  packagesHelp:
    'Package ids from the shop, each with how many to buy, for example "3215 x2, 3214". Empty = the packages public bots buy there, one of each. The count starts again when the bot restarts; the shop’s own limit always applies.',
  tempServers: 'Outer Realms & Beyond the Horizon',
  tempServersEvent: 'its temporary server’s event',
  tempServersText:
    "While the chosen temporary server is open, enters it with the game's own login token (your password is not sent there), collects its taxes and attacks its robber barons from your castle there, then leaves when it closes. Choose your castle there in the game first.",
  tempServer: 'Temporary server',
  collectTaxes: 'Collect taxes there',
});
