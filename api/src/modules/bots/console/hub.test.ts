import { describe, expect, spyOn, test } from 'bun:test';
import { log } from '../../../lib/logger';
import { ConsoleHub } from './hub';
import { ConsoleLineModel } from './line.model';

const NO_TIMER = 3_600_000;

async function savedTexts(botId: string): Promise<string[]> {
  return (await ConsoleLineModel.find({ botId }).sort({ lineId: 1 }).lean()).map((l) => l.text);
}

describe('console hub', () => {
  test('keeps only the last N lines in memory', async () => {
    const hub = new ConsoleHub({ keep: 5, burst: 100 });
    for (let i = 1; i <= 12; i++) hub.append('bot-keep', `line ${i}`);
    const history = await hub.history('bot-keep');
    expect(history.map((l) => l.text)).toEqual(['line 8', 'line 9', 'line 10', 'line 11', 'line 12']);
    await hub.close();
  });

  test('throttles a flooding bot with a notice and keeps memory bounded', async () => {
    let now = 1_000_000;
    const hub = new ConsoleHub({ keep: 2000, ratePerSecond: 10, burst: 20, now: () => now });
    const received: string[] = [];
    hub.subscribe('bot-flood', (l) => l && received.push(l.text));
    for (let i = 0; i < 500; i++) hub.append('bot-flood', `spam ${i}`);
    now += 1500;
    hub.append('bot-flood', 'after the flood');
    expect(received.filter((t) => t.startsWith('spam')).length).toBe(20);
    expect(received.at(-2)).toBe('[console] Output throttled: 480 lines dropped.');
    expect(received.at(-1)).toBe('after the flood');
    await hub.close();
  });

  test('persists recent lines so a new hub (an API restart) replays them with their ids', async () => {
    const first = new ConsoleHub();
    first.append('bot-persist', 'before restart 1');
    first.append('bot-persist', 'before restart 2');
    const ids = (await first.history('bot-persist')).map((l) => l.id);
    await first.close();

    const second = new ConsoleHub();
    second.append('bot-persist', 'after restart');
    const history = await second.history('bot-persist');
    expect(history.map((l) => l.text)).toEqual(['before restart 1', 'before restart 2', 'after restart']);
    expect(history.slice(0, 2).map((l) => l.id)).toEqual(ids);
    expect(history[2]!.id).toBeGreaterThan(ids[1]!);
    await second.end('bot-persist');
    expect(await new ConsoleHub().history('bot-persist')).toEqual([]);
  });

  test('a retry after a cut-off write saves each line once (the lines that landed are taken as written)', async () => {
    const hub = new ConsoleHub({ flushMs: NO_TIMER });
    for (let i = 1; i <= 6; i++) hub.append('bot-retry', `line ${i}`);
    // An earlier try that the database carried out although the API never heard back: lines 2 and 5 landed.
    const lines = await hub.history('bot-retry');
    await ConsoleLineModel.insertMany([1, 4].map((i) => ({ botId: 'bot-retry', lineId: lines[i]!.id, at: new Date(lines[i]!.at), text: lines[i]!.text })));
    await hub.flush();
    expect(hub.pendingCount()).toBe(0);
    expect(await savedTexts('bot-retry')).toEqual(['line 1', 'line 2', 'line 3', 'line 4', 'line 5', 'line 6']);
    await hub.end('bot-retry');
  });

  test('waiting lines stay within maxPending: the oldest make room, and one log line says how many went', async () => {
    const info = spyOn(log, 'info');
    try {
      const hub = new ConsoleHub({ flushMs: NO_TIMER, burst: 1_000, maxPending: 30 });
      for (let i = 1; i <= 100; i++) hub.append('bot-bound', `line ${i}`);
      expect(hub.pendingCount()).toBe(30);
      await hub.flush();
      expect(await savedTexts('bot-bound')).toEqual(Array.from({ length: 30 }, (_, i) => `line ${71 + i}`));
      const reports = info.mock.calls.filter(([msg]) => msg === 'console lines saved again');
      expect(reports).toHaveLength(1);
      expect(reports[0]![1]).toMatchObject({ written: 30, droppedOldest: 70 });
      await hub.close();
      await hub.end('bot-bound');
    } finally {
      info.mockRestore();
    }
  });

  test('a large backlog is written in parts, all of it', async () => {
    const hub = new ConsoleHub({ flushMs: NO_TIMER, burst: 5_000, persistKeep: 5_000 });
    for (let i = 1; i <= 2_500; i++) hub.append('bot-backlog', `line ${i}`);
    const insert = spyOn(ConsoleLineModel, 'insertMany');
    try {
      await hub.flush();
      expect(insert.mock.calls.map(([docs]) => (docs as unknown[]).length)).toEqual([1_000, 1_000, 500]);
    } finally {
      insert.mockRestore();
    }
    expect(await ConsoleLineModel.countDocuments({ botId: 'bot-backlog' })).toBe(2_500);
    await hub.end('bot-backlog');
  });
});
