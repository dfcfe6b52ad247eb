/**
 * The economy loops against the real game server, checked in the simulated castles: Resource Collector &
 * Feasts recruits up to the target army and supplies the castles in the other kingdoms from the main
 * castle (`kgt`), one kingdom at a time and never twice while goods are on their way; Storm Islands Sea
 * Forts sends the isle's wood and stone on to the other kingdoms.
 */
import { afterAll, expect, test } from 'bun:test';
import { startSimulator } from '../../../../simulator/server';
import { zoneOf } from '@shared/game';
import { loginFields, newDeviceId } from '@shared/game-wire/login';
import { runBot } from '../runner';
import { SessionPool } from '../session';
import type { BotSpec } from '../types';

const sim = await startSimulator({ port: 0, seed: 14, timeScale: 120, raidChancePerHour: 0, attackSpacingMs: 0 });
afterAll(() => sim.stop());
const sessions = new SessionPool({ paceScale: 0.01, pacing: { attackGapMs: 0 } });
const ZONE = zoneOf('INT1');

function keeper(settings: Record<string, string | number>) {
  const username = `Eco${crypto.randomUUID().slice(0, 8)}`;
  const spec: BotSpec = {
    botId: username,
    botName: 'Keeper',
    templateId: 'resource-keeper',
    settings: { minDelaySeconds: 1, maxDelaySeconds: 1, breakEveryMinutes: 0, activeHours: '00-24', collectEveryMinutes: 720, feastLevel: '0', feastWhenFoodAbove: 0, recruitWhenCoinsAbove: 0, recruitAmount: 20, recruitUpTo: 0, supplyKingdoms: 'no', supplyBelow: 1000, supplyAmount: 1000, ...settings },
    secrets: {},
    account: { id: username, server: 'INT1', zone: zoneOf('INT1'), username, password: 'pw', gameUrl: sim.url, proxy: null, yieldMinutes: 15, loginToken: null, deviceId: newDeviceId() },
  };
  sim.world.login(spec.account.zone, loginFields(username, { password: 'pw' }, { deviceId: spec.account.deviceId }));
  const player = () => sim.world.player(spec.account.zone, username)!;
  const lines: string[] = [];
  const abort = new AbortController();
  const run = () => runBot(spec, sessions.for(spec.account), { log: (l) => lines.push(l), notify: () => {}, online: () => {} }, abort.signal, { paceScale: 0.01 });
  return { player, lines, abort, run };
}

async function until(what: string, check: () => boolean, lines: string[], timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}; console:\n${lines.join('\n')}`);
    await Bun.sleep(20);
  }
}

test('recruits up to the target army and stops there', async () => {
  const k = keeper({ recruitWhenCoinsAbove: 1, recruitAmount: 20, recruitUpTo: 230 });
  const home = k.player().castles.find((c) => c.kingdom === 'green')!;
  k.player().coins = 100_000;
  home.resources.food = 9_000;
  const running = k.run();
  try {
    await until('the target reached', () => k.lines.some((l) => l.includes('(230 of the 230 wanted)')), k.lines);
    expect(k.lines.filter((l) => l.startsWith('Recruited'))).toEqual(['Recruited 20 spearmen in ' + home.name + ' (220 of the 230 wanted).', 'Recruited 10 spearmen in ' + home.name + ' (230 of the 230 wanted).']);
    await Bun.sleep(300);
    expect(home.troops).toBe(230);
    expect(k.lines.filter((l) => l.startsWith('Recruited'))).toHaveLength(2);
  } finally {
    k.abort.abort();
    await running.catch(() => {});
  }
}, 20_000);

test('supplies the castles in the other kingdoms that run low, one at a time, never twice while goods are on their way', async () => {
  const k = keeper({ supplyKingdoms: 'yes', supplyBelow: 1500, supplyAmount: 800 });
  const castles = k.player().castles;
  const home = castles.find((c) => c.kingdom === 'green')!;
  const desert = castles.find((c) => c.kingdom === 'sands')!;
  const glacier = castles.find((c) => c.kingdom === 'ice')!;
  home.resources = { wood: 5000, stone: 5000, food: 5000 };
  desert.resources = { wood: 100, stone: 2000, food: 1200 };
  glacier.resources.stone = 1000;
  for (const c of castles) c.baseProduction = { wood: 0, stone: 0, food: 0 };
  const running = k.run();
  try {
    await until('both supplied', () => k.lines.filter((l) => l.startsWith('Sent ') && l.includes(' from ')).length >= 2, k.lines);
    const sent = k.lines.filter((l) => l.startsWith('Sent ') && l.includes(' from '));
    expect(sent[0]).toBe(`Sent 800 wood, 0 stone, 300 food from ${home.name} to ${desert.name} (Burning Sands), which was below 1,500.`);
    expect(sent[1]).toBe(`Sent 0 wood, 500 stone, 0 food from ${home.name} to ${glacier.name} (Everwinter Glacier), which was below 1,500.`);
    // In the game: out of the main castle at once.
    expect(home.resources).toMatchObject({ wood: 4200, stone: 4500, food: 4700 });
    // The goods take an hour of game time (30 s here): no second send to a kingdom meanwhile.
    await Bun.sleep(500);
    expect(k.lines.filter((l) => l.startsWith('Sent ') && l.includes(' from '))).toHaveLength(2);
  } finally {
    k.abort.abort();
    await running.catch(() => {});
  }
}, 20_000);

test('Storm Islands Sea Forts sends the isle’s wood and stone on to the other kingdoms, up to their free storage, once per 30 minutes', async () => {
  const username = `Isle${crypto.randomUUID().slice(0, 8)}`;
  const deviceId = newDeviceId();
  sim.world.login(ZONE, loginFields(username, { password: 'pw' }, { deviceId }));
  const castles = sim.world.player(ZONE, username)!.castles;
  const isle = castles.find((c) => c.kingdom === 'storm')!;
  const home = castles.find((c) => c.kingdom === 'green')!;
  const desert = castles.find((c) => c.kingdom === 'sands')!;
  for (const c of castles) c.baseProduction = { wood: 0, stone: 0, food: 0 };
  isle.resources = { wood: 9000, stone: 3000, food: 0 };
  home.resources.wood = 9_500; // room for 500 more wood, 8,000 more stone
  const spec: BotSpec = {
    botId: username,
    botName: 'Isle',
    templateId: 'storm-sea-forts',
    settings: { minDelaySeconds: 1, maxDelaySeconds: 1, breakEveryMinutes: 0, activeHours: '00-24', maxLevel: 20, troopsPerAttack: 60, keepAtHome: 0, useSkips: 'none', sendResources: 'yes' },
    secrets: {},
    account: { id: username, server: 'INT1', zone: ZONE, username, password: 'pw', gameUrl: sim.url, proxy: null, yieldMinutes: 15, loginToken: null, deviceId },
  };
  const lines: string[] = [];
  const abort = new AbortController();
  const running = runBot(spec, sessions.for(spec.account), { log: (l) => lines.push(l), notify: () => {}, online: () => {} }, abort.signal, { paceScale: 0.01 });
  try {
    await until('the sends', () => lines.some((l) => l.startsWith("Sent the isle's stock on: ")), lines);
    expect(lines.find((l) => l.startsWith("Sent the isle's stock on: "))).toBe(
      `Sent the isle's stock on: 500 wood and 3,000 stone to ${home.name} (Great Empire); 8,000 wood and 0 stone to ${desert.name} (Burning Sands); 500 wood and 0 stone to ${castles.find((c) => c.kingdom === 'ice')!.name} (Everwinter Glacier).`,
    );
    // In the game: the isle's stock left at once, and the goods are on their way (kpi.RT).
    expect(isle.resources).toMatchObject({ wood: 0, stone: 0 });
    await Bun.sleep(500);
    expect(lines.filter((l) => l.startsWith("Sent the isle's stock on: "))).toHaveLength(1);
  } finally {
    abort.abort();
    await running.catch(() => {});
  }
}, 20_000);
