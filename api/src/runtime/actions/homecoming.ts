/**
 * Armies coming home, counted once each with their loot and their losses, for the attack loop and custom
 * scripts: the trips a bot launched by target, the returns the game showed, and a line (with its
 * `attack-home` outcome) when one is no longer on the move. A trip gone with no way home seen ended between
 * two looks: it is handed to the session (`ctx.endUnseen`), which ends it from the game's battle report
 * (runtime/unseen-attacks.ts), the game's own verdict. Its timing is no verdict: a time skip shortens the
 * way home and a look can come late, so a won trip can vanish sooner than a way home as long as the way
 * out. An army this bot did not send (the player's, another bot's, one sent before a restart, whose report
 * ends it) is said home but counted by none of its figures: it is not this bot's.
 */
import type { Movement } from '@shared/game-wire/live-movements';
import type { Resources } from '@shared/game-wire/live-data';
import type { LineParam } from '@shared/console';
import { said } from '@shared/i18n/said';
import { attackLines } from '@shared/bot-lines/attacks.messages';
import { resourcesPart, soldiersPart, total } from '../words/format';
import { targetKey as keyOf } from './send-attack';
import type { BehaviourContext } from './context';
import type { AttackNote } from '@shared/timeline';
import { attackEnded } from './attack-records';

export type Homecoming = {
  /** A trip this bot launched at `target` (named for the console), and its id on the timeline. */
  left(target: { x: number; y: number }, name: LineParam, soldiers: number, attackId?: string): void;
  /** Whether this bot has an army out at `target`. */
  isAway(target: { x: number; y: number }): boolean;
  /** Counts the armies that came home since the last look, with their loot; returns the loot they brought. */
  look(movements: Movement[]): Resources;
};

/** Told of an attack lost (home empty with fewer soldiers, or its battle report says so): the loop does not try that target again. */
export type LostListener = (target: { x: number; y: number }) => void;

export function homecoming(ctx: Pick<BehaviourContext, 'log' | 'endUnseen'>, onLost: LostListener = () => {}): Homecoming {
  const returning = new Map<number, Movement>();
  /** Trips we launched, by target: a fast trip can end between two looks, and is still reported. */
  const away = new Map<number, { target: { x: number; y: number }; name: LineParam; soldiers: number; attackId?: string }>();
  /** The end of a trip for the timeline, when it has an id there. */
  const ended = (trip: { attackId?: string } | undefined, end: (id: string) => AttackNote) => (trip?.attackId ? { attack: end(trip.attackId) } : {});
  return {
    left: (target, name, soldiers, attackId) =>
      void away.set(keyOf(target), { target: { x: target.x, y: target.y }, name, soldiers, ...(attackId && { attackId }) }),
    isAway: (target) => away.has(keyOf(target)),
    look(movements) {
      const brought: Resources = { wood: 0, stone: 0, food: 0 };
      const current = new Set(movements.map((m) => m.id));
      for (const [id, movement] of returning) {
        if (current.has(id)) continue;
        returning.delete(id);
        const trip = movement.target ? away.get(keyOf(movement.target)) : undefined;
        if (movement.target) away.delete(keyOf(movement.target));
        // Won or lost as the army shows it: home with loot, or empty (the battle report is read only when no bot saw the army home).
        const loot = movement.loot ?? { wood: 0, stone: 0, food: 0 };
        // An army this bot did not send is said home, never counted: no outcome (its own bot, or its battle report, counts it).
        const counted = trip && { outcome: { kind: 'attack-home', loot, soldiersSent: trip.soldiers, soldiersHome: movement.troops } as const };
        const lost = trip ? Math.max(0, trip.soldiers - movement.troops) : 0;
        if (total(loot) > 0) {
          if (trip) {
            brought.wood += loot.wood;
            brought.stone += loot.stone;
            brought.food += loot.food;
          }
          const line =
            lost > 0
              ? said(attackLines, 'homeWithLootLost', { loot: resourcesPart(loot), count: lost })
              : said(attackLines, 'homeWithLoot', { loot: resourcesPart(loot) });
          ctx.log(line, { level: 'success', ...counted, ...ended(trip, (id) => attackEnded(id, loot, lost)) });
        } else {
          if (lost > 0 && movement.target) onLost(movement.target);
          const line =
            lost > 0
              ? said(attackLines, 'homeEmptyLost', { soldiers: soldiersPart(movement.troops), count: lost })
              : said(attackLines, 'homeEmpty', { count: movement.troops });
          ctx.log(line, { level: lost > 0 ? 'warning' : 'info', ...counted, ...ended(trip, (id) => attackEnded(id, loot, lost)) });
        }
      }
      for (const m of movements) if (m.type === 'return') returning.set(m.id, m);
      const busy = new Set(movements.flatMap((m) => (m.target ? [keyOf(m.target)] : [])));
      for (const [key, trip] of away) {
        if (busy.has(key)) continue;
        away.delete(key);
        // Ended between two looks (a skip home, a late look): its battle report says what it brought, and whether the camp beat it.
        ctx.log(said(attackLines, 'homeFrom', { target: trip.name }));
        if (trip.attackId) ctx.endUnseen(trip.attackId, (result) => result === 'lost' && onLost(trip.target));
      }
      return brought;
    },
  };
}
