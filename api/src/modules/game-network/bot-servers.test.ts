/**
 * A bot's game server, end to end: the API resolves the account's server through the network document
 * when it builds the bot's spec, and the bot plays where the document says; an operator's GAME_WS_URL
 * wins over the document's hosts. Real simulator, real runtime, real database; the document is served
 * by a separate HTTP host (as the live game's is), so "where the document says" cannot be confused with
 * the fallback to the document's own host.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { renderNetworkDocument } from '@shared/game-wire/network';
import { createSealer } from '../../lib/crypto';
import { action, botPlatform, playerWithBot, waitForState, type TestPlatform } from '../../../test/bots';
import { testConfig } from '../../../test/helpers';
import { freePort } from '../../../../scripts/lib/ports';
import { startSimulator, type Simulator } from '../../../../simulator/server';
import { createAccountService } from '../accounts/service';
import { BotModel } from '../bots/records/bot.model';
import { specFor } from '../bots/control/spec';
import { createServerDirectory } from './directory';

let sim: Simulator;
/** The document the stand-in HTML5 host serves next. */
let document = '';
const html5Host = Bun.serve({ port: 0, hostname: '127.0.0.1', fetch: () => new Response(document, { headers: { 'content-type': 'application/xml' } }) });
const documentUrl = `http://127.0.0.1:${html5Host.port}/config/network/1.xml`;
let closedPort = 0;

beforeAll(async () => {
  sim = await startSimulator({ port: 0, seed: 7, timeScale: 600, raidChancePerHour: 0 });
  closedPort = await freePort();
});
afterAll(async () => {
  await sim.stop();
  html5Host.stop(true);
});

describe("a bot's spec is resolved through the network document", () => {
  test("the spec's zone and game URL are the document's row for the account's server", async () => {
    // The document puts INT1 on the simulator, under a zone the built-in list does not have.
    document = renderNetworkDocument([{ code: 'INT1', zone: 'EmpireEx_77' }], `127.0.0.1:${sim.port}`);
    const p = await botPlatform(
      { config: testConfig({ gameUrl: null, gameNetworkUrl: documentUrl, gameLoginPage: { url: sim.loginPageUrl, siteKey: null } }) },
      sim,
    );
    try {
      const { botId } = await playerWithBot(p);
      const sealer = createSealer(testConfig().encryptionKey);
      const servers = createServerDirectory({ override: null, documentUrl });
      const spec = await specFor((await BotModel.findById(botId))!, { accounts: createAccountService(sealer), sealer, servers });
      expect(spec.account).toMatchObject({ server: 'INT1', zone: 'EmpireEx_77', gameUrl: sim.url });
    } finally {
      await p.close();
    }
  });

  test('a bot started through the API plays on the host the document names', async () => {
    // The simulator's own document, served from another host: only the document leads to the simulator.
    document = await (await fetch(sim.networkUrl)).text();
    const p = await botPlatform(
      { config: testConfig({ gameUrl: null, gameNetworkUrl: documentUrl, gameLoginPage: { url: sim.loginPageUrl, siteKey: null } }) },
      sim,
    );
    await runsOnTheSimulator(p);
  }, 30_000);
});

describe("an operator's GAME_WS_URL", () => {
  test('wins over the hosts of the document', async () => {
    // The document sends every server to a closed port; GAME_WS_URL points at the simulator.
    document = renderNetworkDocument([{ code: 'INT1', zone: 'EmpireEx' }], `127.0.0.1:${closedPort}`);
    const p = await botPlatform(
      { config: testConfig({ gameUrl: sim.url, gameNetworkUrl: documentUrl, gameLoginPage: { url: sim.loginPageUrl, siteKey: null } }) },
      sim,
    );
    await runsOnTheSimulator(p);
  }, 30_000);
});

async function runsOnTheSimulator(p: TestPlatform) {
  try {
    const player = await playerWithBot(p);
    expect((await action(p, player.token, player.botId, 'start')).status).toBe(200);
    await waitForState(player.botId, 'online', 20_000);
    // The simulator founded the player's castle on its first login: the bot did log in there.
    expect(sim.world.player('EmpireEx', player.username)).toBeDefined();
    await action(p, player.token, player.botId, 'stop');
    await waitForState(player.botId, 'offline', 20_000);
  } finally {
    await p.close();
  }
}
