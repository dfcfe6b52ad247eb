/** How long the world's movements take on the map: armies, goods and spies alike (rules.ts TRAVEL). */
import { distance } from './npcs';
import { GAME_MINUTE_MS, TRAVEL, realMs } from '../core/rules';

/** Real ms an army needs to cover the distance between two points. */
export function travelMs(a: { x: number; y: number }, b: { x: number; y: number }, timeScale: number): number {
  const minutes = TRAVEL.baseMinutes + distance(a, b) * TRAVEL.minutesPerField;
  return Math.round(realMs(minutes * GAME_MINUTE_MS, timeScale));
}
