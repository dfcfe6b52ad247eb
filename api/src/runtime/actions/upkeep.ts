/**
 * The army's upkeep, kept as a player keeps it between attacks (issue 65): enter the castle, look at its
 * soldiers (`gui`: at home, coming, wounded), heal the wounded in the military hospital (`hru`), recruit the
 * spearmen the losses took (`bup`), within the share of the coins the player sets and never past what the
 * castle's food keeps (upkeep-plan.ts decides; this file sends and says). Every command's shape is public:
 * - `jca` then `gui`: EmpireCore army/service.py get_units_response (join the castle, then read its units), then `gam` for the
 *   armies out and, with wounded, `spl {LID: 2}` for the hospital's slots (EmpireCore army/models/production.py);
 * - `hru {U, A}`: EmpireCore army/models/hospital.py HealUnitsRequest, sent after `jca` by army/service.py
 *   heal_units; CitadelOps Server/App/ProductionIntents.go planHospitalOperation at 0f5b08e (castle focus, then `hru`);
 * - `bup`: EmpireCore army/models/production.py C2SBuyUnitPackageVO (recruit.ts).
 * Paced as a person: a round when the loop asks (it is short of soldiers), or once the castle is a twentieth
 * short of the army it keeps up, at most every UPKEEP_EVERY_MS of the bot's own rounds (or a game hour); one bot
 * of the account keeps a castle up (the ledger's duty); a round the game refuses waits REFUSED_BACKOFF rounds, so
 * a refusal is not repeated into the account's safety lock.
 */
import { unitUpkeep } from '@shared/game-data/upkeep';
import { readHospital, readInventory, readState, type Castle } from '@shared/game-wire/live-data';
import { readMovements, type Movement } from '@shared/game-wire/live-movements';
import { said } from '@shared/i18n/said';
import { economyLines } from '@shared/bot-lines/economy.messages';
import type { GameClient } from '../game/client';
import { coinsPart, soldiersPart } from '../words/format';
import type { BehaviourContext } from './context';
import type { UpkeepLeft } from './stall-advice';
import { bupSpearmen } from './recruit';
import { armiesOut } from './short-of-soldiers';
import { foodEatenBy, planUpkeep, type UpkeepPlan } from './upkeep-plan';

/** The upkeep a plan asks for (the templates' Heal the wounded, Coins for upkeep (%), Army to keep up). */
export type UpkeepSettings = { heal: boolean; share: number; armyToKeep: number };

export function upkeepOf(settings: { healWounded: string; upkeepCoins: number; armyToKeep: number }): UpkeepSettings {
  return { heal: settings.healWounded === 'yes', share: Math.max(0, Math.min(100, settings.upkeepCoins)) / 100, armyToKeep: Math.max(0, settings.armyToKeep) };
}

/** The hospital's production list (EmpireCore enums/army.py ProductionListId.HOSPITAL; `spl` answers it with its slots). */
const HOSPITAL_LIST = 2;

/**
 * How often upkeep may look at the castle unasked (real time, before pace scaling), and only when soldiers are missing: a player
 * glances at the hospital now and then, and the wounded wait there (as far as its beds go) until healed.
 */
export const UPKEEP_EVERY_MS = 10 * 60_000;

/**
 * The soldiers short of the army kept up that make a round worth it: a twentieth of the army, at least 5 (a player does not walk to
 * the hospital for every soldier; the wounded wait there, and the loop asks for a round at once when it is short).
 */
const lossWorthARound = (army: number) => Math.max(5, Math.ceil(army / 20));

/** A game hour: on a sped-up game a round is due at least once a game hour, as the army's losses come faster there. */
const GAME_HOUR_MS = 3_600_000;

/** After a refusal, upkeep waits this many of its rounds before it tries again. */
const REFUSED_BACKOFF = 6;

/** The longest a round's healing may take, in real ms: each unit's `healingTime` one after another, on the game's clock. */
function healingMs(heal: readonly (readonly [number, number])[], timeScale: number): number {
  const seconds = heal.reduce((sum, [wodId, amount]) => sum + (unitUpkeep(wodId)?.healSeconds ?? 0) * amount, 0);
  return (seconds * 1000) / Math.max(1e-9, timeScale);
}

/** What a round found and did: the army it keeps up, and the soldiers it brought back (healed or recruited). */
export type UpkeepRound = { wanted: number; healed: number; recruited: number };

type HomeCastle = Castle & { details: NonNullable<Castle['details']> };
type Stacks = readonly (readonly [number, number])[];
const count = (stacks: Stacks) => stacks.reduce((n, [, c]) => n + c, 0);

export type ArmyUpkeep = {
  /** What the last round left undone (null before the first or with upkeep off): the stall's advice reads it (stall-advice.ts). */
  left(): UpkeepLeft | null;
  /**
   * A round in `castle` when one is due (or `now` asks for one: the loop is short of soldiers): `out` is the castle's own soldiers
   * away, `timeScale` the game's clock against real time. A round is due once UPKEEP_EVERY_MS (or a game hour) has passed and the
   * castle's soldiers at home (from `dcl`) and out are `lossWorthARound` short of the army it keeps up. Null when none ran.
   */
  round(client: GameClient, castle: HomeCastle, o: { out: number; timeScale: number; now: boolean }): Promise<UpkeepRound | null>;
};

export function armyUpkeep(
  ctx: Pick<BehaviourContext, 'log' | 'now' | 'interval' | 'ledger' | 'botId'>,
  settingsOf: () => UpkeepSettings | undefined,
): ArmyUpkeep {
  /** The soldiers at home and out when the bot first looked (read from `dcl` and `gam`, no command of its own): kept up when Army to keep up is 0. */
  let startingArmy: number | null = null;
  let nextAt = Number.NEGATIVE_INFINITY;
  /** The last shortage said (food or budget), so each is said once until it changes. */
  let shortSaid: UpkeepPlan['short'] = null;

  let lastLeft: UpkeepLeft | null = null;
  /** Until when a heal this bot ordered may still run (real ms; the game's `healingTime` each, one after another): the slots are read till then. */
  let healingUntil = Number.NEGATIVE_INFINITY;
  return {
    left: () => (settingsOf() ? lastLeft : null),
    async round(client: GameClient, castle: HomeCastle, o) {
      const settings = settingsOf();
      const seen = castle.details.troops + o.out;
      // Upkeep turned off (no coins for it, no healing) looks only when the loop is short, for the stall's advice.
      const off = settings && settings.share === 0 && !settings.heal;
      startingArmy ??= seen;
      const wanted = settings && settings.armyToKeep > 0 ? settings.armyToKeep : startingArmy;
      if (!settings || (!o.now && (off || ctx.now() < nextAt || wanted - seen < lossWorthARound(wanted)))) return null;
      // One bot of the account keeps a castle's army up (the first with upkeep on to look): two would pay twice for the same losses.
      if (!off && !ctx.ledger.duty(ctx.botId, `upkeep:${castle.id}`)) return null;
      nextAt = ctx.now() + Math.min(ctx.interval(UPKEEP_EVERY_MS), GAME_HOUR_MS / Math.max(1e-9, o.timeScale));
      try {
        return await client.inCastle(castle, async () => {
          const army = readInventory(await client.send('gui', {}));
          // The coins as the game said them last (a round earlier in this step spent some), not as the step began.
          const { coins, playerId } = readState(client.known, ctx.now(), client.receivedAt);
          // The armies out read after the units (EmpireCore movements/models/movement.py `gam`): another bot's attack that left between the
          // two is counted twice, never missed, so a round never recruits for soldiers who are only away.
          const out = armiesOut(readMovements(await client.send('gam', {}), playerId, ctx.now()), castle.id)?.soldiers ?? 0;
          // Soldiers being healed are in the hospital's slots, no longer among the wounded: counted, or a round would recruit them again.
          const slotsRead = settings.heal && (army.wounded.length > 0 || ctx.now() < healingUntil);
          const hospital = slotsRead ? readHospital(await client.send('spl', { LID: HOSPITAL_LIST })) : { free: 0, healing: 0 };
          const beingHealed = hospital.healing;
          const standing = count(army.home) + count(army.coming) + out + beingHealed;
          // The game's own consumption when it says it (gpa DFC), else counted from the soldiers it feeds; those being healed eat once home.
          const eaten = (castle.details.foodEaten ?? foodEatenBy(army.home, count(army.coming) + out)) + foodEatenBy([], beingHealed);
          const spareFood = castle.details.production.food - eaten;
          const plan = planUpkeep({ ...settings, healSlots: hospital.free, coins, wanted, standing, wounded: army.wounded, spareFood });
          const spent = plan.healCoins + plan.recruitCoins;
          lastLeft = { wanted, missing: plan.missing, foodRoom: plan.foodRoom, share: settings.share, coins, budget: plan.budget, spent };
          await carryOut(client, castle, plan, coins);
          tellShort(castle, plan, { coins, spareFood, share: settings.share });
          healingUntil = Math.max(healingUntil, ctx.now()) + healingMs(plan.heal, o.timeScale);
          return { wanted, healed: count(plan.heal), recruited: plan.recruit };
        });
      } catch (err) {
        nextAt = ctx.now() + REFUSED_BACKOFF * ctx.interval(UPKEEP_EVERY_MS);
        const reason = err instanceof Error ? err.message : String(err);
        ctx.log(said(economyLines, 'upkeepRefused', { castle: castle.name, reason }), { level: 'warning' });
        return null;
      }
    },
  };

  /** Heals, then recruits, inside the castle the round entered, each said with the round's budget. */
  async function carryOut(client: GameClient, castle: Castle, plan: UpkeepPlan, coins: number) {
    const budget = { budget: plan.budget, total: coinsPart(coins) };
    for (const [wodId, amount] of plan.heal) await client.send('hru', { U: wodId, A: amount });
    const healed = count(plan.heal);
    if (healed > 0)
      ctx.log(said(economyLines, 'upkeepHealed', { soldiers: soldiersPart(healed), castle: castle.name, coins: coinsPart(plan.healCoins), ...budget }), {
        actions: 1,
      });
    if (plan.recruit <= 0) return;
    await bupSpearmen(client, castle, plan.recruit);
    ctx.log(said(economyLines, 'upkeepRecruited', { soldiers: plan.recruit, castle: castle.name, coins: coinsPart(plan.recruitCoins), ...budget }), {
      outcome: { kind: 'recruit', soldiers: plan.recruit },
    });
  }

  /** Soldiers lost that this round could not bring back: said once when the food (or the budget) starts to limit, again only after it stopped. */
  function tellShort(castle: Castle, plan: UpkeepPlan, o: { coins: number; spareFood: number; share: number }) {
    // No coins for upkeep is the player's choice, not a shortage to tell (the stall's advice names the share when it would help).
    const short = plan.short === 'budget' && o.share === 0 ? null : plan.short;
    if (short === shortSaid) return;
    shortSaid = short;
    if (plan.short === 'food') {
      ctx.log(said(economyLines, 'upkeepFoodShort', { castle: castle.name, missing: soldiersPart(plan.missing), spare: Math.max(0, Math.floor(o.spareFood)) }));
    } else if (short === 'budget') {
      ctx.log(
        said(economyLines, 'upkeepBudgetShort', { castle: castle.name, missing: soldiersPart(plan.missing), budget: plan.budget, total: coinsPart(o.coins) }),
      );
    }
  }
}

/**
 * The upkeep of every castle a bot attacks from (the Strategy Planner's): one `armyUpkeep` per castle, each keeping up its own
 * starting army; each round reads the coins as the game last said them, so two castles never spend one budget twice.
 * True when a round brought soldiers back (the caller reads the castles again).
 */
export function castlesUpkeep(ctx: Pick<BehaviourContext, 'log' | 'now' | 'interval' | 'ledger' | 'botId'>, settingsOf: () => UpkeepSettings | undefined) {
  const byCastle = new Map<number, ArmyUpkeep>();
  return async (client: GameClient, castles: readonly Castle[], movements: readonly Movement[], now: boolean): Promise<boolean> => {
    let brought = false;
    for (const castle of castles) {
      if (!castle.details) continue;
      const upkeep = byCastle.get(castle.id) ?? byCastle.set(castle.id, armyUpkeep(ctx, settingsOf)).get(castle.id)!;
      const { timeScale } = readState(client.known, ctx.now(), client.receivedAt);
      const out = armiesOut(movements, castle.id)?.soldiers ?? 0;
      const round = await upkeep.round(client, { ...castle, details: castle.details }, { out, timeScale, now });
      if (round && round.healed + round.recruited > 0) brought = true;
    }
    return brought;
  };
}
