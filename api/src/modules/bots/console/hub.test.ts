import { describe, expect, test } from 'bun:test';
import { ConsoleHub } from './hub';

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
});
