import { afterAll, describe, expect, test } from 'bun:test';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LiveLoginData } from '../api/src/runtime/game/live-shapes';
import { RESULT } from '../api/src/runtime/game/protocol';
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

  test('an unreadable state file stops the start instead of being overwritten', async () => {
    const stateFile = join(dir, 'broken.json');
    writeFileSync(stateFile, '{ not json');
    await expect(startSimulator({ stateFile })).rejects.toThrow('not valid JSON');
    expect(readFileSync(stateFile, 'utf8')).toBe('{ not json');
  });
});
