/**
 * A trip gone with no way home seen is no verdict: a time skip shortens the way home and a look can come
 * late, so a won trip can vanish sooner than a way home as long as its way out. The attack loop and the
 * planner say it home and hand it to the session, whose battle report alone says won or lost; only a
 * report of a loss marks the camp as lost to (issue 65: won fights were told as "lost all N soldiers").
 */
import { expect, test } from 'bun:test';
import type { Movement } from '@shared/game-wire/live-movements';
import type { Said } from '@shared/i18n/said';
import type { LineNote } from '../types';
import { homecoming } from './homecoming';
import { tripBook } from '../planner/trips';

const camp = { x: 1040, y: 311, areaType: 2, id: null };
const MINUTE = 60_000;
/** Our army on its way out: left at 0, arriving at ten minutes. */
const outbound: Movement = {
  id: 7,
  type: 'attack',
  castleId: 1,
  target: camp,
  troops: 40,
  arrivesAt: 10 * MINUTE,
  departedAt: 0,
  loot: null,
  attacker: null,
  lordId: null,
};

function attackLoop() {
  const lines: Array<{ text: string; note?: LineNote }> = [];
  const ended: Array<{ id: string; onEnd?: (result: 'won' | 'lost' | 'unknown') => void }> = [];
  const lost: Array<{ x: number; y: number }> = [];
  const trips = homecoming(
    {
      log: (line, note) => void lines.push({ text: typeof line === 'string' ? line : line.text, ...(note && { note }) }),
      endUnseen: (id, onEnd) => void ended.push({ id, ...(onEnd && { onEnd }) }),
    },
    (target) => void lost.push(target),
  );
  return { lines, ended, lost, trips };
}

test('the attack loop: a trip gone a minute after its fight (a skip home) is said home and ended from its report, not called lost', () => {
  const { lines, ended, lost, trips } = attackLoop();
  trips.left(camp, 'camp', 40, 'a1');
  trips.look([outbound]);
  // Gone at the next look, whenever it comes: a minute after its fight (far sooner than a way home of ten minutes) is no loss.
  trips.look([]);
  expect(lines).toEqual([{ text: 'Army home from the camp.' }]);
  expect(ended.map((e) => e.id)).toEqual(['a1']);
  expect(trips.isAway(camp)).toBe(false);
  // The report says won: the camp stays one to attack.
  ended[0]!.onEnd!('won');
  expect(lost).toEqual([]);
});

test('the attack loop: a trip whose battle report says lost marks its camp as lost to; one with no report does not', () => {
  const { ended, lost, trips } = attackLoop();
  trips.left(camp, 'camp', 40, 'a1');
  trips.look([outbound]);
  trips.look([]);
  ended[0]!.onEnd!('unknown');
  expect(lost).toEqual([]);
  ended[0]!.onEnd!('lost');
  expect(lost).toEqual([{ x: 1040, y: 311 }]);
});

test('the planner: a trip gone soon after its fight is said home and handed to its report, with no outcome of its own', () => {
  const book = tripBook();
  book.sent(camp, { name: 'camp', level: 5, sent: 40, distance: 10, leftAt: 0, arrivesAt: 10 * MINUTE, attackId: 'p1' });
  expect(book.forgetGone([outbound])).toEqual([]);
  const gone = book.forgetGone([]);
  expect(gone.map((g) => ({ text: (g.line as Said).text, unseen: g.unseen }))).toEqual([{ text: 'Army home from the camp.', unseen: 'p1' }]);
  expect(gone[0]).not.toHaveProperty('outcome');
  expect(book.busy().size).toBe(0);
});
