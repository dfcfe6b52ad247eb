/** Support for another player's castle (`cds`), and the attacks on alliance members in `gam`. */
import { expect, test } from 'bun:test';
import type { SupportRequest } from '@shared/game-wire/commands';
import { MOVEMENT_TYPE, UNIT } from '@shared/game-wire/ids';
import { readMovements } from '@shared/game-wire/live-movements';
import type { LiveMovements } from '@shared/game-wire/live-shapes';
import { RESULT } from '@shared/game-wire/protocol';
import { encodeJsonText } from '@shared/game-wire/login';
import { KHAN_HORDE } from '../map/live-views';
import { TestClient, manualClock } from '../test-client';
import { fileSimulator } from '../file-simulator';

const Z = 'EmpireEx';
const clock = manualClock();
const { sim } = fileSimulator(Z, { seed: 12, now: clock.now, raidChancePerHour: 0, maxRequestsPerSecond: 1000 });

const support = (from: number, at: { x: number; y: number }, troops: number, lord = 0, hours = 2): SupportRequest => ({
  SID: from,
  TX: at.x,
  TY: at.y,
  LID: lord,
  WT: hours,
  HBW: -1,
  BPC: 0,
  PTT: 0,
  SD: 0,
  A: [[UNIT.SPEARMAN, troops]],
});

test('cds sends soldiers to another player’s castle (type 1), refuses one’s own (92) and nowhere (203); members see the Khan’s attacks on each other', async () => {
  const c = await TestClient.ready(sim.url, Z, { name: 'sentinel', password: 'pw' });
  const d = await TestClient.ready(sim.url, Z, { name: 'neighbour', password: 'pw' });
  const me = sim.world.player(Z, 'sentinel')!;
  const them = sim.world.player(Z, 'neighbour')!;
  const mine = me.castles[0]!;
  const theirs = them.castles[0]!;
  Object.assign(theirs, { x: mine.x + 8, y: mine.y });

  expect((await c.command(Z, 'cds', support(mine.id, mine, 10))).result).toBe(RESULT.NO_SELF_DESTRUCTION);
  expect((await c.command(Z, 'cds', support(mine.id, { x: 1, y: 1 }, 10))).result).toBe(RESULT.INVALID_AREA);
  expect((await c.command(Z, 'cds', support(mine.id, theirs, mine.troops + 1))).result).toBe(RESULT.TOO_MUCH_UNITS);

  // Not yet allies: the Khan's attack on the neighbour is not in the sentinel's list.
  const raid = sim.world.launchRaid(Z, 'neighbour', { castleId: theirs.id, strength: 120, travelMinutes: 60, attacker: KHAN_HORDE });
  const listed = async () => readMovements((await c.command(Z, 'gam', {})).payload as LiveMovements, me.playerId, clock.now());
  expect(await listed()).toEqual([]);
  sim.world.joinAlliance(Z, 'sentinel', 3);
  sim.world.joinAlliance(Z, 'neighbour', 3);
  const [onAlly] = await listed();
  expect(onAlly).toMatchObject({
    id: raid.id,
    type: 'ally',
    castleId: theirs.id,
    attacker: KHAN_HORDE,
    ally: { playerId: them.playerId, name: 'neighbour', x: theirs.x, y: theirs.y },
  });

  const sent = await c.command(Z, 'cds', support(mine.id, theirs, 60));
  expect(sent.result).toBe(RESULT.OK);
  const wrapper = (sent.payload as { A: { M: { T: number; D: number; TID: number } } }).A;
  expect([wrapper.M.T, wrapper.M.D, wrapper.M.TID]).toEqual([MOVEMENT_TYPE.DEFENCE, 0, them.playerId]);
  const out = (await listed()).find((m) => m.type === 'support')!;
  expect(out).toMatchObject({ castleId: mine.id, troops: 60, lordId: 0, ally: { name: 'neighbour' } });
  // The commander is away with the support.
  expect((await c.command(Z, 'cds', support(mine.id, theirs, 5))).result).toBe(RESULT.LORD_IN_MOVEMENT);

  // The raid lands on 200 + 60: repelled, the losses shared; the support stays two game hours, then walks home.
  clock.advance(60 * 1000);
  sim.world.advance(them);
  expect(them.reports.at(-1)).toMatchObject({ kind: 'incoming', won: true, support: 60 });
  const survivors = theirs.support![0]!.troops;
  expect(survivors).toBeLessThan(60);
  clock.advance(3 * 60 * 1000);
  await c.command(Z, 'gam', {});
  expect(mine.troops).toBe(200 - 60 + survivors);
  c.close();
  d.close();
});

test('mcm turns one of our attacks round within 600 s of game time (10 s at 60×): home after as long as it was out', async () => {
  const c = await TestClient.ready(sim.url, Z, { name: 'recaller', password: 'pw' });
  const me = sim.world.player(Z, 'recaller')!;
  const castle = me.castles[0]!;
  const now = clock.now();
  me.movements.push({
    id: 990_001,
    type: 'attack',
    castleId: castle.id,
    targetId: null,
    troops: 40,
    departedAt: now - 4_000,
    arrivesAt: now + 60_000,
    loot: null,
    attacker: null,
    lordId: 0,
  });
  me.movements.push({
    id: 990_002,
    type: 'attack',
    castleId: castle.id,
    targetId: null,
    troops: 40,
    departedAt: now - 11_000,
    arrivesAt: now + 60_000,
    loot: null,
    attacker: null,
    lordId: 1,
  });
  const recalled = await c.command(Z, 'mcm', { MID: 990_001 });
  expect(recalled.result).toBe(RESULT.OK);
  const wrapper = (recalled.payload as { A: { M: { MID: number; D: number; TT: number } } }).A.M;
  expect([wrapper.MID, wrapper.D, wrapper.TT]).toEqual([990_001, 1, 4]);
  expect(me.movements.find((m) => m.id === 990_001)).toMatchObject({ type: 'return', arrivesAt: now + 4_000 });
  expect(await c.command(Z, 'mcm', { MID: 990_002 })).toMatchObject({
    result: RESULT.GENERAL_ERROR,
    payload: { error: 'too late to recall: more than 600 s on its way' },
  });
  expect((await c.command(Z, 'mcm', { MID: 990_001 })).result).toBe(RESULT.GENERAL_ERROR);
  c.close();
});

test('wsp finds a player by name (encoded as chat text): their main castle’s row, owner record and position; nobody is 153', async () => {
  const c = await TestClient.ready(sim.url, Z, { name: 'seeker', password: 'pw' });
  await TestClient.ready(sim.url, Z, { name: 'Sir Lancelot', password: 'pw' }).then((d) => d.close());
  const them = sim.world.player(Z, 'Sir Lancelot')!;
  const found = await c.command(Z, 'wsp', { PN: encodeJsonText('Sir Lancelot') });
  expect(found.result).toBe(RESULT.OK);
  const { gaa, X, Y } = found.payload as { gaa: { AI: unknown[][]; OI: Array<{ OID: number; N: string; L?: number }> }; X: number; Y: number };
  expect([X, Y]).toEqual([them.castles[0]!.x, them.castles[0]!.y]);
  expect(gaa.AI[0]!.slice(0, 5)).toEqual([1, X, Y, them.castles[0]!.id, them.playerId]);
  expect(gaa.OI).toEqual([{ OID: them.playerId, N: 'Sir Lancelot', L: them.level }]);
  expect((await c.command(Z, 'wsp', { PN: 'nobody' })).result).toBe(RESULT.NO_PLAYER_FOUND);
  c.close();
});
