/** EmpireCore's reads of events, boss dungeons and map searches (event-reads.ts) on the wire, answered from the world. */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { EVENT_READS, type EventReads } from '@shared/game-wire/event-reads';
import { AREA_TYPE, EVENT_ID, KINGDOM_ID } from '@shared/game-wire/ids';
import { encodeJsonText } from '@shared/game-wire/login';
import { RESULT } from '@shared/game-wire/protocol';
import { isGameCommand } from '../session/commands';
import { castleRow, npcRow, ownerOf } from '../map/live-views';
import { distance, npcsIn, type NpcSite } from '../map/npcs';
import { MAP_SIZE } from '../core/rules';
import { startSimulator, type Simulator } from '../server';
import { TestClient, manualClock } from '../test-client';

const SEED = 47;
const clock = manualClock();
let sim: Simulator;
beforeAll(async () => {
  sim = await startSimulator({ seed: SEED, now: clock.now, maxRequestsPerSecond: 1000, raidChancePerHour: 0, attackSpacingMs: 0 });
});
afterAll(() => sim.stop());

const login = (zone: string, name: string) => TestClient.ready(sim.url, zone, { name, password: 'pw' });
const record = (zone: string, name: string) => sim.world.player(zone, name)!;
async function ask<K extends keyof EventReads>(c: TestClient, zone: string, command: K, payload: EventReads[K]['req']) {
  const reply = await c.command(zone, command, payload);
  return { result: reply.result, payload: reply.payload as EventReads[K]['res'] };
}
/** Every site of a kind in a kingdom of the zone, the whole map (what the searches are checked against). */
const allSites = (zone: string, kingdom: 'green' | 'sands', kind: NpcSite['kind']) =>
  npcsIn(SEED, zone, kingdom, { x1: 0, y1: 0, x2: MAP_SIZE, y2: MAP_SIZE }).filter((s) => s.kind === kind);
const nearest = (sites: NpcSite[], from: { x: number; y: number }) => [...sites].sort((a, b) => distance(a, from) - distance(b, from) || a.id - b.id)[0]!;

describe('the long-term point event: leaderboards and performance', () => {
  const Z = 'EmpireEx_21';
  test('llsp, llsw, slse and gpe rank the zone’s players by their event points while the event runs; 145 outside it', async () => {
    const c = await login(Z, 'lena');
    const others = [await login(Z, 'bram'), await login(Z, 'cato')];
    const [lena, bram] = [record(Z, 'lena'), record(Z, 'bram')];
    const nomad = allSites(Z, 'green', 'nomad')[0]!;
    const samurai = allSites(Z, 'green', 'samurai')[0]!;
    const baron = allSites(Z, 'green', 'baron')[0]!;
    // Won fights: on the invasions' camps they are event points; on a robber baron camp they are not.
    lena.victories = { [nomad.id]: 3, [baron.id]: 9 };
    bram.victories = { [samurai.id]: 5 };

    sim.world.setEvents([]);
    expect((await ask(c, Z, 'llsp', { LT: 53, LID: 1, M: 10, R: 1 })).result).toBe(RESULT.NO_EVENT);
    expect((await ask(c, Z, 'gpe', { PID: lena.playerId, EID: EVENT_ID.LONG_TERM_POINT_EVENT })).result).toBe(RESULT.NO_EVENT);

    sim.world.setEvents([EVENT_ID.LONG_TERM_POINT_EVENT]);
    const row = (rank: number, score: number, name: string, id: number) => ({ R: rank, S: score, P: name, A: '', SI: String(id) });
    expect((await ask(c, Z, 'llsp', { LT: 53, LID: 1, M: 10, R: 1 })).payload).toEqual({
      LT: 53,
      LID: 1,
      L: [row(1, 5, 'bram', bram.playerId), row(2, 3, 'lena', lena.playerId)],
      T: 2,
    });
    // Play changes the board: two more wins put lena first.
    lena.victories[nomad.id] = 6;
    expect((await ask(c, Z, 'llsp', { LT: 53, LID: 1, M: 1, R: 2 })).payload.L).toEqual([row(2, 5, 'bram', bram.playerId)]);
    // llsw with no score id is one's own page; slse finds names, and its id pages to that player.
    expect((await ask(c, Z, 'llsw', { LT: 53, LID: 1, M: 1, SI: '' })).payload.L).toEqual([row(1, 6, 'lena', lena.playerId)]);
    const search = await ask(c, Z, 'slse', { LT: 53, SV: encodeJsonText('BRA') });
    expect(search.payload).toEqual({ LT: 53, LID: 1, L: [{ LID: 1, L: [String(bram.playerId)] }] });
    expect((await ask(c, Z, 'llsw', { LT: 53, LID: 1, M: 1, SI: encodeJsonText(String(bram.playerId)) })).payload.L).toEqual([
      row(2, 5, 'bram', bram.playerId),
    ]);
    expect((await ask(c, Z, 'slse', { LT: 53, SV: 'nobody' })).payload.L).toEqual([]);
    // gpe: another player's points; pep counts the same points for the reader.
    expect((await ask(c, Z, 'gpe', { PID: bram.playerId, EID: EVENT_ID.LONG_TERM_POINT_EVENT })).payload).toEqual({ AMT: 5, PST: [] });
    expect((await c.command(Z, 'pep', { EID: EVENT_ID.LONG_TERM_POINT_EVENT })).payload).toEqual({ EID: 83, OR: [1, -1], OP: [6, 0] });
    expect((await ask(c, Z, 'gpe', { PID: 987_654, EID: EVENT_ID.LONG_TERM_POINT_EVENT })).result).toBe(RESULT.PLAYER_NOT_FOUND);
    // The donation event's board: its event never runs here.
    expect((await ask(c, Z, 'llsp', { LT: 79, LID: -1, M: 10, R: 1 })).result).toBe(RESULT.NO_EVENT);
    for (const o of [c, ...others]) o.close();
  });
});

describe('map searches and the boss dungeon', () => {
  const Z = 'EmpireEx_22';
  test('fnm finds the nearest object of an area type from the player’s castle in that kingdom, within levels and owner; none is 153', async () => {
    const c = await login(Z, 'finn');
    const finn = record(Z, 'finn');
    const home = finn.castles.find((k) => k.kingdom === 'green')!;
    const baron = nearest(allSites(Z, 'green', 'baron'), home);
    const got = await ask(c, Z, 'fnm', { T: AREA_TYPE.DUNGEON, KID: 0, LMIN: -1, LMAX: -1, NID: -1 });
    expect(got.payload).toEqual({ gaa: { KID: 0, AI: [npcRow(baron, 0, 0)], OI: [] }, X: baron.x, Y: baron.y });
    expect((await ask(c, Z, 'fnm', { T: AREA_TYPE.DUNGEON, KID: 0, LMIN: 9_000, LMAX: -1, NID: -1 })).result).toBe(RESULT.NO_PLAYER_FOUND);

    // Event camps only while their event runs.
    sim.world.setEvents([]);
    expect((await ask(c, Z, 'fnm', { T: AREA_TYPE.NOMAD_CAMP, KID: 0, LMIN: -1, LMAX: -1, NID: -1 })).result).toBe(RESULT.NO_PLAYER_FOUND);
    sim.world.setEvents([EVENT_ID.ALLIANCE_NOMAD_INVASION]);
    const camp = nearest(allSites(Z, 'green', 'nomad'), home);
    expect((await ask(c, Z, 'fnm', { T: AREA_TYPE.NOMAD_CAMP, KID: 0, LMIN: -1, LMAX: -1, NID: -1 })).payload).toMatchObject({ X: camp.x, Y: camp.y });

    // A boss dungeon in the Burning Sands, by its owner; another owner's is not there; then abi on it.
    const keep = finn.castles.find((k) => k.kingdom === 'sands')!;
    const fortress = nearest(allSites(Z, 'sands', 'fortress'), keep);
    const found = await ask(c, Z, 'fnm', { T: AREA_TYPE.BOSS_DUNGEON, KID: KINGDOM_ID.sands, LMIN: -1, LMAX: -1, NID: ownerOf(fortress) });
    expect(found.payload).toMatchObject({ X: fortress.x, Y: fortress.y, gaa: { AI: [npcRow(fortress, 0, 0)] } });
    expect((await ask(c, Z, 'fnm', { T: AREA_TYPE.BOSS_DUNGEON, KID: KINGDOM_ID.sands, LMIN: -1, LMAX: -1, NID: ownerOf(fortress) - 1 })).result).toBe(
      RESULT.NO_PLAYER_FOUND,
    );
    const info = await ask(c, Z, 'abi', { KID: KINGDOM_ID.sands, SX: keep.x, SY: keep.y, TX: fortress.x, TY: fortress.y });
    expect(info.payload).toMatchObject({ SCID: keep.id, TX: fortress.x, KID: KINGDOM_ID.sands, gaa: { AI: npcRow(fortress, 0, 0), OI: [] } });
    // abi on anything but a boss dungeon is 203; from a castle not ours, 53.
    const baronSands = allSites(Z, 'sands', 'baron')[0]!;
    expect((await ask(c, Z, 'abi', { KID: KINGDOM_ID.sands, SX: keep.x, SY: keep.y, TX: baronSands.x, TY: baronSands.y })).result).toBe(RESULT.INVALID_AREA);
    expect((await ask(c, Z, 'abi', { KID: KINGDOM_ID.sands, SX: keep.x + 1, SY: keep.y, TX: fortress.x, TY: fortress.y })).result).toBe(
      RESULT.NOT_IN_OWNED_CASTLE,
    );
    c.close();
  });

  test('fec finds the N-th nearest castle of another player, never an ally’s; none is 153', async () => {
    const Y = 'EmpireEx_23';
    const c = await login(Y, 'ella');
    expect((await ask(c, Y, 'fec', { X: 1, Y: 1, N: 0, LMIN: -1, LMAX: -1 })).result).toBe(RESULT.NO_PLAYER_FOUND);
    const others = [await login(Y, 'near'), await login(Y, 'far'), await login(Y, 'pal')];
    const home = record(Y, 'ella').castles[0]!;
    const place = (name: string, dx: number) => Object.assign(record(Y, name).castles[0]!, { x: home.x + dx, y: home.y });
    const [near, far] = [place('near', 5), place('far', 40)];
    place('pal', 2);
    sim.world.joinAlliance(Y, 'ella', 4);
    sim.world.joinAlliance(Y, 'pal', 4);
    const first = await ask(c, Y, 'fec', { X: home.x, Y: home.y, N: 0, LMIN: -1, LMAX: -1 });
    expect(first.payload).toMatchObject({ X: near.x, Y: near.y, gaa: { KID: 0, AI: [castleRow(near, record(Y, 'near').playerId)] } });
    expect((await ask(c, Y, 'fec', { X: home.x, Y: home.y, N: 1, LMIN: -1, LMAX: -1 })).payload).toMatchObject({ X: far.x, Y: far.y });
    // Past the castles there are, the counter wraps round.
    expect((await ask(c, Y, 'fec', { X: home.x, Y: home.y, N: 2, LMIN: -1, LMAX: -1 })).payload).toMatchObject({ X: near.x });
    expect((await ask(c, Y, 'fec', { X: home.x, Y: home.y, N: 0, LMIN: 500, LMAX: -1 })).result).toBe(RESULT.NO_PLAYER_FOUND);
    for (const o of [c, ...others]) o.close();
  });
});

test('every read here is in the simulator’s registry, none an unknown command', () => {
  expect(EVENT_READS.filter((command) => !isGameCommand(command))).toEqual([]);
});
