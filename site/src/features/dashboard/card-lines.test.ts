import { expect, test } from 'bun:test';
import { lastLineToShow } from './card-lines';

const stall = 'Cannot go on: 0 soldiers at home, 60 needed, and none on their way. Raise Coins for upkeep (%) to 60.';
const line = (text: string) => ({ text, at: '2026-11-29T08:00:00.000Z', level: 'warning' as const });
const stalled = { reason: stall, reasonMessage: null, since: '2026-11-29T08:00:00.000Z' };

test('a stalled bot whose newest line is its stall says it once: the stall, not the line again', () => {
  expect(lastLineToShow({ state: 'online', stalled, lastLine: line(stall) })).toBeNull();
});

test('any other newest line shows beside the stall, and every line shows when nothing stalls', () => {
  const working = line('Attack sent: 60 soldiers to Robber Baron at 12:40.');
  expect(lastLineToShow({ state: 'online', stalled, lastLine: working })).toEqual(working);
  expect(lastLineToShow({ state: 'online', stalled: null, lastLine: line(stall) })).toEqual(line(stall));
  // A stopped bot's card shows no stall (the card says it only while online): its last line is all there is.
  expect(lastLineToShow({ state: 'offline', stalled, lastLine: line(stall) })).toEqual(line(stall));
  expect(lastLineToShow({ state: 'online', stalled, lastLine: null })).toBeNull();
});
