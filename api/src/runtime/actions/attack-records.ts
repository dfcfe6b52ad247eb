/**
 * What an attack tells the timeline (shared/src/timeline.ts) beside the console line and outcome saying
 * it: its target at launch, and what came of it at its end, from its army or (when no bot saw the army home)
 * from the game's battle report. One place, so every template that attacks reports the same way.
 */
import { mapKindOf, mapTargetId } from '@shared/account-map';
import type { LineParam } from '@shared/console';
import type { Resources } from '@shared/game-wire/live-data';
import { phrase } from '@shared/i18n/said';
import { attackLines } from '@shared/bot-lines/attacks.messages';
import type { AttackForecast, AttackNote, AttackTarget } from '@shared/timeline';

/** The timeline's view of a target on the map. */
export function attackTarget(t: { areaType: number; kingdomId: number; x: number; y: number; level: number | null }, name: LineParam): AttackTarget {
  return { id: mapTargetId(t.kingdomId, t.x, t.y), kingdomId: t.kingdomId, x: t.x, y: t.y, kind: mapKindOf(t.areaType), level: t.level, name };
}

/** A battle forecast as the console line says it: "win, ~12 lost". */
export function forecastPart(forecast: AttackForecast): LineParam {
  return phrase(attackLines, forecast.won ? 'forecastWin' : 'forecastLoss', { count: forecast.lost });
}

/** An army home (or fallen): won with loot, lost when soldiers fell and nothing came, empty when all came back with nothing. */
export function attackEnded(id: string, loot: Resources, lost: number): AttackNote {
  const won = loot.wood + loot.stone + loot.food > 0;
  return {
    phase: 'ended',
    id,
    result: won ? 'won' : lost > 0 ? 'lost' : 'empty',
    loot: { wood: loot.wood, stone: loot.stone, food: loot.food },
    lost,
    source: 'army',
  };
}

/** An attack no bot saw end, as the game's battle report tells it (unseen-attacks.ts): won or lost as the game says, whatever it took. */
export function attackFromReport(id: string, report: { won: boolean; loot: Resources; lost: number; homeAt: number }): Extract<AttackNote, { phase: 'ended' }> {
  const { wood, stone, food } = report.loot;
  return { phase: 'ended', id, result: report.won ? 'won' : 'lost', loot: { wood, stone, food }, lost: report.lost, source: 'report', endedAt: report.homeAt };
}

/** An attack no bot saw end whose battle report the game no longer keeps: what came of it is not known. */
export function attackWithoutReport(id: string): Extract<AttackNote, { phase: 'ended' }> {
  return { phase: 'ended', id, result: 'unknown', loot: { wood: 0, stone: 0, food: 0 }, lost: 0, source: 'noReport' };
}
