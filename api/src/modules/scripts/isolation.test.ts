/**
 * Issue 35's "Done when", through the real API, the real bot runtime process and the local game server:
 * the attack's scripts (a huge BigInt made text, a regex that backtracks, JSON of a deep nesting, a long
 * sort) run as Custom Scripts beside ten bots of other players. Those ten play on, the attacker's own
 * other bot too, each script's bot stops with its line, the runtime's event loop keeps its beat, and
 * the API answers /api/health within 100 ms of its own time throughout; the BigInt at a script's top
 * level through /api/scripts/check is answered with its problem while the API goes on answering.
 */
import { afterAll, expect, test } from 'bun:test';
import { action, botPlatform, consoleText, playerWithBot, waitForConsole, waitForState, type TestPlatform } from '../../../test/bots';
import { call } from '../../../test/helpers';
import { mainThreadCpuMs } from '../../lib/thread-cpu';
import { BOMB_STOP_LINE, SCRIPT_BOMBS, TOP_LEVEL_BOMB } from '../../../test/script-bombs';
import { BotModel } from '../bots/records/bot.model';
import { UserModel } from '../users/user.model';

let p: TestPlatform;
afterAll(async () => {
  await p?.close();
  await p?.sim.stop();
}, 30_000);

type Sample = { ms: number; cpuMs: number; status: number; lagMs: number | null; database: string | null };

/**
 * Asks /api/health again and again until stopped: each answer's wall time, the CPU time the API's thread
 * spent on it (this process: the test's app is the API), its status and the runtime's lag.
 */
function pollHealth() {
  const samples: Sample[] = [];
  let polling = true;
  const done = (async () => {
    while (polling) {
      const started = performance.now();
      const cpuBefore = mainThreadCpuMs() ?? 0;
      const res = await call(p.app, 'GET', '/api/health');
      samples.push({
        ms: performance.now() - started,
        cpuMs: (mainThreadCpuMs() ?? 0) - cpuBefore,
        status: res.status,
        lagMs: res.body?.runtime?.lagMs ?? null,
        database: res.body?.database?.state ?? null,
      });
      await Bun.sleep(10); // a sample every ~10 ms: the poll's pace, not a wait for anything
    }
  })();
  return {
    samples,
    stop: async () => {
      polling = false;
      await done;
      return samples;
    },
  };
}

/**
 * The API's own part of an answer is the CPU time its thread spent while the answer was out. A script run
 * in the API process held that thread 11 s before issue 35; one that ran there now would spend at least a
 * bomb's 100 ms. The wall time is printed but not bound: on a two-core CI machine with four bombs burning
 * their CPU it is mostly the wait for a core (751 ms once, the thread spending almost none of it).
 */
const API_OWN_MS = 100;

function expectAnsweredQuickly(samples: Sample[]) {
  expect(samples.length).toBeGreaterThan(20);
  // Every answer a 200, but for the health check's own verdict on the database: its ping has 750 ms, and
  // FerretDB and PostgreSQL are processes of their own that a machine busy with the suite's other shards
  // may keep waiting that long (once, 871 ms). That is the database's wait, not the API's: its own CPU
  // time is bound below, and such answers stay the exception.
  const databaseLate = (s: Sample) => s.status === 503 && s.database === 'down';
  expect(samples.filter((s) => s.status !== 200 && !databaseLate(s))).toEqual([]);
  expect(samples.filter(databaseLate).length).toBeLessThan(samples.length / 2);
  const slowest = Math.max(...samples.map((s) => s.cpuMs));
  console.log(
    `/api/health: ${samples.length} answers (${samples.filter(databaseLate).length} a 503 for the database's ping past 750 ms), the API's own CPU time at most ${slowest} ms in one (slowest whole answer ${Math.max(...samples.map((s) => s.ms)).toFixed(1)} ms)`,
  );
  if (mainThreadCpuMs() !== null) expect(samples.filter((s) => s.cpuMs >= API_OWN_MS)).toEqual([]);
}

test('four script bombs beside ten other players’ bots: the ten play on, each script stops with its line, the API answers within 100 ms of its own time', async () => {
  p = await botPlatform();
  const others = [];
  for (let i = 0; i < 10; i++) others.push(await playerWithBot(p, 'attack-guard', { checkEverySeconds: 10 }));
  for (const o of others) expect((await action(p, o.token, o.botId, 'start')).status).toBe(200);
  for (const o of others) await waitForState(o.botId, 'online');

  // The attacker: Professional, a guard of their own and a Custom Script bot for each bomb, all on one game account.
  const attacker = await playerWithBot(p, 'attack-guard', { checkEverySeconds: 10 });
  await UserModel.updateOne({ _id: attacker.user.id }, { plan: 'professional' });
  const scriptBots: Record<string, string> = {};
  for (const [name, source] of Object.entries(SCRIPT_BOMBS)) {
    const script = await call(p.app, 'POST', '/api/scripts', { token: attacker.token, body: { name, source } });
    expect(script.status).toBe(201);
    const bot = await call(p.app, 'POST', '/api/bots', {
      token: attacker.token,
      body: {
        templateId: 'custom-script',
        accountId: attacker.accountId,
        settings: { scriptId: script.body.script.id, scriptVersion: 0, minDelaySeconds: 1, maxDelaySeconds: 2, breakEveryMinutes: 0 },
      },
    });
    expect(bot.status).toBe(201);
    scriptBots[name] = bot.body.id;
  }
  expect((await action(p, attacker.token, attacker.botId, 'start')).status).toBe(200);
  await waitForState(attacker.botId, 'online');

  const health = pollHealth();
  for (const botId of Object.values(scriptBots)) expect((await action(p, attacker.token, botId, 'start')).status).toBe(200);
  const stopLine = new RegExp(BOMB_STOP_LINE.source, 'm');
  for (const [name, botId] of Object.entries(scriptBots)) {
    await waitForConsole(p, botId, stopLine, 60_000);
    if (name === 'bigint') expect(await consoleText(p, botId)).toContain('The script stopped: a step used more than its 100 ms of CPU time and was ended.');
  }
  const samples = await health.stop();
  expectAnsweredQuickly(samples);
  // The runtime's event loop kept its one-second beat: a script's step is awaited there, never run in it.
  const lags = samples.map((s) => s.lagMs).filter((l): l is number => l !== null);
  expect(lags.length).toBeGreaterThan(0);
  expect(Math.max(...lags)).toBeLessThan(1_000);

  // Every other bot is still online, without an error, on the one login it began with (a restarted
  // runtime would have logged each in again); so is the attacker's guard, and the script bots themselves.
  const everyone = [...others, attacker];
  for (const o of everyone) expect(p.sim.sessions(o.username)).toMatchObject({ live: 1, logins: 1 });
  const bots = await BotModel.find({ _id: { $in: [...everyone.map((o) => o.botId), ...Object.values(scriptBots)] } }).lean();
  expect(bots.map((b) => [String(b._id), b.state, b.lastError ?? null]).filter(([, state, error]) => state !== 'online' || error !== null)).toEqual([]);

  // The same script's BigInt at the top level, through the editor's check: its problem, and the API answering meanwhile.
  const checking = pollHealth();
  const check = await call(p.app, 'POST', '/api/scripts/check', { token: attacker.token, body: { source: TOP_LEVEL_BOMB } });
  expect(check.status).toBe(200);
  expect(check.body.problem.message).toStartWith("the script's top level used more than its 100 ms of CPU time and was ended.");
  const save = await call(p.app, 'POST', '/api/scripts', { token: attacker.token, body: { name: 'Top level', source: TOP_LEVEL_BOMB } });
  expect(save.status).toBe(422);
  expect(save.body.message).toStartWith("The script cannot run: the script's top level used more than its 100 ms");
  expectAnsweredQuickly(await checking.stop());
}, 240_000);
