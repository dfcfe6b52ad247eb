/**
 * The bot templates on offer, modelled on what players of the game really automate (game-notes.md).
 * Each id has a behaviour in runtime/behaviours that does what the description promises.
 *
 * Their words are message sets (shared/src/templates, area `templates`): `TEMPLATES` is the catalogue
 * in English, which the server's own rules and texts read; `templatesIn(locale)` is the same catalogue
 * in a language, for what the API answers (routes.ts).
 */
import { BUILDINGS } from '@shared/game-wire/buildings';
import { TEMP_SERVERS } from '@shared/game-wire/ids';
import { EVENT_SHOPS, type EventShop } from '@shared/game-wire/shops';
import { LISTABLE_BUILDINGS } from '@shared/game-wire/upgrade-list';
import { BASE_LOCALE, type Locale } from '@shared/i18n/locales';
import { templateNameIn, templateWordsIn, type TemplateWords } from '@shared/templates';
import { marketTraderTemplate } from './market-template';
import type { BotTemplate, TemplateInput } from './types';

/** A script's id (a database id), or empty: none chosen yet. */
export const SCRIPT_ID_PATTERN = '^$|^[0-9a-f]{24}$';

/** Human-like pacing, shared by every template: players ask for these to avoid bans. */
function pacing(c: TemplateWords['common']): TemplateInput[] {
  return [
    { key: 'minDelaySeconds', label: c.minDelay, type: 'number', min: 1, max: 600, integer: true, helperText: c.minDelayHelp },
    { key: 'maxDelaySeconds', label: c.maxDelay, type: 'number', min: 1, max: 1800, integer: true },
    { key: 'breakEveryMinutes', label: c.breakEvery, type: 'number', min: 0, max: 600, integer: true, helperText: c.breakEveryHelp },
    { key: 'breakMinutes', label: c.breakLength, type: 'number', min: 1, max: 240, integer: true },
  ];
}

/**
 * When a bot plays is its schedule (bots/schedule: weekly windows in the player's time zone), no longer
 * an "Active hours (UTC)" setting; bots saved with one keep resting outside it (runtime/pacing.ts) until
 * their owner saves a schedule, which replaces it.
 */
const PACING_DEFAULTS = { minDelaySeconds: 4, maxDelaySeconds: 12, breakEveryMinutes: 45, breakMinutes: 5 };

const LISTED = LISTABLE_BUILDINGS.map((name) => BUILDINGS[name].label);
/** The shops' words by shop: a shop added to EVENT_SHOPS needs its own here. */
const SHOP_WORDS: Record<EventShop, { label: 'nomadShop' | 'samuraiShop'; help: 'nomadShopHelp' | 'samuraiShopHelp' }> = {
  nomad: { label: 'nomadShop', help: 'nomadShopHelp' },
  samurai: { label: 'samuraiShop', help: 'samuraiShopHelp' },
};

/** A template before its name is put in (by its id). */
type Unnamed = Omit<BotTemplate, 'label'>;

/** Every template, its words in one language (the rules, ranges and defaults are the same in all). */
function buildTemplates(w: TemplateWords): BotTemplate[] {
  const { common: c, combat, economy, events: e, safety } = w;
  const PACING = pacing(c);
  const KINGDOMS = [
    { value: 'green', label: c.kingdomGreen },
    { value: 'sands', label: c.kingdomSands },
    { value: 'ice', label: c.kingdomIce },
    { value: 'fire', label: c.kingdomFire },
  ];
  /**
   * Skip items on a camp's cooldown (the game's minute skips: `msd` in shared/src/game-wire/commands.ts).
   * No public client skips an army's travel, so nothing here promises faster returns.
   */
  const SKIPS = [
    { value: 'none', label: c.skipNone },
    { value: 'm1', label: c.skip1 },
    { value: 'm5', label: c.skip5 },
    { value: 'm30', label: c.skip30 },
  ];
  /** A yes/no choice: "No" first where the default is no, so the form reads as the default. */
  const NO_YES = [
    { value: 'no', label: c.no },
    { value: 'yes', label: c.yes },
  ];
  const YES_NO = [NO_YES[1]!, NO_YES[0]!];
  const KEEP_AT_HOME: TemplateInput = { key: 'keepAtHome', label: c.keepAtHome, type: 'number', min: 0, max: 100000, integer: true, helperText: c.keepAtHomeHelp };
  /** The game caps each wave by the target's level (public bots send by the same caps). */
  const TROOPS: TemplateInput = { key: 'troopsPerAttack', label: c.troops, type: 'number', min: 1, max: 5000, integer: true, helperText: c.troopsHelp };
  const DAILY_LIMIT: TemplateInput = { key: 'maxAttacksPerDay', label: c.dailyLimit, type: 'number', min: 1, max: 1000, integer: true, helperText: c.dailyLimitHelp };
  const USE_SKIPS: TemplateInput = { key: 'useSkips', label: c.useSkips, type: 'select', options: SKIPS, helperText: c.skipsHelp };
  const BRING_TROOPS: TemplateInput = { key: 'bringTroops', label: c.bringTroops, type: 'number', min: 0, max: 100000, integer: true, helperText: c.bringTroopsHelp };
  /** "Keep 5, Farm 4": names the game's buildings (building-queue.ts), each with the level wanted. */
  const UPGRADE_LIST: TemplateInput = {
    key: 'upgradeList',
    label: c.upgradeList,
    type: 'text',
    maxLength: 200,
    pattern: `^$|^(${LISTED.join('|')}) \\d{1,2}(, ?(${LISTED.join('|')}) \\d{1,2})*$`,
    helperText: c.upgradeListHelp({ names: LISTED.join(', ') }),
  };
  const lowest = (label: string): TemplateInput => ({ key: 'minLevel', label, type: 'number', min: 1, max: 80, integer: true });
  const highest = (label: string): TemplateInput => ({ key: 'maxLevel', label, type: 'number', min: 1, max: 80, integer: true });
  const targets = (options: { value: string; label: string }[]): TemplateInput => ({ key: 'targets', label: c.targets, type: 'select', options });

  /** An invasion event's template: its camps near your main castle, while the event runs (runtime/behaviours/invasions.ts). */
  function invasionTemplate(id: string, event: string, description: string, targetsInput?: TemplateInput): Unnamed {
    return {
      id,
      event,
      description: `${description} ${c.eventWait}`,
      category: c.events,
      plan: 'plus',
      defaults: { ...(targetsInput ? { targets: 'both' } : {}), troopsPerAttack: 150, keepAtHome: 0, maxAttacksPerDay: 150, useSkips: 'none', ...PACING_DEFAULTS },
      inputs: [...(targetsInput ? [targetsInput] : []), TROOPS, KEEP_AT_HOME, DAILY_LIMIT, USE_SKIPS, ...PACING],
    };
  }

  const templates: Unnamed[] = [
    {
      id: 'baron-farmer',
      description: combat.baronFarmerText,
      category: c.combat,
      plan: 'starter',
      defaults: { kingdom: 'green', minLevel: 1, maxLevel: 20, troopsPerAttack: 60, keepAtHome: 0, maxAttacksPerDay: 150, useSkips: 'none', bringTroops: 0, ...PACING_DEFAULTS },
      inputs: [
        { key: 'kingdom', label: c.kingdom, type: 'select', options: KINGDOMS },
        lowest(c.lowestBaronLevel),
        highest(c.highestBaronLevel),
        TROOPS,
        KEEP_AT_HOME,
        DAILY_LIMIT,
        USE_SKIPS,
        BRING_TROOPS,
        ...PACING,
      ],
    },
    {
      id: 'fortresses',
      description: combat.fortressesText,
      category: c.combat,
      plan: 'plus',
      defaults: { kingdom: 'sands', troopsPerAttack: 300, keepAtHome: 0, maxAttacksPerDay: 100, bringTroops: 300, ...PACING_DEFAULTS },
      inputs: [{ key: 'kingdom', label: c.kingdom, type: 'select', options: KINGDOMS.filter((k) => k.value !== 'green') }, TROOPS, KEEP_AT_HOME, DAILY_LIMIT, BRING_TROOPS, ...PACING],
    },
    {
      id: 'resource-keeper',
      description: economy.keeperText,
      category: c.economy,
      plan: 'starter',
      defaults: { collectEveryMinutes: 30, feastLevel: '1', feastWhenFoodAbove: 4000, recruitWhenCoinsAbove: 3000, recruitAmount: 20, recruitUpTo: 0, supplyKingdoms: 'no', supplyBelow: 1000, supplyAmount: 1000, upgradeList: '', ...PACING_DEFAULTS },
      inputs: [
        { key: 'collectEveryMinutes', label: economy.collectEvery, type: 'number', min: 5, max: 720, integer: true, helperText: economy.collectEveryHelp },
        {
          key: 'feastLevel',
          label: economy.feast,
          type: 'select',
          options: [
            { value: '0', label: economy.noFeasts },
            { value: '1', label: economy.holdFeast },
          ],
        },
        { key: 'feastWhenFoodAbove', label: economy.feastWhenFoodAbove, type: 'number', min: 0, max: 1_000_000, integer: true },
        { key: 'recruitWhenCoinsAbove', label: economy.recruitWhenCoinsAbove, type: 'number', min: 0, max: 10_000_000, integer: true, helperText: economy.recruitWhenCoinsAboveHelp },
        { key: 'recruitAmount', label: economy.recruitAmount, type: 'number', min: 1, max: 1000, integer: true },
        { key: 'recruitUpTo', label: economy.recruitUpTo, type: 'number', min: 0, max: 1_000_000, integer: true, helperText: economy.recruitUpToHelp },
        { key: 'supplyKingdoms', label: economy.supplyKingdoms, type: 'select', options: NO_YES, helperText: economy.supplyKingdomsHelp },
        { key: 'supplyBelow', label: economy.supplyBelow, type: 'number', min: 0, max: 1_000_000, integer: true, helperText: economy.supplyBelowHelp },
        { key: 'supplyAmount', label: economy.supplyAmount, type: 'number', min: 1, max: 1_000_000, integer: true },
        UPGRADE_LIST,
        ...PACING,
      ],
    },
    {
      id: 'storm-sea-forts',
      description: e.seaFortsText,
      category: c.events,
      plan: 'starter',
      defaults: { maxLevel: 60, troopsPerAttack: 120, keepAtHome: 0, useSkips: 'm5', sendResources: 'no', cargoLevel: 0, ...PACING_DEFAULTS },
      inputs: [
        { ...highest(e.highestSeaFortLevel), helperText: e.highestSeaFortLevelHelp },
        TROOPS,
        KEEP_AT_HOME,
        USE_SKIPS,
        { key: 'sendResources', label: e.sendResources, type: 'select', options: NO_YES, helperText: e.sendResourcesHelp },
        { key: 'cargoLevel', label: e.cargoLevel, type: 'number', min: 0, max: BUILDINGS.CARGO.levels.length, integer: true, helperText: e.cargoLevelHelp },
        ...PACING,
      ],
    },
    {
      id: 'khan-berimond',
      event: e.khanBerimondEvent,
      description: e.khanBerimondText,
      category: c.events,
      plan: 'starter',
      defaults: { targets: 'both', maxLevel: 40, troopsPerAttack: 150, keepAtHome: 0, ...PACING_DEFAULTS },
      inputs: [
        targets([
          { value: 'khan', label: c.khanCamps },
          { value: 'berimond', label: e.berimond },
          { value: 'both', label: c.both },
        ]),
        highest(c.highestTowerLevel),
        TROOPS,
        KEEP_AT_HOME,
        ...PACING,
      ],
    },
    {
      id: 'attack-guard',
      description: safety.guardText,
      category: c.safety,
      plan: 'starter',
      defaults: { checkEverySeconds: 60, minAttackers: 1 },
      inputs: [
        { key: 'checkEverySeconds', label: c.checkEvery, type: 'number', min: 10, max: 3600, integer: true, helperText: safety.guardCheckHelp },
        { key: 'minAttackers', label: safety.minAttackers, type: 'number', min: 1, max: 100_000, integer: true },
      ],
    },
    {
      id: 'castle-defence',
      description: safety.defenceText,
      category: c.safety,
      plan: 'plus',
      defaults: { holdMarginPercent: 100, refillTools: 'yes', recallArmies: 'yes', evacuate: 'yes', refugePlayer: '', checkEverySeconds: 30 },
      inputs: [
        { key: 'holdMarginPercent', label: safety.holdMargin, type: 'number', min: 50, max: 500, integer: true, helperText: safety.holdMarginHelp },
        { key: 'refillTools', label: safety.refillTools, type: 'select', options: YES_NO, helperText: safety.refillToolsHelp },
        { key: 'recallArmies', label: safety.recallArmies, type: 'select', options: YES_NO, helperText: safety.recallArmiesHelp },
        { key: 'evacuate', label: safety.evacuate, type: 'select', options: [{ value: 'yes', label: c.yes }, { value: 'no', label: safety.evacuateNo }], helperText: safety.evacuateHelp },
        { key: 'refugePlayer', label: safety.refugePlayer, type: 'text', maxLength: 40, helperText: safety.refugePlayerHelp },
        { key: 'checkEverySeconds', label: c.checkEvery, type: 'number', min: 10, max: 600, integer: true, helperText: safety.defenceCheckHelp },
      ],
    },
    {
      id: 'alliance-help',
      description: safety.allianceHelpText,
      category: c.alliance,
      plan: 'plus',
      defaults: { minWaitSeconds: 60, maxWaitSeconds: 120, checkEverySeconds: 60, supportTroops: 0, supportHours: 6, keepAtHome: 0 },
      inputs: [
        { key: 'minWaitSeconds', label: safety.minWait, type: 'number', min: 5, max: 3600, integer: true, helperText: safety.minWaitHelp },
        { key: 'maxWaitSeconds', label: safety.maxWait, type: 'number', min: 5, max: 3600, integer: true },
        { key: 'checkEverySeconds', label: c.checkEvery, type: 'number', min: 10, max: 3600, integer: true, helperText: safety.allianceCheckHelp },
        { key: 'supportTroops', label: safety.supportTroops, type: 'number', min: 0, max: 100000, integer: true, helperText: safety.supportTroopsHelp },
        { key: 'supportHours', label: safety.supportHours, type: 'number', min: 0, max: 12, integer: true, helperText: safety.supportHoursHelp },
        KEEP_AT_HOME,
      ],
    },
    invasionTemplate(
      'nomad-invasion',
      e.nomadInvasionEvent,
      e.nomadInvasionText,
      targets([
        { value: 'camps', label: e.nomadCamps },
        { value: 'khan', label: c.khanCamps },
        { value: 'both', label: c.both },
      ]),
    ),
    invasionTemplate(
      'samurai-invasion',
      e.samuraiInvasionEvent,
      e.samuraiInvasionText,
      targets([
        { value: 'camps', label: e.samuraiCamps },
        { value: 'daimyo', label: e.daimyo },
        { value: 'both', label: c.both },
      ]),
    ),
    {
      ...invasionTemplate('foreign-invasion', e.foreignInvasionEvent, e.foreignInvasionText),
      defaults: { minLevel: 1, maxLevel: 50, troopsPerAttack: 150, keepAtHome: 0, maxAttacksPerDay: 150, useSkips: 'none', ...PACING_DEFAULTS },
      inputs: [lowest(c.lowestCampLevel), highest(c.highestCampLevel), TROOPS, KEEP_AT_HOME, DAILY_LIMIT, USE_SKIPS, ...PACING],
    },
    invasionTemplate('berimond-invasion', e.berimondInvasionEvent, e.berimondInvasionText),
    {
      id: 'berimond-kingdom',
      event: e.berimondKingdomEvent,
      description: `${e.berimondKingdomText} ${c.eventWait}`,
      category: c.events,
      plan: 'plus',
      defaults: { openBerimond: 'yes', bringTroops: 300, maxLevel: 40, troopsPerAttack: 150, keepAtHome: 0, expandCamp: 'no', tents: 0, tentLevel: 0, ...PACING_DEFAULTS },
      inputs: [
        {
          key: 'openBerimond',
          label: e.openBerimond,
          type: 'select',
          options: [
            { value: 'yes', label: c.yes },
            { value: 'no', label: e.openBerimondSelf },
          ],
          helperText: e.openBerimondHelp,
        },
        { ...BRING_TROOPS, helperText: e.campBringTroopsHelp },
        highest(c.highestTowerLevel),
        TROOPS,
        { ...KEEP_AT_HOME, label: e.keepInCamp, helperText: e.keepInCampHelp },
        { key: 'expandCamp', label: e.expandCamp, type: 'select', options: NO_YES, helperText: e.expandCampHelp },
        { key: 'tents', label: e.tents, type: 'number', min: 0, max: 56, integer: true, helperText: e.tentsHelp },
        { key: 'tentLevel', label: e.tentLevel, type: 'number', min: 0, max: BUILDINGS.FACTION_UNITTENT.levels.length, integer: true, helperText: e.tentLevelHelp },
        ...PACING,
      ],
    },
    {
      id: 'event-shops',
      event: e.eventShopsEvent,
      description: `${e.eventShopsText} ${c.eventWait}`,
      category: c.events,
      plan: 'plus',
      defaults: { shop: 'nomad', packages: '', ...PACING_DEFAULTS },
      inputs: [
        {
          key: 'shop',
          label: e.shop,
          type: 'select',
          options: (Object.keys(EVENT_SHOPS) as EventShop[]).map((value) => ({ value, label: e[SHOP_WORDS[value].label] })),
          helperText: (Object.keys(EVENT_SHOPS) as EventShop[]).map((value) => e[SHOP_WORDS[value].help]).join(' '),
        },
        {
          key: 'packages',
          label: e.packages,
          type: 'text',
          maxLength: 200,
          pattern: '^$|^\\d{1,6}( ?x ?\\d{1,4})?(, ?\\d{1,6}( ?x ?\\d{1,4})?)*$',
          helperText: e.packagesHelp,
        },
        ...PACING,
      ],
    },
    {
      id: 'temp-servers',
      event: e.tempServersEvent,
      description: `${e.tempServersText} ${c.eventWait}`,
      category: c.events,
      plan: 'plus',
      defaults: { server: 'outer-realms', collectTaxes: 'yes', minLevel: 1, maxLevel: 40, troopsPerAttack: 100, keepAtHome: 0, maxAttacksPerDay: 150, ...PACING_DEFAULTS },
      inputs: [
        // The temporary servers' names are the game's own, kept in English as the console names them.
        { key: 'server', label: e.tempServer, type: 'select', options: Object.entries(TEMP_SERVERS).map(([value, server]) => ({ value, label: server.label })) },
        { key: 'collectTaxes', label: e.collectTaxes, type: 'select', options: YES_NO },
        lowest(c.lowestBaronLevel),
        highest(c.highestBaronLevel),
        TROOPS,
        KEEP_AT_HOME,
        DAILY_LIMIT,
        ...PACING,
      ],
    },
    {
      id: 'quests',
      description: economy.questsText,
      category: c.economy,
      plan: 'plus',
      defaults: { keepResources: 5000, currencies: 'no', visits: 'yes', ...PACING_DEFAULTS },
      inputs: [
        { key: 'keepResources', label: economy.keepResources, type: 'number', min: 0, max: 10_000_000, integer: true, helperText: economy.keepResourcesHelp },
        { key: 'currencies', label: economy.currencies, type: 'select', options: NO_YES, helperText: economy.currenciesHelp },
        { key: 'visits', label: economy.visits, type: 'select', options: YES_NO, helperText: economy.visitsHelp },
        ...PACING,
      ],
    },
    marketTraderTemplate(w, PACING, PACING_DEFAULTS),
    {
      id: 'custom-script',
      description: economy.customScriptText,
      category: c.scripts,
      plan: 'advanced',
      defaults: { scriptId: '', scriptVersion: 0, keepAtHome: 0, ...PACING_DEFAULTS },
      inputs: [
        { key: 'scriptId', label: economy.script, type: 'text', pattern: SCRIPT_ID_PATTERN, maxLength: 24, helperText: economy.scriptHelp },
        { key: 'scriptVersion', label: economy.scriptVersion, type: 'number', min: 0, max: 1_000_000, integer: true, helperText: economy.scriptVersionHelp },
        KEEP_AT_HOME,
        ...PACING,
      ],
    },
    {
      id: 'strategy-planner',
      description: combat.plannerText,
      category: c.combat,
      plan: 'premium',
      defaults: { horizonHours: 4, minLevel: 1, maxLevel: 80, keepAtHome: 0, maxAttacksPerDay: 150, ...PACING_DEFAULTS },
      inputs: [
        { key: 'horizonHours', label: combat.horizonHours, type: 'number', min: 1, max: 24, integer: true, helperText: combat.horizonHoursHelp },
        lowest(c.lowestCampLevel),
        highest(c.highestCampLevel),
        KEEP_AT_HOME,
        DAILY_LIMIT,
        ...PACING,
      ],
    },
  ];
  // Each template's name comes from where shared/src/templates keeps it by id.
  return templates.map((template) => ({ ...template, label: templateNameIn(w, template.id) }));
}

/** The catalogue in English: what the server's rules, its console lines and its own texts read. */
export const TEMPLATES: BotTemplate[] = buildTemplates(templateWordsIn(BASE_LOCALE));

/** Each language's catalogue, by the words it was made from (a language's files loaded again make new words, and so a new catalogue). */
const built = new WeakMap<object, BotTemplate[]>();

/** The catalogue in a language: the same ids, rules and defaults as `TEMPLATES`, only the words differ. */
export function templatesIn(locale: Locale): BotTemplate[] {
  if (locale === BASE_LOCALE) return TEMPLATES;
  const words = templateWordsIn(locale);
  let templates = built.get(words.common);
  if (!templates) {
    templates = buildTemplates(words);
    built.set(words.common, templates);
  }
  return templates;
}

export function findTemplate(id: string): BotTemplate | undefined {
  return TEMPLATES.find((t) => t.id === id);
}

/** A template's name in a language, or the id of a template no longer offered. */
export function templateLabel(id: string, locale: Locale): string {
  return templatesIn(locale).find((t) => t.id === id)?.label ?? id;
}

/** The game event a template plays during, as a sentence names it in a language ("the Nomad invasion"), or null. */
export function templateEvent(id: string, locale: Locale): string | null {
  return templatesIn(locale).find((t) => t.id === id)?.event ?? null;
}
