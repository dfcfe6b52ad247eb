/** Spying (spies.ts, spy-logs.ts) on the wire: the spy dialog (`ssi`), missions (`csm`), their logs in the mailbox and `bsd`, over a real server. */
import { describe, expect, test } from 'bun:test';
import type { MailRow } from '@shared/game-wire/client-reads';
import { UNIT } from '@shared/game-wire/ids';
import { decodeJsonText } from '@shared/game-wire/login';
import { RESULT } from '@shared/game-wire/protocol';
import type { SendSpyRequest, SpyReads } from '@shared/game-wire/spying';
import { ownerOf } from '../map/live-views';
import { levelFor, npcsIn } from '../map/npcs';
import { baronDefence } from '../map/camp-fights';
import { floorResources } from '../core/players';
import { GAME_HOUR_MS, SPY, realMs } from '../core/rules';
import { spyRisk } from './spies';
import { TestClient, manualClock } from '../test-client';
import { askIn, fileSimulator, startedFromSave, pushedMail } from '../file-simulator';

const Z = 'EmpireEx_9';
const SEED = 53;
const clock = manualClock(Date.UTC(2026, 10, 3, 12));
const { sim, login, record } = fileSimulator(Z, {
  seed: SEED,
  now: clock.now,
  timeScale: 60,
  maxRequestsPerSecond: 1000,
  raidChancePerHour: 0,
  attackSpacingMs: 0,
});

const ask = askIn<SpyReads>(Z);
const mission = (from: { id: number }, to: { x: number; y: number }, fields: Partial<SendSpyRequest>): SendSpyRequest => ({
  SID: from.id,
  TX: to.x,
  TY: to.y,
  SC: 1,
  ST: 0,
  SE: 100,
  HBW: -1,
  KID: 0,
  PTT: 0,
  SD: 0,
  ...fields,
});

/** Two players with castles 10 fields apart; the spy and the spied. */
async function neighbours(spy: string, target: string) {
  const c = await login(spy);
  (await login(target)).close();
  const home = record(spy).castles[0]!;
  const theirs = Object.assign(record(target).castles[0]!, { x: home.x + 10, y: home.y });
  return { c, home, theirs };
}

/** Moves the clock to when the movement `MID` arrives, catching the spied player up to then first. */
function arrive(spy: string, mid: number, spied?: string) {
  clock.set(record(spy).movements.find((m) => m.id === mid)!.arrivesAt);
  return spied ? record(spied) : null;
}

describe('a spy mission on another player’s castle', () => {
  test('the dialog shows spies and guards; a military mission that gets through reports the defenders, and the spies come home', async () => {
    const { c, home, theirs } = await neighbours('sia', 'sam');
    const screen = await ask(c, 'ssi', { TX: theirs.x, TY: theirs.y, KID: 0 });
    expect(screen.result).toBe(RESULT.OK);
    expect(screen.payload).toMatchObject({ AS: SPY.startSpies, GC: SPY.castleGuards, APM: 0, TPM: 0, TX: theirs.x, TY: theirs.y });
    expect(screen.payload.gaa.AI[0]!.slice(0, 5)).toEqual([1, theirs.x, theirs.y, theirs.id, record('sam').playerId]);
    expect(screen.payload.gaa.OI.map((o) => o.N)).toEqual(['sam']);

    const sent = await ask(c, 'csm', mission(home, theirs, { SC: 15, SE: 50 }));
    expect(sent.result).toBe(RESULT.OK);
    const risk = spyRisk(15, SPY.castleGuards, 50, false);
    expect(sent.payload.A.M).toMatchObject({ T: 3, D: 0, TID: record('sam').playerId });
    expect(sent.payload.A.S).toEqual({ ST: 0, SA: 50, SC: 15, SR: risk });
    expect((await ask(c, 'ssi', { TX: theirs.x, TY: theirs.y, KID: 0 })).payload.AS).toBe(SPY.startSpies - 15);
    // More spies than are at home: the live NOT_ENOUGH_SPIES, and nothing leaves.
    expect((await ask(c, 'csm', mission(home, theirs, { SC: 6 }))).result).toBe(RESULT.NOT_ENOUGH_SPIES);

    arrive('sia', sent.payload.A.M.MID);
    const [row] = await pushedMail(c, Z);
    expect(row!.slice(1, 2)).toEqual([3]);
    expect(decodeJsonText(row![2])).toBe(`1+0+1#0+${record('sam').playerId}+${theirs.name}`);
    const report = await ask(c, 'bsd', { MID: row![0] });
    expect(report.payload).toMatchObject({
      MID: row![0],
      CID: theirs.id,
      SID: record('sia').playerId,
      PID: record('sam').playerId,
      SC: 15,
      GC: SPY.castleGuards,
      SA: 50,
      SR: risk,
      AS: 0,
    });
    expect(report.payload.S![3]).toEqual([[UNIT.SPEARMAN, theirs.troops]]);
    expect(report.payload.R).toBeUndefined();
    expect(report.payload.AI).toMatchObject({ AT: 1, X: theirs.x, Y: theirs.y, N: theirs.name, DP: record('sam').playerId });
    // The way home is a spy movement too; once it is over, every spy is at home again.
    const back = record('sia').movements.find((m) => m.type === 'spyHome')!;
    expect(back.arrivesAt - back.departedAt).toBe(sent.payload.A.M.TT! * 1000);
    clock.set(back.arrivesAt);
    expect((await ask(c, 'ssi', { TX: theirs.x, TY: theirs.y, KID: 0 })).payload.AS).toBe(SPY.startSpies);
    // Marked read like any message.
    expect((await c.command(Z, 'mmr', { MID: row![0] })).result).toBe(RESULT.OK);
    expect(record('sia').spyLogs!.at(-1)!.read).toBe(true);
    // The attack dialog shows the report's defenders while they are current: 48 game hours (SpyConst.SPY_VALIDITY).
    const dialog = async () =>
      (await c.command(Z, 'aci', { SX: home.x, SY: home.y, TX: theirs.x, TY: theirs.y, KID: 0 })).payload as { S?: unknown[][]; AS: number };
    const seenAt = record('sia').spyLogs!.at(-1)!.at;
    expect(await dialog()).toMatchObject({ S: report.payload.S, AS: Math.round((clock.now() - seenAt) / 1000) });
    clock.set(seenAt + realMs(48 * GAME_HOUR_MS, 60) + 1_000);
    const stale = await dialog();
    expect(stale.S).toBeUndefined();
    expect(stale.AS).toBe(-1);
    c.close();
  });

  test('an economy mission reports the stock at arrival; spies caught by many guards are lost and bring no report', async () => {
    const { c, home, theirs } = await neighbours('eli', 'eva');
    // Even the fewest guards catch spies now and then (the client's floor of 5 % against a player): the
    // roll is the seed's, so a mission is sent again, up to three times, until one gets through.
    let seen: SpyReads['bsd']['res'] | undefined;
    let stock = { wood: 0, stone: 0, food: 0 };
    for (let tries = 0; !seen && tries < 3; tries += 1) {
      const eco = await ask(c, 'csm', mission(home, theirs, { ST: 1, SC: 5, SE: 50 }));
      stock = floorResources(arrive('eli', eco.payload.A.M.MID, 'eva')!.castles[0]!.resources);
      const [ecoRow] = await pushedMail(c, Z);
      const header = decodeJsonText(ecoRow![2]);
      expect(['2+0+1#', '2+2+1#']).toContain(header.slice(0, 6));
      if (header.startsWith('2+0+1#')) seen = (await ask(c, 'bsd', { MID: ecoRow![0] })).payload;
    }
    if (!seen) throw new Error('three economy missions were all caught');
    expect(seen.R).toEqual([
      ['W', stock.wood],
      ['S', stock.stone],
      ['F', stock.food],
    ]);
    expect(seen.S).toBeUndefined();

    theirs.guards = 1_000;
    expect((await ask(c, 'ssi', { TX: theirs.x, TY: theirs.y, KID: 0 })).payload.GC).toBe(1_000);
    // Caught at 95 %: sent again, up to three times, until the guards catch them.
    let caughtRow: MailRow | undefined;
    for (let tries = 0; !caughtRow && tries < 3; tries += 1) {
      const risky = await ask(c, 'csm', mission(home, theirs, { SC: 2 }));
      expect(risky.payload.A.S!.SR).toBe(95);
      arrive('eli', risky.payload.A.M.MID);
      const [row] = await pushedMail(c, Z);
      if (decodeJsonText(row![2]).startsWith('1+2+1#')) caughtRow = row;
    }
    if (!caughtRow) throw new Error('three missions against 1,000 guards all got through');
    const caught = (await ask(c, 'bsd', { MID: caughtRow[0] })).payload;
    expect(caught).toMatchObject({ SC: 2, GC: 1_000, SR: 95 });
    expect(caught.S).toBeUndefined();
    expect(caught.R).toBeUndefined();
    // Caught spies are lost: the account owns the start's less every caught mission's.
    const lost = record('eli')
      .spyLogs!.filter((log) => log.caught)
      .reduce((sum, log) => sum + log.spies, 0);
    expect(lost).toBeGreaterThanOrEqual(2);
    expect(record('eli').spies).toBe(SPY.startSpies - lost);
    expect(record('eli').movements.filter((m) => m.type === 'spy')).toEqual([]);
    c.close();
  });

  test('refusals: one’s own castle, an empty place, sabotage, a horse, another kingdom, an unknown report; spies recalled come home without a log', async () => {
    const { c, home, theirs } = await neighbours('rex', 'roy');
    expect((await ask(c, 'ssi', { TX: home.x, TY: home.y, KID: 0 })).result).toBe(RESULT.INVALID_AREA);
    expect((await ask(c, 'csm', mission(home, { x: 0, y: 0 }, {}))).result).toBe(RESULT.INVALID_AREA);
    expect((await ask(c, 'csm', mission(home, theirs, { ST: 2, SE: 30 }))).result).toBe(RESULT.GENERAL_ERROR);
    expect((await ask(c, 'csm', mission(home, theirs, { SE: 120 }))).result).toBe(RESULT.INVALID_PARAMETER_VALUE);
    expect((await ask(c, 'csm', mission(home, theirs, { HBW: 1007 }))).result).toBe(RESULT.INVALID_PARAMETER_VALUE);
    expect((await ask(c, 'csm', mission(home, theirs, { KID: 2 }))).result).toBe(RESULT.INVALID_PARAMETER_VALUE);
    expect((await ask(c, 'bsd', { MID: 9_999 })).result).toBe(RESULT.NO_SUCH_MESSAGE);
    expect(record('rex').movements).toEqual([]);
    // Spies recalled on their way out turn home (mcm) and leave no log.
    const sent = await ask(c, 'csm', mission(home, theirs, { SC: 3 }));
    clock.advance(1_000);
    const recalled = await c.command(Z, 'mcm', { MID: sent.payload.A.M.MID });
    expect(recalled.result).toBe(RESULT.OK);
    expect((recalled.payload as { A: { M: { T: number; D: number } } }).A.M).toMatchObject({ T: 3, D: 1 });
    clock.advance(2_000);
    expect(await pushedMail(c, Z)).toEqual([]);
    expect((await ask(c, 'ssi', { TX: theirs.x, TY: theirs.y, KID: 0 })).payload.AS).toBe(SPY.startSpies);
    expect(record('rex').spyLogs).toBeUndefined();
    c.close();
  });
});

describe('a spy mission on an NPC camp', () => {
  test('its guards follow its level; the report lists its garrison under its NPC owner, kept in the state file', async () => {
    const c = await login('nia');
    const home = record('nia').castles[0]!;
    const baron = npcsIn(SEED, Z, 'green', { x1: home.x - 60, y1: home.y - 60, x2: home.x + 60, y2: home.y + 60 }).find((s) => s.kind === 'baron')!;
    const level = levelFor(baron, 0);
    expect((await ask(c, 'ssi', { TX: baron.x, TY: baron.y, KID: 0 })).payload).toMatchObject({ GC: level * SPY.npcGuardsPerLevel, gaa: { OI: [] } });
    expect((await ask(c, 'csm', mission(home, baron, { ST: 1 }))).result).toBe(RESULT.INVALID_PARAMETER_VALUE);
    // A Storm Islands fort, as a public bot refreshes its row before an attack (docs/event-sources.md, ssi).
    const isle = record('nia').castles.find((castle) => castle.kingdom === 'storm')!;
    const fort = npcsIn(SEED, Z, 'storm', { x1: isle.x - 80, y1: isle.y - 80, x2: isle.x + 80, y2: isle.y + 80 })[0]!;
    const storm = (await ask(c, 'ssi', { TX: fort.x, TY: fort.y, KID: 4 })).payload;
    expect(storm.gaa.AI[0]!.slice(0, 3)).toEqual([25, fort.x, fort.y]);
    expect(storm.GC).toBe(levelFor(fort, 0) * SPY.npcGuardsPerLevel);
    const sent = await ask(c, 'csm', mission(home, baron, { SC: 5, SE: 50 }));
    expect(sent.payload.A.S!.SR).toBe(spyRisk(5, level, 50, true));
    arrive('nia', sent.payload.A.M.MID);
    const [row] = await pushedMail(c, Z);
    expect(row!.slice(1, 2)).toEqual([4]);
    expect(decodeJsonText(row![2])).toBe(`1+0+2#0+${ownerOf(baron)}+`);
    const report = (await ask(c, 'bsd', { MID: row![0] })).payload;
    expect(report).toMatchObject({ CID: -1, PID: ownerOf(baron), AI: { AT: 2, DP: ownerOf(baron), DL: level } });
    // The camp's own defenders from the game's table, flank by flank and in the keep.
    const camp = baronDefence(baron, 0)!;
    expect(report.S as unknown).toEqual([camp.flanks.L.stacks, camp.flanks.M.stacks, camp.flanks.R.stacks, camp.keep.stacks]);
    c.close();

    await startedFromSave(sim, { seed: SEED, now: clock.now }, async (again) => {
      const back = await TestClient.ready(again.url, Z, { name: 'nia', password: 'pw' });
      const listed = back.pushed.gbd!.payload as { sne: { MSG: MailRow[] }; gms: { MS: number } };
      expect(listed.sne.MSG.map((r) => r[0])).toContain(row![0]);
      expect(listed.gms.MS).toBe(SPY.startSpies);
      expect((await back.command(Z, 'bsd', { MID: row![0] })).payload).toEqual({ ...report, AS: expect.any(Number) });
      back.close();
    });
  });
});
