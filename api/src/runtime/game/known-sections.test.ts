/** What a session knows follows the game's pushes: a level reached (`glu`) is the level the bot sizes its waves by. */
import { expect, test } from 'bun:test';
import { readState } from '@shared/game-wire/live-data';
import { KnownSections } from './known-sections';

test('a glu push changes the level and coins the bot reads from the login bundle', () => {
  const known = new KnownSections();
  known.keepBundle({ gpi: { PID: 7, PN: 'lena' }, gcl: { C: [] }, gxp: { LVL: 12, XP: 110 }, gcu: { C1: 500, C2: 10 } });
  expect(readState(known.known).level).toBe(12);
  known.learn('glu', { L: 13, LL: 0, gcu: { C1: 640, C2: 10 }, gxp: { LVL: 13, XP: 120 } });
  const state = readState(known.known);
  expect(state.level).toBe(13);
  expect(state.coins).toBe(640);
});
