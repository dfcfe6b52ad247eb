/**
 * Which events run when: each of rules.ts EVENT_SCHEDULE's events comes back every `everyHours` of game
 * time for `forHours` (48 when not given), shifted per seed, unless tests and operators fixed the list
 * (`world.setEvents`), whose events then run `forHours` from now.
 */
import { hashKey } from './rng';
import { EVENT_SCHEDULE, GAME_HOUR_MS, realMs } from './rules';

/** The events running at real epoch ms `now` and when each ends (real epoch ms). */
export function scheduledEvents(seed: number, timeScale: number, now: number, fixed: number[] | null): { id: number; endsAt: number }[] {
  const forHours = (id: number) => EVENT_SCHEDULE[id]?.forHours ?? 48;
  if (fixed) return fixed.map((id) => ({ id, endsAt: now + realMs(forHours(id) * GAME_HOUR_MS, timeScale) }));
  const gameNow = now * timeScale;
  const running = [];
  for (const [id, { everyHours }] of Object.entries(EVENT_SCHEDULE)) {
    const every = everyHours * GAME_HOUR_MS;
    const phase = (gameNow + (hashKey(seed, 'event', id) % every)) % every;
    const left = forHours(Number(id)) * GAME_HOUR_MS - phase;
    if (left > 0) running.push({ id: Number(id), endsAt: now + realMs(left, timeScale) });
  }
  return running;
}
