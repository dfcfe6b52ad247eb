import { expect, test } from 'bun:test';
import { sessionMark, waitsForAccount } from './session-wait';
import type { ConsoleLine } from './log-buffer';

const line = (id: number, key?: string): ConsoleLine => ({ id, at: id, level: 'info', text: `line ${id}`, ...(key && { session: sessionMark({ key }) }) });

test('the session lines that start a wait, and the ones that end it; other lines say nothing of it', () => {
  expect(sessionMark({ key: 'bot-lines/session.heldElsewhere' })).toBe('waiting');
  expect(sessionMark({ key: 'bot-lines/session.playedElsewhere' })).toBe('waiting');
  expect(sessionMark({ key: 'bot-lines/session.steppedAside' })).toBe('waiting');
  expect(sessionMark({ key: 'bot-lines/session.loggedIn' })).toBe('playing');
  expect(sessionMark({ key: 'bot-lines/session.connecting' })).toBeUndefined();
  expect(sessionMark({ key: 42 })).toBeUndefined();
  expect(sessionMark(undefined)).toBeUndefined();
});

test('the newest marked line decides whether the bot waits for its account', () => {
  expect(waitsForAccount([])).toBe(false);
  expect(waitsForAccount([line(1, 'bot-lines/session.loggedIn'), line(2, 'bot-lines/session.heldElsewhere'), line(3)])).toBe(true);
  expect(waitsForAccount([line(1, 'bot-lines/session.playedElsewhere'), line(2, 'bot-lines/session.loggedIn'), line(3)])).toBe(false);
});
