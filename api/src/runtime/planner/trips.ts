/**
 * The Strategy Planner's own armies: what it sent where, which came home with what, and what that teaches
 * the planner's model (a trip's length, loot per camp level, soldiers lost, a camp's cooldown).
 */
import type { MapTarget } from '@shared/game-wire/live-map';
import type { Movement } from '@shared/game-wire/live-movements';
import type { Observation } from '@shared/planner/model';
import type { Outcome } from '@shared/outcomes';
import type { LineParam } from '@shared/console';
import { attackLines } from '@shared/bot-lines/attacks.messages';
import { plannerLines } from '@shared/bot-lines/planner.messages';
import { said, type Said } from '@shared/i18n/said';
import { targetKey } from '../actions/send-attack';
import { resourcesPart, soldiersPart } from '../words/format';
import { attackEnded } from '../actions/attack-records';
import type { AttackNote } from '@shared/timeline';

/** `name`: the target as the console names it (a message: "robber baron camp (level 12) at 1040:311"). */
type Trip = { name: LineParam; level: number; sent: number; arrivesAt: number; cooldownSeen: boolean; attackId?: string };
/** What a trip's end says: its line, its outcome, and its end on the timeline when it has an id there. */
export type TripEnd = { line: Said; outcome?: Outcome; attack?: AttackNote };
/** A trip that ended between two looks: its line, and its timeline id, whose battle report the session reads (ctx.endUnseen). */
export type UnseenEnd = { line: Said; unseen: string };

/** Enough to measure with, few enough that the model follows a game that changes. */
const KEEP_OBSERVATIONS = 60;

export function tripBook() {
  const away = new Map<number, Trip>();
  const returning = new Map<number, Movement>();
  const observations: Observation[] = [];
  const observe = (o: Observation) => {
    observations.push(o);
    if (observations.length > KEEP_OBSERVATIONS) observations.splice(0, observations.length - KEEP_OBSERVATIONS);
  };

  return {
    observations: observations as readonly Observation[],

    /** An army left: its trip's length is a measurement at once. */
    sent(
      target: { x: number; y: number },
      trip: { name: LineParam; level: number; sent: number; distance: number; leftAt: number; arrivesAt: number | null; attackId?: string },
    ): void {
      away.set(targetKey(target), {
        name: trip.name,
        level: trip.level,
        sent: trip.sent,
        arrivesAt: trip.arrivesAt ?? Number.POSITIVE_INFINITY,
        cooldownSeen: false,
        ...(trip.attackId && { attackId: trip.attackId }),
      });
      if (trip.arrivesAt !== null && trip.arrivesAt > trip.leftAt) observe({ kind: 'trip', distance: trip.distance, travelMs: trip.arrivesAt - trip.leftAt });
    },

    /** A camp our army reached shows, on the next map read, how long it cools down after. */
    mapRead(targets: MapTarget[], now: number): void {
      for (const t of targets) {
        const trip = away.get(targetKey(t));
        if (!trip || trip.cooldownSeen || trip.arrivesAt > now || !Number.isFinite(t.cooldownUntil)) continue;
        trip.cooldownSeen = true;
        if (t.cooldownUntil > trip.arrivesAt) observe({ kind: 'cooldown', ms: t.cooldownUntil - trip.arrivesAt });
      }
    },

    /** Armies that came home since the last look, each with its console line and outcome. */
    welcomeHome(movements: Movement[]): Array<TripEnd & { success: boolean }> {
      const home: Array<TripEnd & { success: boolean }> = [];
      const current = new Set(movements.map((m) => m.id));
      for (const [id, movement] of returning) {
        if (current.has(id)) continue;
        returning.delete(id);
        const key = movement.target ? targetKey(movement.target) : null;
        const trip = key === null ? undefined : away.get(key);
        if (key !== null) away.delete(key);
        // Won or lost as the army shows it: home with loot, or empty (attack-loop.ts reads them the same way).
        const loot = movement.loot ?? { wood: 0, stone: 0, food: 0 };
        const total = loot.wood + loot.stone + loot.food;
        // An army the planner did not send (the player's, another bot's, one from before a restart, whose battle report ends it) is said, not counted.
        const outcome: Outcome | undefined = trip && { kind: 'attack-home', loot, soldiersSent: trip.sent, soldiersHome: movement.troops };
        if (total > 0 && trip) {
          observe({ kind: 'loot', level: trip.level, loot: total });
          observe({ kind: 'loss', sent: trip.sent, home: movement.troops });
        }
        const soldiers = movement.troops;
        // Losses are said as losses: the line's plural counts them, the soldiers home are a part with their own plural.
        const lost = trip ? Math.max(0, trip.sent - movement.troops) : 0;
        const attack = trip?.attackId ? attackEnded(trip.attackId, loot, lost) : undefined;
        if (total > 0) {
          const brought = { total, resources: resourcesPart(loot) };
          const line = !trip
            ? said(plannerLines, 'homeWithLoot', { ...brought, count: soldiers })
            : lost > 0
              ? said(plannerLines, 'homeFromWithLootLost', { ...brought, target: trip.name, soldiers: soldiersPart(soldiers), count: lost })
              : said(plannerLines, 'homeFromWithLoot', { ...brought, target: trip.name, count: soldiers });
          home.push({ line, ...(outcome && { outcome }), success: true, ...(attack && { attack }) });
        } else {
          const line = !trip
            ? said(attackLines, 'homeEmpty', { count: soldiers })
            : lost > 0
              ? said(plannerLines, 'homeFromEmptyLost', { target: trip.name, soldiers: soldiersPart(soldiers), count: lost })
              : said(plannerLines, 'homeFromEmpty', { target: trip.name, count: soldiers });
          home.push({ line, ...(outcome && { outcome }), success: false, ...(attack && { attack }) });
        }
      }
      for (const m of movements) if (m.type === 'return') returning.set(m.id, m);
      return home;
    },

    /** Camps an army of ours is at or coming from, by map key. */
    busy(): Set<number> {
      return new Set(away.keys());
    },

    /**
     * Trips no longer on the move and never seen home: they ended between two looks (a skip home, a late look), so each is said
     * as home and its end read from its battle report by the session, the game's own verdict. Their timing is none: a skip
     * shortens the way home, so a won trip can vanish before a way home as long as its way out has passed.
     */
    forgetGone(movements: Movement[]): UnseenEnd[] {
      const gone: UnseenEnd[] = [];
      const live = new Set(movements.flatMap((m) => (m.target ? [targetKey(m.target)] : [])));
      for (const [key, trip] of away) {
        if (live.has(key) || [...returning.values()].some((m) => m.target && targetKey(m.target) === key)) continue;
        away.delete(key);
        if (trip.attackId) gone.push({ line: said(attackLines, 'homeFrom', { target: trip.name }), unseen: trip.attackId });
      }
      return gone;
    },
  };
}
