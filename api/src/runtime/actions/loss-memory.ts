/**
 * What an attack loop remembers of the attacks it lost (homecoming.ts tells it): the targets themselves,
 * never tried again; and, for targets no table of ours describes (fortresses, sea forts, event camps),
 * by area type the lowest level an attack lost to and the most soldiers lost so, so that a target as
 * strong or stronger is not attacked with as few again (the loop says it cannot go on instead).
 */
import type { MapTarget } from '@shared/game-wire/live-map';
import { targetKey } from './send-attack';

export type LossMemory = {
  /** Targets an attack of this bot lost to (their `targetKey`). */
  readonly lostTo: ReadonlySet<number>;
  /** An attack went at `target` with `soldiers`. */
  sent(target: MapTarget, soldiers: number): void;
  /** The attack at `target` was lost. */
  lost(target: { x: number; y: number }): void;
  /** Whether an attack of `soldiers` at `target` would repeat a loss (the target itself, or one as strong with as few). */
  shuns(target: MapTarget, soldiers: number): boolean;
  /** The most soldiers an attack lost with, 0 before any loss. */
  mostLost(): number;
};

export function lossMemory(): LossMemory {
  const lostTo = new Set<number>();
  const sentTo = new Map<number, { areaType: number; level: number | null; soldiers: number }>();
  const lostAt = new Map<number, { level: number; soldiers: number }>();
  return {
    lostTo,
    sent: (target, soldiers) => void sentTo.set(targetKey(target), { areaType: target.areaType, level: target.level, soldiers }),
    lost(target) {
      lostTo.add(targetKey(target));
      const sent = sentTo.get(targetKey(target));
      if (!sent || sent.level === null) return;
      const was = lostAt.get(sent.areaType);
      lostAt.set(sent.areaType, { level: Math.min(sent.level, was?.level ?? sent.level), soldiers: Math.max(sent.soldiers, was?.soldiers ?? 0) });
    },
    shuns(target, soldiers) {
      const lost = lostAt.get(target.areaType);
      return lostTo.has(targetKey(target)) || (lost !== undefined && target.level !== null && target.level >= lost.level && soldiers <= lost.soldiers);
    },
    mostLost: () => Math.max(0, ...[...lostAt.values()].map((l) => l.soldiers)),
  };
}
