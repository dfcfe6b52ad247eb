/**
 * The generals hub (generals-hub.ts) on the wire: offerings earned by winning, spins that spend them or take the free spin, the items rows a client reads the
 * cooldown from.
 */
import { describe, expect, test } from 'bun:test';
import { GENERALS_HUB_READS, HUB_CHARACTERS, type GeneralsHubReads, type HubCharacterRow } from '@shared/game-wire/generals-hub';
import { UNIT } from '@shared/game-wire/ids';
import { RESULT } from '@shared/game-wire/protocol';
import { FREE_SPIN_COOLDOWN_GAME_MS, ITEMS_VERSION } from './generals-hub';
import { npcsIn } from '../map/npcs';
import { realMs } from '../core/rules';
import { TestClient, manualClock, pageOrigin } from '../test-client';
import { attackRequest, middleWave } from '@shared/game-wire/attack-request';
import { askIn, fileSimulator, startedFromSave } from '../file-simulator';

const Z = 'EmpireEx_7';
const SEED = 53;
const TIME_SCALE = 60;
const COOLDOWN_MS = realMs(FREE_SPIN_COOLDOWN_GAME_MS, TIME_SCALE);
const clock = manualClock(Date.UTC(2026, 10, 2, 12));
const { sim, login, record } = fileSimulator(Z, {
  seed: SEED,
  now: clock.now,
  timeScale: TIME_SCALE,
  maxRequestsPerSecond: 1000,
  raidChancePerHour: 0,
  attackSpacingMs: 0,
});

const ask = askIn<GeneralsHubReads>(Z);
const held = (c: TestClient) => c.command(Z, 'sce', {}).then((r) => Object.fromEntries(r.payload as Array<[string, number]>));
const shards = (currencies: Record<string, number>) =>
  Object.entries(currencies)
    .filter(([key]) => /^S(TL|LE|AL|HT|OM|AI)$/.test(key))
    .reduce((sum, [, n]) => sum + n, 0);
const [KING] = HUB_CHARACTERS;

describe('the generals hub', () => {
  test("a character's free spin gives shards, then waits out its cooldown", async () => {
    const c = await login('hana');
    const start = await ask(c, 'gcs', {});
    expect(start.payload.CHR).toEqual(HUB_CHARACTERS.map((ch) => ({ CID: ch.id, FOA: 1, LFO: 0 })));
    const spun = await ask(c, 'sct', { CID: KING.id, OID: KING.offering.id, IF: 1, AMT: 1 });
    expect(spun.result).toBe(RESULT.OK);
    expect(spun.payload.CH).toEqual({ CID: KING.id, FOA: 0, LFO: Math.floor(clock.now() / 1000) });
    expect(spun.payload.LTR).toHaveLength(1);
    const [{ R, RR }] = spun.payload.LTR as [GeneralsHubReads['sct']['res']['LTR'][number]];
    expect(RR).toEqual([[RR[0]![0], R]]);
    expect((await held(c))[RR[0]![0]]).toBe(R);
    // Not again before the cooldown is over; the other characters keep theirs.
    expect((await ask(c, 'sct', { CID: KING.id, OID: KING.offering.id, IF: 1, AMT: 1 })).result).toBe(RESULT.COOLING_DOWN);
    clock.advance(COOLDOWN_MS - 1_000);
    const waiting = (await ask(c, 'gcs', {})).payload.CHR;
    expect(waiting.map((ch) => ch.FOA)).toEqual([0, 1, 1]);
    clock.advance(1_000);
    expect((await ask(c, 'gcs', {})).payload.CHR[0]!.FOA).toBe(1);
    c.close();
  });

  test('won attacks earn offerings; a paid spin spends them, one draw each, and is refused beyond them', async () => {
    const c = await login('ivo');
    const castle = record('ivo').castles[0]!;
    const barons = npcsIn(SEED, Z, 'green', { x1: castle.x - 80, y1: castle.y - 80, x2: castle.x + 80, y2: castle.y + 80 })
      .filter((s) => s.kind === 'baron')
      .slice(0, 3);
    for (const [i, baron] of barons.entries()) {
      const sent = await c.command(Z, 'cra', attackRequest({ ...castle, kingdomId: 0 }, baron, i, [middleWave([[UNIT.SPEARMAN, 40]])]));
      expect(sent.result).toBe(RESULT.OK);
    }
    clock.advance(24 * 3_600_000);
    const won = record('ivo').reports.filter((r) => r.kind === 'attack' && r.won).length;
    expect(won).toBeGreaterThan(0);
    const before = await held(c);
    const offerings = HUB_CHARACTERS.map((ch) => before[ch.offering.key] ?? 0);
    expect(offerings.reduce((a, b) => a + b, 0)).toBe(won);
    const index = offerings.findIndex((n) => n > 0);
    const character = HUB_CHARACTERS[index]!;
    const count = offerings[index]!;
    const tooMany = await ask(c, 'sct', { CID: character.id, OID: character.offering.id, IF: 0, AMT: count + 1 });
    expect(tooMany.result).toBe(RESULT.NOT_ENOUGH_SPECIAL_CURRENCY);
    expect(await held(c)).toEqual(before);
    const spun = await ask(c, 'sct', { CID: character.id, OID: character.offering.id, IF: 0, AMT: count });
    expect(spun.result).toBe(RESULT.OK);
    expect(spun.payload.LTR).toHaveLength(count);
    // The currencies after the spin follow its reply, pushed (sce).
    const told = await c.nextReply();
    expect(told.command).toBe('sce');
    expect(Object.fromEntries(told.payload as Array<[string, number]>)[character.offering.key]).toBe(0);
    // A paid spin leaves the free one waiting.
    expect(spun.payload.CH.FOA).toBe(1);
    const after = await held(c);
    expect(after[character.offering.key]).toBe(0);
    expect(shards(after) - shards(before)).toBe(spun.payload.LTR.reduce((sum, d) => sum + d.R, 0));
    c.close();
  });

  test('a character or an offering that does not match is refused and changes nothing', async () => {
    const c = await login('jon');
    record('jon').currencies = { FKT: 2 };
    expect((await ask(c, 'sct', { CID: 9, OID: KING.offering.id, IF: 0, AMT: 1 })).result).toBe(RESULT.INVALID_PARAMETER_VALUE);
    expect((await ask(c, 'sct', { CID: 2, OID: KING.offering.id, IF: 0, AMT: 1 })).result).toBe(RESULT.INVALID_PARAMETER_VALUE);
    expect((await ask(c, 'sct', { CID: KING.id, OID: KING.offering.id, IF: 1, AMT: 2 })).result).toBe(RESULT.INVALID_PARAMETER_VALUE);
    expect(await held(c)).toMatchObject({ FKT: 2 });
    expect((await ask(c, 'gcs', {})).payload.CHR.every((ch) => ch.FOA === 1)).toBe(true);
    c.close();
  });

  test('the items file gives the characters and the cooldown in real seconds at this time scale', async () => {
    const base = pageOrigin(sim.url);
    const version = await fetch(`${base}/default/items/ItemsVersion.properties`).then((r) => r.text());
    expect(version.slice(version.indexOf('=') + 1).trim()).toBe(ITEMS_VERSION);
    const items = (await fetch(`${base}/default/items/items_v${ITEMS_VERSION}.json`).then((r) => r.json())) as { characters: HubCharacterRow[] };
    expect(items.characters.map((row) => [Number(row.characterID), Number(row.coolDownInSeconds), row.tombolas.split('+')[0]])).toEqual(
      HUB_CHARACTERS.map((ch) => [ch.id, COOLDOWN_MS / 1000, String(ch.offering.id)]),
    );
  });

  test('both commands are answered, and the hub is kept in the state file', async () => {
    const c = await login('kai');
    for (const command of GENERALS_HUB_READS) {
      const reply = await c.command(Z, command, { CID: KING.id, OID: KING.offering.id, IF: 1, AMT: 1 });
      expect(reply.result).toBe(RESULT.OK);
    }
    const hub = (await ask(c, 'gcs', {})).payload;
    const currencies = await held(c);
    c.close();
    await startedFromSave(sim, { seed: SEED, now: clock.now, timeScale: TIME_SCALE }, async (again) => {
      const back = await TestClient.ready(again.url, Z, { name: 'kai', password: 'pw' });
      expect((await back.command(Z, 'gcs', {})).payload).toEqual(hub);
      expect(await held(back)).toEqual(currencies);
      back.close();
    });
  });
});
