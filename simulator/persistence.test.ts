import { afterAll, describe, expect, test } from 'bun:test';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LiveLoginData } from '../shared/src/game-wire/live-shapes';
import { readMovements, readSentMovement, readState } from '../shared/src/game-wire/live-data';
import { RESULT, type NpcTarget } from '../shared/src/game-wire/protocol';
import { startSimulator } from './server';
import { LOGIN, TestClient, manualClock } from './test-client';

const Z = 'EmpireEx';
const dir = mkdtempSync(join(tmpdir(), 'simulator-state-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('stateFile', () => {
  test('a restart keeps accounts, castles and passwords, stored hashed', async () => {
    const stateFile = join(dir, 'world.json');
    const clock = manualClock();
    const first = await startSimulator({ seed: 8, now: clock.now, stateFile, maxRequestsPerSecond: 1000, raidChancePerHour: 0 });
    const c = await TestClient.ready(first.url, Z, { name: 'keeper', password: 'hunter2-plain' });
    const before = (await c.command(Z, 'gbd', {})).payload as LiveLoginData;
    c.close();
    await first.stop();
    expect(existsSync(stateFile)).toBe(true);
    expect(readFileSync(stateFile, 'utf8')).not.toContain('hunter2-plain');

    const second = await startSimulator({ seed: 8, now: clock.now, stateFile, maxRequestsPerSecond: 1000, raidChancePerHour: 0 });
    const d = await TestClient.ready(second.url, Z);
    expect((await d.command(Z, 'lli', LOGIN('keeper', 'nope'))).result).toBe(RESULT.WRONG_PASSWORD);
    const login = await d.command(Z, 'lli', LOGIN('keeper', 'hunter2-plain'));
    expect([login.result, login.payload]).toEqual([RESULT.OK, null]);
    expect((d.pushed.gbd?.payload as LiveLoginData).gpi.PID).toBe(before.gpi.PID);
    expect((await d.command(Z, 'gbd', {})).payload).toEqual(before);
    // Ids keep counting from where the old run stopped, so new accounts don't reuse ids.
    const e = await TestClient.ready(second.url, Z);
    expect((await e.command(Z, 'lli', LOGIN('newcomer', 'pw'))).result).toBe(RESULT.OK);
    expect((e.pushed.gbd?.payload as LiveLoginData).gpi.PID).toBeGreaterThan(before.gcl.C[0]!.AI[0]!.AI[3]);
    d.close();
    e.close();
    await second.stop();
  });

  test('a file saved before the live shapes (feast in the castle, movements without departure) loads as today\'s', async () => {
    const stateFile = join(dir, 'older.json');
    const clock = manualClock();
    const first = await startSimulator({ seed: 8, now: clock.now, stateFile, maxRequestsPerSecond: 1000, raidChancePerHour: 0 });
    const c = await TestClient.ready(first.url, Z, { name: 'elder', password: 'pw' });
    const castleId = first.world.player(Z, 'elder')!.castles[0]!.id;
    const targets = ((await c.command(Z, 'gaa', { castleId, kind: 'baron' })).payload as { targets: NpcTarget[] }).targets;
    const sent = readSentMovement((await c.command(Z, 'cra', { castleId, targetId: targets[0]!.id, troops: 10 })).payload, first.world.player(Z, 'elder')!.playerId, clock.now());
    expect((await c.command(Z, 'fst', { castleId, level: 1 })).result).toBe(RESULT.OK);
    c.close();
    await first.stop();

    // Rewrite the file as the simulator wrote it before: the feast on the castle, no departure times.
    const saved = JSON.parse(readFileSync(stateFile, 'utf8'));
    const elder = saved.players.find((p: { name: string }) => p.name === 'elder');
    Object.assign(elder.castles[0], { feastLevel: elder.feastLevel, feastUntil: elder.feastUntil });
    delete elder.feastLevel;
    delete elder.feastUntil;
    for (const m of elder.movements) delete m.departedAt;
    writeFileSync(stateFile, JSON.stringify(saved));

    const second = await startSimulator({ seed: 8, now: clock.now, stateFile, maxRequestsPerSecond: 1000, raidChancePerHour: 0 });
    const d = await TestClient.ready(second.url, Z, { name: 'elder', password: 'pw' });
    const state = readState(d.pushed.gbd!.payload, clock.now());
    expect(state.feast).toEqual({ level: 1, until: clock.now() + 2 * 60_000 });
    expect(Object.keys(second.world.player(Z, 'elder')!.castles[0]!)).not.toContain('feastUntil');
    expect(readMovements((await d.command(Z, 'gam', {})).payload, state.playerId, clock.now())).toEqual([sent]);
    d.close();
    await second.stop();
  });

  test('an unreadable state file stops the start instead of being overwritten', async () => {
    const stateFile = join(dir, 'broken.json');
    writeFileSync(stateFile, '{ not json');
    await expect(startSimulator({ stateFile })).rejects.toThrow('not valid JSON');
    expect(readFileSync(stateFile, 'utf8')).toBe('{ not json');
  });
});
