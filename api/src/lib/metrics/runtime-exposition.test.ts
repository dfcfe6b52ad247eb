/**
 * The API's GET /metrics with RUNNERS=local: a bot logs in, and the game's series, counted in the runtime
 * process the API spawned, are in the API's own exposition, marked process="runtime", with no family named
 * twice; the runtime's port is nowhere in GET /api/health.
 */
import { afterAll, expect, test } from 'bun:test';
import { startSimulator } from '../../../../simulator/server';
import { action, botPlatform, playerWithBot, waitForState, type TestPlatform } from '../../../test/bots';
import { call, testConfig, waitFor } from '../../../test/helpers';
import { familiesOf, sampleOf } from '../../../test/scrape';
import { BotModel } from '../../modules/bots/records/bot.model';
import { runtimeScrapeTarget } from './runtime-exposition';

const TOKEN = `scrape-${crypto.randomUUID()}`;
let platform: TestPlatform | undefined;
let botId: string | undefined;

afterAll(async () => {
  // Closing stops every bot still running (each logs out), should the test have failed before its stop;
  // and it stops wanting to play, so that no later file of the shard resumes it.
  await platform?.close();
  if (botId) await BotModel.updateOne({ _id: botId }, { $set: { desiredState: 'offline', state: 'offline' } });
  await platform?.sim.stop();
});

test("a bot's login in the runtime process shows in the API's /metrics, once per family", async () => {
  const sim = await startSimulator({ port: 0, seed: 23, timeScale: 600, raidChancePerHour: 0 });
  const p = await botPlatform(
    { config: testConfig({ gameUrl: sim.url, gameLoginPage: { url: sim.loginPageUrl, siteKey: null }, metrics: { enabled: true, token: TOKEN } }) },
    sim,
  );
  platform = p;
  const scrape = async () => (await p.app.handle(new Request('http://localhost/metrics', { headers: { authorization: `Bearer ${TOKEN}` } }))).text();
  const player = await playerWithBot(p, 'baron-farmer');
  botId = player.botId;
  expect((await action(p, player.token, player.botId, 'start')).status).toBe(200);
  await waitForState(player.botId, 'online');

  // At least one: a session the game drops on a loaded machine logs in again, and counts again.
  let seen = 'nothing yet';
  const text = await waitFor(
    'the login in the API exposition',
    async () => {
      const now = await scrape();
      const logins = sampleOf(now, 'castellan_game_logins_total', { world: 'INT1', outcome: 'ok', process: 'runtime' });
      seen = runtimeScrapeTarget() ? `${logins} logins` : 'no runtime process announced';
      return logins !== null && logins >= 1 ? now : null;
    },
    30_000,
    100,
  ).catch((err: Error) => {
    throw new Error(`${err.message}; saw ${seen}`);
  });
  expect(sampleOf(text, 'castellan_game_sessions', { world: 'INT1', process: 'runtime' })).toBe(1);
  expect(sampleOf(text, 'castellan_runtime_process_resident_memory_bytes', { process: 'runtime' })).toBeGreaterThan(0);
  expect(sampleOf(text, 'castellan_process_resident_memory_bytes')).toBeGreaterThan(0);
  const families = familiesOf(text);
  expect(families.filter((f, i) => families.indexOf(f) !== i)).toEqual([]);

  const health = await call(p.app, 'GET', '/api/health');
  const port = new URL(runtimeScrapeTarget()!.url).port;
  expect(JSON.stringify(health.body)).not.toContain(port);

  expect((await action(p, player.token, player.botId, 'stop')).status).toBe(200);
  await waitForState(player.botId, 'offline');
}, 90_000);
