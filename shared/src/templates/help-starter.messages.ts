import { defineMessages } from '../i18n/messages';

/**
 * The words of the articles on the Starter and Plus templates that play all year (units/<id>.ts name them). Template names are proper names in each language,
 * as the landing page calls them.
 */
export const baronFarmerMessages = defineMessages('help/baron-farmer', {
  title: 'Robber Baron Farmer',
  summary: 'Attacks robber baron castles in one kingdom, sends the army out again as soon as it is home, and brings the loot back.',
  what: 'Attacks robber baron castles in the chosen kingdom within your level range from your castle there, sends the army again as soon as it is home, and brings the loot back.',
  what2:
    'Optional time skips shorten a castle’s cooldown. Outside the Great Empire it can bring soldiers from your main castle when the castle there is short.',
  kingdom: 'Kingdom: the Great Empire, the Burning Sands, the Everwinter Glacier or the Fire Peaks (you need a castle there).',
  levels: 'Lowest and highest baron level: the camps it attacks.',
  bring:
    'Soldiers to bring from your main castle when short: outside the Great Empire, up to this many come from your main castle (the soldiers it keeps at home stay). 0 = never.',
});

export const fortressesMessages = defineMessages('help/fortresses', {
  title: 'Fortresses',
  summary: 'Attacks the fortresses of the Burning Sands, the Everwinter Glacier or the Fire Peaks, nearest ready fortress first.',
  what: 'Attacks the fortresses of the chosen kingdom from your castle there, nearest ready fortress first, and brings soldiers over from your main castle when that castle runs short.',
  what2: 'Fortress cooldowns are waited out: no public client skips them, so this template uses no time skips.',
  kingdom: 'Kingdom: the Burning Sands, the Everwinter Glacier or the Fire Peaks.',
  bring: 'Soldiers to bring from your main castle when short. 0 = never.',
});

export const resourceKeeperMessages = defineMessages('help/resource-keeper', {
  title: 'Resource Collector & Feasts',
  summary: 'Keeps your economy running: taxes, feasts, recruiting, building upgrades in your order, and supplies for your other castles.',
  what: 'Sends the tax collector out and brings the coins in, holds a feast when food is plentiful, recruits spearmen from spare coins up to the army you want, upgrades your buildings in the order you list, keeps your castles in the other kingdoms supplied from the main castle if you wish, and reports what it gathered.',
  taxes:
    'Tax collector round (game minutes): the collector goes out for the longest of the game’s rounds that fits (10 min, 30 min, 1 h 30, 3 h, 6 h). The 10-minute round is free; longer ones cost a tenth of their income.',
  feast: 'Feast, and hold a feast when food is above: the game’s feast when your food passes the amount.',
  recruit:
    'Recruit when coins are above (0 = never), spearmen per recruitment, and the target army: recruiting stops once the castle holds that many (0 = no target).',
  supply:
    'Supply your castles in the other kingdoms: wood, stone and food go from your main castle to a castle that runs low, below the amount you set, at most the amount you set per resource. The main castle keeps at least as much itself.',
  upgrades: 'Upgrade list, in order, for example “Keep 5, Farm 4”: one upgrade at a time, when the castle has the resources. Empty = no building.',
});

export const seaFortsMessages = defineMessages('help/storm-sea-forts', {
  title: 'Storm Forts',
  summary: 'From your castle in the Storm Islands, attacks the storm forts for mead and ranking points.',
  what: 'From your castle in the Storm Islands, attacks the storm forts (the islands’ NPC isles) up to the chosen level for mead and ranking points, waiting out each fort’s cooldown and using time skips on it if you allow them.',
  what2: 'It can also send the isle’s wood and stone on to your other kingdoms and upgrade the isle’s cargo ships.',
  level: 'Highest storm fort level: storm forts are levels 40 to 80.',
  send: 'Send the isle’s wood and stone to your other kingdoms: every 30 minutes, each castle up to its free storage; never twice while goods are on their way there.',
  ships: 'Upgrade the cargo ships up to level: lowest level first, one upgrade at a time when a construction slot is free and the isle can pay. 0 = never.',
});

export const khanBerimondMessages = defineMessages('help/khan-berimond', {
  title: 'Khan Camps & Berimond',
  summary: 'During the Nomad Invasion, the Khan camps; during the Battle for Berimond, Berimond’s watchtowers.',
  what: 'During the Nomad Invasion, attacks the Khan camps near your main castle; during the Battle for Berimond, Berimond’s watchtowers near your camp there: the nearest ready target, then the returning loot is counted.',
  what2: 'The game’s map gives no Khan camp levels, so the level limit applies to the watchtowers only.',
  targets: 'Targets: Khan camps, Berimond, or both.',
  level: 'Highest watchtower level.',
});

export const attackGuardMessages = defineMessages('help/attack-guard', {
  title: 'Incoming Attack Guard',
  summary: 'Watches your castles around the clock and tells you the moment an attack is launched at you.',
  what: 'Tells you who attacks, which castle, with how many soldiers and when it lands, on the bell and in the console. Optionally it posts the alert to a Discord channel as well.',
  what2: 'It only watches and tells: to refill tools, recall attacks or move soldiers out of the way, add Castle Defense.',
  check: 'Check every (s): alerts the game pushes arrive at once; this is the fallback poll.',
  ignore: 'Ignore attacks smaller than (soldiers).',
  alerts:
    'Where alerts reach you: the bell, push to your devices, your Discord webhook (Premium and up) and e-mail, as you set them in Settings → Notifications. Each attack is reminded at a third and at two thirds of its travel, unless you acknowledge it.',
});

export const castleDefenceMessages = defineMessages('help/castle-defence', {
  title: 'Castle Defense',
  summary: 'When an attack on one of your castles is announced: refills tools, recalls attacks that can save it, or moves your soldiers out of harm’s way.',
  what: 'When an attack on one of your castles is announced, it refills the wall, moat and keep tool slots you set up from the castle’s stock and compares the attack’s announced strength with the soldiers at home.',
  what2:
    'When they cannot hold, it recalls the castle’s own attacks that left moments ago if that saves it, or else sends the soldiers to your nearest other castle in that kingdom so they are not lost. Every decision is written to the console with its reason, and you are alerted at once, above all when it cannot save them.',
  hold: 'Hold when soldiers at home are at least (% of the attackers): tools are not counted (the game does not publish their worth), so 100 % errs on the safe side. Higher sends soldiers away sooner.',
  refill: 'Refill tool slots from stock: only the slots you filled in the game, with the same tool.',
  recall:
    'Recall the castle’s attacks when that saves it: attacks that left less than 10 minutes ago turn round, when they are home before the attack lands and the castle then holds.',
  away: 'Send soldiers away when the castle cannot hold (or only alert you): to your nearest other castle in that kingdom.',
  shelter:
    'Player whose castle shelters them (optional): when you have no other castle in the Great Empire, the soldiers stand in this player’s main castle (an alliance member, say) until an hour after the attack.',
  check: 'Check every (s): how often it looks for announced attacks on your castles.',
});

export const allianceHelpMessages = defineMessages('help/alliance-help', {
  title: 'Alliance Help',
  summary: 'Answers your alliance’s help requests a little while after they appear, and can send soldiers to members under attack.',
  what: 'Answers your alliance’s help requests (building, recruiting, healing) a little while after they appear, as a member reading the list would, and counts the help given.',
  what2: 'If you wish, it also sends soldiers from your main castle to defend members under attack, once per attack.',
  answer: 'Answer after at least / at most (s): a random wait between these two.',
  check: 'Check every (s): new requests arrive by themselves; this is the rhythm between looks.',
  send: 'Soldiers to send to a member under attack: from your main castle, led by a free commander, once per attack the game shows on a member’s castle in the Great Empire. 0 = never.',
  stays: 'Support stays (game hours): how long the soldiers stand in the member’s castle before they come home (0 to 12).',
});
