/** The runtime process as the API sees it: replaced when it dies, bots resumed, only a culprit parked. */
import { newDeviceId } from '@shared/game-wire/login';
import { afterAll, expect, test } from 'bun:test';
import { startSimulator } from '../../../simulator/server';
import { zoneOf } from '@shared/game';
import { createProcessRuntime } from './process-runtime';
import type { BotSpec, RuntimeEvent } from './types';

const sim = await startSimulator({ port: 0, seed: 9, timeScale: 600, raidChancePerHour: 0 });
afterAll(() => sim.stop());

function spec(name: string): BotSpec {
  return {
    botId: name,
    botName: name,
    templateId: 'resource-keeper',
    settings: { minDelaySeconds: 30, maxDelaySeconds: 40, breakEveryMinutes: 0, activeHours: '00-24', collectEveryMinutes: 30, feastLevel: '0', feastWhenFoodAbove: 0, recruitWhenCoinsAbove: 0, recruitAmount: 0 },
    secrets: {},
    account: { id: name, server: 'INT1', zone: zoneOf('INT1'), username: name, password: 'pw', gameUrl: sim.url, proxy: null, yieldMinutes: 15, loginToken: null, deviceId: newDeviceId() },
  };
}

async function until(what: string, check: () => boolean, timeoutMs = 15_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await Bun.sleep(25);
  }
}

test('a process that hangs is replaced and its bots resume; the bot started just before it hung twice is parked, the others play on', async () => {
  // The window covers a login in a fresh process (its Chromium starts first) plus the hang's detection
  // (2-3 s), with room for a machine running four test shards on two cores (6 s was too short in CI).
  const suspectWindowMs = 12_000;
  const runtime = createProcessRuntime({ loginPage: { url: sim.loginPageUrl, siteKey: null }, paceScale: 0.01, heartbeatTimeoutMs: 2000, suspectWindowMs });
  const events: RuntimeEvent[] = [];
  runtime.subscribe((e) => void events.push(e));
  const online = (botId: string) => events.filter((e) => e.type === 'state' && e.botId === botId && e.state === 'online').length;
  try {
    const steady = `Steady${crypto.randomUUID().slice(0, 6)}`;
    const suspect = `Suspect${crypto.randomUUID().slice(0, 6)}`;
    runtime.start(spec(steady));
    await until('the steady bot online', () => online(steady) === 1);
    await Bun.sleep(suspectWindowMs + 200); // the steady bot is past the suspect window

    // Twice: the suspect starts, and moments later the process stops answering (frozen, as by an endless loop).
    for (let round = 1; round <= 2; round++) {
      if (round === 1) runtime.start(spec(suspect));
      // A new process starts its Chromium before the login: slow on a loaded machine.
      await until(`the suspect online (${round})`, () => online(suspect) === round, 25_000);
      // And the steady bot resumed in this process too, or a hang before its login there leaves it one short.
      await until(`the steady bot online (${round})`, () => online(steady) === round, 25_000);
      const pid = runtime.stats().pid;
      process.kill(pid, 'SIGSTOP');
      await until(`a new process (${round})`, () => runtime.stats().pid !== pid);
    }
    const parked = events.find((e) => e.type === 'state' && e.botId === suspect && e.state === 'error');
    expect(parked).toMatchObject({ kind: 'parked', reason: expect.stringContaining('The bot runtime stopped answering twice shortly after this bot started') });
    expect(runtime.isRunning(suspect)).toBe(false);
    // The steady bot resumed both times (suspected once at most, as it was resumed just before the second hang), no error, still running.
    await until('the steady bot resumed twice', () => online(steady) === 3, 25_000);
    expect(events.some((e) => e.type === 'state' && e.botId === steady && e.state === 'error')).toBe(false);
    expect(runtime.isRunning(steady)).toBe(true);
    expect(events.filter((e) => e.type === 'log' && e.botId === steady && e.line === 'The bot runtime stopped answering: resuming the bot in a new one.')).toHaveLength(2);
  } finally {
    await runtime.close(2000);
  }
}, 90_000);

test('SIGTERM to the runtime process logs every session out and reports nothing as crashed; its bots resume in a new one', async () => {
  const runtime = createProcessRuntime({ loginPage: { url: sim.loginPageUrl, siteKey: null }, paceScale: 0.01 });
  const events: RuntimeEvent[] = [];
  runtime.subscribe((e) => void events.push(e));
  try {
    const names = [1, 2, 3].map((n) => `Term${n}${crypto.randomUUID().slice(0, 6)}`);
    for (const name of names) runtime.start(spec(name));
    await until('all online', () => names.every((n) => events.some((e) => e.type === 'state' && e.botId === n && e.state === 'online')));
    expect(sim.sessions().live).toBeGreaterThanOrEqual(3);
    const pid = runtime.stats().pid;
    const before = names.map((n) => sim.sessions(n).logins);
    process.kill(pid, 'SIGTERM');
    await until('a new process', () => runtime.stats().pid !== pid);
    await until('logged in again', () => names.every((n, i) => sim.sessions(n).logins === before[i]! + 1));
    expect(events.some((e) => e.type === 'state' && e.state !== 'online')).toBe(false);
    for (const name of names) {
      expect(events.filter((e) => e.type === 'log' && e.botId === name).map((e) => (e as { line: string }).line)).toContain('The bot runtime stopped by SIGTERM: resuming the bot in a new one.');
      expect(sim.sessions(name).replaced).toBe(0); // logged out first: the new session did not have to throw an old one out
    }
  } finally {
    await runtime.close(2000);
  }
}, 30_000);
