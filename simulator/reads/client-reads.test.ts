/** The web client's reads (client-reads.ts, rankings.ts, mailbox.ts) on the wire, answered from the world's state. */
import { describe, expect, test } from 'bun:test';
import { CLIENT_READS, type ClientReads } from '@shared/game-wire/client-reads';
import { EVENT_ID, KINGDOM_ID, UNIT } from '@shared/game-wire/ids';
import type { LiveLoginData } from '@shared/game-wire/live-shapes';
import { encodeJsonText } from '@shared/game-wire/login';
import { RESULT } from '@shared/game-wire/protocol';
import { castleDetail, castleList, castleRow, npcRow } from '../map/live-views';
import { deliverMail } from '../mail/mailbox';
import { npcsIn } from '../map/npcs';
import { HIGHSCORE_PAGE } from '../events/rankings';
import { manualClock } from '../test-client';
import { askIn, fileSimulator } from '../file-simulator';

const Z = 'EmpireEx_7';
const clock = manualClock();
const { sim, login, record } = fileSimulator(Z, { seed: 43, now: clock.now, maxRequestsPerSecond: 1000, raidChancePerHour: 0, attackSpacingMs: 0 });

const ask = askIn<ClientReads>(Z);

describe('every read the web client makes is answered', () => {
  test('none of them is an unknown command for a logged-in player', async () => {
    const c = await login('rita');
    const other = await login('rolf');
    const mine = record('rita');
    await c.command(Z, 'jca', { CID: mine.castles[0]!.id, KID: 0 });
    // The alliance reads need one, and sti a second castle of one's own.
    sim.world.joinAlliance(Z, 'rita', 3);
    const outpost = sim.world.grantCastle(Z, 'rita');
    const here = mine.castles[0]!;
    const baron = npcsIn(43, Z, 'green', { x1: here.x - 200, y1: here.y - 200, x2: here.x + 200, y2: here.y + 200 }).find((s) => s.kind === 'baron')!;
    const payloads: { [K in keyof ClientReads]: ClientReads[K]['req'] } = {
      gui: {},
      gpa: {},
      gcl: {},
      gdi: { PID: record('rolf').playerId },
      rms: { MID: 1 },
      mmr: { MID: 1 },
      gbl: {},
      aci: { TX: record('rolf').castles[0]!.x, TY: record('rolf').castles[0]!.y, SX: mine.castles[0]!.x, SY: mine.castles[0]!.y, KID: 0 },
      gbc: { CID: 3750279, KID: 0 },
      hgh: { LT: 5, LID: -1, SV: '-1' },
      klh: {},
      pep: { EID: EVENT_ID.ALLIANCE_NOMAD_INVASION },
      upt: {},
      gfp: {},
      ain: { AID: 3 },
      gat: {},
      aal: {},
      acl: {},
      hfl: { KID: 0, AID: mine.castles[0]!.id, HRF: -1 },
      ili: {},
      lfe: {},
      sti: { SX: mine.castles[0]!.x, SY: mine.castles[0]!.y, TX: outpost.x, TY: outpost.y, KID: 0 },
      adi: { SX: here.x, SY: here.y, TX: baron.x, TY: baron.y, KID: 0 },
    };
    sim.world.setEvents([EVENT_ID.ALLIANCE_NOMAD_INVASION]);
    deliverMail(mine, record('rolf'), 'Hello', 'A first mail.', clock.now());
    const answered: Record<string, number> = {};
    for (const command of CLIENT_READS) answered[command] = (await c.command(Z, command, payloads[command])).result;
    expect(answered).toEqual(Object.fromEntries(CLIENT_READS.map((command) => [command, RESULT.OK])));
    c.close();
    other.close();
  });
});

describe('the joined castle: gui and gpa', () => {
  test('gui lists the castle’s spearmen and stocked tools as they are now; before jca it is 53', async () => {
    const c = await login('gus');
    const castle = record('gus').castles[0]!;
    expect((await ask(c, 'gui', {})).result).toBe(RESULT.NOT_IN_OWNED_CASTLE);
    await c.command(Z, 'jca', { CID: castle.id, KID: 0 });
    castle.troops = 77;
    castle.tools = { 645: 3, 634: 0 };
    expect((await ask(c, 'gui', {})).payload).toEqual({
      I: [
        [UNIT.SPEARMAN, 77],
        [645, 3],
      ],
      TU: [],
      SHI: [],
      HI: [],
    });
    castle.troops = 0;
    expect((await ask(c, 'gui', {})).payload.I).toEqual([[645, 3]]);
    c.close();
  });

  test('gpa is the joined castle’s production and storage, as dcl lists them', async () => {
    const c = await login('gina');
    const player = record('gina');
    const storm = player.castles.find((k) => k.kingdom === 'storm')!;
    await c.command(Z, 'jca', { CID: storm.id, KID: KINGDOM_ID.storm });
    const { payload } = await ask(c, 'gpa', {});
    expect(payload).toEqual(castleDetail(player, storm, clock.now()).gpa!);
    expect(payload.MRW).toBe(storm.capacity);
    c.close();
  });
});

describe('players: gcl and gdi', () => {
  test('gdi answers another player’s owner record and castles; an unknown id is 21', async () => {
    const c = await login('dora');
    const other = await login('dirk');
    sim.world.joinAlliance(Z, 'dirk', 9);
    const dirk = record('dirk');
    expect((await ask(c, 'gdi', { PID: dirk.playerId })).payload).toEqual({
      O: { OID: dirk.playerId, N: 'dirk', L: dirk.level, AID: 9 },
      gcl: castleList(dirk),
    });
    expect((await ask(c, 'gdi', { PID: 987_654 })).result).toBe(RESULT.PLAYER_NOT_FOUND);
    expect((await ask(c, 'gdi', {} as never)).result).toBe(RESULT.MISSING_PARAMETER);
    expect((await ask(c, 'gcl', {})).payload).toEqual(castleList(record('dora')));
    expect((await ask(c, 'gcl', { PID: dirk.playerId })).payload).toEqual(castleList(dirk));
    c.close();
    other.close();
  });
});

describe('the mailbox: sne, rms, mmr', () => {
  test('mail delivered is listed at the next login, rms reads its body and marks it read, mmr marks read; unknown ids are 66', async () => {
    const first = await login('mia');
    first.close();
    const mia = record('mia');
    const sender = record('rita');
    clock.advance(5_000);
    deliverMail(mia, sender, 'Wood & "stone"', 'Line one\nline two', clock.now() - 5_000);
    deliverMail(mia, sender, 'Second', 'Another.', clock.now());
    const c = await login('mia');
    const sne = (c.pushed.gbd!.payload as LiveLoginData).sne as { MSG: unknown[] };
    expect(sne.MSG).toEqual([
      [1, 1, encodeJsonText('Wood & "stone"'), 'rita', sender.playerId, 5, 0, 0, 0],
      [2, 1, 'Second', 'rita', sender.playerId, 0, 0, 0, 0],
    ]);
    expect((await ask(c, 'rms', { MID: 1 })).payload).toEqual({ MTXT: encodeJsonText('Line one\nline two') });
    expect((await c.command(Z, 'mmr', { MID: 2 })).result).toBe(RESULT.OK);
    expect(mia.mail!.map((m) => m.read)).toEqual([true, true]);
    expect((await ask(c, 'rms', { MID: 3 })).result).toBe(RESULT.NO_SUCH_MESSAGE);
    expect((await c.command(Z, 'mmr', { MID: 3 })).result).toBe(RESULT.NO_SUCH_MESSAGE);
    c.close();
  });
});

describe('the attack dialog: aci', () => {
  test('another player’s castle: its row and owner, our inventory and commanders; our own castle or an empty place is 203', async () => {
    const c = await login('axel');
    const other = await login('anna');
    const axel = record('axel').castles[0]!;
    const anna = record('anna').castles[0]!;
    const { payload } = await ask(c, 'aci', { TX: anna.x, TY: anna.y, SX: axel.x, SY: axel.y, KID: 0 });
    expect(payload).toMatchObject({ SCID: axel.id, TX: anna.x, TY: anna.y, KID: 0, AS: -1, MB: 0 });
    expect(payload.gaa).toEqual({ AI: castleRow(anna, record('anna').playerId), OI: [{ OID: record('anna').playerId, N: 'anna', L: 1 }] });
    expect(payload.gui.I).toContainEqual([UNIT.SPEARMAN, axel.troops]);
    expect(payload.gli.C!.length).toBe(record('axel').commanders.length);
    expect((await ask(c, 'aci', { TX: axel.x, TY: axel.y, SX: axel.x, SY: axel.y, KID: 0 })).result).toBe(RESULT.INVALID_AREA);
    expect((await ask(c, 'aci', { TX: 0, TY: 0, SX: axel.x, SY: axel.y, KID: 0 })).result).toBe(RESULT.INVALID_AREA);
    expect((await ask(c, 'aci', { TX: anna.x, TY: anna.y, SX: anna.x, SY: anna.y, KID: 0 })).result).toBe(RESULT.NOT_IN_OWNED_CASTLE);
    c.close();
    other.close();
  });
});

describe('the attack dialog on an NPC camp: adi', () => {
  test('a camp on the map: its row with its victories as gaa shows it, our inventory and commanders; a place without a camp is 203', async () => {
    const c = await login('adam');
    const adam = record('adam');
    const home = adam.castles[0]!;
    const baron = npcsIn(43, Z, 'green', { x1: home.x - 200, y1: home.y - 200, x2: home.x + 200, y2: home.y + 200 }).find((s) => s.kind === 'baron')!;
    adam.victories = { [baron.id]: 3 };
    const ask1 = { SX: home.x, SY: home.y, TX: baron.x, TY: baron.y, KID: 0 };
    const { result, payload } = await ask(c, 'adi', ask1);
    expect(result).toBe(RESULT.OK);
    expect(payload).toMatchObject({ SCID: home.id, TX: baron.x, TY: baron.y, KID: 0, AS: -1, AE: [] });
    expect(payload.gaa).toEqual({ AI: npcRow(baron, 3, 0), OI: [] });
    expect(payload.gui.I).toContainEqual([UNIT.SPEARMAN, home.troops]);
    expect(payload.gli.C!.length).toBe(adam.commanders.length);
    // The same row the map read shows for that place.
    const map = await c.command(Z, 'gaa', { KID: 0, AX1: baron.x, AY1: baron.y, AX2: baron.x, AY2: baron.y });
    expect((map.payload as { AI: unknown[] }).AI).toEqual([payload.gaa.AI]);
    expect((await ask(c, 'adi', { ...ask1, TX: home.x, TY: home.y })).result).toBe(RESULT.INVALID_AREA);
    expect((await ask(c, 'adi', { ...ask1, SX: baron.x, SY: baron.y })).result).toBe(RESULT.NOT_IN_OWNED_CASTLE);
    c.close();
  });
});

describe('troops between own castles: sti', () => {
  test('our other castle: its row and our owner record, the source’s inventory and commanders; another player’s castle or the source itself is refused', async () => {
    const c = await login('stig');
    const other = await login('stina');
    const stig = record('stig');
    const home = stig.castles[0]!;
    const outpost = sim.world.grantCastle(Z, 'stig');
    Object.assign(home, { troops: 40, tools: { 645: 2 } });
    const { result, payload } = await ask(c, 'sti', { SX: home.x, SY: home.y, TX: outpost.x, TY: outpost.y, KID: 0 });
    expect(result).toBe(RESULT.OK);
    expect(payload).toMatchObject({ SCID: home.id, KID: 0, AE: [] });
    expect(payload.gaa).toEqual({ AI: castleRow(outpost, stig.playerId), OI: { OID: stig.playerId, N: 'stig', L: 1 } });
    expect(payload.gui).toEqual({
      I: [
        [UNIT.SPEARMAN, 40],
        [645, 2],
      ],
      SHI: [],
    });
    expect(payload.gli.C!.length).toBe(stig.commanders.length);
    const stina = record('stina').castles[0]!;
    expect((await ask(c, 'sti', { SX: home.x, SY: home.y, TX: stina.x, TY: stina.y, KID: 0 })).result).toBe(RESULT.NOT_IN_OWNED_CASTLE);
    expect((await ask(c, 'sti', { SX: stina.x, SY: stina.y, TX: outpost.x, TY: outpost.y, KID: 0 })).result).toBe(RESULT.NOT_IN_OWNED_CASTLE);
    expect((await ask(c, 'sti', { SX: home.x, SY: home.y, TX: home.x, TY: home.y, KID: 0 })).result).toBe(RESULT.INVALID_PARAMETER_VALUE);
    c.close();
    other.close();
  });
});

describe('bookmarks, shop counts, seasons and the reads without a public reply', () => {
  test('gbl is empty, gbc lists the packages bought, klh no season rank, upt and gfp {}', async () => {
    const c = await login('bea');
    expect((await ask(c, 'gbl', {})).payload).toEqual({ BL: [], ABL: [] });
    expect((await ask(c, 'gbc', { CID: 3750279, KID: 0 })).payload).toEqual({ PL: [] });
    record('bea').shopBought = { 3215: 2 };
    expect((await ask(c, 'gbc', { CID: 3750279, KID: 0 })).payload).toEqual({ PL: [{ PID: 3215, AMT: 2 }] });
    expect((await ask(c, 'klh', {})).payload).toEqual([]);
    expect((await ask(c, 'upt', {})).payload).toEqual({});
    expect((await ask(c, 'gfp', {})).payload).toEqual({});
    c.close();
  });
});

describe('rankings: hgh and pep', () => {
  test('hgh ranks the zone’s players by won fights, around oneself, a name or a rank; alliance lists are empty', async () => {
    const c = await login('hugo');
    const names = ['hugo', 'hans', 'hilde'];
    for (const n of names.slice(1)) (await login(n)).close();
    const wins = { hugo: 5, hans: 9, hilde: 1 };
    for (const n of names) record(n).victories = { 1: wins[n as keyof typeof wins] };
    const own = await ask(c, 'hgh', { LT: 5, LID: -1, SV: '-1' });
    const rows = own.payload.L;
    expect(rows.length).toBeLessThanOrEqual(HIGHSCORE_PAGE);
    // Most won fights first: hans (9) ranks above hugo (5), hugo above hilde (1).
    const rankOf = (n: string) => rows.find((r) => r[2].N === n)?.[0] ?? -1;
    expect(rankOf('hans')).toBeLessThan(rankOf('hugo'));
    expect(rankOf('hugo')).toBeLessThan(rankOf('hilde'));
    expect(rows.find((r) => r[2].N === 'hugo')![1]).toBe(5);
    expect(own.payload).toMatchObject({ LT: 5, LID: -1, SV: '-1' });
    expect(own.payload.LR).toBeGreaterThanOrEqual(3);
    expect((await ask(c, 'hgh', { LT: 6, LID: -1, SV: 'hilde' })).payload.L.some((r) => r[2].N === 'hilde')).toBe(true);
    expect((await ask(c, 'hgh', { LT: 6, LID: -1, SV: '1' })).payload.L[0]![0]).toBe(1);
    expect((await ask(c, 'hgh', { LT: 6, LID: -1, SV: 'nobody-here' })).payload.L).toEqual([]);
    expect((await ask(c, 'hgh', { LT: 10, LID: -1, SV: '-1' })).payload.L).toEqual([]);
    // The alliance search (LT 11 with a name): no alliance has a name here.
    expect((await ask(c, 'hgh', { LT: 11, LID: 6, SV: 'PACT' })).result).toBe(RESULT.ALLI_NOT_FOUND);
    c.close();
  });

  test('pep: points are won fights on the event’s own camps, with the alliance’s; an event not running is 145', async () => {
    const c = await login('paul');
    (await login('pia')).close();
    sim.world.joinAlliance(Z, 'paul', 4);
    sim.world.joinAlliance(Z, 'pia', 4);
    const paul = record('paul');
    const home = paul.castles[0]!;
    const camps = npcsIn(43, Z, 'green', { x1: home.x - 200, y1: home.y - 200, x2: home.x + 200, y2: home.y + 200 });
    const nomad = camps.find((s) => s.kind === 'nomad')!;
    const baron = camps.find((s) => s.kind === 'baron')!;
    paul.victories = { [nomad.id]: 4, [baron.id]: 7 };
    record('pia').victories = { [nomad.id]: 2 };
    sim.world.setEvents([EVENT_ID.SAMURAI_INVASION]);
    expect((await ask(c, 'pep', { EID: EVENT_ID.ALLIANCE_NOMAD_INVASION })).result).toBe(RESULT.NO_EVENT);
    sim.world.setEvents([EVENT_ID.ALLIANCE_NOMAD_INVASION, EVENT_ID.SAMURAI_INVASION]);
    const nomads = (await ask(c, 'pep', { EID: EVENT_ID.ALLIANCE_NOMAD_INVASION })).payload;
    expect(nomads.EID).toBe(EVENT_ID.ALLIANCE_NOMAD_INVASION);
    expect(nomads.OP).toEqual([4, 6]);
    expect(nomads.OR[0]).toBeGreaterThanOrEqual(1);
    // No fights on samurai camps: no points and no rank.
    expect((await ask(c, 'pep', { EID: EVENT_ID.SAMURAI_INVASION })).payload).toEqual({ EID: EVENT_ID.SAMURAI_INVASION, OR: [-1, -1], OP: [0, 0] });
    c.close();
  });
});
