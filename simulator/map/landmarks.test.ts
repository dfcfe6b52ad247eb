/**
 * Landmarks (landmarks.ts, landmark-actions.ts) on the wire, over one real server and a moved clock: their map
 * rows (`gaa`), their conquest (`cra` with `ATT` 8 or 9), goods given to them (`crm`), their points (`gmp`,
 * `glp`), the attack dialog on them (`ali`), the monthly reset and the state file.
 */
import { describe, expect, test } from 'bun:test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AttackRequest, MarketRequest } from '@shared/game-wire/commands';
import { UNIT } from '@shared/game-wire/ids';
import { LANDMARK_ATTACK_TYPE, LANDMARK_READS, type LandmarkReads } from '@shared/game-wire/landmarks';
import type { LiveMapArea, LiveMovementWrapper } from '@shared/game-wire/live-shapes';
import { RESULT } from '@shared/game-wire/protocol';
import { LANDMARK, MAX_LANDMARK_POINTS, landmarkGarrison, type LandmarkSite } from './landmarks';
import { npcAt } from './npcs';
import { GAME_HOUR_MS, realMs } from '../core/rules';
import { TestClient, manualClock } from '../test-client';
import { World } from '../session/world';
import { isGameCommand } from '../session/commands';
import { loadState, saveState } from '../session/persistence';
import { attackRequest, middleWave } from '@shared/game-wire/attack-request';
import { askIn, fileSimulator } from '../file-simulator';

const Z = 'EmpireEx_7';
const SEED = 29;
const SCALE = 60;
const clock = manualClock(Date.UTC(2026, 10, 3, 12));
const { sim, record } = fileSimulator(Z, {
  seed: SEED,
  now: clock.now,
  timeScale: SCALE,
  maxRequestsPerSecond: 1000,
  raidChancePerHour: 0,
  attackSpacingMs: 0,
});

const sites = () => sim.world.landmarks.sites(Z);
const monument = (i = 0) => sites().filter((s) => s.kind === 'monument')[i]!;
const laboratory = (kingdom: LandmarkSite['kingdom']) => sites().find((s) => s.kind === 'laboratory' && s.kingdom === kingdom)!;
const stateOf = (site: LandmarkSite) => sim.world.landmarks.state(Z, site.id, clock.now(), SCALE);

/** A player whose castle in the landmark's kingdom stands 10 fields west of it. */
async function beside(name: string, site: LandmarkSite) {
  const c = await TestClient.ready(sim.url, Z, { name, password: 'pw' });
  const castle = Object.assign(record(name).castles.find((k) => k.kingdom === site.kingdom)!, { x: site.x - 10, y: site.y, troops: 200 });
  return { c, castle };
}

const ask = askIn<LandmarkReads>(Z);

async function rowOf(c: TestClient, site: LandmarkSite) {
  const read = await c.command(Z, 'gaa', { KID: 0, AX1: site.x - 2, AY1: site.y - 2, AX2: site.x + 2, AY2: site.y + 2 });
  const area = read.payload as LiveMapArea;
  return { row: area.AI!.find((r) => r[0] === 26 || r[0] === 28), owners: area.OI ?? [] };
}

const conquest = (from: { x: number; y: number }, site: LandmarkSite, troops: number, ATT: AttackRequest['ATT'], LID = 0): AttackRequest =>
  attackRequest({ ...from, kingdomId: 0 }, site, LID, [middleWave([[UNIT.SPEARMAN, troops]])], { attackType: ATT });

/** A `crm` of wood, stone and food to the landmark, without the zero amounts (the client drops them). */
const gift = (from: { id: number }, site: LandmarkSite, wood: number, stone: number, food = 0): MarketRequest => ({
  KID: 0,
  SID: from.id,
  TX: site.x,
  TY: site.y,
  HBW: -1,
  PTT: 0,
  SD: 0,
  G: (['W', 'S', 'F'] as const).map((key, i): [string, number] => [key, [wood, stone, food][i]!]).filter(([, n]) => n > 0),
});

/** Moves the clock to when the player's movement `mid` arrives, and catches the player up to then. */
function arrive(name: string, mid: number) {
  clock.set(record(name).movements.find((m) => m.id === mid)!.arrivesAt);
  return record(name);
}

describe('the landmarks on the map', () => {
  test('four monuments in the Great Empire and a laboratory in each basic kingdom, seeded from the seed, on tiles no camp takes', () => {
    expect(sites().map((s) => [s.kind, s.kingdom])).toEqual([
      ['monument', 'green'],
      ['monument', 'green'],
      ['monument', 'green'],
      ['monument', 'green'],
      ['laboratory', 'green'],
      ['laboratory', 'sands'],
      ['laboratory', 'ice'],
      ['laboratory', 'fire'],
    ]);
    expect(new World({ seed: SEED }).landmarks.sites(Z)).toEqual(sites());
    expect(new World({ seed: SEED + 1 }).landmarks.sites(Z)).not.toEqual(sites());
    for (const s of sites()) expect(npcAt(SEED, Z, s.kingdom, s.x, s.y)).toBeUndefined();
    expect(LANDMARK_READS.filter((command) => !isGameCommand(command))).toEqual([]);
  });

  test('gaa shows a monument and a laboratory in their live rows; gmp and glp answer their points, and refuse the other kind', async () => {
    const { c } = await beside('lma', monument());
    const m = monument();
    expect((await rowOf(c, m)).row).toEqual([26, m.x, m.y, m.id, -460, m.monumentType, 1, 0, -1, m.name]);
    const lab = laboratory('sands');
    const read = await c.command(Z, 'gaa', { KID: 1, AX1: lab.x, AY1: lab.y, AX2: lab.x, AY2: lab.y });
    expect((read.payload as LiveMapArea).AI).toEqual([[28, lab.x, lab.y, lab.id, -472, 1, 1, -1, 'Laboratory']]);
    expect(await ask(c, 'gmp', { ID: m.id })).toEqual({ result: RESULT.OK, payload: { OID: m.id, CP: 0 } });
    expect(await ask(c, 'glp', { ID: lab.id })).toEqual({ result: RESULT.OK, payload: { OID: lab.id, CP: 0 } });
    expect((await ask(c, 'glp', { ID: m.id })).result).toBe(RESULT.INVALID_PARAMETER_VALUE);
    expect((await ask(c, 'gmp', { ID: 12 })).result).toBe(RESULT.INVALID_PARAMETER_VALUE);
    c.close();
  });
});

describe('a landmark conquered and raised', () => {
  test('ali, then cra with ATT 8 takes the monument; goods from the occupier and their alliance raise its points and level; others may not give', async () => {
    const site = monument(1);
    const { c, castle } = await beside('lmb', site);
    const info = await ask(c, 'ali', { KID: 0, TX: site.x, TY: site.y, SX: castle.x, SY: castle.y });
    expect(info.result).toBe(RESULT.OK);
    expect(info.payload.gaa).toEqual({ AI: (await rowOf(c, site)).row!, OI: [] });

    // The wrong attack type, or the laboratory's, is refused and nobody leaves.
    for (const ATT of [0, LANDMARK_ATTACK_TYPE.LABORATORY] as const) {
      expect((await c.command(Z, 'cra', conquest(castle, site, 50, ATT))).result).toBe(RESULT.INVALID_PARAMETER_VALUE);
    }
    expect(record('lmb').castles.find((k) => k.id === castle.id)!.troops).toBe(200);
    // Before it is held nobody may give to it.
    expect((await c.command(Z, 'crm', gift(castle, site, 100, 100))).result).toBe(RESULT.GENERAL_ERROR);

    const sent = await c.command(Z, 'cra', conquest(castle, site, landmarkGarrison(1) + 10, LANDMARK_ATTACK_TYPE.MONUMENT));
    expect(sent.result).toBe(RESULT.OK);
    const aam = (sent.payload as { AAM: LiveMovementWrapper }).AAM;
    expect(aam.M).toMatchObject({ T: 0, D: 0, TID: -460 });
    expect(aam.M!.TA!.slice(0, 5)).toEqual([26, site.x, site.y, site.id, -460]);
    arrive('lmb', aam.M!.MID!);
    const me = record('lmb');
    expect(stateOf(site).occupierId).toBe(me.playerId);
    const held = await rowOf(c, site);
    expect(held.row!.slice(0, 5)).toEqual([26, site.x, site.y, site.id, me.playerId]);
    expect(held.owners.map((o) => o.N)).toEqual(['lmb']);
    // The survivors walk home, a travel movement from the monument.
    const home = me.movements.find((m) => m.type === 'return' && m.landmark?.id === site.id)!;
    clock.set(home.arrivesAt);
    expect(record('lmb').castles.find((k) => k.id === castle.id)!.troops).toBeGreaterThan(200 - landmarkGarrison(1) - 10);

    // Wood and stone from the occupier; food is refused.
    expect((await c.command(Z, 'crm', gift(castle, site, 100, 100, 100))).result).toBe(RESULT.INVALID_PARAMETER_VALUE);
    const given = await c.command(Z, 'crm', gift(castle, site, 1_000, 500));
    expect(given.result).toBe(RESULT.OK);
    const cart = (given.payload as { A: LiveMovementWrapper }).A;
    expect(cart).toMatchObject({ M: { T: 4, TID: me.playerId }, MM: { C: 2 } });
    expect(cart.M!.TA!.slice(0, 5)).toEqual([26, site.x, site.y, site.id, me.playerId]);
    expect((await ask(c, 'gmp', { ID: site.id })).payload.CP).toBe(0);
    arrive('lmb', (given.payload as { A: LiveMovementWrapper }).A.M!.MID!);
    expect((await ask(c, 'gmp', { ID: site.id })).payload).toEqual({ OID: site.id, CP: 1_500 });

    // A member of the occupier's alliance may give; a stranger may not.
    sim.world.joinAlliance(Z, 'lmb', 31);
    const ally = await beside('lmc', site);
    sim.world.joinAlliance(Z, 'lmc', 31);
    const stranger = await beside('lmd', site);
    expect((await stranger.c.command(Z, 'crm', gift(stranger.castle, site, 100, 0))).result).toBe(RESULT.GENERAL_ERROR);
    const fromAlly = await ally.c.command(Z, 'crm', gift(ally.castle, site, 0, 1_000));
    expect(fromAlly.result).toBe(RESULT.OK);
    arrive('lmc', (fromAlly.payload as { A: LiveMovementWrapper }).A.M!.MID!);
    expect(stateOf(site).points).toBe(2_500);

    // Points past a level's share raise the row's level; at the highest level a gift is the live 320.
    stateOf(site).points = LANDMARK.pointsPerLevel - 100;
    const more = await c.command(Z, 'crm', gift(castle, site, 200, 0));
    arrive('lmb', (more.payload as { A: LiveMovementWrapper }).A.M!.MID!);
    expect((await rowOf(c, site)).row![6]).toBe(2);
    stateOf(site).points = MAX_LANDMARK_POINTS;
    expect((await c.command(Z, 'crm', gift(castle, site, 100, 0))).result).toBe(320);
    // Holding it already, its occupier cannot conquer it again.
    expect((await c.command(Z, 'cra', conquest(castle, site, 50, LANDMARK_ATTACK_TYPE.MONUMENT))).result).toBe(RESULT.GENERAL_ERROR);
    for (const client of [c, ally.c, stranger.c]) client.close();
  });

  test('a laboratory falls to ATT 9 only with an army its garrison cannot hold off', async () => {
    const site = laboratory('green');
    const { c, castle } = await beside('lme', site);
    const weak = await c.command(Z, 'cra', conquest(castle, site, Math.floor(landmarkGarrison(1) * 0.7), LANDMARK_ATTACK_TYPE.LABORATORY));
    expect(weak.result).toBe(RESULT.OK);
    arrive('lme', (weak.payload as { AAM: LiveMovementWrapper }).AAM.M!.MID!);
    expect(stateOf(site).occupierId).toBeNull();
    const strong = await c.command(Z, 'cra', conquest(castle, site, landmarkGarrison(1), LANDMARK_ATTACK_TYPE.LABORATORY, 1));
    expect(strong.result).toBe(RESULT.OK);
    arrive('lme', (strong.payload as { AAM: LiveMovementWrapper }).AAM.M!.MID!);
    expect(stateOf(site).occupierId).toBe(record('lme').playerId);
    c.close();
  });
});

describe('what lasts', () => {
  test('occupiers and points are kept in the state file, and cleared when a new game month begins', () => {
    const site = monument(1);
    const held = { ...stateOf(site) };
    expect(held.occupierId).not.toBeNull();
    const file = join(mkdtempSync(join(tmpdir(), 'landmarks-')), 'state.json');
    saveState(file, sim.world);
    const restored = new World({ seed: SEED, now: clock.now, timeScale: SCALE });
    expect(loadState(file, restored)).toBe(true);
    expect(restored.landmarks.state(Z, site.id, clock.now(), SCALE)).toEqual(held);

    const monthMs = realMs(LANDMARK.monthGameDays * 24 * GAME_HOUR_MS, SCALE);
    clock.advance(monthMs);
    expect(stateOf(site)).toMatchObject({ occupierId: null, points: 0 });
    expect(restored.landmarks.state(Z, site.id, clock.now(), SCALE)).toMatchObject({ occupierId: null, points: 0 });
  });
});
