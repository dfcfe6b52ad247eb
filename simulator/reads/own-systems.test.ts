/**
 * The player's own systems (login-rewards.ts, rewards.ts, mercenaries.ts, ally-defence.ts, generals.ts, equipment.ts, skl) on the wire, answered from the
 * world's state.
 */
import { describe, expect, test } from 'bun:test';
import { UNIT } from '@shared/game-wire/ids';
import { OWN_SYSTEM_READS, type OwnSystemReads } from '@shared/game-wire/own-systems';
import { RESULT } from '@shared/game-wire/protocol';
import { dropAfterWin, equipmentOf } from '../economy/equipment';
import { LOGIN_BONUS_WEEK, STARTUP_REWARDS } from '../economy/login-rewards';
import { npcsIn } from '../map/npcs';
import { deliverPatchNote } from '../mail/patch-notes';
import { LOGIN, TestClient, manualClock } from '../test-client';
import { attackRequest, middleWave } from '@shared/game-wire/attack-request';
import { askIn, fileSimulator, startedFromSave } from '../file-simulator';

const Z = 'EmpireEx_7';
const SEED = 47;
const DAY = 24 * 3_600_000;
// Noon UTC, so that moving the clock by hours stays within the day and by a day crosses one midnight.
const clock = manualClock(Date.UTC(2026, 10, 2, 12));
const { sim, login, record } = fileSimulator(Z, {
  seed: SEED,
  now: clock.now,
  timeScale: 60,
  maxRequestsPerSecond: 1000,
  raidChancePerHour: 0,
  attackSpacingMs: 0,
});

const ask = askIn<OwnSystemReads>(Z);
const picked = (bonus: OwnSystemReads['alb']['res'], day: number) => bonus.R[day % 7]![`D${(day % 7) + 1}`]![1].PICK;

describe('the daily login bonus and the startup bonus', () => {
  test('the calendar moves on with each UTC day the player logs in; one reward a day is picked and given', async () => {
    let c = await login('lena');
    const first = await ask(c, 'alb', {});
    expect(first.result).toBe(RESULT.OK);
    expect(first.payload.D).toBe(0);
    expect(first.payload.R.map((d, i) => d[`D${i + 1}`]![0].REW[0])).toEqual([...LOGIN_BONUS_WEEK]);
    const wood = Math.floor(record('lena').castles[0]!.resources.wood);
    const pick = await ask(c, 'clb', { ID: -1, I: 'W', SP: null });
    expect(pick.result).toBe(RESULT.OK);
    expect(picked(pick.payload.alb, 0)).toEqual([{ W: [500] }]);
    expect(Math.floor(record('lena').castles[0]!.resources.wood)).toBe(wood + 500);
    // A second pick the same day, and a key not among the day's rewards, are refused and change nothing.
    expect((await ask(c, 'clb', { ID: -1, I: 'S', SP: null })).result).toBe(RESULT.GENERAL_ERROR);
    expect((await ask(c, 'clb', { ID: -1, I: 'LB', SP: 'VIP' })).result).toBe(RESULT.GENERAL_ERROR);
    // Another login the same day does not move the calendar; the first of the next day does.
    c.close();
    c = await login('lena');
    expect((await ask(c, 'alb', {})).payload.D).toBe(0);
    clock.advance(DAY);
    c.close();
    c = await login('lena');
    const next = await ask(c, 'alb', {});
    expect(next.payload.D).toBe(1);
    expect(picked(next.payload, 0)).toEqual([{ W: [500] }]);
    expect(picked(next.payload, 1)).toEqual([]);
    expect((await ask(c, 'clb', { ID: -1, I: 'W', SP: null })).result).toBe(RESULT.INVALID_PARAMETER_VALUE);
    const coins = record('lena').coins;
    expect((await ask(c, 'clb', { ID: -1, I: 'C1', SP: null })).result).toBe(RESULT.OK);
    expect(record('lena').coins).toBe(coins + 300);
    c.close();
  });

  test('the startup bonus gives one reward a UTC day, in order, then none', async () => {
    const c = await login('stan');
    expect((await ask(c, 'sli', {})).payload).toEqual({ NRR: 1, CC: 1 });
    const coins = record('stan').coins;
    expect((await ask(c, 'slc', {})).result).toBe(RESULT.OK);
    expect(record('stan').coins).toBe(coins + STARTUP_REWARDS[0]!.C1![0]!);
    expect((await ask(c, 'sli', {})).payload).toEqual({ NRR: 2, CC: 0 });
    expect((await ask(c, 'slc', {})).result).toBe(RESULT.GENERAL_ERROR);
    clock.advance(DAY);
    expect((await ask(c, 'sli', {})).payload).toEqual({ NRR: 2, CC: 1 });
    c.close();
  });

  test('loot boxes and construction items the bonus gives are in gls and gii', async () => {
    const c = await login('lotta');
    expect((await ask(c, 'gls', {})).payload).toEqual({ ALL: [], KEY: [] });
    // Days 3 and 4 of the week give a loot box and a construction item to pick.
    record('lotta').loginRewards!.days = 2;
    expect((await ask(c, 'clb', { ID: -1, I: 'LB', SP: null })).result).toBe(RESULT.OK);
    record('lotta').loginRewards!.days = 3;
    expect((await ask(c, 'clb', { ID: -1, I: 'CI', SP: null })).result).toBe(RESULT.OK);
    expect((await ask(c, 'gls', {})).payload.ALL).toEqual([{ ID: 1, AMT: 1 }]);
    expect((await ask(c, 'gii', {})).payload).toEqual({ CI: [[1, 1]] });
    // No construction item is placed here, so none has expired.
    expect((await ask(c, 'aec', {})).payload).toEqual([]);
    c.close();
  });
});

describe('patch notes', () => {
  test('a patch note in the mailbox: its rewards read (gpn) and collected once (cpn), its header then says so', async () => {
    sim.world.login(Z, LOGIN('paul', 'pw'));
    const mid = deliverPatchNote(record('paul'), { teaserId: 4, id: 77, rewards: { C2: [25], LB: [[2, 1]] } }, clock.now());
    const c = await login('paul');
    const sne = (c.pushed.gbd!.payload as { sne: { MSG: unknown[][] } }).sne.MSG;
    expect(sne.find((row) => row[0] === mid)?.slice(0, 3)).toEqual([mid, 125, '4+77+0']);
    expect((await ask(c, 'gpn', { PNID: 77 })).payload).toEqual({ R: { C2: [25], LB: [[2, 1]] } });
    expect((await ask(c, 'gpn', { PNID: 78 })).result).toBe(RESULT.NO_SUCH_MESSAGE);
    expect((await ask(c, 'cpn', { PNID: 76, MID: mid })).result).toBe(RESULT.INVALID_PARAMETER_VALUE);
    const rubies = record('paul').rubies;
    expect((await ask(c, 'cpn', { PNID: 77, MID: mid })).result).toBe(RESULT.OK);
    expect(record('paul').rubies).toBe(rubies + 25);
    expect((await ask(c, 'gls', {})).payload.ALL).toEqual([{ ID: 2, AMT: 1 }]);
    expect((await ask(c, 'cpn', { PNID: 77, MID: mid })).result).toBe(RESULT.GENERAL_ERROR);
    c.close();
    const again = await login('paul');
    expect((again.pushed.gbd!.payload as { sne: { MSG: unknown[][] } }).sne.MSG.find((row) => row[0] === mid)?.[2]).toBe('4+77+1');
    again.close();
  });
});

describe('the mercenary camp', () => {
  test('a mission is started for its price, runs its time, is collected for its rewards; a new batch comes after a game day', async () => {
    const c = await login('mira');
    const list = await ask(c, 'mpe', { MID: -1 });
    expect(list.result).toBe(RESULT.OK);
    expect(list.payload.M).toHaveLength(3);
    expect(list.payload.M.every((m) => m.S === 0 && m.RD === 0)).toBe(true);
    // 24 game hours at a time scale of 60 are 24 real minutes.
    expect(list.payload.NM).toBe(24 * 60);
    const mission = list.payload.M[0]!;
    const coins = record('mira').coins;
    const started = await ask(c, 'mpe', { MID: mission.ID });
    expect(record('mira').coins).toBe(coins - mission.P);
    expect(started.payload.M.find((m) => m.ID === mission.ID)).toMatchObject({ S: 1, RD: mission.D });
    // Collecting before its time is refused (finishing early for rubies is not modelled), and so is a second mission meanwhile.
    expect((await ask(c, 'mpe', { MID: mission.ID })).result).toBe(RESULT.GENERAL_ERROR);
    expect((await ask(c, 'mpe', { MID: list.payload.M[1]!.ID })).result).toBe(RESULT.GENERAL_ERROR);
    clock.advance(mission.D * 1000);
    expect((await ask(c, 'mpe', { MID: -1 })).payload.M.find((m) => m.ID === mission.ID)).toMatchObject({ S: 2, RD: 0 });
    const held = { ...record('mira').castles[0]!.resources };
    const collected = await ask(c, 'mpe', { MID: mission.ID });
    expect(collected.payload.M.map((m) => m.ID)).not.toContain(mission.ID);
    const [key, amount] = mission.R[0] as ['W' | 'S' | 'F', number];
    const field = { W: 'wood', S: 'stone', F: 'food' } as const;
    expect(Math.floor(record('mira').castles[0]!.resources[field[key]])).toBe(
      Math.floor(Math.min(record('mira').castles[0]!.capacity, held[field[key]] + amount)),
    );
    expect((await ask(c, 'mpe', { MID: 999 })).result).toBe(RESULT.INVALID_PARAMETER_VALUE);
    clock.advance(DAY);
    const fresh = await ask(c, 'mpe', { MID: -1 });
    expect(fresh.payload.M.map((m) => m.ID)).not.toEqual(list.payload.M.filter((m) => m.ID !== mission.ID).map((m) => m.ID));
    c.close();
  });
});

describe("an ally's defence screen", () => {
  test("sdi shows an alliance member's garrison, tools on the wall and the support there; one's own castle is 92, a stranger's 203", async () => {
    const c = await login('sven');
    const ally = await login('sara');
    const stranger = await login('sepp');
    sim.world.joinAlliance(Z, 'sven', 9);
    sim.world.joinAlliance(Z, 'sara', 9);
    const mine = record('sven').castles[0]!;
    const theirs = record('sara').castles[0]!;
    theirs.defence.wall.L = [[645, 2]];
    theirs.support = [{ id: 1, fromPlayerId: record('sven').playerId, troops: 30, arrivesAt: clock.now() - 1, until: clock.now() + DAY }];
    const at = (castle: { x: number; y: number }) => ({ TX: castle.x, TY: castle.y, SX: mine.x, SY: mine.y });
    const info = await ask(c, 'sdi', at(theirs));
    expect(info.result).toBe(RESULT.OK);
    expect(info.payload.S).toEqual([[[645, 2]], [], [], [[UNIT.SPEARMAN, theirs.troops]], [], [[UNIT.SPEARMAN, 30]]]);
    expect(info.payload.SCID).toBe(mine.id);
    expect(info.payload.gaa.OI).toEqual([expect.objectContaining({ OID: record('sara').playerId })]);
    expect(info.payload.gui.I).toContainEqual([UNIT.SPEARMAN, mine.troops]);
    expect((await ask(c, 'sdi', at(mine))).result).toBe(RESULT.NO_SELF_DESTRUCTION);
    expect((await ask(c, 'sdi', at(record('sepp').castles[0]!))).result).toBe(RESULT.INVALID_AREA);
    for (const client of [c, ally, stranger]) client.close();
  });
});

describe('generals, equipment and skills', () => {
  test('a fight led by a commander counts for its general', async () => {
    const c = await login('gerd');
    const before = await ask(c, 'gie', {});
    expect(before.payload.G).toHaveLength(2);
    expect(before.payload.G.every((g) => g.W === 0 && g.D === 0 && g.XP === 0)).toBe(true);
    const castle = record('gerd').castles[0]!;
    const baron = npcsIn(SEED, Z, 'green', { x1: castle.x - 60, y1: castle.y - 60, x2: castle.x + 60, y2: castle.y + 60 }).find((s) => s.kind === 'baron')!;
    const sent = await c.command(Z, 'cra', attackRequest({ ...castle, kingdomId: 0 }, baron, 0, [middleWave([[UNIT.SPEARMAN, 150]])]));
    expect(sent.result).toBe(RESULT.OK);
    clock.advance(DAY);
    const after = (await ask(c, 'gie', {})).payload.G;
    const led = after.find((g) => g.GID === record('gerd').generals!.find((r) => r.commanderId === 0)!.id)!;
    expect(led.W + led.D).toBe(1);
    expect(led.XP).toBe(led.W ? 100 : 20);
    expect(after.filter((g) => g !== led).every((g) => g.W + g.D === 0)).toBe(true);
    c.close();
  });

  test('the equipment held stays; auto-sell rules are kept and sell what a won fight drops', async () => {
    const c = await login('elke');
    const items = (await ask(c, 'gei', {})).payload.I;
    expect(items).toHaveLength(2);
    expect((await ask(c, 'gei', {})).payload.I).toEqual(items);
    expect((await ask(c, 'asg', {})).payload).toEqual({ ECS: [], GCS: [] });
    expect((await ask(c, 'aes', { ECS: [[9, 1]] })).result).toBe(RESULT.INVALID_PARAMETER_VALUE);
    // Fights until one drops an item: it is kept while no rule names it.
    const player = record('elke');
    let fight = 0;
    while (equipmentOf(player, SEED).items.length === 2) dropAfterWin(player, SEED, ++fight);
    expect((await ask(c, 'gei', {})).payload.I).toHaveLength(3);
    // Every slot and rarity sold: the next drop brings coins, not an item.
    const all: Array<[number, number]> = [1, 2, 3, 4].flatMap((slot) => [1, 2, 3, 4].map((rarity): [number, number] => [slot, rarity]));
    expect((await ask(c, 'aes', { ECS: all })).result).toBe(RESULT.OK);
    expect((await ask(c, 'asg', {})).payload.ECS).toEqual(all);
    const coins = player.coins;
    while (player.coins === coins) dropAfterWin(player, SEED, ++fight);
    expect(player.coins).toBeGreaterThan(coins);
    expect((await ask(c, 'gei', {})).payload.I).toHaveLength(3);
    c.close();
  });

  test('skill points come with legend levels', async () => {
    const c = await login('kurt');
    expect((await ask(c, 'skl', {})).payload).toEqual({ SID: [], SIDS: [], SP: 0, RS: 0, RC: 0, SSA: [] });
    record('kurt').level = 75;
    expect((await ask(c, 'skl', {})).payload.SP).toBe(5);
    c.close();
  });

  test('every command of these systems is answered for a logged-in player', async () => {
    const c = await login('otto');
    const answered = new Set<string>();
    for (const command of OWN_SYSTEM_READS) {
      const reply = await c.command(Z, command, { PNID: 1, MID: 1 });
      if (reply.result !== RESULT.GENERAL_ERROR || !String((reply.payload as { error?: string }).error).includes('unknown')) answered.add(command);
    }
    expect([...answered].sort()).toEqual([...OWN_SYSTEM_READS].sort());
    c.close();
  });
});

describe('the state file', () => {
  test('keeps the login bonus, the items, the camp, the generals and the equipment', async () => {
    const c = await login('pia');
    record('pia').loginRewards!.days = 2;
    expect((await ask(c, 'clb', { ID: -1, I: 'LB', SP: null })).result).toBe(RESULT.OK);
    const missions = (await ask(c, 'mpe', { MID: -1 })).payload.M;
    await ask(c, 'mpe', { MID: missions[0]!.ID });
    const generals = (await ask(c, 'gie', {})).payload;
    const items = (await ask(c, 'gei', {})).payload;
    c.close();
    await startedFromSave(sim, { seed: SEED, now: clock.now }, async (again) => {
      const back = await TestClient.ready(again.url, Z, { name: 'pia', password: 'pw' });
      expect(picked((await back.command(Z, 'alb', {})).payload as OwnSystemReads['alb']['res'], 2)).toEqual([{ LB: [[1, 1]] }]);
      expect((await back.command(Z, 'gls', {})).payload).toEqual({ ALL: [{ ID: 1, AMT: 1 }], KEY: [] });
      expect(((await back.command(Z, 'mpe', { MID: -1 })).payload as OwnSystemReads['mpe']['res']).M.find((m) => m.ID === missions[0]!.ID)?.S).toBe(1);
      expect((await back.command(Z, 'gie', {})).payload).toEqual(generals);
      expect((await back.command(Z, 'gei', {})).payload).toEqual(items);
      back.close();
    });
  });
});
