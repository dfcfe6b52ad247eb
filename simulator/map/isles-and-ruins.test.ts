/** Resource isles (isle-sites.ts, resource-isles.ts, isle-conquest.ts) and ruins (ruins.ts) on the wire, over a real server and a moved clock. */
import { describe, expect, test } from 'bun:test';
import type { AttackRequest } from '@shared/game-wire/commands';
import { UNIT } from '@shared/game-wire/ids';
import { ATTACK_TYPE_CONQUER, ISLE_NPC_OWNER, type IsleAndRuinReads, type ResourceIsleRow } from '@shared/game-wire/isles-and-ruins';
import type { LiveMapArea, LiveMovements } from '@shared/game-wire/live-shapes';
import { RESULT } from '@shared/game-wire/protocol';
import { awayMs, isleSitesIn, isleStock, occupationMs, ISLE_BLUEPRINTS, type IsleSite } from './isle-sites';
import type { CastleRecord } from '../core/players';
import { RUIN_STANDS_DAYS } from './ruins';
import { GAME_HOUR_MS, realMs } from '../core/rules';
import { TestClient, manualClock } from '../test-client';
import { World } from '../session/world';
import { attackRequest, middleWave } from '@shared/game-wire/attack-request';
import { askIn, fileSimulator } from '../file-simulator';

const Z = 'EmpireEx_4';
const SEED = 71;
const SCALE = 60;
const clock = manualClock(Date.UTC(2026, 10, 5, 12));
const { sim, login, record } = fileSimulator(Z, {
  seed: SEED,
  now: clock.now,
  timeScale: SCALE,
  maxRequestsPerSecond: 1000,
  raidChancePerHour: 0,
  attackSpacingMs: 0,
});

const stormCastle = (name: string) => record(name).castles.find((c) => c.kingdom === 'storm')!;
const ask = askIn<IsleAndRuinReads>(Z);
const around = (at: { x: number; y: number }, KID: number) => ({ KID, AX1: at.x - 50, AY1: at.y - 50, AX2: at.x + 49, AY2: at.y + 49 });
async function map(c: TestClient, at: { x: number; y: number }, KID = 4): Promise<LiveMapArea> {
  return (await c.command(Z, 'gaa', around(at, KID))).payload as LiveMapArea;
}
const isleRows = (area: LiveMapArea) => (area.AI ?? []).filter((r) => r[0] === 24) as ResourceIsleRow[];
/** `cra` as the client sends a conquest: the bots' attack shape (which always sends ATT 0) with ATT 7. */
function conquer(from: CastleRecord, to: { x: number; y: number }, troops: number, LID = 0): Omit<AttackRequest, 'ATT'> & { ATT: number } {
  return { ...attackRequest({ ...from, kingdomId: 4 }, to, LID, [middleWave([[UNIT.SPEARMAN, troops]])]), ATT: ATTACK_TYPE_CONQUER };
}
/** The nearest isle to a castle, as generated for the zone. */
function nearestIsle(from: { x: number; y: number }): IsleSite {
  const sites = isleSitesIn(SEED, Z, { x1: from.x - 50, y1: from.y - 50, x2: from.x + 49, y2: from.y + 49 });
  return sites.sort((a, b) => Math.hypot(a.x - from.x, a.y - from.y) - Math.hypot(b.x - from.x, b.y - from.y))[0]!;
}

describe('resource isles in the Storm Islands', () => {
  test('every read of the Storm map shows the isles of its cells, free, and aii answers each as the attack dialog reads it', async () => {
    const c = await login('isa');
    const home = stormCastle('isa');
    const rows = isleRows(await map(c, home));
    const sites = isleSitesIn(SEED, Z, { x1: home.x - 50, y1: home.y - 50, x2: home.x + 49, y2: home.y + 49 });
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((r) => r[3]).sort()).toEqual(sites.map((s) => s.id).sort());
    for (const row of rows) {
      const site = sites.find((s) => s.id === row[3])!;
      expect(row).toEqual([24, site.x, site.y, site.id, ISLE_NPC_OWNER, 4, '', -1, site.isleId, 0]);
      expect(ISLE_BLUEPRINTS[site.isleId]).toBeDefined();
    }
    // The Great Empire's map holds none.
    expect(isleRows(await map(c, record('isa').castles[0]!, 0))).toEqual([]);
    const info = await ask(c, 'aii', { KID: 4, TX: rows[0]![1], TY: rows[0]![2] });
    expect(info.result).toBe(RESULT.OK);
    expect(info.payload).toMatchObject({ SCID: home.id, TX: rows[0]![1], TY: rows[0]![2], KID: 4, gaa: { AI: rows[0], OI: [] }, AS: -1 });
    expect((await ask(c, 'aii', { KID: 4, TX: home.x, TY: home.y })).result).toBe(RESULT.INVALID_AREA);
    expect((await ask(c, 'aii', { KID: 0, TX: rows[0]![1], TY: rows[0]![2] })).result).toBe(RESULT.INVALID_AREA);
    c.close();
  });

  test('a won conquest holds the isle for its occupation, others are refused, then the soldiers sail home with its stock and it is away for a while', async () => {
    const c = await login('ish');
    const rival = await login('isr');
    const home = Object.assign(stormCastle('ish'), { troops: 400 });
    Object.assign(stormCastle('isr'), { troops: 400, x: home.x + 2, y: home.y });
    const site = nearestIsle(home);
    // A conquest is ATT 7; the same army without it finds no NPC target on an isle.
    expect((await c.command(Z, 'cra', { ...conquer(home, site, 300), ATT: 0 })).result).toBe(RESULT.INVALID_AREA);
    const sent = await c.command(Z, 'cra', conquer(home, site, 300));
    expect(sent.result).toBe(RESULT.OK);
    expect((sent.payload as { AAM: { M: { TA: unknown[] } } }).AAM.M.TA.slice(0, 4)).toEqual([24, site.x, site.y, site.id]);
    // Claimed while the army sails: the rival is refused as for any claimed target.
    expect((await rival.command(Z, 'cra', conquer(stormCastle('isr'), site, 300))).result).toBe(RESULT.COOLING_DOWN);

    clock.set(record('ish').movements.find((m) => m.conquest)!.arrivesAt);
    const held = isleRows(await map(c, home)).find((r) => r[3] === site.id)!;
    const holdSeconds = Math.ceil(occupationMs(site, SCALE) / 1000);
    expect(held).toEqual([24, site.x, site.y, site.id, record('ish').playerId, 4, '', -1, site.isleId, holdSeconds]);
    const info = await ask(rival, 'aii', { KID: 4, TX: site.x, TY: site.y });
    expect(info.payload.gaa.AI).toEqual(held);
    expect(info.payload.gaa.OI).toEqual([expect.objectContaining({ OID: record('ish').playerId, N: 'ish' })]);
    expect((await rival.command(Z, 'cra', conquer(stormCastle('isr'), site, 300))).result).toBe(RESULT.COOLING_DOWN);
    // The hold survives a save and a restore, as the rest of the world does.
    const copy = new World({ seed: SEED, timeScale: SCALE, now: clock.now, raidChancePerHour: 0 });
    copy.restore(JSON.parse(JSON.stringify(sim.world.snapshot())));
    expect(isleRows(copy.execute(Z, 'ish', 'gaa', around(home, 4)).payload as LiveMapArea).find((r) => r[3] === site.id)).toEqual(held);
    // Nobody is on the way home during the hold.
    expect(((await c.command(Z, 'gam', {})).payload as LiveMovements).M ?? []).toEqual([]);

    const until = record('ish').isleHolds!.find((h) => h.siteId === site.id)!.until;
    clock.set(until);
    const back = (((await c.command(Z, 'gam', {})).payload as LiveMovements).M ?? [])[0]!;
    const stock = isleStock(site);
    expect(back).toMatchObject({
      M: { T: 2, D: 1 },
      G: [
        ['W', stock.wood],
        ['S', stock.stone],
        ['F', 0],
      ],
    });
    expect(isleRows(await map(c, home)).some((r) => r[3] === site.id)).toBe(false);
    expect((await ask(rival, 'aii', { KID: 4, TX: site.x, TY: site.y })).result).toBe(RESULT.INVALID_AREA);
    const troops = stormCastle('ish').troops;
    const survivors = (back as { A: Array<[number, number]> }).A[0]![1];
    clock.set(record('ish').movements.find((m) => m.conquest)!.arrivesAt);
    expect(record('ish').reports.at(-1)).toMatchObject({ kind: 'return', castleId: home.id, loot: stock });
    expect(stormCastle('ish').troops).toBe(troops + survivors);

    clock.set(until + awayMs(SCALE));
    expect(isleRows(await map(rival, home)).find((r) => r[3] === site.id)).toEqual([24, site.x, site.y, site.id, ISLE_NPC_OWNER, 4, '', -1, site.isleId, 0]);
    expect((await rival.command(Z, 'cra', conquer(stormCastle('isr'), site, 300))).result).toBe(RESULT.OK);
    c.close();
    rival.close();
  });

  test('a lost conquest frees the isle at once, and a conquest finds nothing where no isle is', async () => {
    const c = await login('isl');
    const home = Object.assign(stormCastle('isl'), { troops: 400, x: stormCastle('isl').x + 400 });
    const site = nearestIsle(home);
    expect((await c.command(Z, 'cra', conquer(home, { x: home.x, y: home.y + 1 }, 10))).result).toBe(RESULT.INVALID_AREA);
    expect((await c.command(Z, 'cra', conquer(home, site, 10))).result).toBe(RESULT.OK);
    clock.set(record('isl').movements.find((m) => m.conquest)!.arrivesAt);
    expect(isleRows(await map(c, home)).find((r) => r[3] === site.id)?.[4]).toBe(ISLE_NPC_OWNER);
    expect(record('isl').isleHolds ?? []).toEqual([]);
    // The fight's survivors are on their way home and the commander with them; another commander may try again.
    expect((await c.command(Z, 'cra', conquer(home, site, 300, 1))).result).toBe(RESULT.OK);
    c.close();
  });
});

describe('ruins', () => {
  test('an account inactive for its level + 1 game days is a ruin until it frees, then off the map; a login ends it', async () => {
    const day = realMs(24 * GAME_HOUR_MS, SCALE);
    const c = await login('rua');
    (await login('rub')).close();
    const mine = record('rua').castles[0]!;
    const theirs = Object.assign(record('rub').castles[0]!, { x: mine.x + 5, y: mine.y });
    const lastSeen = record('rub').lastSeenAt!;
    const ownerOfRub = async () => ((await map(c, mine, 0)).OI ?? []).find((o) => o.OID === record('rub').playerId);
    const ruinAt = lastSeen + (record('rub').level + 1) * day;

    clock.set(ruinAt - 1000);
    expect(await ownerOfRub()).not.toHaveProperty('R');
    expect((await ask(c, 'rui', { PX: theirs.x, PY: theirs.y })).result).toBe(RESULT.INVALID_AREA);

    clock.set(ruinAt + 1000);
    expect(await ownerOfRub()).toMatchObject({ N: 'rub', R: 1 });
    const freesAt = ruinAt + RUIN_STANDS_DAYS * day;
    expect(await ask(c, 'rui', { PX: theirs.x, PY: theirs.y })).toEqual({
      result: RESULT.OK,
      payload: { ART: Math.ceil((freesAt - clock.now()) / 1000), PX: theirs.x, PY: theirs.y },
    });
    // The active player's own castle is no ruin: each command shows it active.
    expect((await ask(c, 'rui', { PX: mine.x, PY: mine.y })).result).toBe(RESULT.INVALID_AREA);

    clock.set(freesAt);
    expect((await map(c, mine, 0)).AI?.some((r) => r[1] === theirs.x && r[2] === theirs.y)).toBe(false);
    expect((await ask(c, 'rui', { PX: theirs.x, PY: theirs.y })).result).toBe(RESULT.INVALID_AREA);

    (await login('rub')).close();
    expect((await map(c, mine, 0)).AI?.some((r) => r[1] === theirs.x && r[2] === theirs.y)).toBe(true);
    expect(await ownerOfRub()).not.toHaveProperty('R');
    c.close();
  });
});
