/** Baron, sea fort and Khan/Berimond templates: the attack loop with each template's targets. */
import { AREA_TYPE, EVENT_ID, isKingdom, type Kingdom } from '@shared/game-wire/ids';
import { attackLoop, skipOf, type AttackPlan } from '../actions/attack-loop';
import { lossCapOf, marginOf } from '../actions/sized-targets';
import { upkeepOf } from '../actions/upkeep';
import { EVENT_RECHECK_MS } from '../actions/event-watch';
import { cargoUpgrades, sendFromIsle, STORM_SEND_EVERY_MS } from '../actions/storm-sends';
import type { BehaviourFactory } from '../actions/context';
import type { Said } from '@shared/i18n/said';

/** What every attack template reads from its settings the same way. */
function common(settings: { maxLevel: number; troopsPerAttack: number; keepAtHome: number }) {
  return {
    maxLevel: settings.maxLevel,
    troops: settings.troopsPerAttack,
    keepAtHome: Math.max(0, settings.keepAtHome),
  };
}

/**
 * Robber baron camps (area type 2) in the chosen kingdom; in the Burning Sands, the Glacier and the
 * Fire Peaks the fortresses (type 11) stand beside them (GGE-BOT sharedFortressAttackLogic.js).
 */
/**
 * The kingdom a bot's setting names. The API's check holds it to the form's kingdoms, so another is a
 * stored value gone stale (a kingdom no longer offered): the template's own default plays instead.
 */
const kingdomOf = (name: string, fallback: Kingdom): Kingdom => (isKingdom(name) ? name : fallback);

export const baronFarmer: BehaviourFactory<'baron-farmer'> = (ctx) =>
  attackLoop(ctx, () => ({
    label: 'robber baron castle',
    areaTypes: [AREA_TYPE.DUNGEON],
    kingdom: kingdomOf(ctx.settings.kingdom, 'green'),
    minLevel: ctx.settings.minLevel,
    ...common(ctx.settings),
    maxPerDay: ctx.settings.maxAttacksPerDay,
    bringTroops: ctx.settings.bringTroops,
    skip: skipOf(ctx.settings.useSkips),
    // Each attack sized from the camp's own defenders (the game's tables), with the player's margin and loss cap.
    sized: { margin: marginOf(ctx.settings.winMargin), maxLossShare: lossCapOf(ctx.settings.maxLossPercent) },
    upkeep: upkeepOf(ctx.settings),
  }));

/**
 * Fortresses (type 11) in the Burning Sands, the Everwinter Glacier or the Fire Peaks, from the castle
 * there, as the public bots play them (GGE-BOT sharedFortressAttackLogic.js and its forks'
 * attackFortresses*.js): the nearest ready one, never a skip item on a fortress's cooldown (no public bot
 * skips one). The row gives the level (EmpireCore map/models/items.py:278-286).
 */
export const fortresses: BehaviourFactory<'fortresses'> = (ctx) =>
  attackLoop(ctx, () => ({
    label: 'fortress',
    areaTypes: [AREA_TYPE.BOSS_DUNGEON],
    kingdom: kingdomOf(ctx.settings.kingdom, 'sands'),
    minLevel: 1,
    maxLevel: 80,
    troops: ctx.settings.troopsPerAttack,
    keepAtHome: Math.max(0, ctx.settings.keepAtHome),
    maxPerDay: ctx.settings.maxAttacksPerDay,
    bringTroops: ctx.settings.bringTroops,
    skip: 'none',
    upkeep: upkeepOf(ctx.settings),
  }));

/**
 * The Storm Islands' NPC isles (type 25, kingdom 4); public bots play them without waiting for an event.
 * With "send the isle's stock on", the isle's wood and stone go to the other kingdoms every 30 minutes,
 * and with a cargo level the isle's cargo ships are upgraded up to it (storm-sends.ts).
 */
export const stormSeaForts: BehaviourFactory<'storm-sea-forts'> = (ctx) => {
  const forts = attackLoop(ctx, () => ({
    label: 'storm fort',
    areaTypes: [AREA_TYPE.ISLE_DUNGEON],
    kingdom: 'storm',
    minLevel: 1,
    ...common(ctx.settings),
    maxPerDay: Number.POSITIVE_INFINITY,
    skip: skipOf(ctx.settings.useSkips),
    upkeep: upkeepOf(ctx.settings),
  }));
  let sentAt = Number.NEGATIVE_INFINITY;
  const cargo = cargoUpgrades(ctx);
  return {
    async step() {
      if (ctx.settings.sendResources === 'yes' && ctx.now() - sentAt >= ctx.interval(STORM_SEND_EVERY_MS)) {
        sentAt = ctx.now();
        await sendFromIsle(ctx, ctx.client());
      }
      await cargo.step();
      return forts.step();
    },
  };
};

/**
 * Khan camps (type 35) in the Great Empire while the Nomad invasion (event 72) runs, and Berimond's
 * towers (type 17, kingdom 10) while Berimond (event 3) runs: the events GGE-BOT's plugins key on.
 * A Khan camp's row carries no level (the game's data tables give it), so the level limit applies to
 * Berimond's towers only.
 */
const KHAN: Pick<AttackPlan, 'label' | 'areaTypes' | 'kingdom' | 'event' | 'unlevelled'> = {
  label: 'Khan camp',
  unlevelled: true,
  areaTypes: [AREA_TYPE.KHAN_CAMP],
  kingdom: 'green',
  event: { ids: [EVENT_ID.ALLIANCE_NOMAD_INVASION], name: 'Nomad invasion (Khan camps)' },
};
const BERIMOND: Pick<AttackPlan, 'label' | 'areaTypes' | 'kingdom' | 'event' | 'unlevelled'> = {
  label: 'Berimond watchtower',
  areaTypes: [AREA_TYPE.FACTION_TOWER],
  kingdom: 'berimond',
  event: { ids: [EVENT_ID.BERIMOND], name: 'Battle for Berimond' },
};

export const khanBerimond: BehaviourFactory<'khan-berimond'> = (ctx) => {
  // The bot cannot go on only when none of the loops it plays can: each loop's stall is kept apart, and the
  // card is told of them together (one loop's stall while the other attacks is no stall of the bot).
  const stalls: Record<'khan' | 'berimond', Said | null> = { khan: null, berimond: null };
  const tell = () => {
    const choice = ctx.settings.targets;
    ctx.stalled(choice === 'khan' || choice === 'berimond' ? stalls[choice] : stalls.khan && stalls.berimond ? stalls.khan : null);
  };
  // A loop's own context: the bot's (its prototype, so what the bot changes later reads through) but for its stall.
  const own = (which: 'khan' | 'berimond') =>
    Object.assign(Object.create(ctx) as typeof ctx, {
      stalled(line: Said | null) {
        stalls[which] = line;
        tell();
      },
    });
  const loops = { khan: attackLoop(own('khan'), () => plan(KHAN)), berimond: attackLoop(own('berimond'), () => plan(BERIMOND)) };
  // Only the Khan loop keeps the army up: Berimond's towers are attacked from its own kingdom's castle, whose soldiers come from the main one.
  const plan = (which: typeof KHAN): AttackPlan => ({
    ...which,
    minLevel: 1,
    ...common(ctx.settings),
    maxPerDay: Number.POSITIVE_INFINITY,
    skip: 'none',
    ...(which === KHAN && { upkeep: upkeepOf(ctx.settings) }),
  });
  let turn = 0;
  return {
    // "Both" takes turns, each step one of the two; when its event is not running, the other plays.
    async step() {
      const choice = ctx.settings.targets;
      if (choice === 'khan' || choice === 'berimond') return loops[choice].step();
      const [first, second] = turn++ % 2 === 0 ? (['khan', 'berimond'] as const) : (['berimond', 'khan'] as const);
      const wait = await loops[first].step();
      return wait === EVENT_RECHECK_MS ? loops[second].step() : wait;
    },
  };
};
