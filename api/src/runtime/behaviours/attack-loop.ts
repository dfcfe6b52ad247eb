/**
 * The farming loop behind the baron, sea fort and Khan/Berimond templates: send the army at the nearest
 * ready target it can beat, speed up returns with skips if allowed, count the loot when it is home.
 */
import { dayOf } from '@shared/day';
import { readEvents, readMovements, readSentMovement, readState, type Movement } from '@shared/game-wire/live-data';
import type { GameEvent, Kingdom, NpcKind, Resources } from '@shared/game-wire/protocol';
import { formatDuration, formatResources, targetName, total } from './format';
import type { Behaviour, BehaviourContext } from './types';

export type AttackPlan = {
  label: string;
  kinds: NpcKind[];
  /** Target kinds found only while their event runs (sea forts in the Storm Islands…). */
  events?: Partial<Record<NpcKind, GameEvent>>;
  kingdom?: Kingdom;
  minLevel: number;
  maxLevel: number;
  troops: number;
  /** Soldiers no bot of this game account may send away (the castle's defence). */
  keepAtHome: number;
  maxPerDay: number;
  skip: 'none' | 'm1' | 'm5' | 'm30';
};

const MILESTONE = 25;
/** How often a bot whose event is not running asks again (real time, before pace scaling). */
const EVENT_RECHECK_MS = 5 * 60_000;
const EVENT_NAMES: Record<GameEvent, string> = { storm: 'Storm Islands', khan: 'Nomad invasion (Khan camps)', berimond: 'Battle for Berimond' };

/**
 * `planOf` is asked at every step, so settings saved while the bot runs apply from its next step
 * (runner.ts replaces them in place) while its counts for the day are kept.
 */
export function attackLoop(ctx: BehaviourContext, planOf: () => AttackPlan): Behaviour {
  let day = '';
  let attacksToday = 0;
  let lootToday: Resources = { wood: 0, stone: 0, food: 0 };
  const returning = new Map<number, Movement>();
  /** Trips we launched, by target: a fast trip can end between two looks, and is still reported. */
  const away = new Map<number, string>();
  let lastWaitNote = '';

  /** Logs a waiting reason once, not on every step. */
  const note = (line: string) => {
    if (line !== lastWaitNote) ctx.log(line);
    lastWaitNote = line;
  };

  return {
    async step() {
      const plan = planOf();
      const today = dayOf(ctx.now());
      if (today !== day) {
        day = today;
        attacksToday = 0;
        lootToday = { wood: 0, stone: 0, food: 0 };
      }
      const client = ctx.client();
      // Event targets are there only while their event runs: the game says which run (sei).
      let kinds = plan.kinds;
      if (plan.events) {
        const running = new Set(readEvents(await client.send('sei', {}), ctx.now()).map((e) => e.name));
        kinds = plan.kinds.filter((kind) => !plan.events![kind] || running.has(plan.events![kind]!));
        if (kinds.length === 0) {
          const wanted = [...new Set(plan.kinds.map((kind) => plan.events![kind]).filter((e) => e !== undefined))].map((e) => EVENT_NAMES[e]);
          note(`The ${wanted.join(' and the ')} event${wanted.length > 1 ? 's are' : ' is'} not running: waiting for ${wanted.length > 1 ? 'one of them' : 'it'}.`);
          return EVENT_RECHECK_MS;
        }
      }
      // Bots of one account share its castle: what this reading shows may already be booked by another.
      const readAt = ctx.ledger.mark();
      const state = readState(await client.send('gbd', {}), ctx.now());
      const castle = state.castles[0];
      if (!castle) return note('No castle found on this account.');
      ctx.ledger.keepHome(ctx.botId, castle.id, { troops: plan.keepAtHome });

      // Armies already away (sent before a restart too) are the game's to tell, read on every step.
      const movements = readMovements(await client.send('gam', {}), state.playerId, ctx.now());
      const current = new Set(movements.map((m) => m.id));
      for (const [id, movement] of returning) {
        if (current.has(id)) continue;
        returning.delete(id);
        if (movement.targetId !== null) away.delete(movement.targetId);
        if (movement.loot && total(movement.loot) > 0) {
          lootToday = { wood: lootToday.wood + movement.loot.wood, stone: lootToday.stone + movement.loot.stone, food: lootToday.food + movement.loot.food };
          ctx.log(`Army home with loot: ${formatResources(movement.loot)}.`, { level: 'success', loot: total(movement.loot) });
        } else {
          ctx.log(`Army home with ${movement.troops} soldiers and no loot.`);
        }
      }
      for (const m of movements) if (m.type === 'return') returning.set(m.id, m);
      const busy = new Set(movements.map((m) => m.targetId));
      for (const [targetId, name] of away) {
        if (busy.has(targetId)) continue;
        away.delete(targetId);
        ctx.log(`Army home from ${name}.`);
      }

      if (plan.skip !== 'none' && state.skips[plan.skip] > 0) {
        const slow = movements.find((m) => m.type === 'return' && m.arrivesAt - ctx.now() > 60_000);
        if (slow) {
          const movement = readSentMovement(await client.send('msd', { movementId: slow.id, skip: plan.skip }), state.playerId, ctx.now());
          returning.set(movement.id, movement);
          ctx.log(`Used a ${plan.skip.slice(1)}-minute skip: the army is home in ${formatDuration(movement.arrivesAt - ctx.now())}.`, { actions: 1 });
        }
      }

      if (attacksToday >= plan.maxPerDay) return note(`Daily attack limit of ${plan.maxPerDay} reached; resting until 00:00 UTC.`);
      const free = ctx.ledger.available(ctx.botId, castle.id, 'troops', castle.troops, readAt);
      if (free < plan.troops) {
        const back = movements.filter((m) => m.type !== 'incoming').sort((a, b) => a.arrivesAt - b.arrivesAt)[0];
        const when = back ? `; next army home in ${formatDuration(back.arrivesAt - ctx.now())}` : '';
        const held = castle.troops - free;
        const kept = held > 0 ? ` (${held} kept home or booked by other bots on this account)` : '';
        return note(`Waiting for soldiers: ${castle.troops} at home${kept}, ${plan.troops} needed${when}.`);
      }

      const candidates = [];
      for (const kind of kinds) {
        const { targets } = await client.send('gaa', { castleId: castle.id, kind });
        candidates.push(...targets);
      }
      const dist = (t: { x: number; y: number }) => Math.hypot(t.x - castle.x, t.y - castle.y);
      const target = candidates
        .filter((t) => (!plan.kingdom || t.kingdom === plan.kingdom) && t.level >= plan.minLevel && t.level <= plan.maxLevel)
        .filter((t) => t.cooldownUntil <= ctx.now() && t.defence <= plan.troops && !ctx.ledger.targetTaken(ctx.botId, t.id, readAt))
        .sort((a, b) => dist(a) - dist(b))[0];
      if (!target) return note(`No ${plan.label} target ready in levels ${plan.minLevel}–${plan.maxLevel} that ${plan.troops} soldiers can beat; looking again soon.`);

      const claim = ctx.ledger.claim(ctx.botId, castle.id, { troops: plan.troops }, { troops: castle.troops }, readAt, target.id);
      if (!claim) return note('Another bot on this account booked these soldiers or this target first; looking again soon.');
      let movement;
      try {
        movement = readSentMovement(await client.send('cra', { castleId: castle.id, targetId: target.id, troops: plan.troops }), state.playerId, ctx.now());
        ctx.ledger.spend(claim);
      } catch (err) {
        ctx.ledger.release(claim);
        throw err;
      }
      away.set(target.id, targetName(target.kind, target.level));
      attacksToday += 1;
      lastWaitNote = '';
      ctx.log(
        `Attacking ${targetName(target.kind, target.level)} at ${target.x}:${target.y} with ${plan.troops} soldiers; arrives in ${formatDuration(movement.arrivesAt - ctx.now())}. (${attacksToday} today)`,
        { actions: 1 },
      );
      if (attacksToday % MILESTONE === 0) {
        ctx.notify(`${ctx.botName}: ${attacksToday} attacks today, ${total(lootToday).toLocaleString('en')} resources looted so far.`);
      }
    },
  };
}
