/** The tests' and operators' second castle (`grantCastle`): near the main castle, never on its tile. */
import { expect, test } from 'bun:test';
import { MAP_SIZE } from '../core/rules';
import { manualClock } from '../test-client';
import { fileSimulator } from '../file-simulator';

const Z = 'EmpireEx_7';
const { sim, login, record } = fileSimulator(Z, { seed: 5, now: manualClock().now, raidChancePerHour: 0 });

test('a castle granted beside a home anywhere on the map stands on a tile of its own, on the map', async () => {
  await login('edge');
  const home = record('edge').castles[0]!;
  // x 999 was the old bound: an outpost there landed on its home's tile (market-trader.test.ts on CI).
  for (const x of [500, 999, MAP_SIZE - 10, MAP_SIZE - 1]) {
    home.x = x;
    const granted = sim.world.grantCastle(Z, 'edge');
    expect([granted.x === home.x && granted.y === home.y, granted.x >= 0 && granted.x < MAP_SIZE]).toEqual([false, true]);
  }
});
