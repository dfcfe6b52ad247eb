/**
 * Armies coming home, counted once each with their loot, for the attack loop and custom scripts: the
 * trips a bot launched by target, the returns the game showed, and a line (with its `attack-home`
 * outcome) when one is no longer on the move.
 */
import type { Movement } from '@shared/game-wire/live-movements';
import type { Resources } from '@shared/game-wire/live-data';
import type { LineParam } from '@shared/console';
import { said } from '@shared/i18n/said';
import { attackLines } from '@shared/bot-lines/attacks.messages';
import { resourcesPart, total } from '../words/format';
import { targetKey as keyOf } from './send-attack';
import type { BehaviourContext } from './context';

export type Homecoming = {
  /** A trip this bot launched at `target` (named for the console). */
  left(target: { x: number; y: number }, name: LineParam, soldiers: number): void;
  /** Whether this bot has an army out at `target`. */
  isAway(target: { x: number; y: number }): boolean;
  /** Counts the armies that came home since the last look, with their loot; returns the loot they brought. */
  look(movements: Movement[]): Resources;
};

export function homecoming(ctx: Pick<BehaviourContext, 'log'>): Homecoming {
  const returning = new Map<number, Movement>();
  /** Trips we launched, by target: a fast trip can end between two looks, and is still reported. */
  const away = new Map<number, { name: LineParam; soldiers: number }>();
  return {
    left: (target, name, soldiers) => void away.set(keyOf(target), { name, soldiers }),
    isAway: (target) => away.has(keyOf(target)),
    look(movements) {
      const brought: Resources = { wood: 0, stone: 0, food: 0 };
      const current = new Set(movements.map((m) => m.id));
      for (const [id, movement] of returning) {
        if (current.has(id)) continue;
        returning.delete(id);
        const trip = movement.target ? away.get(keyOf(movement.target)) : undefined;
        if (movement.target) away.delete(keyOf(movement.target));
        // Won or lost as the army shows it: home with loot, or empty. The battle log would say it exactly
        // (EmpireCore messages/models/mailbox.py BattleLogHeader.result); no bot reads the mailbox.
        const loot = movement.loot ?? { wood: 0, stone: 0, food: 0 };
        const outcome = { kind: 'attack-home', loot, soldiersSent: trip?.soldiers ?? null, soldiersHome: movement.troops } as const;
        if (total(loot) > 0) {
          brought.wood += loot.wood;
          brought.stone += loot.stone;
          brought.food += loot.food;
          ctx.log(said(attackLines, 'homeWithLoot', { loot: resourcesPart(loot) }), { level: 'success', outcome });
        } else {
          ctx.log(said(attackLines, 'homeEmpty', { soldiers: String(movement.troops) }), { outcome });
        }
      }
      for (const m of movements) if (m.type === 'return') returning.set(m.id, m);
      const busy = new Set(movements.flatMap((m) => (m.target ? [keyOf(m.target)] : [])));
      // A quick trip that ended between two looks: what it brought is not known, so it counts as neither won nor lost.
      for (const [key, { name }] of away) {
        if (busy.has(key)) continue;
        away.delete(key);
        ctx.log(said(attackLines, 'homeFrom', { target: name }));
      }
      return brought;
    },
  };
}
