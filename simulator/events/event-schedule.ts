/**
 * Which events run when: each of rules.ts EVENT_SCHEDULE's events comes back every `everyHours` of game
 * time for `forHours` (48 when not given), shifted per seed, unless tests and operators fixed the list
 * (`world.setEvents`), whose events then run `forHours` from now.
 */
import { EVENT_ID } from '@shared/game-wire/ids';
import { hashKey } from '../core/rng';
import { EVENT_SCHEDULE, GAME_HOUR_MS, realMs } from '../core/rules';

const GAME_DAY_MS = 24 * GAME_HOUR_MS;

/**
 * What an event's `sei` entry carries beside its id and seconds left, given the game ms it has left.
 * The Grand Tournament's must name the alliance's and one's own score, `A` and `SP`, or the client skips
 * the entry (EmpireCore events/models.py GrandTournamentEvent.accepts, the client's
 * AllianceMobilizationEventEventVO.parseData); their league `LID` is 1, the one league there is here (as
 * the leaderboards answer, leaderboards.ts); the points themselves are `pep`'s (rankings.ts). The season
 * league's carries its game days left `KLRD` and its length `KLRT` (events/models.py KingdomsLeagueEvent,
 * SeasonLeagueEventVO.parseParamObject); not live: the live server sends it as a trigger event (`tei`),
 * a push this server does not have, so it comes in `sei`.
 */
export function eventEntry(id: number, gameMsLeft: number): Record<string, unknown> {
  if (id === EVENT_ID.GRAND_TOURNAMENT) return { A: { LID: 1 }, SP: { LID: 1 } };
  if (id === EVENT_ID.SEASON_LEAGUE) return { KLRD: Math.ceil(gameMsLeft / GAME_DAY_MS), KLRT: EVENT_SCHEDULE[id]!.forHours / 24 };
  return {};
}

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
