/** The console hub on the engine (the run's real NATS with JetStream). */
import { afterAll, describe, expect, spyOn, test } from 'bun:test';
import { createEngine } from '../../../../lib/engine';
import { log } from '../../../../lib/logger';
import { ConsoleHub, type ConsoleHubOptions } from './hub';
import { consoleEvent } from './events';
import { said } from '@shared/i18n/said';
import { supervisorLines } from '@shared/bot-lines/supervisor.messages';

const engines = [createEngine(process.env.NATS_URL!, 'hub-test-a'), createEngine(process.env.NATS_URL!, 'hub-test-b')];
afterAll(async () => {
  for (const engine of engines) await engine.close();
});
/** A hub on its own stream, so limits set here do not touch other tests' consoles. */
const hubOn = (stream: string, options: ConsoleHubOptions = {}, engine = engines[0]!) => new ConsoleHub(engine, { stream, ...options });
/** A hub writing and one reading the same stream, as two API instances, and a new bot to write for. */
const twoInstances = (stream: string) => ({ writer: hubOn(stream, {}, engines[0]), reader: hubOn(stream, {}, engines[1]), bot: botId() });
const botId = () => `bot${crypto.randomUUID().replaceAll('-', '').slice(0, 12)}`;

async function until(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 5_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await Bun.sleep(20);
  }
}

describe('console hub', () => {
  test("the bot list's last lines: read by another instance in one batch, none for a silent console, a watched one from its feed", async () => {
    const writer = hubOn('CONSOLE_TEST_LAST');
    const [a, b, silent] = [botId(), botId(), botId()];
    for (let i = 1; i <= 3; i++) writer.append(a, `a ${i}`);
    writer.append(b, { text: 'b only', level: 'warning' });
    await writer.flush();
    const reader = hubOn('CONSOLE_TEST_LAST', {}, engines[1]);
    const lines = await reader.lastLines([a, b, silent]);
    expect([...lines.keys()].sort()).toEqual([a, b].sort());
    expect(lines.get(a)).toMatchObject({ text: 'a 3', level: 'info' });
    expect(lines.get(b)).toMatchObject({ text: 'b only', level: 'warning' });
    expect(lines.get(a)!.id).toBeLessThan(lines.get(b)!.id);
    // A console watched on this instance answers from its feed, with the same id the stream gave it.
    await reader.history(a);
    expect((await reader.lastLines([a])).get(a)).toEqual(lines.get(a)!);
    await reader.close();
    await writer.close();
  });

  test('keeps the last N lines per bot in the stream, with growing ids', async () => {
    const hub = hubOn('CONSOLE_TEST_KEEP', { keep: 5, burst: 100 });
    const bot = botId();
    for (let i = 1; i <= 12; i++) hub.append(bot, `line ${i}`);
    await hub.flush();
    const history = await hub.history(bot);
    expect(history.map((l) => l.text)).toEqual(['line 8', 'line 9', 'line 10', 'line 11', 'line 12']);
    expect(history.map((l) => l.id)).toEqual([...history.map((l) => l.id)].sort((a, b) => a - b));
    await hub.close();
  });

  test('throttles a flooding bot with a notice, before anything is published', async () => {
    let now = 1_000_000;
    const hub = hubOn('CONSOLE_TEST', { ratePerSecond: 10, burst: 20, now: () => now });
    const bot = botId();
    const received: string[] = [];
    hub.subscribe(bot, (l) => l && received.push(l.text));
    for (let i = 0; i < 500; i++) hub.append(bot, `spam ${i}`);
    now += 1500;
    hub.append(bot, 'after the flood');
    await hub.flush();
    await until('the lines', () => received.length === 22);
    expect(received.filter((t) => t.startsWith('spam')).length).toBe(20);
    expect(received.at(-2)).toBe('[console] Output throttled: 480 lines dropped.');
    expect(received.at(-1)).toBe('after the flood');
    await hub.close();
  });

  test('any instance serves any console: lines written on one hub are read, in order, on another, live and after its restart', async () => {
    const { writer, reader, bot } = twoInstances('CONSOLE_TEST');
    writer.append(bot, 'before anyone watched');
    await writer.flush();
    const live: string[] = [];
    reader.subscribe(bot, (l) => l && live.push(l.text));
    expect((await reader.history(bot)).map((l) => l.text)).toEqual(['before anyone watched']);
    for (let i = 1; i <= 50; i++) writer.append(bot, `live ${i}`);
    await until('the live lines on the other instance', () => live.length === 51);
    expect(live.slice(1)).toEqual(Array.from({ length: 50 }, (_, i) => `live ${i + 1}`));

    // "Restart" the reader: a new hub replays everything with the same ids, and resumes after an id.
    const ids = (await reader.history(bot)).map((l) => l.id);
    await reader.close();
    const restarted = hubOn('CONSOLE_TEST', {}, engines[1]);
    const replay = await restarted.history(bot);
    expect(replay.map((l) => l.id)).toEqual(ids);
    expect((await restarted.history(bot, ids[40]!)).map((l) => l.text)).toEqual(Array.from({ length: 10 }, (_, i) => `live ${41 + i}`));
    await restarted.close();
    await writer.close();
  });

  test('a line said as a message keeps it through the stream, to another instance and into the event a reader gets', async () => {
    const { writer, reader, bot } = twoInstances('CONSOLE_TEST_SAID');
    writer.append(bot, { ...said(supervisorLines, 'restarting', { seconds: 5 }), level: 'info' });
    await writer.flush();
    const [line] = await reader.history(bot);
    expect(line).toMatchObject({ text: 'Restarting in 5 s…', message: { key: 'bot-lines/supervisor.restarting', params: { seconds: 5 } } });
    const event = consoleEvent({ kind: 'line', line: line! }) as { data: string };
    expect(JSON.parse(event.data)).toMatchObject({ text: 'Restarting in 5 s…', message: { key: 'bot-lines/supervisor.restarting', params: { seconds: 5 } } });
    await reader.close();
    await writer.close();
  });

  test('a deleted bot: readers on every instance are told, its lines are gone, a late reader learns it too', async () => {
    const { writer: a, reader: b, bot } = twoInstances('CONSOLE_TEST');
    a.append(bot, 'one');
    await a.flush();
    let ended = false;
    b.subscribe(bot, (l) => l === null && (ended = true));
    await b.history(bot);
    await a.end(bot);
    await until('the end on the other instance', () => ended);
    expect(b.endReason(bot)).toBe('bot deleted');
    const late = hubOn('CONSOLE_TEST', {}, engines[0]);
    expect(await late.history(bot)).toEqual([]);
    expect(late.endReason(bot)).toBe('bot deleted');
    for (const hub of [a, b, late]) await hub.close();
  });

  test('close ends every stream on this instance as a stop, not a deletion', async () => {
    const hub = hubOn('CONSOLE_TEST');
    const bot = botId();
    let ended = false;
    hub.subscribe(bot, (l) => l === null && (ended = true));
    await hub.history(bot);
    await hub.close();
    expect([ended, hub.closed, hub.endReason(bot)]).toEqual([true, true, null]);
  });

  test('an engine that cannot be reached: appends wait within the bound (oldest dropped, said once), readers get EngineUnavailableError', async () => {
    const error = spyOn(log, 'error');
    try {
      const away = createEngine('nats://127.0.0.1:9', 'hub-test-away');
      const hub = new ConsoleHub(away, { stream: 'CONSOLE_TEST', burst: 1_000, maxPending: 30, retryMs: 50 });
      const bot = botId();
      for (let i = 1; i <= 100; i++) hub.append(bot, `line ${i}`);
      expect(hub.pendingCount()).toBe(30);
      await expect(hub.history(bot)).rejects.toThrow('Castellan cannot reach its engine (NATS) right now.');
      await until('the failure logged', () =>
        error.mock.calls.some(([msg]) => msg === 'console lines cannot be stored; keeping them in memory until the engine is back'),
      );
      expect(error.mock.calls.filter(([msg]) => msg === 'console lines cannot be stored; keeping them in memory until the engine is back')).toHaveLength(1);
      await hub.close();
      await away.close();
    } finally {
      error.mockRestore();
    }
  });
});
