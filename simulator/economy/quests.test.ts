/** Quests: `qli` after the login, `qdr`/`qdc` donations and `fcq` visits, a finished quest's `qfi` and its follow-up's `qst`. */
import { expect, test } from 'bun:test';
import { encodeCommand, parseReply, RESULT, type ReplyFrame } from '@shared/game-wire/protocol';
import { TestClient, manualClock } from '../test-client';
import { fileSimulator } from '../file-simulator';

const Z = 'EmpireEx';
const clock = manualClock();
const { sim } = fileSimulator(Z, { seed: 9, now: clock.now, raidChancePerHour: 0, maxRequestsPerSecond: 1000 });

const donation = (QID: number, fields: Record<string, number>) => ({ QID, F: 0, W: 0, S: 0, C1: 0, O: 0, C: 0, I: 0, G: 0, PWR: 0, PO: -1, ...fields });

/** The pushes that follow a reply, until `last` arrives. */
async function pushesUntil(c: TestClient, last: string): Promise<ReplyFrame[]> {
  const frames: ReplyFrame[] = [];
  for (;;) {
    const reply = await c.nextReply();
    frames.push(reply);
    if (reply.command === last) return frames;
  }
}

test('the open quests are pushed after the login, with one counter per condition', async () => {
  const c = await TestClient.ready(sim.url, Z, { name: 'quester', password: 'pw' });
  expect(c.pushed.qli?.payload).toEqual({
    QL: [
      { QID: 34, P: [0] },
      { QID: 95, P: [0] },
      { QID: 311, P: [0, 0] },
      { QID: 53271, P: [0] },
    ],
  });
  c.close();
});

test('qdr donates one resource from the joined castle; the last counter filled finishes the quest (qfi) and opens the next of its series (qst)', async () => {
  const c = await TestClient.ready(sim.url, Z, { name: 'donor', password: 'pw' });
  const player = () => sim.world.player(Z, 'donor')!;
  const main = player().castles[0]!;
  main.resources.stone = 2_000;
  player().coins = 1_000;
  // Quest 311: 400 coins and 500 stone (the game's table).
  expect((await c.command(Z, 'qdr', donation(311, { S: 500 }))).result).toBe(RESULT.OK);
  const progress = await pushesUntil(c, 'qli');
  expect(progress.map((p) => p.command)).toEqual(['grc', 'qpg', 'qli']);
  expect(progress[0]!.payload).toMatchObject({ AID: main.id, S: 1_500 });
  expect(progress[2]!.payload).toMatchObject({ QL: expect.arrayContaining([{ QID: 311, P: [0, 500] }]) });
  expect(Math.floor(main.resources.stone)).toBe(1_500);

  expect((await c.command(Z, 'qdr', donation(311, { C1: 400 }))).result).toBe(RESULT.OK);
  const done = await pushesUntil(c, 'qst');
  expect(done.map((p) => [p.command, p.payload])).toEqual([
    ['gcu', { C1: 600, C2: expect.any(Number) }],
    ['qfi', { QID: 311 }],
    ['qst', { QIDS: [312] }],
  ]);
  expect(player().coins).toBe(600);
  expect(player().quests!.map((q) => q.id)).toEqual([34, 95, 53271, 312]);
  c.close();
});

test('qdr refuses a quest that is not open (400), a resource the quest does not ask for, two resources at once, rubies, and more than the castle holds', async () => {
  const c = await TestClient.ready(sim.url, Z, { name: 'refused', password: 'pw' });
  const main = sim.world.player(Z, 'refused')!.castles[0]!;
  main.resources.food = 100;
  expect((await c.command(Z, 'qdr', donation(98, { F: 250 }))).result).toBe(RESULT.QUEST_ID_NOT_FOUND);
  expect((await c.command(Z, 'qdr', donation(95, { W: 400 }))).result).toBe(RESULT.INVALID_PARAMETER_VALUE);
  expect((await c.command(Z, 'qdr', donation(95, { F: 200, W: 200 }))).result).toBe(RESULT.INVALID_PARAMETER_VALUE);
  expect((await c.command(Z, 'qdr', { ...donation(95, { F: 400 }), PWR: 1 })).result).toBe(RESULT.INVALID_PARAMETER_VALUE);
  expect((await c.command(Z, 'qdr', donation(95, { F: 400 }))).result).toBe(RESULT.NOT_ENOUGH_RESOURCES);
  expect(Math.floor(main.resources.food)).toBe(100);
  expect(sim.world.player(Z, 'refused')!.quests!.find((q) => q.id === 95)!.progress).toEqual([0]);
  c.close();
});

test('qdc donates khan medals from the special currencies', async () => {
  const c = await TestClient.ready(sim.url, Z, { name: 'medals', password: 'pw' });
  // 60011 (the Khan's event, 72): 14,900 coins, 500 khan medals and a khan camp defeated (the game's table).
  sim.world.setQuests(Z, 'medals', [{ id: 60011 }]);
  const player = sim.world.player(Z, 'medals')!;
  player.currencies = { KM: 499 };
  expect((await c.command(Z, 'qdc', { QID: 60011, CID: 10, A: 500 })).result).toBe(RESULT.NOT_ENOUGH_SPECIAL_CURRENCY);
  expect((await c.command(Z, 'qdc', { QID: 60011, CID: 7, A: 500 })).result).toBe(RESULT.INVALID_PARAMETER_VALUE);
  player.currencies = { KM: 600 };
  expect((await c.command(Z, 'qdc', { QID: 60011, CID: 10, A: 500 })).result).toBe(RESULT.OK);
  expect(player.currencies).toEqual({ KM: 100 });
  // Open until the camp is defeated: this world does not count battles for quests.
  expect(player.quests).toEqual([{ id: 60011, progress: [0, 500, 0] }]);
  c.close();
});

test('fcq is answered empty; the generals inn visit with the quest’s target finishes quest 53271, another target counts nothing', async () => {
  const c = await TestClient.ready(sim.url, Z, { name: 'visitor', password: 'pw' });
  expect((await c.nextReply()).command).toBe('slt'); // the login's last push
  c.send(encodeCommand(Z, 'fcq', { QC: 'visitGeneralsInn', QTID: 2 }));
  c.send(encodeCommand(Z, 'fcq', { QC: 'visitGeneralsInn', QTID: 1 }));
  // Each is answered empty; the second one's effect follows its answer.
  expect((await c.nextReply()).command).toBe('fcq');
  expect((await c.nextReply()).command).toBe('fcq');
  expect(parseReply(await c.next())).toMatchObject({ command: 'qfi', payload: { QID: 53271 } });
  expect(sim.world.player(Z, 'visitor')!.quests!.map((q) => q.id)).toEqual([34, 95, 311]);
  c.close();
});
