/** The alliance's own systems on the wire (`all`, `gat`, `gtr`, `utc`, `atc`, `aat`, `asc`, `sml`, `bai`), answered from the world. */
import { describe, expect, test } from 'bun:test';
import type { AllianceLife } from '@shared/game-wire/alliance-life';
import type { ClientReads, MailRow } from '@shared/game-wire/client-reads';
import { RESULT } from '@shared/game-wire/protocol';
import { inviteToAlliance } from './alliance-life';
import { CHRONICLE, RANK } from './alliances';
import { distance } from '../map/npcs';
import { manualClock } from '../test-client';
import { World } from '../session/world';
import { askIn, fileSimulator } from '../file-simulator';

const Z = 'EmpireEx_12';
const clock = manualClock();
const { sim, login, record } = fileSimulator(Z, { seed: 45, now: clock.now, maxRequestsPerSecond: 1000, raidChancePerHour: 0, attackSpacingMs: 0 });

type Reads = AllianceLife & Pick<ClientReads, 'gat'>;
const ask = askIn<Reads>(Z);

describe('the chronicle (all)', () => {
  test('records the founding, each join and each leave, oldest first on the wire; outside an alliance it is 114', async () => {
    const c = await login('ada');
    await login('abe').then((o) => o.close());
    expect((await ask(c, 'all', {})).result).toBe(RESULT.ALLI_NOT_FOUND);
    sim.world.joinAlliance(Z, 'ada', 21);
    clock.advance(5_000);
    sim.world.joinAlliance(Z, 'abe', 21);
    clock.advance(5_000);
    sim.world.leaveAlliance(Z, 'abe');
    const { payload } = await ask(c, 'all', {});
    expect(payload.AID).toBe(21);
    expect(payload.AL.map((e) => [e.PN, e.A, e.MA])).toEqual([
      ['ada', CHRONICLE.ALLIANCE_FOUNDED, 10],
      ['abe', CHRONICLE.MEMBER_JOIN, 5],
      ['abe', CHRONICLE.MEMBER_LEFT, 0],
    ]);
    expect(payload.AL.every((e) => e.AV.length === 0)).toBe(true);
    c.close();
  });
});

describe('the forum (atc, aat, gat, gtr, utc)', () => {
  test('a topic opened by one member is unread for the others until they open it; a reply makes it unread again', async () => {
    const [lead, member] = [await login('fay'), await login('fin')];
    sim.world.joinAlliance(Z, 'fay', 22);
    sim.world.joinAlliance(Z, 'fin', 22);
    expect((await ask(lead, 'atc', { N: 'Khan at dawn', RG: [0, 3], R: 'Everyone home by six.' })).result).toBe(RESULT.OK);
    const topics = (await ask(member, 'gat', {})).payload;
    expect(topics.TC).toBe(1);
    const topic = topics.T[0] as AllianceLife['gtr']['res'] & { TID: number };
    expect(topics.T[0]).toMatchObject({ N: 'Khan at dawn', CN: 'fay', CR: RANK.LEADER, RG: [0, 3], RC: 0, LRN: 'fay', R: 0 });
    expect((await ask(lead, 'gat', {})).payload.T[0]).toMatchObject({ R: 1 });
    expect((await ask(member, 'utc', {})).payload).toEqual({ UTC: 1 });

    const opened = (await ask(member, 'gtr', { TID: topic.TID })).payload;
    expect(opened).toMatchObject({ TN: 'Khan at dawn', CN: 'fay', RG: [0, 3] });
    expect(opened.R.map((p) => [p.RT, p.PN, p.AR])).toEqual([['Everyone home by six.', 'fay', RANK.LEADER]]);
    expect((await ask(member, 'utc', {})).payload).toEqual({ UTC: 0 });

    expect((await ask(member, 'aat', { TID: topic.TID, RT: 'On my way.' })).result).toBe(RESULT.OK);
    expect((await ask(lead, 'utc', {})).payload).toEqual({ UTC: 1 });
    expect((await ask(lead, 'gat', {})).payload.T[0]).toMatchObject({ RC: 1, LRN: 'fin', R: 0 });
    expect((await ask(lead, 'gtr', { TID: topic.TID })).payload.R.map((p) => [p.PN, p.AR])).toEqual([
      ['fay', RANK.LEADER],
      ['fin', RANK.MEMBER],
    ]);
    lead.close();
    member.close();
  });

  test('refuses a title too short, an unknown rank group and an unknown topic, and writes nothing', async () => {
    const c = await login('gil');
    sim.world.joinAlliance(Z, 'gil', 23);
    expect((await ask(c, 'atc', { N: 'K', RG: [0], R: 'Long enough.' })).result).toBe(RESULT.INVALID_PARAMETER_VALUE);
    expect((await ask(c, 'atc', { N: 'Plans', RG: [7], R: 'Long enough.' })).result).toBe(RESULT.INVALID_PARAMETER_VALUE);
    expect((await ask(c, 'aat', { TID: 999_999, RT: 'Hello there' })).result).toBe(RESULT.GENERAL_ERROR);
    expect((await ask(c, 'gtr', { TID: 999_999 })).result).toBe(RESULT.GENERAL_ERROR);
    expect((await ask(c, 'gat', {})).payload).toEqual({ TC: 0, T: [] });
    c.close();
  });
});

describe('members: asc and sml', () => {
  test('asc counts the members whose subscription runs now', async () => {
    const c = await login('hal');
    await login('hux').then((o) => o.close());
    sim.world.joinAlliance(Z, 'hal', 24);
    sim.world.joinAlliance(Z, 'hux', 24);
    expect((await ask(c, 'asc', {})).payload).toEqual({ ASC: 0 });
    record('hal').subscribedUntil = clock.now() + 60_000;
    record('hux').subscribedUntil = clock.now() - 1;
    expect((await ask(c, 'asc', {})).payload).toEqual({ ASC: 1 });
    clock.advance(60_000);
    expect((await ask(c, 'asc', {})).payload).toEqual({ ASC: 0 });
    c.close();
  });

  test('sml lists the players in no alliance, nearest first, with their owner records', async () => {
    const c = await login('ida');
    sim.world.joinAlliance(Z, 'ida', 25);
    const home = record('ida').castles[0]!;
    const { payload } = await ask(c, 'sml', {});
    const free = sim.world.allPlayers().filter((p) => p.zone === Z && p.allianceId === undefined);
    expect(payload.PL.map((r) => r.PID).sort()).toEqual(free.map((p) => p.playerId).sort());
    expect(payload.PL.map((r) => r.D)).toEqual(free.map((p) => Math.round(distance(home, p.castles[0]!))).sort((a, b) => a - b));
    expect(payload.OI.map((o) => o.OID)).toEqual(payload.PL.map((r) => r.PID));
    c.close();
  });
});

describe('invitations (bai)', () => {
  test('an invitation is a mailbox message naming the inviting alliance; mmr marks it read; an unknown id is 66', async () => {
    await login('jon').then((o) => o.close());
    await login('jim').then((o) => o.close());
    sim.world.joinAlliance(Z, 'jon', 26);
    const row = inviteToAlliance(record('jim'), record('jon'), clock.now());
    const c = await login('jim');
    const listed = (c.pushed.gbd!.payload as { sne: { MSG: MailRow[] } }).sne.MSG;
    expect(listed).toEqual([row]);
    expect(row.slice(1, 5)).toEqual([20, '26', 'jon', record('jon').playerId]);
    const { payload } = await ask(c, 'bai', { MID: row[0] });
    expect(payload.A).toMatchObject({ AID: 26, M: [expect.objectContaining({ OID: record('jon').playerId })] });
    expect((await ask(c, 'bai', { MID: row[0] + 100 })).result).toBe(RESULT.NO_SUCH_MESSAGE);
    expect((await c.command(Z, 'mmr', { MID: row[0] })).result).toBe(RESULT.OK);
    expect(record('jim').invitations![0]!.read).toBe(true);
    c.close();
  });
});

test('the chronicle and the forum are kept in the state file', () => {
  const restored = new World({ seed: 45, now: clock.now });
  restored.restore(JSON.parse(JSON.stringify(sim.world.snapshot())));
  expect(restored.alliances.of(Z, 22)).toEqual(sim.world.alliances.of(Z, 22));
  expect(restored.alliances.of(Z, 22).topics[0]!.posts).toHaveLength(2);
});
