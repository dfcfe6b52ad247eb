/**
 * The bot templates on offer, modelled on what players of the game really automate (game-notes.md).
 * Each id has a behaviour in runtime/behaviours that does what the description promises.
 */
import { BUILDINGS } from '@shared/game-wire/buildings';
import { TEMP_SERVERS } from '@shared/game-wire/ids';
import { EVENT_SHOPS } from '@shared/game-wire/shops';
import { LISTABLE_BUILDINGS } from '@shared/game-wire/upgrade-list';
import { marketTraderTemplate } from './market-template';
import type { BotTemplate, TemplateInput } from './types';

/** A script's id (a database id), or empty: none chosen yet. */
export const SCRIPT_ID_PATTERN = '^$|^[0-9a-f]{24}$';

const KINGDOMS = [
  { value: 'green', label: 'Great Empire (green)' },
  { value: 'sands', label: 'Burning Sands' },
  { value: 'ice', label: 'Everwinter Glacier' },
  { value: 'fire', label: 'Fire Peaks' },
];

/**
 * Skip items on a camp's cooldown (the game's minute skips: `msd` in shared/src/game-wire/commands.ts).
 * No public client skips an army's travel, so nothing here promises faster returns.
 */
const SKIPS = [
  { value: 'none', label: 'No skip items' },
  { value: 'm1', label: '1-minute skips' },
  { value: 'm5', label: '5-minute skips' },
  { value: 'm30', label: '30-minute skips' },
];
const SKIPS_HELP = 'When every camp in range is cooling down, one skip item shortens the nearest one’s cooldown.';
/** The game caps each wave by the target's level (public bots send by the same caps). */
const TROOPS_HELP = 'At most this many go per attack; the game caps each wave by the target’s level, so a low camp takes fewer.';

/** Human-like pacing, shared by every template: players ask for these to avoid bans. */
const PACING: TemplateInput[] = [
  { key: 'minDelaySeconds', label: 'Min delay between actions (s)', type: 'number', min: 1, max: 600, integer: true, helperText: 'Each action waits a random time between min and max.' },
  { key: 'maxDelaySeconds', label: 'Max delay between actions (s)', type: 'number', min: 1, max: 1800, integer: true },
  { key: 'breakEveryMinutes', label: 'Take a break every (min)', type: 'number', min: 0, max: 600, integer: true, helperText: '0 = no breaks. The interval varies by ±25 %.' },
  { key: 'breakMinutes', label: 'Break length (min)', type: 'number', min: 1, max: 240, integer: true },
];

/**
 * When a bot plays is its schedule (bots/schedule: weekly windows in the player's time zone), no longer
 * an "Active hours (UTC)" setting; bots saved with one keep resting outside it (runtime/pacing.ts) until
 * their owner saves a schedule, which replaces it.
 */
const PACING_DEFAULTS = { minDelaySeconds: 4, maxDelaySeconds: 12, breakEveryMinutes: 45, breakMinutes: 5 };

/** A yes/no choice: "No" first where the default is no, so the form reads as the default. */
const NO_YES = [
  { value: 'no', label: 'No' },
  { value: 'yes', label: 'Yes' },
];
const YES_NO = [NO_YES[1]!, NO_YES[0]!];

const KEEP_AT_HOME: TemplateInput = { key: 'keepAtHome', label: 'Soldiers to keep at home', type: 'number', min: 0, max: 100000, integer: true, helperText: 'No bot on this game account sends these away: your castle keeps its defence.' };
const TROOPS: TemplateInput = { key: 'troopsPerAttack', label: 'Soldiers per attack', type: 'number', min: 1, max: 5000, integer: true, helperText: TROOPS_HELP };
const DAILY_LIMIT: TemplateInput = { key: 'maxAttacksPerDay', label: 'Daily attack limit', type: 'number', min: 1, max: 1000, integer: true, helperText: 'A daily cap keeps the pattern human.' };
const USE_SKIPS: TemplateInput = { key: 'useSkips', label: 'Skip items on cooldowns', type: 'select', options: SKIPS, helperText: SKIPS_HELP };
const BRING_TROOPS: TemplateInput = {
  key: 'bringTroops',
  label: 'Soldiers to bring from your main castle when short',
  type: 'number',
  min: 0,
  max: 100000,
  integer: true,
  helperText: 'Outside the Great Empire: when the castle there lacks soldiers, up to this many come from your main castle (the soldiers it keeps at home stay). 0 = never.',
};
const LISTED = LISTABLE_BUILDINGS.map((name) => BUILDINGS[name].label);
/** "Keep 5, Farm 4": names the game's buildings (building-queue.ts), each with the level wanted. */
const UPGRADE_LIST: TemplateInput = {
  key: 'upgradeList',
  label: 'Upgrade list (in order)',
  type: 'text',
  maxLength: 200,
  pattern: `^$|^(${LISTED.join('|')}) \\d{1,2}(, ?(${LISTED.join('|')}) \\d{1,2})*$`,
  helperText: `Buildings of your main castle and the level each should reach, in order, for example "Keep 5, Farm 4". One upgrade at a time, when the castle has the resources. Names: ${LISTED.join(', ')}. Empty = no building.`,
};
const EVENT_WAIT = 'It plays only while the event runs in the game, and says in its console when it waits for the next one.';

/** An invasion event's template: its camps near your main castle, while the event runs (runtime/behaviours/invasions.ts). */
function invasionTemplate(id: string, label: string, event: string, description: string, targets?: TemplateInput): BotTemplate {
  return {
    id,
    label,
    event,
    description: `${description} ${EVENT_WAIT}`,
    category: 'Events',
    plan: 'plus',
    defaults: { ...(targets ? { targets: 'both' } : {}), troopsPerAttack: 150, keepAtHome: 0, maxAttacksPerDay: 150, useSkips: 'none', ...PACING_DEFAULTS },
    inputs: [...(targets ? [targets] : []), TROOPS, KEEP_AT_HOME, DAILY_LIMIT, USE_SKIPS, ...PACING],
  };
}

export const TEMPLATES: BotTemplate[] = [
  {
    id: 'baron-farmer',
    label: 'Robber Baron Farmer',
    description:
      'Attacks robber baron camps in the chosen kingdom within your level range from your castle there, sends the army again as soon as it is home, and brings the loot back. Optional skip items shorten a camp’s cooldown.',
    category: 'Combat',
    plan: 'starter',
    defaults: { kingdom: 'green', minLevel: 1, maxLevel: 20, troopsPerAttack: 60, keepAtHome: 0, maxAttacksPerDay: 150, useSkips: 'none', bringTroops: 0, ...PACING_DEFAULTS },
    inputs: [
      { key: 'kingdom', label: 'Kingdom', type: 'select', options: KINGDOMS },
      { key: 'minLevel', label: 'Lowest baron level', type: 'number', min: 1, max: 80, integer: true },
      { key: 'maxLevel', label: 'Highest baron level', type: 'number', min: 1, max: 80, integer: true },
      { key: 'troopsPerAttack', label: 'Soldiers per attack', type: 'number', min: 1, max: 5000, integer: true, helperText: TROOPS_HELP },
      { key: 'keepAtHome', label: 'Soldiers to keep at home', type: 'number', min: 0, max: 100000, integer: true, helperText: 'No bot on this game account sends these away: your castle keeps its defence.' },
      { key: 'maxAttacksPerDay', label: 'Daily attack limit', type: 'number', min: 1, max: 1000, integer: true, helperText: 'A daily cap keeps the pattern human.' },
      { key: 'useSkips', label: 'Skip items on cooldowns', type: 'select', options: SKIPS, helperText: SKIPS_HELP },
      BRING_TROOPS,
      ...PACING,
    ],
  },
  {
    id: 'fortresses',
    label: 'Fortresses',
    description:
      'Attacks the fortresses of the Burning Sands, the Everwinter Glacier or the Fire Peaks from your castle there, nearest ready fortress first, and brings soldiers over from your main castle when that castle runs short. Fortress cooldowns are waited out: no public client skips them.',
    category: 'Combat',
    plan: 'plus',
    defaults: { kingdom: 'sands', troopsPerAttack: 300, keepAtHome: 0, maxAttacksPerDay: 100, bringTroops: 300, ...PACING_DEFAULTS },
    inputs: [
      { key: 'kingdom', label: 'Kingdom', type: 'select', options: KINGDOMS.filter((k) => k.value !== 'green') },
      TROOPS,
      KEEP_AT_HOME,
      DAILY_LIMIT,
      BRING_TROOPS,
      ...PACING,
    ],
  },
  {
    id: 'resource-keeper',
    label: 'Resource Collector & Feasts',
    description:
      'Keeps your economy running: sends the tax collector out and brings the coins in, holds a feast when food is plentiful, recruits spearmen from spare coins up to the army you want, upgrades your buildings in the order you list, keeps your castles in the other kingdoms supplied from the main castle if you wish, and reports what it gathered.',
    category: 'Economy',
    plan: 'starter',
    defaults: { collectEveryMinutes: 30, feastLevel: '1', feastWhenFoodAbove: 4000, recruitWhenCoinsAbove: 3000, recruitAmount: 20, recruitUpTo: 0, supplyKingdoms: 'no', supplyBelow: 1000, supplyAmount: 1000, upgradeList: '', ...PACING_DEFAULTS },
    inputs: [
      {
        key: 'collectEveryMinutes',
        label: 'Tax collector round (game min)',
        type: 'number',
        min: 5,
        max: 720,
        integer: true,
        helperText: 'The collector goes out for the longest of the game’s rounds that fits (10 min, 30 min, 1 h 30, 3 h, 6 h): the 10-minute round is free, longer ones cost a tenth of their income.',
      },
      {
        key: 'feastLevel',
        label: 'Feast',
        type: 'select',
        options: [
          { value: '0', label: 'No feasts' },
          { value: '1', label: 'Hold the game’s feast' },
        ],
      },
      { key: 'feastWhenFoodAbove', label: 'Hold a feast when food is above', type: 'number', min: 0, max: 1_000_000, integer: true },
      { key: 'recruitWhenCoinsAbove', label: 'Recruit when coins are above', type: 'number', min: 0, max: 10_000_000, integer: true, helperText: '0 = never recruit.' },
      { key: 'recruitAmount', label: 'Spearmen per recruitment', type: 'number', min: 1, max: 1000, integer: true },
      { key: 'recruitUpTo', label: 'Target army (soldiers in the castle)', type: 'number', min: 0, max: 1_000_000, integer: true, helperText: 'Recruiting stops once the castle holds this many. 0 = no target.' },
      {
        key: 'supplyKingdoms',
        label: 'Supply your castles in the other kingdoms',
        type: 'select',
        options: NO_YES,
        helperText: 'Wood, stone and food go from your main castle to a castle in another kingdom that runs low.',
      },
      { key: 'supplyBelow', label: 'Supply a castle when a resource is below', type: 'number', min: 0, max: 1_000_000, integer: true, helperText: 'The main castle keeps at least as much of each resource itself.' },
      { key: 'supplyAmount', label: 'Most to send of each resource', type: 'number', min: 1, max: 1_000_000, integer: true },
      UPGRADE_LIST,
      ...PACING,
    ],
  },
  {
    id: 'storm-sea-forts',
    label: 'Storm Islands Sea Forts',
    description:
      'From your castle in the Storm Islands, attacks the sea forts (the islands’ NPC isles) up to the chosen level for mead and ranking points, waiting out each fort’s cooldown and using skip items on it if you allow them. It can also send the isle’s wood and stone on to your other kingdoms and upgrade the isle’s cargo ships.',
    category: 'Events',
    plan: 'starter',
    defaults: { maxLevel: 60, troopsPerAttack: 120, keepAtHome: 0, useSkips: 'm5', sendResources: 'no', cargoLevel: 0, ...PACING_DEFAULTS },
    inputs: [
      { key: 'maxLevel', label: 'Highest sea fort level', type: 'number', min: 1, max: 80, integer: true, helperText: 'Sea forts are levels 40 to 80.' },
      { key: 'troopsPerAttack', label: 'Soldiers per attack', type: 'number', min: 1, max: 5000, integer: true, helperText: TROOPS_HELP },
      { key: 'keepAtHome', label: 'Soldiers to keep at home', type: 'number', min: 0, max: 100000, integer: true, helperText: 'No bot on this game account sends these away: your castle keeps its defence.' },
      { key: 'useSkips', label: 'Skip items on cooldowns', type: 'select', options: SKIPS, helperText: SKIPS_HELP },
      {
        key: 'sendResources',
        label: 'Send the isle’s wood and stone to your other kingdoms',
        type: 'select',
        options: NO_YES,
        helperText: 'Every 30 minutes, each castle up to its free storage; never twice while goods are on their way there.',
      },
      {
        key: 'cargoLevel',
        label: 'Upgrade the cargo ships up to level',
        type: 'number',
        min: 0,
        max: BUILDINGS.CARGO.levels.length,
        integer: true,
        helperText: 'The isle’s cargo ships, lowest level first, one upgrade at a time when a construction slot is free and the isle can pay. 0 = never.',
      },
      ...PACING,
    ],
  },
  {
    id: 'khan-berimond',
    event: 'the Nomad invasion or the Battle for Berimond',
    label: 'Khan Camps & Berimond',
    description:
      'During the Nomad invasion, attacks the Khan’s camps near your main castle; during the Battle for Berimond, Berimond’s towers near your camp there: the nearest ready target, then the returning loot is counted. The game’s map gives no Khan camp levels, so the level limit applies to the towers.',
    category: 'Events',
    plan: 'starter',
    defaults: { targets: 'both', maxLevel: 40, troopsPerAttack: 150, keepAtHome: 0, ...PACING_DEFAULTS },
    inputs: [
      {
        key: 'targets',
        label: 'Targets',
        type: 'select',
        options: [
          { value: 'khan', label: 'Khan camps' },
          { value: 'berimond', label: 'Berimond' },
          { value: 'both', label: 'Both' },
        ],
      },
      { key: 'maxLevel', label: 'Highest tower level', type: 'number', min: 1, max: 80, integer: true },
      { key: 'troopsPerAttack', label: 'Soldiers per attack', type: 'number', min: 1, max: 5000, integer: true, helperText: TROOPS_HELP },
      { key: 'keepAtHome', label: 'Soldiers to keep at home', type: 'number', min: 0, max: 100000, integer: true, helperText: 'No bot on this game account sends these away: your castle keeps its defence.' },
      ...PACING,
    ],
  },
  {
    id: 'attack-guard',
    label: 'Incoming Attack Guard',
    description:
      'Watches your castles around the clock and tells you the moment an attack is launched at you: who attacks, which castle, with how many soldiers and when it lands. The alert reaches you where you chose in Settings → Notifications (push to your phone or browser, Discord, e-mail), again as the attack nears until you acknowledge it.',
    category: 'Safety',
    plan: 'starter',
    defaults: { checkEverySeconds: 60, minAttackers: 1 },
    inputs: [
      { key: 'checkEverySeconds', label: 'Check every (s)', type: 'number', min: 10, max: 3600, integer: true, helperText: 'Pushed alerts arrive at once; this is the fallback poll.' },
      { key: 'minAttackers', label: 'Ignore attacks smaller than (soldiers)', type: 'number', min: 1, max: 100_000, integer: true },
    ],
  },
  {
    id: 'castle-defence',
    label: 'Castle Defence',
    description:
      'When an attack on one of your castles is announced, refills the wall, moat and keep tool slots you set up from the castle’s stock, compares the attack’s announced strength with the soldiers at home and, when they cannot hold, recalls the castle’s own attacks that left moments ago if that saves it, or else sends the soldiers to your nearest other castle in that kingdom so they are not lost. Every decision is written to the console with its reason, and you are alerted at once, above all when it cannot save them.',
    category: 'Safety',
    plan: 'plus',
    defaults: { holdMarginPercent: 100, refillTools: 'yes', recallArmies: 'yes', evacuate: 'yes', refugePlayer: '', checkEverySeconds: 30 },
    inputs: [
      {
        key: 'holdMarginPercent',
        label: 'Hold when soldiers at home are at least (% of the attackers)',
        type: 'number',
        min: 50,
        max: 500,
        integer: true,
        helperText: 'Tools are not counted (the game does not publish their worth), so 100 % errs on the safe side. Higher sends soldiers away sooner.',
      },
      { key: 'refillTools', label: 'Refill tool slots from stock', type: 'select', options: YES_NO, helperText: 'Only the slots you filled in the game, with the same tool.' },
      { key: 'recallArmies', label: 'Recall the castle’s attacks when that saves it', type: 'select', options: YES_NO, helperText: 'Attacks that left less than 10 minutes ago turn round, when they are home before the attack lands and the castle then holds.' },
      { key: 'evacuate', label: 'Send soldiers away when the castle cannot hold', type: 'select', options: [{ value: 'yes', label: 'Yes' }, { value: 'no', label: 'No, only alert me' }], helperText: 'To your nearest other castle in that kingdom.' },
      {
        key: 'refugePlayer',
        label: 'Player whose castle shelters them (optional)',
        type: 'text',
        maxLength: 40,
        helperText: 'When you have no other castle in the Great Empire, the soldiers stand in this player’s main castle (an alliance member, say) until an hour after the attack. Empty = none.',
      },
      { key: 'checkEverySeconds', label: 'Check every (s)', type: 'number', min: 10, max: 600, integer: true, helperText: 'Attacks the game announces are handled at the next check.' },
    ],
  },
  {
    id: 'alliance-help',
    label: 'Alliance Help',
    description:
      'Answers your alliance’s help requests (building, recruiting, healing) a little while after they appear, as a member reading the list would, and counts the help given. If you wish, it also sends soldiers from your main castle to defend members under attack, once per attack.',
    category: 'Alliance',
    plan: 'plus',
    defaults: { minWaitSeconds: 60, maxWaitSeconds: 120, checkEverySeconds: 60, supportTroops: 0, supportHours: 6, keepAtHome: 0 },
    inputs: [
      { key: 'minWaitSeconds', label: 'Answer after at least (s)', type: 'number', min: 5, max: 3600, integer: true, helperText: 'A random wait between these two, as a person reads the list now and then.' },
      { key: 'maxWaitSeconds', label: 'Answer after at most (s)', type: 'number', min: 5, max: 3600, integer: true },
      { key: 'checkEverySeconds', label: 'Check every (s)', type: 'number', min: 10, max: 3600, integer: true, helperText: 'New requests arrive by themselves; this is the rhythm between looks.' },
      { key: 'supportTroops', label: 'Soldiers to send to a member under attack', type: 'number', min: 0, max: 100000, integer: true, helperText: 'From your main castle, led by a free commander, once per attack the game shows on a member’s castle in the Great Empire. 0 = never.' },
      { key: 'supportHours', label: 'Support stays (game hours)', type: 'number', min: 0, max: 12, integer: true, helperText: 'How long the soldiers stand in the member’s castle before they come home (the game allows 0 to 12).' },
      KEEP_AT_HOME,
    ],
  },
  invasionTemplate(
    'nomad-invasion',
    'Nomad Invasion & Khan',
    'the Nomad invasion',
    'During the Nomad invasion, attacks the nomad camps and the Khan’s camps near your main castle, nearest ready camp first, and counts the loot that comes home.',
    {
      key: 'targets',
      label: 'Targets',
      type: 'select',
      options: [
        { value: 'camps', label: 'Nomad camps' },
        { value: 'khan', label: 'Khan camps' },
        { value: 'both', label: 'Both' },
      ],
    },
  ),
  invasionTemplate(
    'samurai-invasion',
    'Samurai Invasion & Daimyo',
    'the Samurai invasion',
    'During the Samurai invasion, attacks the samurai camps and the Daimyo’s townships and castle near your main castle, nearest ready target first.',
    {
      key: 'targets',
      label: 'Targets',
      type: 'select',
      options: [
        { value: 'camps', label: 'Samurai camps' },
        { value: 'daimyo', label: 'The Daimyo' },
        { value: 'both', label: 'Both' },
      ],
    },
  ),
  {
    ...invasionTemplate(
      'foreign-invasion',
      'Foreign Invasion & Bloodcrows',
      'the Foreign invasion or the Bloodcrows’ invasion',
      'During the Foreign invasion or the Bloodcrows’ invasion, attacks the invaders’ camps near your main castle within your level range. A camp resting in peace mode is left alone until the map shows it open again.',
    ),
    defaults: { minLevel: 1, maxLevel: 50, troopsPerAttack: 150, keepAtHome: 0, maxAttacksPerDay: 150, useSkips: 'none', ...PACING_DEFAULTS },
    inputs: [
      { key: 'minLevel', label: 'Lowest camp level', type: 'number', min: 1, max: 80, integer: true },
      { key: 'maxLevel', label: 'Highest camp level', type: 'number', min: 1, max: 80, integer: true },
      TROOPS,
      KEEP_AT_HOME,
      DAILY_LIMIT,
      USE_SKIPS,
      ...PACING,
    ],
  },
  invasionTemplate(
    'berimond-invasion',
    'Berimond Invasion',
    'the Berimond invasion',
    'During the Berimond invasion, attacks the invading faction’s camps near your main castle, nearest ready camp first, and counts the loot that comes home.',
  ),
  {
    id: 'berimond-kingdom',
    event: 'the Battle for Berimond',
    label: 'Berimond Kingdom',
    description: `While the Battle for Berimond runs: opens Berimond with a camp there if you wish, brings soldiers from your main castle, unlocks the camp’s plots, places and upgrades its unit tents, and attacks Berimond’s watch towers from the camp. No skip items or rubies are spent. ${EVENT_WAIT}`,
    category: 'Events',
    plan: 'plus',
    defaults: { openBerimond: 'yes', bringTroops: 300, maxLevel: 40, troopsPerAttack: 150, keepAtHome: 0, expandCamp: 'no', tents: 0, tentLevel: 0, ...PACING_DEFAULTS },
    inputs: [
      {
        key: 'openBerimond',
        label: 'Open Berimond when the event starts',
        type: 'select',
        options: [
          { value: 'yes', label: 'Yes' },
          { value: 'no', label: 'No, I open it myself' },
        ],
        helperText: 'Once your main castle holds 9,000 wood and stone, as public bots wait for.',
      },
      { ...BRING_TROOPS, helperText: 'When the camp lacks soldiers, up to this many come from your main castle (the soldiers it keeps at home stay). 0 = never.' },
      { key: 'maxLevel', label: 'Highest tower level', type: 'number', min: 1, max: 80, integer: true },
      TROOPS,
      { ...KEEP_AT_HOME, label: 'Soldiers to keep in the camp', helperText: 'No bot on this game account sends these away from the camp.' },
      {
        key: 'expandCamp',
        label: 'Unlock the camp’s plots',
        type: 'select',
        options: NO_YES,
        helperText: 'The camp’s ten plots, in the order public bots unlock them, as the camp’s resources pay for them.',
      },
      { key: 'tents', label: 'Unit tents to have in the camp', type: 'number', min: 0, max: 56, integer: true, helperText: 'New tents are placed one at a time until the camp has this many. 0 = none.' },
      { key: 'tentLevel', label: 'Upgrade the unit tents up to level', type: 'number', min: 0, max: BUILDINGS.FACTION_UNITTENT.levels.length, integer: true, helperText: 'Lowest tent first, one at a time. 0 = never.' },
      ...PACING,
    ],
  },
  {
    id: 'event-shops',
    event: 'its shop’s invasion',
    label: 'Event Shops',
    description: `Spends an invasion’s currency in its shop (khan tablets in the Nomad shop, samurai tokens in the Samurai shop) on the packages you list, in your order, one at a time, as the currency allows. ${EVENT_WAIT}`,
    category: 'Events',
    plan: 'plus',
    defaults: { shop: 'nomad', packages: '', ...PACING_DEFAULTS },
    inputs: [
      {
        key: 'shop',
        label: 'Shop',
        type: 'select',
        options: Object.entries(EVENT_SHOPS).map(([value, shop]) => ({ value, label: shop.label })),
        helperText: Object.values(EVENT_SHOPS)
          .map((shop) => `The ${shop.label} takes ${shop.currencyName}, during the ${shop.eventName}.`)
          .join(' '),
      },
      {
        key: 'packages',
        label: 'Packages to buy, in order',
        type: 'text',
        maxLength: 200,
        pattern: '^$|^\\d{1,6}( ?x ?\\d{1,4})?(, ?\\d{1,6}( ?x ?\\d{1,4})?)*$',
        helperText: 'Package ids from the shop, each with how many to buy, for example "3215 x2, 3214". Empty = the packages public bots buy there, one of each. The count starts again when the bot restarts; the shop’s own limit always applies.',
      },
      ...PACING,
    ],
  },
  {
    id: 'temp-servers',
    event: 'its temporary server’s event',
    label: 'Outer Realms & Beyond the Horizon',
    description: `While the chosen temporary server is open, enters it with the game's own login token (your password is not sent there), collects its taxes and attacks its robber barons from your castle there, then leaves when it closes. Choose your castle there in the game first. ${EVENT_WAIT}`,
    category: 'Events',
    plan: 'plus',
    defaults: { server: 'outer-realms', collectTaxes: 'yes', minLevel: 1, maxLevel: 40, troopsPerAttack: 100, keepAtHome: 0, maxAttacksPerDay: 150, ...PACING_DEFAULTS },
    inputs: [
      { key: 'server', label: 'Temporary server', type: 'select', options: Object.entries(TEMP_SERVERS).map(([value, server]) => ({ value, label: server.label })) },
      {
        key: 'collectTaxes',
        label: 'Collect taxes there',
        type: 'select',
        options: YES_NO,
      },
      { key: 'minLevel', label: 'Lowest baron level', type: 'number', min: 1, max: 80, integer: true },
      { key: 'maxLevel', label: 'Highest baron level', type: 'number', min: 1, max: 80, integer: true },
      TROOPS,
      KEEP_AT_HOME,
      DAILY_LIMIT,
      ...PACING,
    ],
  },
  {
    id: 'quests',
    label: 'Quests',
    description:
      'Finishes what a bot can finish of your open quests: donates the resources and coins a quest asks for from your main castle while it keeps your reserve, and reports the generals’ inn and overview visits of the generals introduction. Quests the game counts from your play (battles, buildings, taxes…) are listed in the console as left to you and your other bots; each quest the game finishes is reported.',
    category: 'Economy',
    plan: 'plus',
    defaults: { keepResources: 5000, currencies: 'no', visits: 'yes', ...PACING_DEFAULTS },
    inputs: [
      {
        key: 'keepResources',
        label: 'Keep at least (of each resource, and coins)',
        type: 'number',
        min: 0,
        max: 10_000_000,
        integer: true,
        helperText: 'A donation is sent only when the castle still holds this much of that resource afterwards (coins: you). Coal, oil, glass and iron donations are left to you.',
      },
      {
        key: 'currencies',
        label: 'Donate khan medals and samurai tokens',
        type: 'select',
        options: NO_YES,
        helperText: 'Some event quests ask for them; they also buy packages in the event shops.',
      },
      {
        key: 'visits',
        label: 'Report the generals introduction’s visits',
        type: 'select',
        options: YES_NO,
        helperText: 'Tells the game you saw the generals’ inn or overview, as the game’s own screen does when you open it.',
      },
      ...PACING,
    ],
  },
  marketTraderTemplate(PACING, PACING_DEFAULTS),
  {
    id: 'custom-script',
    label: 'Custom Script',
    description:
      'Runs one of your own scripts (Scripts in the menu): each step it reads your castles, movements, the map around your main castle and the running events, and carries out the attacks, skips, soldier transfers, recruits and tax rounds your script asks for, paced and reserved like every template. Scripts run in a sandbox with a time and memory budget; one that fails stops with a line in the console while the session plays on.',
    category: 'Scripts',
    plan: 'advanced',
    defaults: { scriptId: '', scriptVersion: 0, keepAtHome: 0, ...PACING_DEFAULTS },
    inputs: [
      { key: 'scriptId', label: 'Script', type: 'text', pattern: SCRIPT_ID_PATTERN, maxLength: 24, helperText: 'One of your scripts; write and try them on the Scripts page.' },
      { key: 'scriptVersion', label: 'Version to run', type: 'number', min: 0, max: 1_000_000, integer: true, helperText: '0 = always the newest version you saved.' },
      KEEP_AT_HOME,
      ...PACING,
    ],
  },
  {
    id: 'strategy-planner',
    label: 'Strategy Planner',
    description:
      'Plans the attacks of the next hours on robber baron camps and fortresses from all your castles with soldiers: which camp, how many soldiers and when, for the most loot an hour within your rules (soldiers kept home, the daily limit, pacing). It plans again as armies come home and camps cool down, sends each attack when its time comes, and says in its console why. Its estimates of travel, loot and losses are measured from your own armies as they return.',
    category: 'Combat',
    plan: 'premium',
    defaults: { horizonHours: 4, minLevel: 1, maxLevel: 80, keepAtHome: 0, maxAttacksPerDay: 150, ...PACING_DEFAULTS },
    inputs: [
      { key: 'horizonHours', label: 'Plan ahead (hours)', type: 'number', min: 1, max: 24, integer: true, helperText: 'How far ahead each plan looks; it plans again at every step.' },
      { key: 'minLevel', label: 'Lowest camp level', type: 'number', min: 1, max: 80, integer: true },
      { key: 'maxLevel', label: 'Highest camp level', type: 'number', min: 1, max: 80, integer: true },
      KEEP_AT_HOME,
      DAILY_LIMIT,
      ...PACING,
    ],
  },
];

export function findTemplate(id: string): BotTemplate | undefined {
  return TEMPLATES.find((t) => t.id === id);
}
