/**
 * The farming loop behind the baron, sea fort and Khan/Berimond templates, in the live game's commands
 * (shared/src/game-wire/commands.ts): read the castle (`dcl`) and the armies on the move (`gam`), read
 * the map around the castle (`gaa`, one rectangle, kept a minute as public bots keep it), send the army
 * at the nearest ready target in the level range (`cra`, with a free commander from `gli`), shorten a
 * camp's cooldown with a skip item when allowed (`msd`), count the loot when the army is home.
 */
import { dayOf } from '@shared/day';
import { KINGDOM_ID, MINUTE_SKIPS, type Kingdom, type MinuteSkip } from '@shared/game-wire/ids';
import { readMapTargets, readMovements, readSkippedCooldown, readState, type Castle, type MapTarget, type Movement, type Resources } from '@shared/game-wire/live-data';
import type { GameClient } from '../game/client';
import { launchAttack } from './attack-send';
import { EVENT_RECHECK_MS, eventWatch } from './event-watch';
import { waitNote } from './wait-note';
import { bringTroops } from './kingdom-troops';
import { formatDuration, formatResources, total } from './format';
import type { Behaviour, BehaviourContext } from './types';

export type AttackPlan = {
  /** What the targets are called in the console ("robber baron camp"). */
  label: string;
  /** Other names by area type, where one plan attacks several kinds ("Khan camp"). */
  labels?: Partial<Record<number, string>>;
  /** The map area types to attack (ids.ts AREA_TYPE). */
  areaTypes: number[];
  /** The kingdom to attack in: the bot's castle there sends the army. */
  kingdom: Kingdom;
  /** The events (their `sei` ids) the targets appear in, if they only exist while one of them runs. */
  event?: { ids: readonly number[]; name: string };
  minLevel: number;
  maxLevel: number;
  /** The targets' map rows give no level: the range only sizes the waves. */
  unlevelled?: boolean;
  troops: number;
  /** Soldiers no bot of this game account may send away (the castle's defence). */
  keepAtHome: number;
  maxPerDay: number;
  /** Soldiers to bring from the main castle when the kingdom's castle lacks them (0: never). */
  bringTroops?: number;
  /** The skip item to shorten a camp's cooldown with, or none. */
  skip: MinuteSkip | 'none';
};

const MILESTONE = 25;
/** A map read is used this long (public bots cache each rectangle 60 s: GGE-BOT getmap.js). */
const MAP_KEEP_MS = 60_000;
/** Half the side of the rectangle read around the castle: 101 tiles a side, the live maximum. */
const MAP_REACH = 50;

const keyOf = (t: { x: number; y: number }) => t.x * 100_000 + t.y;

/** The settings' skip choice as a live skip key (the templates' m1/m5/m30 are 1, 5 and 30 minutes: MS1, MS2, MS4). */
export function skipOf(value: unknown): MinuteSkip | 'none' {
  const byOld: Record<string, MinuteSkip> = { m1: 'MS1', m5: 'MS2', m30: 'MS4' };
  const v = String(value);
  return byOld[v] ?? (v in MINUTE_SKIPS ? (v as MinuteSkip) : 'none');
}

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
  const away = new Map<number, { name: string; soldiers: number }>();
  let map: { readAt: number; castleId: number; targets: MapTarget[] } | null = null;
  const events = eventWatch(ctx);
  /** Whether the last step saw the plan's event running (its start is said once). */
  let eventSeen = false;
  let skipsRefusedAt = 0;
  const note = waitNote((line) => ctx.log(line));

  const nameOf = (plan: AttackPlan, t: MapTarget) => `${plan.labels?.[t.areaType] ?? plan.label}${t.level === null ? '' : ` (level ${t.level})`} at ${t.x}:${t.y}`;

  /** The map around the castle, read again when a minute old or for another castle. */
  async function targetsAround(client: GameClient, castle: Castle): Promise<MapTarget[]> {
    if (map && map.castleId === castle.id && ctx.now() - map.readAt < ctx.interval(MAP_KEEP_MS)) return map.targets;
    const reply = await client.send('gaa', {
      KID: castle.kingdomId,
      AX1: Math.max(0, castle.x - MAP_REACH),
      AY1: Math.max(0, castle.y - MAP_REACH),
      AX2: castle.x + MAP_REACH,
      AY2: castle.y + MAP_REACH,
    });
    map = { readAt: ctx.now(), castleId: castle.id, targets: readMapTargets(reply, ctx.now()) };
    return map.targets;
  }

  /** Counts the armies that came home since the last look, with their loot. */
  function welcomeHome(movements: Movement[]): void {
    const current = new Set(movements.map((m) => m.id));
    for (const [id, movement] of returning) {
      if (current.has(id)) continue;
      returning.delete(id);
      const trip = movement.target ? away.get(keyOf(movement.target)) : undefined;
      if (movement.target) away.delete(keyOf(movement.target));
      // Won or lost as the army shows it: home with loot, or empty. The battle log would say it exactly
      // (EmpireCore messages/models/mailbox.py BattleLogHeader.result); this bot does not read the mailbox.
      const loot = movement.loot ?? { wood: 0, stone: 0, food: 0 };
      const outcome = { kind: 'attack-home', loot, soldiersSent: trip?.soldiers ?? null, soldiersHome: movement.troops } as const;
      if (total(loot) > 0) {
        lootToday = { wood: lootToday.wood + loot.wood, stone: lootToday.stone + loot.stone, food: lootToday.food + loot.food };
        ctx.log(`Army home with loot: ${formatResources(loot)}.`, { level: 'success', outcome });
      } else {
        ctx.log(`Army home with ${movement.troops} soldiers and no loot.`, { outcome });
      }
    }
    for (const m of movements) if (m.type === 'return') returning.set(m.id, m);
    const busy = new Set(movements.flatMap((m) => (m.target ? [keyOf(m.target)] : [])));
    // A quick trip that ended between two looks: what it brought is not known, so it counts as neither won nor lost.
    for (const [key, { name }] of away) {
      if (busy.has(key)) continue;
      away.delete(key);
      ctx.log(`Army home from the ${name}.`);
    }
  }

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
      if (plan.event) {
        const endsAt = await events.endsAt(client, plan.event.ids);
        if (endsAt === null) {
          eventSeen = false;
          note(`The ${plan.event.name} event is not running: waiting for it.`);
          return EVENT_RECHECK_MS;
        }
        if (!eventSeen) ctx.log(`The ${plan.event.name} event is running: it ends in ${formatDuration(endsAt - ctx.now())}.`);
        eventSeen = true;
      }
      const state = readState(client.known, ctx.now(), client.receivedAt);
      const home = state.castles.find((c) => c.kingdomId === KINGDOM_ID[plan.kingdom]);
      if (!home) return note(`No castle of yours in the ${plan.kingdom === 'green' ? 'Great Empire' : plan.kingdom} kingdom: the ${plan.label}s there cannot be reached.`);

      // Bots of one account share its castle: what this reading shows may already be booked by another.
      const readAt = ctx.ledger.mark();
      await client.send('dcl', { CD: 1 });
      const castle = readState(client.known, ctx.now(), client.receivedAt).castles.find((c) => c.id === home.id);
      if (!castle?.details) return note(`The game sent no details of ${home.name}; looking again soon.`);
      ctx.ledger.keepHome(ctx.botId, castle.id, { troops: plan.keepAtHome });

      // Armies already away (sent before a restart too) are the game's to tell, read on every step.
      const movements = readMovements(await client.send('gam', {}), state.playerId, ctx.now());
      welcomeHome(movements);

      if (attacksToday >= plan.maxPerDay) return note(`Daily attack limit of ${plan.maxPerDay} reached; resting until 00:00 UTC.`);
      const free = ctx.ledger.available(ctx.botId, castle.id, 'troops', castle.details.troops, readAt);
      if (free < plan.troops) {
        // Outside the Great Empire, soldiers can come from the main castle (or are on their way), unless
        // this castle's own armies are out: they come home first.
        const ownArmiesOut = movements.some((m) => m.castleId === castle.id && (m.type === 'attack' || m.type === 'return'));
        if (castle.kingdomId !== KINGDOM_ID.green && !ownArmiesOut) {
          const line = await bringTroops(ctx, client, castle, Math.max(0, Number(plan.bringTroops) || 0), readAt);
          if (line) return note(line);
        }
        const back = movements.filter((m) => m.type === 'return' || m.type === 'attack').sort((a, b) => a.arrivesAt - b.arrivesAt)[0];
        const when = back ? `; next army home in ${formatDuration(back.arrivesAt - ctx.now())}` : '';
        const held = castle.details.troops - free;
        const kept = held > 0 ? ` (${held} kept home or booked by other bots on this account)` : '';
        return note(`Waiting for soldiers: ${castle.details.troops} at home${kept}, ${plan.troops} needed${when}.`);
      }

      // Another attack of the account went out moments ago: come back when the next may go (the game's
      // spacing, real time), or sooner when one of our armies arrives, so a short trip home is seen and
      // its loot counted, instead of waiting inside cra.
      const gap = client.attackWaitMs();
      if (gap > 0) {
        const arrivals = movements.filter((m) => m.type === 'attack' || m.type === 'return').map((m) => m.arrivesAt - ctx.now() + 100);
        return { realMs: Math.max(50, Math.min(gap, ...arrivals)) };
      }

      // Camps an army of the account is at or coming back from (another bot's too) are not ready.
      const visited = new Set(movements.flatMap((m) => (m.target && m.type !== 'incoming' && m.type !== 'ally' ? [keyOf(m.target)] : [])));
      const inRange = (await targetsAround(client, castle))
        .filter((t) => plan.areaTypes.includes(t.areaType) && (t.level === null || (t.level >= plan.minLevel && t.level <= plan.maxLevel)))
        .filter((t) => !away.has(keyOf(t)) && !visited.has(keyOf(t)) && !ctx.ledger.taken(ctx.botId, `target:${keyOf(t)}`, readAt))
        .sort((a, b) => Math.hypot(a.x - castle.x, a.y - castle.y) - Math.hypot(b.x - castle.x, b.y - castle.y));
      let target = inRange.find((t) => t.cooldownUntil <= ctx.now());
      if (!target && inRange[0]) target = await skipCooldown(client, plan, inRange[0], state.skips);
      if (!target) {
        // Rows without a level (most event camps) are not filtered by it, so the line names no range for them.
        const levels = plan.unlevelled ? '' : ` in levels ${plan.minLevel}–${plan.maxLevel}`;
        // No camp of an event may mean the event has ended: the next step asks the game again.
        if (plan.event) events.askAgain();
        return note(`No ${plan.label} ready${levels} within ${MAP_REACH} fields of ${castle.name}; looking again soon.`);
      }

      const lords = state.commanders ?? readState({ ...client.known, gli: await client.send('gli', {}) }, ctx.now()).commanders ?? [];
      const busyLords = new Set(movements.flatMap((m) => (m.lordId === null ? [] : [m.lordId])));
      // A commander away with an army, or about to be sent by another bot of the account, is not free.
      const lord = lords.find((id) => !busyLords.has(id) && !ctx.ledger.taken(ctx.botId, `lord:${id}`, readAt));
      if (lord === undefined) return note(`Every commander is away with an army (${lords.length}); waiting for one to come home.`);

      const launched = await launchAttack(ctx, client, { castle: { ...castle, details: castle.details }, target, level: target.level ?? plan.maxLevel, lordId: lord, troops: plan.troops, playerId: state.playerId, playerLevel: state.level, readAt });
      if (!launched.ok) {
        if (launched.reason === 'none') return note(`No soldiers in ${castle.name} can be sent.`);
        if (launched.reason === 'booked') return note('Another bot on this account booked these soldiers or this target first; looking again soon.');
        map = null;
        if (launched.reason === 'gone') {
          events.askAgain();
          return note(`The ${nameOf(plan, target)} is no longer on the map; looking at the map again.`);
        }
        return note(`The ${nameOf(plan, target)} is cooling down after all; looking at the map again.`);
      }
      const { sent, movement } = launched;
      // The camp cools down once attacked: the next steps look elsewhere until the map is read again.
      target.cooldownUntil = Number.POSITIVE_INFINITY;
      away.set(keyOf(target), { name: nameOf(plan, target), soldiers: sent });
      attacksToday += 1;
      note.forget();
      const arrives = movement ? `; arrives in ${formatDuration(movement.arrivesAt - ctx.now())}` : '';
      ctx.log(`Attacking the ${nameOf(plan, target)} with ${sent} soldiers${arrives}. (${attacksToday} today)`, { outcome: { kind: 'attack-sent', soldiers: sent } });
      if (attacksToday % MILESTONE === 0) {
        ctx.notify(`${ctx.botName}: ${attacksToday} attacks today, ${total(lootToday).toLocaleString('en')} resources looted so far.`);
      }
    },
  };

  /**
   * With skips allowed, one skip item on the nearest camp's cooldown (`msd`, a minute skip on a camp:
   * EmpireCore attack/models/dungeon_skips.py; no public client skips an army's travel). Returns the
   * camp when the skip made it ready. A refusal (none left, say) pauses skipping for a while.
   */
  async function skipCooldown(client: GameClient, plan: AttackPlan, camp: MapTarget, held: Record<MinuteSkip, number> | null): Promise<MapTarget | undefined> {
    // A camp whose time left the map does not say (an alien camp in peace mode) is not skipped.
    if (plan.skip === 'none' || !Number.isFinite(camp.cooldownUntil) || ctx.now() - skipsRefusedAt < EVENT_RECHECK_MS) return undefined;
    if (held && held[plan.skip] <= 0) return undefined;
    const reply = await client
      .send('msd', { X: camp.x, Y: camp.y, MID: -1, NID: -1, MST: plan.skip, KID: String(camp.kingdomId) })
      .catch((err: unknown) => {
        skipsRefusedAt = ctx.now();
        ctx.log(`The game refused a ${MINUTE_SKIPS[plan.skip as MinuteSkip]}-minute skip (${err instanceof Error ? err.message : String(err)}); attacking without skips for a while.`, { level: 'warning' });
        return null;
      });
    if (!reply) return undefined;
    const until = readSkippedCooldown(reply, ctx.now()) ?? camp.cooldownUntil;
    camp.cooldownUntil = until;
    ctx.log(`Used a ${MINUTE_SKIPS[plan.skip as MinuteSkip]}-minute skip on the ${nameOf(plan, camp)}: ${until <= ctx.now() ? 'ready now' : `ready in ${formatDuration(until - ctx.now())}`}.`, { actions: 1 });
    return until <= ctx.now() ? camp : undefined;
  }
}
