/** Camp cooldown skips (`msd`) in the live shapes. */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { AREA_TYPE } from '@shared/game-wire/ids';
import { type MapTarget, readSkippedCooldown } from '@shared/game-wire/live-map';
import { readState, type Castle } from '@shared/game-wire/live-data';
import { RESULT } from '@shared/game-wire/protocol';
import { START } from '../core/rules';
import { TestClient } from '../test-client';
import { at, attack, barons, clock, closeSim, easyBaron, green, openSim, record, sent, sim, skipRequest, targets, Z } from '../attack-kit';

beforeAll(openSim);
afterAll(closeSim);

describe('msd', () => {
  /** Attacks the weakest baron and waits for the fight: the camp is cooling down 30 game minutes. */
  async function cooling(name: string): Promise<{ c: TestClient; castle: Castle; baron: MapTarget; until: number }> {
    const c = await TestClient.ready(sim.url, Z, { name, password: 'pw' });
    const castle = await green(c);
    const baron = await easyBaron(c, castle);
    const out = sent(c, await c.command(Z, 'cra', attack(castle, baron, 10)));
    clock.set(record(name, out.id).arrivesAt);
    const until = at(await targets(c, castle), baron).cooldownUntil;
    expect(until).toBe(clock.now() + 30_000);
    return { c, castle, baron, until };
  }

  test('a minute skip shortens the camp’s cooldown by its game minutes, never below now, and answers the camp’s row', async () => {
    const { c, castle, baron, until } = await cooling('hasty');
    const ms1 = await c.command(Z, 'msd', skipRequest(baron, 'MS1'));
    expect(ms1.result).toBe(RESULT.OK);
    const row = (ms1.payload as { AI: unknown[] }).AI;
    expect(row.slice(0, 3)).toEqual([AREA_TYPE.DUNGEON, baron.x, baron.y]);
    // One game minute is one real second at a time scale of 60.
    expect(readSkippedCooldown(ms1.payload, clock.now())).toBe(until - 1_000);
    const ms2 = await c.command(Z, 'msd', skipRequest(baron, 'MS2'));
    expect(readSkippedCooldown(ms2.payload, clock.now())).toBe(until - 6_000);
    expect(at(await targets(c, castle), baron).cooldownUntil).toBe(until - 6_000);
    // 30 more minutes would go past now: the camp is free now, not earlier.
    const ms4 = await c.command(Z, 'msd', skipRequest(baron, 'MS4'));
    expect((ms4.payload as { AI: unknown[] }).AI[5]).toBe(0);
    expect(readSkippedCooldown(ms4.payload, clock.now())).toBe(clock.now());
    expect((await c.command(Z, 'cra', attack(castle, baron, 10, { lordId: 1 }))).result).toBe(RESULT.OK);

    // The items were spent: the next login's `sce` says so.
    c.close();
    const next = await TestClient.ready(sim.url, Z, { name: 'hasty', password: 'pw' });
    expect(readState(next.pushed.gbd!.payload).skips).toEqual({ ...START.skips, MS1: START.skips.MS1 - 1, MS2: START.skips.MS2 - 1, MS4: START.skips.MS4 - 1 });
    next.close();
  });

  test('refuses a camp that is not cooling down, a place without a camp, unknown skips and a numeric KID', async () => {
    const { c, castle, baron } = await cooling('picky');
    const free = (await barons(c, castle))[0]!;
    expect(await c.command(Z, 'msd', skipRequest(free, 'MS1'))).toMatchObject({
      result: RESULT.COOLING_DOWN,
      payload: { error: 'the camp is not cooling down' },
    });
    expect((await c.command(Z, 'msd', skipRequest(castle, 'MS1'))).result).toBe(RESULT.INVALID_AREA);
    expect((await c.command(Z, 'msd', skipRequest(baron, 'MS8'))).result).toBe(RESULT.INVALID_PARAMETER_VALUE);
    // The live client sends the kingdom as a string.
    expect((await c.command(Z, 'msd', skipRequest(baron, 'MS1', 0))).result).toBe(RESULT.INVALID_PARAMETER_VALUE);
    expect((await c.command(Z, 'msd', skipRequest(baron, 'MS1', '9'))).result).toBe(RESULT.INVALID_PARAMETER_VALUE);
    // None of these spent an item.
    expect(sim.world.player(Z, 'picky')!.skips).toEqual(START.skips);
    c.close();
  });

  test('runs out of skip items', async () => {
    const { c, baron, until } = await cooling('spender');
    // START has no MS3 (10 minutes).
    expect(START.skips.MS3).toBe(0);
    expect(await c.command(Z, 'msd', skipRequest(baron, 'MS3'))).toMatchObject({ result: RESULT.NOT_ENOUGH_RUBIES, payload: { error: 'no MS3 skips left' } });
    sim.world.player(Z, 'spender')!.skips.MS2 = 1;
    expect((await c.command(Z, 'msd', skipRequest(baron, 'MS2'))).result).toBe(RESULT.OK);
    expect((await c.command(Z, 'msd', skipRequest(baron, 'MS2'))).result).toBe(RESULT.NOT_ENOUGH_RUBIES);
    expect(sim.world.cooldownUntil(Z, sim.world.player(Z, 'spender')!.reports.at(-1)!.targetId!)).toBe(until - 5_000);
    c.close();
  });

  test('a skip spent while the army is still on its way is not lost when the army arrives', async () => {
    const name = 'early-skipper';
    const c = await TestClient.ready(sim.url, Z, { name, password: 'pw' });
    const castle = await green(c);
    const baron = await easyBaron(c, castle);
    const out = sent(c, await c.command(Z, 'cra', attack(castle, baron, 10)));
    const arrival = record(name, out.id).arrivesAt;
    // The camp is claimed from the moment the army leaves, so the map shows it cooling down and a skip is accepted.
    // Either the skip is refused (the camp is not cooling down yet) and no item is spent, or it is
    // accepted and must still shorten the cooldown the fight starts.
    const skip = await c.command(Z, 'msd', skipRequest(baron, 'MS4'));
    const spent = START.skips.MS4 - sim.world.player(Z, name)!.skips.MS4;
    expect(spent).toBe(skip.result === RESULT.OK ? 1 : 0);
    clock.set(arrival);
    const cooldownUntil = at(await targets(c, castle), baron).cooldownUntil;
    // 30 game minutes from the fight, less the 30 skipped when a skip was spent.
    expect(cooldownUntil).toBe(spent ? arrival : arrival + 30_000);
    c.close();
  });
});
