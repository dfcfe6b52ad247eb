/**
 * One article per bot template, written from the template catalogue (api/src/modules/templates/
 * catalogue.ts: each description, setting and hint) and the behaviours behind it. The site may not
 * import the API's code, so the words live here; the browser test help.e2e.ts checks that every
 * template the API offers has its article, under its own name.
 */
import { OUR_MARKET_NOTICE } from '@shared/market';
import { PLAN_NAMES, type PlanTier } from '@shared/plans';
import type { HelpArticle, HelpBlock } from './article';

const PACING: HelpBlock[] = [
  { heading: 'Pacing' },
  {
    list: [
      'Min and max delay between actions: each action waits a random time between the two, as a person would.',
      'Take a break every (min) and break length: regular pauses; the interval varies by ±25 %. 0 = no breaks.',
      'When it plays: the Schedule section on the bot’s page sets weekly windows in your own time zone (several a day), “run during its event” for event templates, and “run now for N hours”.',
    ],
  },
];

const ARMY = {
  troops: 'Soldiers per attack: at most this many go per attack; the game caps each wave by the target’s level, so a low target takes fewer.',
  keep: 'Soldiers to keep at home: no bot on this game account sends these away, so your castle keeps its defence.',
  daily: 'Daily attack limit: a cap that keeps the pattern human.',
  skips: 'Skip items on cooldowns (none, 1-, 5- or 30-minute skips): when every target in range is cooling down, one skip item shortens the nearest one’s cooldown.',
};

const EVENT_WAIT = 'It plays only while the event runs in the game, and says in its console when it waits for the next one.';

const plan = (tier: PlanTier) => ({ text: tier === 'starter' ? `Included in every plan, ${PLAN_NAMES.starter} too.` : `Included from the ${PLAN_NAMES[tier]} plan up.` });

function template(slug: string, title: string, tier: PlanTier, summary: string, what: string[], settings: string[], more: HelpBlock[] = [], pacing = true): HelpArticle {
  return {
    slug,
    title,
    summary,
    category: 'Bot templates',
    blocks: [
      { heading: 'What it does' },
      ...what.map((text) => ({ text })),
      plan(tier),
      { heading: 'Settings' },
      { list: settings },
      ...(pacing ? PACING : []),
      ...more,
    ],
  };
}

function invasion(slug: string, title: string, what: string, targets: string | null): HelpArticle {
  return template(
    slug,
    title,
    'plus',
    what,
    [what, EVENT_WAIT],
    [...(targets ? [targets] : []), ARMY.troops, ARMY.keep, ARMY.daily, ARMY.skips],
  );
}

export const TEMPLATE_ARTICLES: HelpArticle[] = [
  template(
    'baron-farmer',
    'Robber Baron Farmer',
    'starter',
    'Attacks robber baron camps in one kingdom, sends the army out again as soon as it is home, and brings the loot back.',
    [
      'Attacks robber baron camps in the chosen kingdom within your level range from your castle there, sends the army again as soon as it is home, and brings the loot back.',
      'Optional skip items shorten a camp’s cooldown. Outside the Great Empire it can bring soldiers from your main castle when the castle there is short.',
    ],
    [
      'Kingdom: the Great Empire, the Burning Sands, the Everwinter Glacier or the Fire Peaks (you need a castle there).',
      'Lowest and highest baron level: the camps it attacks.',
      ARMY.troops,
      ARMY.keep,
      ARMY.daily,
      ARMY.skips,
      'Soldiers to bring from your main castle when short: outside the Great Empire, up to this many come from your main castle (the soldiers it keeps at home stay). 0 = never.',
    ],
  ),
  template(
    'fortresses',
    'Fortresses',
    'plus',
    'Attacks the fortresses of the Burning Sands, the Everwinter Glacier or the Fire Peaks, nearest ready fortress first.',
    [
      'Attacks the fortresses of the chosen kingdom from your castle there, nearest ready fortress first, and brings soldiers over from your main castle when that castle runs short.',
      'Fortress cooldowns are waited out: no public client skips them, so this template uses no skip items.',
    ],
    ['Kingdom: the Burning Sands, the Everwinter Glacier or the Fire Peaks.', ARMY.troops, ARMY.keep, ARMY.daily, 'Soldiers to bring from your main castle when short. 0 = never.'],
  ),
  template(
    'resource-keeper',
    'Resource Collector & Feasts',
    'starter',
    'Keeps your economy running: taxes, feasts, recruiting, building upgrades in your order, and supplies for your other castles.',
    [
      'Sends the tax collector out and brings the coins in, holds a feast when food is plentiful, recruits spearmen from spare coins up to the army you want, upgrades your buildings in the order you list, keeps your castles in the other kingdoms supplied from the main castle if you wish, and reports what it gathered.',
    ],
    [
      'Tax collector round (game minutes): the collector goes out for the longest of the game’s rounds that fits (10 min, 30 min, 1 h 30, 3 h, 6 h). The 10-minute round is free; longer ones cost a tenth of their income.',
      'Feast, and hold a feast when food is above: the game’s feast when your food passes the amount.',
      'Recruit when coins are above (0 = never), spearmen per recruitment, and the target army: recruiting stops once the castle holds that many (0 = no target).',
      'Supply your castles in the other kingdoms: wood, stone and food go from your main castle to a castle that runs low, below the amount you set, at most the amount you set per resource. The main castle keeps at least as much itself.',
      'Upgrade list, in order, for example “Keep 5, Farm 4”: one upgrade at a time, when the castle has the resources. Empty = no building.',
    ],
  ),
  template(
    'storm-sea-forts',
    'Storm Islands Sea Forts',
    'starter',
    'From your castle in the Storm Islands, attacks the sea forts for mead and ranking points.',
    [
      'From your castle in the Storm Islands, attacks the sea forts (the islands’ NPC isles) up to the chosen level for mead and ranking points, waiting out each fort’s cooldown and using skip items on it if you allow them.',
      'It can also send the isle’s wood and stone on to your other kingdoms and upgrade the isle’s cargo ships.',
    ],
    [
      'Highest sea fort level: sea forts are levels 40 to 80.',
      ARMY.troops,
      ARMY.keep,
      ARMY.skips,
      'Send the isle’s wood and stone to your other kingdoms: every 30 minutes, each castle up to its free storage; never twice while goods are on their way there.',
      'Upgrade the cargo ships up to level: lowest level first, one upgrade at a time when a construction slot is free and the isle can pay. 0 = never.',
    ],
  ),
  template(
    'khan-berimond',
    'Khan Camps & Berimond',
    'starter',
    'During the Nomad invasion, the Khan’s camps; during the Battle for Berimond, Berimond’s towers.',
    [
      'During the Nomad invasion, attacks the Khan’s camps near your main castle; during the Battle for Berimond, Berimond’s towers near your camp there: the nearest ready target, then the returning loot is counted.',
      'The game’s map gives no Khan camp levels, so the level limit applies to the towers only.',
    ],
    ['Targets: Khan camps, Berimond, or both.', 'Highest tower level.', ARMY.troops, ARMY.keep],
  ),
  template(
    'attack-guard',
    'Incoming Attack Guard',
    'starter',
    'Watches your castles around the clock and tells you the moment an attack is launched at you.',
    [
      'Tells you who attacks, which castle, with how many soldiers and when it lands, on the bell and in the console. Optionally it posts the alert to a Discord channel as well.',
      'It only watches and tells: to refill tools, recall attacks or move soldiers out of the way, add Castle Defence.',
    ],
    [
      'Check every (s): alerts the game pushes arrive at once; this is the fallback poll.',
      'Ignore attacks smaller than (soldiers).',
      'Where alerts reach you: the bell, push to your devices, your Discord webhook (Premium and up) and e-mail, as you set them in Settings → Notifications. Each attack is reminded at a third and at two thirds of its travel, unless you acknowledge it.',
    ],
    [],
    false,
  ),
  template(
    'castle-defence',
    'Castle Defence',
    'plus',
    'When an attack on one of your castles is announced: refills tools, recalls attacks that can save it, or moves your soldiers out of harm’s way.',
    [
      'When an attack on one of your castles is announced, it refills the wall, moat and keep tool slots you set up from the castle’s stock and compares the attack’s announced strength with the soldiers at home.',
      'When they cannot hold, it recalls the castle’s own attacks that left moments ago if that saves it, or else sends the soldiers to your nearest other castle in that kingdom so they are not lost. Every decision is written to the console with its reason, and you are alerted at once, above all when it cannot save them.',
    ],
    [
      'Hold when soldiers at home are at least (% of the attackers): tools are not counted (the game does not publish their worth), so 100 % errs on the safe side. Higher sends soldiers away sooner.',
      'Refill tool slots from stock: only the slots you filled in the game, with the same tool.',
      'Recall the castle’s attacks when that saves it: attacks that left less than 10 minutes ago turn round, when they are home before the attack lands and the castle then holds.',
      'Send soldiers away when the castle cannot hold (or only alert you): to your nearest other castle in that kingdom.',
      'Player whose castle shelters them (optional): when you have no other castle in the Great Empire, the soldiers stand in this player’s main castle (an alliance member, say) until an hour after the attack.',
      'Check every (s), and active hours (UTC).',
    ],
    [],
    false,
  ),
  template(
    'alliance-help',
    'Alliance Help',
    'plus',
    'Answers your alliance’s help requests a little while after they appear, and can send soldiers to members under attack.',
    [
      'Answers your alliance’s help requests (building, recruiting, healing) a little while after they appear, as a member reading the list would, and counts the help given.',
      'If you wish, it also sends soldiers from your main castle to defend members under attack, once per attack.',
    ],
    [
      'Answer after at least / at most (s): a random wait between these two.',
      'Check every (s): new requests arrive by themselves; this is the rhythm between looks.',
      'Soldiers to send to a member under attack: from your main castle, led by a free commander, once per attack the game shows on a member’s castle in the Great Empire. 0 = never.',
      'Support stays (game hours): how long the soldiers stand in the member’s castle before they come home (0 to 12).',
      ARMY.keep,
    ],
    [],
    false,
  ),
  invasion(
    'nomad-invasion',
    'Nomad Invasion & Khan',
    'During the Nomad invasion, attacks the nomad camps and the Khan’s camps near your main castle, nearest ready camp first, and counts the loot that comes home.',
    'Targets: nomad camps, Khan camps, or both.',
  ),
  invasion(
    'samurai-invasion',
    'Samurai Invasion & Daimyo',
    'During the Samurai invasion, attacks the samurai camps and the Daimyo’s townships and castle near your main castle, nearest ready target first.',
    'Targets: samurai camps, the Daimyo, or both.',
  ),
  invasion(
    'foreign-invasion',
    'Foreign Invasion & Bloodcrows',
    'During the Foreign invasion or the Bloodcrows’ invasion, attacks the invaders’ camps near your main castle within your level range. A camp resting in peace mode is left alone until the map shows it open again.',
    'Lowest and highest camp level.',
  ),
  invasion(
    'berimond-invasion',
    'Berimond Invasion',
    'During the Berimond invasion, attacks the invading faction’s camps near your main castle, nearest ready camp first, and counts the loot that comes home.',
    null,
  ),
  template(
    'berimond-kingdom',
    'Berimond Kingdom',
    'plus',
    'While the Battle for Berimond runs: opens Berimond with a camp, builds the camp up and attacks Berimond’s watch towers.',
    [
      'While the Battle for Berimond runs: opens Berimond with a camp there if you wish, brings soldiers from your main castle, unlocks the camp’s plots, places and upgrades its unit tents, and attacks Berimond’s watch towers from the camp. No skip items or rubies are spent.',
      EVENT_WAIT,
    ],
    [
      'Open Berimond when the event starts: once your main castle holds 9,000 wood and stone, as public bots wait for (or open it yourself).',
      'Soldiers to bring from your main castle: when the camp lacks soldiers, up to this many (the soldiers the main castle keeps at home stay). 0 = never.',
      'Highest tower level, soldiers per attack, and soldiers to keep in the camp.',
      'Unlock the camp’s plots: the camp’s ten plots, in the order public bots unlock them, as the camp’s resources pay for them.',
      'Unit tents to have in the camp, and upgrade the unit tents up to level: one at a time, lowest tent first. 0 = none.',
    ],
  ),
  template(
    'event-shops',
    'Event Shops',
    'plus',
    'Spends an invasion’s currency in its shop on the packages you list, in your order.',
    [
      'Spends an invasion’s currency in its shop (khan tablets in the Nomad shop, samurai tokens in the Samurai shop) on the packages you list, in your order, one at a time, as the currency allows.',
      EVENT_WAIT,
    ],
    [
      'Shop: the Nomad shop or the Samurai shop.',
      'Packages to buy, in order: package ids from the shop, each with how many to buy, for example “3215 x2, 3214”. Empty = the packages public bots buy there, one of each. The count starts again when the bot restarts; the shop’s own limit always applies.',
    ],
  ),
  template(
    'temp-servers',
    'Outer Realms & Beyond the Horizon',
    'plus',
    'While a temporary server is open, plays your castle there: taxes and robber barons, then leaves when it closes.',
    [
      'While the chosen temporary server is open, enters it with the game’s own login token (your password is not sent there), collects its taxes and attacks its robber barons from your castle there, then leaves when it closes.',
      'Choose your castle there in the game first. ' + EVENT_WAIT,
    ],
    ['Temporary server: Outer Realms or Beyond the Horizon.', 'Collect taxes there: yes or no.', 'Lowest and highest baron level.', ARMY.troops, ARMY.keep, ARMY.daily],
  ),
  template(
    'quests',
    'Quests',
    'plus',
    'Finishes what a bot can finish of your open quests, and lists the rest in the console.',
    [
      'Donates the resources and coins a quest asks for from your main castle while it keeps your reserve, and reports the generals’ inn and overview visits of the generals introduction.',
      'Quests the game counts from your play (battles, buildings, taxes…) are listed in the console as left to you and your other bots; each quest the game finishes is reported.',
    ],
    [
      'Keep at least (of each resource, and coins): a donation is sent only when the castle still holds this much of that resource afterwards. Coal, oil, glass and iron donations are left to you.',
      'Donate khan medals and samurai tokens: some event quests ask for them; they also buy packages in the event shops.',
      'Report the generals introduction’s visits: tells the game you saw the generals’ inn or overview, as the game’s own screen does when you open it.',
    ],
  ),
  template(
    'custom-script',
    'Custom Script',
    'advanced',
    'Runs one of your own scripts: each step it hands your script what the game shows, and carries out what the script asks, paced and reserved like every template.',
    [
      'Write scripts on the Scripts page (in the menu under your name): an editor, a library of examples, every saved version, and a dry run that plays one game hour on a fresh local game server with its console. A script exports a step: it reads your castles, movements, the map around your main castle and the running events, and asks for attacks, skips, soldier transfers, recruits or a tax round (at most five a step), logs to the console and keeps a little state.',
      'Scripts run in a sandbox with a time and memory budget per step, without network, files or your other accounts. A script that fails or overruns stops with a line in the console, and the game session plays on; saving a new version starts it again.',
    ],
    [
      'Script: one of your scripts.',
      'Version to run: 0 = always the newest version you saved.',
      ARMY.keep,
    ],
  ),
  template(
    'strategy-planner',
    'Strategy Planner',
    'premium',
    'Plans the next hours’ attacks on robber baron camps and fortresses from all your castles, for the most loot an hour within your rules, and sends them, saying why.',
    [
      'Each step it looks at your castles, soldiers, commanders, armies on the move and the camps around each castle, and plans the attacks of the next hours: which camp, how many soldiers, which commander and when. It plans again when the game shows something new, and sends each attack when its time comes, booked and paced like every template. Its console says the plan against what the Robber Baron Farmer would do, and why each attack goes: why this camp, why this army, why this time.',
      'What the game does not publish (travel speed, cooldowns, loot per level, losses) is measured from your own armies as they come home; until then the plan says its figures are estimates.',
      'The Planner screen (Plan, on Game Accounts) shows such a plan for an account before you run it. Looking at the account there is a login to the game, as Test login is: the screen says so first, and it is not offered while bots of the account play.',
    ],
    [
      'Plan ahead (hours): how far each plan looks.',
      'Lowest and highest camp level.',
      ARMY.keep,
      ARMY.daily,
    ],
  ),
  template(
    'market-trader',
    'Market Trader',
    'premium',
    'Sends your main castle’s surplus wood, stone and food by carriage to your castles that run short, sells the rest and buys what runs short, within your prices, reserves and daily caps, with a log of every trade and send and why.',
    [
      'First, on every game server: your other castles in the same kingdom as your main castle that hold less than your reserve line (buy below) get what your main castle holds above its surplus line (sell above), by the Marketplace’s carriages, up to what they lack, one carriage load at a time. Goods already on their way count, and what a short castle still waits for is not sold meanwhile. With no free carriage the console says so once and the bot waits for them to come home. Each send is in the console and the Trades section: “Sent 700 stone to Thornwall by carriage: Thornwall holds 300 stone, under your reserve of 1,000; Home had 2,000 above your surplus line.” Castles in other kingdoms are supplied by Resource Collector & Feasts.',
      'Then it looks at your main castle: what lies above your surplus line is sold, what falls below your reserve line is bought back up to it, one trade at a time, as a person would trade. A sale never goes below the line, and other bots on the same game account never count on what it is selling.',
      'A price outside your rule is refused: the console says “Did not sell 1,000 food: the market pays 1 coin per 100, below your lowest price of 2 coins per 100.” Each trade is in the console and in the Trades section of the bot’s page with its reason, for example “Sold 5,000 wood at 3 coins per 100 (150 coins): wood above 80,000 (your surplus rule).” The Trades section downloads as CSV.',
      OUR_MARKET_NOTICE,
    ],
    [
      'For each of wood, stone and food: sell above (0 = never sell it), the lowest price to sell at, buy below (your reserve; 0 = never buy it), the highest price to buy at, and the most traded a day each way (UTC; 0 = no cap; it holds across restarts). Prices are in coins per 100 units. A resource that is both sold and bought needs its sell line above its buy line.',
      'Coins to keep: purchases never spend these.',
      'Send surplus to my castles that are short: yes (the default) or no.',
      'Most units in one trade: a larger surplus goes in several trades (or carriage loads), a few minutes apart.',
      'Look at the market every (min): how often it checks your castle and the prices.',
    ],
  ),
];
