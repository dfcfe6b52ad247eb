/**
 * Scores on the temporary servers, from fights won there: `tsh` (temp-server-scores.ts), one's daily and
 * overall points and ranks on the Outer Realms, and `abgph` (battle-ground.ts), one's alliance's rank on
 * the alliance battle ground. One server for both.
 */
import { expect, test } from 'bun:test';
import type { EventReads } from '@shared/game-wire/event-reads';
import { EVENT_ID, TEMP_SERVERS } from '@shared/game-wire/ids';
import { RESULT } from '@shared/game-wire/protocol';
import { npcsIn } from '../map/npcs';
import { GAME_HOUR_MS, MAP_SIZE, gameDay, realMs } from '../core/rules';
import { BATTLE_GROUND_ZONE, enterWithAlliance } from './battle-ground';
import { TEMP_ZONES } from './temp-servers';
import { LOGIN, TestClient, manualClock } from '../test-client';
import { fileSimulator } from '../file-simulator';

const SEED = 53;
const TIME_SCALE = 60;
const Z = 'EmpireEx';
const OR = TEMP_ZONES.get(TEMP_SERVERS['outer-realms'].GST)!;
const clock = manualClock();
const { sim } = fileSimulator(Z, { seed: SEED, now: clock.now, timeScale: TIME_SCALE, maxRequestsPerSecond: 1000, raidChancePerHour: 0 });

const GAME_DAY_MS = realMs(24 * GAME_HOUR_MS, TIME_SCALE);
const tsh = async (c: TestClient, zone: string) => {
  const reply = await c.command(zone, 'tsh', {});
  return { result: reply.result, payload: reply.payload as EventReads['tsh']['res'] };
};

let movementId = 9_000_000;
/** Armies of the account on a temporary server, each far stronger than its robber baron camp, arriving now: fights it wins as the world plays them. */
function winFights(name: string, fights: number, zone = OR): void {
  const player = sim.world.enterTempServer(zone, name);
  const barons = npcsIn(SEED, zone, 'green', { x1: 0, y1: 0, x2: MAP_SIZE, y2: MAP_SIZE }).filter((s) => s.kind === 'baron');
  for (const baron of barons.slice(0, fights)) {
    player.movements.push({
      id: (movementId += 1),
      type: 'attack',
      castleId: player.castles[0]!.id,
      targetId: baron.id,
      troops: 100_000,
      departedAt: clock.now(),
      arrivesAt: clock.now() + 1,
      loot: null,
      attacker: null,
    });
  }
  clock.advance(2);
  sim.world.player(zone, name);
}

test('tsh answers the points won on the temporary server today and overall, and their ranks, on either server; 145 outside the event', async () => {
  // A game day starts: the fights below all fall in it.
  clock.set(Math.ceil(clock.now() / GAME_DAY_MS) * GAME_DAY_MS + 1_000);
  const main = await TestClient.ready(sim.url, Z, { name: 'ranger', password: 'pw' });
  sim.world.setEvents([]);
  expect((await tsh(main, Z)).result).toBe(RESULT.NO_EVENT);
  sim.world.setEvents([EVENT_ID.TEMP_SERVER]);
  // No account on the temporary server yet: no points, unranked.
  expect((await tsh(main, Z)).payload).toEqual({ DHS: 0, DR: -1, HS: 0, R: -1 });

  // A rival there with five fights won on an earlier day, none today; ranger wins two today.
  sim.world.enterTempServer(OR, 'rival').victories = { 1: 5 };
  winFights('ranger', 2);
  expect(sim.world.player(OR, 'ranger')!.dayWins).toEqual({ day: gameDay(clock.now(), TIME_SCALE), wins: 2 });
  expect((await tsh(main, Z)).payload).toEqual({ DHS: 2, DR: 1, HS: 2, R: 2 });

  // On the temporary server itself, the account there answers the same.
  const token = (await main.command(Z, 'glt', { GST: TEMP_SERVERS['outer-realms'].GST })).payload as { TLT: string };
  const away = await TestClient.ready(sim.url, OR);
  expect(
    (await away.command(OR, 'tle', { GST: TEMP_SERVERS['outer-realms'].GST, TLT: token.TLT, ADID: 'null', AFUID: 'appsFlyerUID', IDFV: null })).result,
  ).toBe(RESULT.OK);
  expect((await tsh(away, OR)).payload).toEqual({ DHS: 2, DR: 1, HS: 2, R: 2 });

  // The next game day: the daily score starts again, the overall one stays; a fight won then counts anew.
  clock.advance(GAME_DAY_MS);
  expect((await tsh(main, Z)).payload).toEqual({ DHS: 0, DR: -1, HS: 2, R: 2 });
  winFights('ranger', 4);
  expect((await tsh(main, Z)).payload).toEqual({ DHS: 4, DR: 1, HS: 6, R: 1 });
  for (const c of [main, away]) c.close();
  sim.world.setEvents(null);
});

test("abgph ranks one's alliance on the battle ground by the fights its members won there, on either server; 114 for another alliance, 145 outside the event", async () => {
  const BTH = TEMP_SERVERS['beyond-the-horizon'];
  const abgph = async (c: TestClient, zone: string, aid: number) => {
    const reply = await c.command(zone, 'abgph', { AID: aid });
    return { result: reply.result, payload: reply.payload as EventReads['abgph']['res'] };
  };
  const knight = await TestClient.ready(sim.url, Z, { name: 'knight', password: 'pw' });
  for (const [name, aid] of [
    ['knight', 3],
    ['squire', 3],
    ['warden', 4],
  ] as const) {
    sim.world.login(Z, LOGIN(name, 'pw'));
    sim.world.joinAlliance(Z, name, aid);
  }
  sim.world.setEvents([]);
  expect((await abgph(knight, Z, 3)).result).toBe(RESULT.NO_EVENT);
  sim.world.setEvents([EVENT_ID.ALLIANCE_BATTLE_GROUND]);
  expect((await abgph(knight, Z, 4)).result).toBe(RESULT.ALLI_NOT_FOUND);
  // Nobody of alliance 3 has fought there yet: unranked.
  expect((await abgph(knight, Z, 3)).payload).toEqual({ R: -1 });

  // knight enters the battle ground with a token: the account there is of alliance 3.
  const token = (await knight.command(Z, 'glt', { GST: BTH.GST })).payload as { TLT: string };
  const away = await TestClient.ready(sim.url, BATTLE_GROUND_ZONE);
  expect((await away.command(BATTLE_GROUND_ZONE, 'tle', { GST: BTH.GST, TLT: token.TLT, ADID: 'null', AFUID: 'appsFlyerUID', IDFV: null })).result).toBe(
    RESULT.OK,
  );
  expect(sim.world.player(BATTLE_GROUND_ZONE, 'knight')!.allianceId).toBe(3);
  // Alliance 3: knight 3 fights and squire 1; alliance 4: warden 5. Alliance 3 is second.
  sim.world.player(BATTLE_GROUND_ZONE, 'knight')!.victories = { 1: 3 };
  enterWithAlliance(Object.assign(sim.world.enterTempServer(BATTLE_GROUND_ZONE, 'squire'), { victories: { 1: 1 } }), sim.world.player(Z, 'squire'));
  enterWithAlliance(Object.assign(sim.world.enterTempServer(BATTLE_GROUND_ZONE, 'warden'), { victories: { 1: 5 } }), sim.world.player(Z, 'warden'));
  expect((await abgph(knight, Z, 3)).payload).toEqual({ R: 2 });
  // Two fights won there put alliance 3 ahead, read on the battle ground itself as on the main server.
  winFights('knight', 2, BATTLE_GROUND_ZONE);
  expect((await abgph(away, BATTLE_GROUND_ZONE, 3)).payload).toEqual({ R: 1 });
  expect((await abgph(knight, Z, 3)).payload).toEqual({ R: 1 });
  for (const c of [knight, away]) c.close();
  sim.world.setEvents(null);
});
