/** followConsole on its own, with a hub stand-in: the order of what a reader is told on connect. */
import { expect, test } from 'bun:test';
import type { ConsoleStateData } from '@shared/console';
import type { ConsoleHub, ConsoleLine } from './hub';
import { followConsole, type StreamItem } from './stream';

const online: ConsoleStateData = { state: 'online', reason: null, since: '2026-11-27T00:00:00.000Z' };
const offline: ConsoleStateData = { state: 'offline', reason: null, since: null };

function hubReplaying(lines: ConsoleLine[]): ConsoleHub {
  return { closed: false, subscribe: () => () => {}, unsubscribe: () => {}, history: async () => lines, endReason: () => null } as unknown as ConsoleHub;
}

/** What a reader is told until the first heartbeat (nothing further comes from the stand-in). */
async function toldUntilQuiet(hub: ConsoleHub, stored: { state: ConsoleStateData; readAt: number }): Promise<StreamItem[]> {
  const told: StreamItem[] = [];
  const reader = followConsole(hub, 'bot', 0, 10, stored);
  for await (const item of reader) {
    if (item.kind === 'heartbeat') reader.stop();
    else told.push(item);
  }
  return told;
}

test('a bot that went online while the reader came is not shown as it was stored before: the replay tells it', async () => {
  // The stored state was read at 1,000; the bot logged in at 1,005, its line in the replay.
  const loggedIn: ConsoleLine = { id: 2, at: 1_005, level: 'success', text: 'Bot online.', state: online };
  const told = await toldUntilQuiet(hubReplaying([{ id: 1, at: 990, level: 'info', text: 'Start requested.' }, loggedIn]), { state: offline, readAt: 1_000 });
  expect(told).toEqual([
    { kind: 'line', line: { id: 1, at: 990, level: 'info', text: 'Start requested.' } },
    { kind: 'line', line: loggedIn },
  ]);
});

test('an old state line in the replay is followed by the state as stored', async () => {
  const yesterday: ConsoleLine = { id: 1, at: 500, level: 'success', text: 'Bot online.', state: online };
  const told = await toldUntilQuiet(hubReplaying([yesterday]), { state: offline, readAt: 1_000 });
  expect(told.map((i) => i.kind)).toEqual(['line', 'state']);
  expect(told.at(-1)).toEqual({ kind: 'state', state: offline });
});
