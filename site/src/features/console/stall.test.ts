import { expect, test } from 'bun:test';
import { stallShown, toldStall } from './stall';
import type { ConsoleLine } from './log-buffer';

const line = (id: number, stall?: ConsoleLine['stall']): ConsoleLine => ({
  id,
  at: id,
  level: 'info',
  text: `line ${id}`,
  ...(stall !== undefined && { stall }),
});
const stalled = { reason: 'Cannot go on: 0 soldiers at home, 60 needed, and none on their way. Raise Coins for upkeep (%) to 60.' };
const loaded = { reason: 'Cannot go on: an older stall.', reasonMessage: null };

test('the newest line that tells of a stall decides: its stall, or none once the bot works again', () => {
  expect(toldStall([])).toBeUndefined();
  expect(toldStall([line(1), line(2)])).toBeUndefined();
  expect(toldStall([line(1, stalled), line(2)])).toEqual(stalled);
  expect(toldStall([line(1, stalled), line(2), line(3, null), line(4)])).toBeNull();
});

test("the console's word on the stall goes before the bot as loaded, which stands only when no kept line tells", () => {
  // Loaded stalled, then the console said the bot works again: no STALLED while the newest line says it works.
  expect(stallShown([line(1, stalled), line(2, null)], loaded)).toBeNull();
  expect(stallShown([line(1, stalled)], null)).toEqual(stalled);
  expect(stallShown([line(1)], loaded)).toEqual({ reason: loaded.reason });
  expect(stallShown([line(1)], null)).toBeNull();
});
