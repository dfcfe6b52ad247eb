/**
 * Whether the game's events are running, for the templates that play only while theirs runs: the pushed
 * `sei` (EmpireCore events/models.py:344-430; its `RS` counts from when it came), asked again when it
 * says no or is older than EVENT_RECHECK_MS (shortened like the pacing in tests).
 */
import { readEvents } from '@shared/game-wire/live-data';
import type { GameClient } from '../game/client';
import type { BehaviourContext } from './context';

/** How often a bot whose event is not running asks again (real time, before pace scaling). */
export const EVENT_RECHECK_MS = 5 * 60_000;

export type EventWatch = {
  /** When the latest of `ids` ends (epoch ms), or null while none runs. */
  endsAt(client: GameClient, ids: readonly number[]): Promise<number | null>;
  /** The next look asks the game again (an event's targets vanished: it may have ended). */
  askAgain(): void;
};

/** One watch per bot. */
export function eventWatch(ctx: BehaviourContext): EventWatch {
  let askedAt = 0;
  return {
    async endsAt(client, ids) {
      const running = () => readEvents(client.known.sei, ctx.now(), client.receivedAt.sei).filter((e) => ids.includes(e.id));
      if (running().length === 0 || ctx.now() - askedAt > ctx.interval(EVENT_RECHECK_MS)) {
        askedAt = ctx.now();
        await client.send('sei', {});
      }
      const ends = running().map((e) => e.endsAt);
      return ends.length > 0 ? Math.max(...ends) : null;
    },
    askAgain: () => void (askedAt = 0),
  };
}
