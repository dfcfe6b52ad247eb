/** followConsole on its own, with a hub stand-in: the order of what a reader is told on connect. */
import { expect, test } from 'bun:test';
import type { ConsoleStateData } from '@shared/console';
import type { ConsoleHub, ConsoleLine } from './hub';
import { followConsole, type StreamItem } from './stream';

const online: ConsoleStateData = { state: 'online', reason: null, since: '2026-11-27T00:00:00.000Z' };
const offline: ConsoleStateData = { state: 'offline', reason: null, since: null };

test('the state told after the replay is read after it: a bot that went online meanwhile is not shown as before', async () => {
  // The bot goes online while the reader's replay is read (its line and its stored state both say so).
  let stored = offline;
  const loggedIn: ConsoleLine = { id: 2, at: 0, level: 'success', text: 'Bot online.', state: online };
  const hub = {
    closed: false,
    subscribe: () => () => {},
    history: async () => {
      stored = online;
      return [{ id: 1, at: 0, level: 'info', text: 'Start requested.' }, loggedIn];
    },
    endReason: () => null,
  } as unknown as ConsoleHub;
  const stop = new AbortController();
  const told: StreamItem[] = [];
  for await (const item of followConsole(hub, 'bot', 0, stop.signal, 60_000, async () => stored)) {
    told.push(item);
    if (item.kind === 'state') stop.abort();
  }
  expect(told.map((i) => i.kind)).toEqual(['line', 'line', 'state']);
  expect(told.at(-1)).toEqual({ kind: 'state', state: online });
});
