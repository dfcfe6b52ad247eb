/**
 * Presets by account level: for each template, settings that suit a castle at one stage of the game,
 * laid over the template's defaults when a player picks one in create-bot. A preset names only settings
 * its template has (typed by `SettingsOf<Id>`), within their bounds (api/src/modules/templates/presets.test.ts
 * runs each through the API's own settings check).
 *
 * Why these figures (docs/game.md, docs/benchmarks.md): a new account's castle holds a couple of hundred
 * spearmen and beats only the low robber baron camps near it, so a new castle sends small armies with a
 * wide win margin and keeps no reserve it does not have; the outer kingdoms' camps and fortresses take
 * hundreds of soldiers a flank, which only the large armies of the later levels bring, so only the later
 * stages aim there; a veteran keeps soldiers at home, since its castle is a target worth attacking. A
 * stage a template does not fit (Fortresses or the Storm Islands for a new castle) has no preset. Event
 * Shops (the player's own list of packages) and Custom Script (the player's own script) have none: no
 * level decides what they buy or run. A new castle's attack presets keep the army's upkeep on at half the
 * coins (its army is all it has, and every win costs soldiers); a larger treasury needs a smaller share.
 */
import type { TemplateId } from './ids';
import type { SettingsOf } from './units';

export const ACCOUNT_STAGES = ['new', 'growing', 'veteran'] as const;
export type AccountStage = (typeof ACCOUNT_STAGES)[number];

type Presets<Id extends TemplateId> = Partial<Record<AccountStage, Partial<SettingsOf<Id>>>>;

export const TEMPLATE_PRESETS: { readonly [Id in TemplateId]: Presets<Id> } = {
  'baron-farmer': {
    new: {
      kingdom: 'green',
      minLevel: 1,
      maxLevel: 10,
      troopsPerAttack: 40,
      keepAtHome: 0,
      maxAttacksPerDay: 100,
      winMargin: 30,
      healWounded: 'yes',
      upkeepCoins: 50,
    },
    growing: {
      kingdom: 'green',
      minLevel: 5,
      maxLevel: 30,
      troopsPerAttack: 120,
      keepAtHome: 50,
      maxAttacksPerDay: 150,
      winMargin: 20,
      healWounded: 'yes',
      upkeepCoins: 40,
    },
    veteran: {
      minLevel: 20,
      maxLevel: 60,
      troopsPerAttack: 400,
      keepAtHome: 200,
      maxAttacksPerDay: 250,
      winMargin: 15,
      healWounded: 'yes',
      upkeepCoins: 30,
      bringTroops: 300,
    },
  },
  fortresses: {
    growing: { kingdom: 'ice', troopsPerAttack: 200, keepAtHome: 50, maxAttacksPerDay: 60, bringTroops: 200 },
    veteran: { kingdom: 'fire', troopsPerAttack: 600, keepAtHome: 200, maxAttacksPerDay: 120, bringTroops: 600 },
  },
  'resource-keeper': {
    // A small storehouse fills quickly: collect often; no feasts while food is short.
    new: { collectEveryMinutes: 20, feastLevel: '0', recruitWhenCoinsAbove: 1_000, recruitAmount: 10, recruitUpTo: 200, supplyKingdoms: 'no' },
    growing: {
      collectEveryMinutes: 30,
      feastLevel: '1',
      feastWhenFoodAbove: 8_000,
      recruitWhenCoinsAbove: 5_000,
      recruitAmount: 30,
      recruitUpTo: 800,
      supplyKingdoms: 'yes',
      supplyBelow: 2_000,
      supplyAmount: 2_000,
    },
    veteran: {
      collectEveryMinutes: 45,
      feastLevel: '1',
      feastWhenFoodAbove: 40_000,
      recruitWhenCoinsAbove: 20_000,
      recruitAmount: 100,
      recruitUpTo: 3_000,
      supplyKingdoms: 'yes',
      supplyBelow: 10_000,
      supplyAmount: 10_000,
    },
  },
  'storm-sea-forts': {
    growing: { maxLevel: 30, troopsPerAttack: 100, keepAtHome: 50, useSkips: 'none', sendResources: 'no', cargoLevel: 0 },
    veteran: { maxLevel: 60, troopsPerAttack: 250, keepAtHome: 200, useSkips: 'm5', sendResources: 'yes', cargoLevel: 3 },
  },
  'khan-berimond': {
    // The level limit does not bind Khan camps (docs/game.md): a new castle keeps to them, with few soldiers.
    new: { targets: 'khan', troopsPerAttack: 60, keepAtHome: 0 },
    growing: { targets: 'both', maxLevel: 30, troopsPerAttack: 150, keepAtHome: 50 },
    veteran: { targets: 'both', maxLevel: 60, troopsPerAttack: 400, keepAtHome: 200 },
  },
  'attack-guard': {
    // Every attack matters to a small castle; a large one is probed by small ones all day.
    new: { minAttackers: 1, checkEverySeconds: 60 },
    growing: { minAttackers: 20, checkEverySeconds: 60 },
    veteran: { minAttackers: 100, checkEverySeconds: 60 },
  },
  'castle-defence': {
    // A young castle has few tools on its walls, which the weighing leaves out: send soldiers away sooner.
    new: { holdMarginPercent: 150, refillTools: 'yes', recallArmies: 'yes', evacuate: 'yes', checkEverySeconds: 30 },
    growing: { holdMarginPercent: 120, refillTools: 'yes', recallArmies: 'yes', evacuate: 'yes', checkEverySeconds: 30 },
    veteran: { holdMarginPercent: 100, refillTools: 'yes', recallArmies: 'yes', evacuate: 'yes', checkEverySeconds: 20 },
  },
  'alliance-help': {
    new: { supportTroops: 0, keepAtHome: 0 },
    growing: { supportTroops: 50, supportHours: 4, keepAtHome: 50 },
    veteran: { supportTroops: 300, supportHours: 6, keepAtHome: 200 },
  },
  'nomad-invasion': {
    new: { targets: 'camps', troopsPerAttack: 60, keepAtHome: 0, maxAttacksPerDay: 80, useSkips: 'none' },
    growing: { targets: 'both', troopsPerAttack: 150, keepAtHome: 50, maxAttacksPerDay: 150, useSkips: 'none' },
    veteran: { targets: 'both', troopsPerAttack: 400, keepAtHome: 200, maxAttacksPerDay: 300, useSkips: 'm5' },
  },
  'samurai-invasion': {
    new: { targets: 'camps', troopsPerAttack: 60, keepAtHome: 0, maxAttacksPerDay: 80, useSkips: 'none' },
    growing: { targets: 'both', troopsPerAttack: 150, keepAtHome: 50, maxAttacksPerDay: 150, useSkips: 'none' },
    veteran: { targets: 'both', troopsPerAttack: 400, keepAtHome: 200, maxAttacksPerDay: 300, useSkips: 'm5' },
  },
  'foreign-invasion': {
    new: { minLevel: 1, maxLevel: 15, troopsPerAttack: 60, keepAtHome: 0, maxAttacksPerDay: 80 },
    growing: { minLevel: 10, maxLevel: 40, troopsPerAttack: 150, keepAtHome: 50, maxAttacksPerDay: 150 },
    veteran: { minLevel: 30, maxLevel: 80, troopsPerAttack: 400, keepAtHome: 200, maxAttacksPerDay: 300, useSkips: 'm5' },
  },
  // Berimond's waves are sized for level 70 (docs/game.md): nothing for a new castle.
  'berimond-invasion': {
    growing: { troopsPerAttack: 150, keepAtHome: 50, maxAttacksPerDay: 150 },
    veteran: { troopsPerAttack: 400, keepAtHome: 200, maxAttacksPerDay: 300, useSkips: 'm5' },
  },
  'berimond-kingdom': {
    growing: { bringTroops: 300, maxLevel: 30, troopsPerAttack: 150, keepAtHome: 50, expandCamp: 'no', tents: 0, tentLevel: 0 },
    veteran: { bringTroops: 800, maxLevel: 60, troopsPerAttack: 400, keepAtHome: 100, expandCamp: 'yes', tents: 10, tentLevel: 2 },
  },
  'event-shops': {},
  'temp-servers': {
    new: { minLevel: 1, maxLevel: 15, troopsPerAttack: 50, keepAtHome: 0, maxAttacksPerDay: 100 },
    growing: { minLevel: 1, maxLevel: 40, troopsPerAttack: 120, keepAtHome: 0, maxAttacksPerDay: 150 },
    veteran: { minLevel: 20, maxLevel: 70, troopsPerAttack: 300, keepAtHome: 0, maxAttacksPerDay: 250 },
  },
  quests: {
    // Medals and tokens buy event-shop packages: a new castle keeps them until it knows what it wants.
    new: { keepResources: 1_000, currencies: 'no', visits: 'yes' },
    growing: { keepResources: 5_000, currencies: 'no', visits: 'yes' },
    veteran: { keepResources: 50_000, currencies: 'yes', visits: 'yes' },
  },
  'market-trader': {
    // Each resource's surplus line stays above its reserve line (the trader's rule across its settings).
    new: {
      woodSellAbove: 5_000,
      woodBuyBelow: 1_000,
      woodMaxPerDay: 5_000,
      stoneSellAbove: 5_000,
      stoneBuyBelow: 1_000,
      stoneMaxPerDay: 5_000,
      foodSellAbove: 5_000,
      foodBuyBelow: 1_000,
      foodMaxPerDay: 5_000,
      keepCoins: 1_000,
      maxPerTrade: 500,
    },
    growing: {
      woodSellAbove: 30_000,
      woodBuyBelow: 8_000,
      woodMaxPerDay: 20_000,
      stoneSellAbove: 30_000,
      stoneBuyBelow: 8_000,
      stoneMaxPerDay: 20_000,
      foodSellAbove: 30_000,
      foodBuyBelow: 8_000,
      foodMaxPerDay: 20_000,
      keepCoins: 5_000,
      maxPerTrade: 2_000,
    },
    veteran: {
      woodSellAbove: 150_000,
      woodBuyBelow: 40_000,
      woodMaxPerDay: 100_000,
      stoneSellAbove: 150_000,
      stoneBuyBelow: 40_000,
      stoneMaxPerDay: 100_000,
      foodSellAbove: 150_000,
      foodBuyBelow: 40_000,
      foodMaxPerDay: 100_000,
      keepCoins: 50_000,
      maxPerTrade: 10_000,
    },
  },
  'custom-script': {},
  'strategy-planner': {
    new: { horizonHours: 2, minLevel: 1, maxLevel: 15, keepAtHome: 0, maxAttacksPerDay: 100, healWounded: 'yes', upkeepCoins: 50 },
    growing: { horizonHours: 4, minLevel: 1, maxLevel: 40, keepAtHome: 50, maxAttacksPerDay: 150 },
    veteran: { horizonHours: 8, minLevel: 20, maxLevel: 80, keepAtHome: 200, maxAttacksPerDay: 250 },
  },
};

/** A template's presets, in the stages' order (none for a template no level decides). */
export function presetsOf(id: TemplateId): { stage: AccountStage; settings: Readonly<Record<string, string | number>> }[] {
  const presets: Presets<TemplateId> = TEMPLATE_PRESETS[id];
  return ACCOUNT_STAGES.flatMap((stage) => {
    const settings = presets[stage];
    return settings ? [{ stage, settings: settings as Record<string, string | number> }] : [];
  });
}
