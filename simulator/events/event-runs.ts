/**
 * A player's fights won during one run of an event: what the colossus's donations (colossus.ts), the
 * Grand Tournament's points and quests (grand-tournament.ts), the raid boss's damage (raid-boss.ts) and
 * the season league's medals (season-league.ts) are made of here. simulate.ts credits every won fight to each of
 * these events running at the moment it is won; a read counts the credit only while the run it was won
 * in lasts, so a new run starts from none.
 *
 * The run is told by its end (real epoch ms): runs of one event never overlap, so a credit whose run has
 * ended belongs to an earlier one. Events fixed by tests and operators (`world.setEvents`) run
 * `forHours` from every moment, so there a credit counts for `forHours` after the last fight.
 *
 * Not live: that the play these events count is fights won (the live colossus takes donated resources,
 * the live raid boss is attacked on its own map; neither command is in a public source).
 */
import { EVENT_ID } from '@shared/game-wire/ids';
import type { PlayerCore } from '../core/players';

/** The events whose runs count the fights won in them. */
export const RUN_SCORED_EVENTS: readonly number[] = [EVENT_ID.COLOSSUS, EVENT_ID.GRAND_TOURNAMENT, EVENT_ID.ALLIANCE_RAIDBOSS, EVENT_ID.SEASON_LEAGUE];

export type EventFights = Record<string, { endsAt: number; fights: number }>;

/**
 * The event fights' part of the player record (session/player-record.ts composes the slices): fights won in the current run of the events that count them, none
 * until the first.
 */
export type EventFightsSlice = { eventFights?: EventFights };

/** Credits a fight won at real epoch ms `at` to each run-scored event among `running` (the events running then). */
export function creditEventFights(player: PlayerCore & EventFightsSlice, at: number, running: ReadonlyArray<{ id: number; endsAt: number }>): void {
  for (const { id, endsAt } of running) {
    if (!RUN_SCORED_EVENTS.includes(id)) continue;
    const record = (player.eventFights ??= {});
    const earlier = record[id];
    const fights = earlier && earlier.endsAt > at ? earlier.fights + 1 : 1;
    record[id] = { endsAt, fights };
  }
}

/** The fights the player won in the event's run that lasts at real epoch ms `now`; none once it has ended. */
export function runFights(player: PlayerCore & EventFightsSlice, eventId: number, now: number): number {
  const record = player.eventFights?.[eventId];
  return record && record.endsAt > now ? record.fights : 0;
}
