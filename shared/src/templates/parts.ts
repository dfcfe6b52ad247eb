/**
 * The settings many templates share, in one language's words: pacing, the army settings of the attack
 * templates, kingdoms, skip items, yes/no. A unit's `inputs` take them from here (unit.ts).
 */
import { BUILDINGS } from '../game-wire/buildings';
import { LISTABLE_BUILDINGS } from '../game-wire/upgrade-list';
import type { MessageSet } from '../i18n/messages';
import type { SelectOption, TemplateInput } from './unit';
import type { TemplateWords } from './words';

/**
 * Human-like pacing's defaults, shared by every template that paces: players ask for these to avoid bans.
 * When a bot plays is its schedule (bots/schedule: weekly windows in the player's time zone), no longer
 * an "Active hours (UTC)" setting; bots saved with one keep resting outside it (runtime/pacing.ts) until
 * their owner saves a schedule, which replaces it.
 */
export const PACING_DEFAULTS = { minDelaySeconds: 4, maxDelaySeconds: 12, breakEveryMinutes: 45, breakMinutes: 5 };

/**
 * An attack template's army upkeep (runtime/actions/upkeep.ts): between attacks the wounded are healed and the soldiers the losses took
 * recruited, each round spending at most half the account's coins, never past what the castle's food keeps, up to the army the castle
 * had when the bot started. On by default: an army every win wears down stops the bot within a game day without it (issue 65).
 */
export const UPKEEP_DEFAULTS = { healWounded: 'yes', upkeepCoins: 50, armyToKeep: 0 };

/** An invasion event's defaults: its camps near your main castle, while the event runs (runtime/behaviours/invasions.ts). */
export const INVASION_DEFAULTS = { troopsPerAttack: 150, keepAtHome: 0, maxAttacksPerDay: 150, useSkips: 'none', ...UPKEEP_DEFAULTS, ...PACING_DEFAULTS };

const LISTED = LISTABLE_BUILDINGS.map((name) => BUILDINGS[name].label);

/** The shared settings in the words of one language (the rules, ranges and defaults are the same in all). */
export function settingParts({ common: c }: TemplateWords) {
  const pacing: TemplateInput[] = [
    { key: 'minDelaySeconds', label: c.minDelay, type: 'number', min: 1, max: 600, integer: true, helperText: c.minDelayHelp, advanced: true },
    { key: 'maxDelaySeconds', label: c.maxDelay, type: 'number', min: 1, max: 1800, integer: true, advanced: true },
    { key: 'breakEveryMinutes', label: c.breakEvery, type: 'number', min: 0, max: 600, integer: true, helperText: c.breakEveryHelp, advanced: true },
    { key: 'breakMinutes', label: c.breakLength, type: 'number', min: 1, max: 240, integer: true, advanced: true },
  ];
  /** A yes/no choice: "No" first where the default is no, so the form reads as the default. */
  const noYes: SelectOption[] = [
    { value: 'no', label: c.no },
    { value: 'yes', label: c.yes },
  ];
  const keepAtHome: TemplateInput = {
    key: 'keepAtHome',
    label: c.keepAtHome,
    type: 'number',
    min: 0,
    max: 100000,
    integer: true,
    helperText: c.keepAtHomeHelp,
  };
  /** The game caps each wave by the target's level (public bots send by the same caps). */
  const troops: TemplateInput = { key: 'troopsPerAttack', label: c.troops, type: 'number', min: 1, max: 5000, integer: true, helperText: c.troopsHelp };
  const dailyLimit: TemplateInput = {
    key: 'maxAttacksPerDay',
    label: c.dailyLimit,
    type: 'number',
    min: 1,
    max: 1000,
    integer: true,
    helperText: c.dailyLimitHelp,
  };
  /**
   * Skip items on a camp's cooldown (the game's minute skips: `msd` in shared/src/game-wire/commands.ts).
   * No public client skips an army's travel, so nothing here promises faster returns.
   */
  const skips: SelectOption[] = [
    { value: 'none', label: c.skipNone },
    { value: 'm1', label: c.skip1 },
    { value: 'm5', label: c.skip5 },
    { value: 'm30', label: c.skip30 },
  ];
  const useSkips: TemplateInput = { key: 'useSkips', label: c.useSkips, type: 'select', options: skips, helperText: c.skipsHelp, advanced: true };
  const lowest = (label: string): TemplateInput => ({ key: 'minLevel', label, type: 'number', min: 1, max: 80, integer: true });
  const highest = (label: string): TemplateInput => ({ key: 'maxLevel', label, type: 'number', min: 1, max: 80, integer: true });
  /** The army every attack template sends, in the form's order. */
  const army = [troops, keepAtHome, dailyLimit];
  /** The army's upkeep: heal the wounded, the share of the coins it may spend, the army it keeps up (UPKEEP_DEFAULTS). */
  const upkeepInputs: TemplateInput[] = [
    { key: 'healWounded', label: c.healWounded, type: 'select', options: noYes, helperText: c.healWoundedHelp },
    { key: 'upkeepCoins', label: c.upkeepCoins, type: 'number', min: 0, max: 100, integer: true, helperText: c.upkeepCoinsHelp },
    { key: 'armyToKeep', label: c.armyToKeep, type: 'number', min: 0, max: 100000, integer: true, helperText: c.armyToKeepHelp, advanced: true },
  ];
  return {
    pacing,
    noYes,
    yesNo: [noYes[1]!, noYes[0]!],
    kingdoms: [
      { value: 'green', label: c.kingdomGreen },
      { value: 'sands', label: c.kingdomSands },
      { value: 'ice', label: c.kingdomIce },
      { value: 'fire', label: c.kingdomFire },
    ] satisfies SelectOption[],
    keepAtHome,
    troops,
    dailyLimit,
    useSkips,
    /** An attack sized from the target's defence goes only when it wins by this much (actions/sized-targets.ts). */
    winMargin: {
      key: 'winMargin',
      label: c.winMargin,
      type: 'number',
      min: 0,
      max: 200,
      integer: true,
      helperText: c.winMarginHelp,
      advanced: true,
    } satisfies TemplateInput,
    /** A sized attack goes only when its battle forecast loses at most this share of the soldiers sent (actions/sized-targets.ts). */
    maxLossPercent: {
      key: 'maxLossPercent',
      label: c.maxLossPercent,
      type: 'number',
      min: 1,
      max: 100,
      integer: true,
      helperText: c.maxLossPercentHelp,
    } satisfies TemplateInput,
    upkeep: upkeepInputs,
    bringTroops: {
      key: 'bringTroops',
      label: c.bringTroops,
      type: 'number',
      min: 0,
      max: 100000,
      integer: true,
      helperText: c.bringTroopsHelp,
    } satisfies TemplateInput,
    /** "Keep 5, Farm 4": names the game's buildings (building-queue.ts), each with the level wanted. */
    upgradeList: {
      key: 'upgradeList',
      label: c.upgradeList,
      type: 'text',
      maxLength: 200,
      pattern: `^$|^(${LISTED.join('|')}) \\d{1,2}(, ?(${LISTED.join('|')}) \\d{1,2})*$`,
      helperText: c.upgradeListHelp({ names: LISTED.join(', ') }),
    } satisfies TemplateInput,
    lowest,
    highest,
    targets: (options: SelectOption[]): TemplateInput => ({ key: 'targets', label: c.targets, type: 'select', options }),
    /** An invasion template's army settings, after its own targets and levels (INVASION_DEFAULTS). */
    invasion: [...army, useSkips, ...upkeepInputs, ...pacing],
    /** Attacks on robber barons between two levels with the army settings (Robber Baron Farmer, Temporary Servers). */
    baronAttacks: [lowest(c.lowestBaronLevel), highest(c.highestBaronLevel), ...army],
  };
}

export type SettingParts = ReturnType<typeof settingParts>;

/** An invasion template's help, after its own targets (if it has them): what it does is its summary. */
export const INVASION_HELP = {
  what: ['summary', 'common.eventWait'],
  settings: ['common.troops', 'common.keep', 'common.daily', 'common.skips', 'common.upkeep'],
} as const;

/** The help of an invasion template whose own words say its `targets` (camps, a boss, or levels). */
export function invasionHelpWithTargets<B extends { title: string; summary: string; targets: string }>(words: MessageSet<B>) {
  return { words, what: INVASION_HELP.what, settings: ['targets', ...INVASION_HELP.settings] } as const;
}

type EventWords = TemplateWords['events'];
/** An event template's words' key: its name `<key>`, its description `<key>Text`, its event `<key>Event`. */
type EventKey = {
  [K in keyof EventWords]: K extends `${infer N}Event` ? (N extends keyof EventWords ? (`${N}Text` extends keyof EventWords ? N : never) : never) : never;
}[keyof EventWords];

/**
 * A template that plays only while a game event runs: its category, name, event and description from its
 * words' key, the description closed by the common "it plays only while the event runs".
 */
export function playsDuringEvent<K extends EventKey>(key: K) {
  const words = (events: EventWords) => events as unknown as Record<string, string>;
  return {
    category: 'events',
    name: ['events', key],
    describe: ({ common, events }: TemplateWords) => `${words(events)[`${key}Text`]} ${common.eventWait}`,
    event: ({ events }: TemplateWords) => words(events)[`${key}Event`]!,
  } as const;
}

/**
 * An invasion whose targets are its camps, its boss, or both (both by default): Nomad Invasion & Khan,
 * Samurai Invasion & Daimyo. `campsAndBoss` names the two in one language's words.
 */
export function campsOrBossInvasion<B extends { title: string; summary: string; targets: string }>(
  event: EventKey,
  words: MessageSet<B>,
  campsAndBoss: (words: TemplateWords) => [camps: SelectOption, boss: SelectOption],
) {
  return {
    plan: 'plus',
    ...playsDuringEvent(event),
    defaults: { targets: 'both', ...INVASION_DEFAULTS },
    inputs: (w: TemplateWords, p: SettingParts) => [p.targets([...campsAndBoss(w), { value: 'both', label: w.common.both }]), ...p.invasion],
    help: invasionHelpWithTargets(words),
  } as const;
}
