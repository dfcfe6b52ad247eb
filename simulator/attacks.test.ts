import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { readMovements, readSentMovement, readState, type Movement, type PlayerState } from '../shared/src/game-wire/live-data';
import { RESULT, type NpcTarget, type ReplyFrame } from '../shared/src/game-wire/protocol';
import { START } from './rules';
import { startSimulator, type Simulator } from './server';
import { TestClient, manualClock } from './test-client';

const Z = 'EmpireEx_21';
const clock = manualClock();
let sim: Simulator;
beforeAll(async () => {
  sim = await startSimulator({ seed: 21, now: clock.now, maxRequestsPerSecond: 1000, raidChancePerHour: 0 });
});
afterAll(() => sim.stop());

async function state(c: TestClient): Promise<PlayerState> {
  return readState((await c.command(Z, 'gbd', {})).payload, clock.now());
}

async function home(c: TestClient): Promise<PlayerState['castles'][number]> {
  return (await state(c)).castles[0]!;
}

/** The player's id, from the login data the game pushed. */
const me = (c: TestClient) => readState(c.pushed.gbd!.payload).playerId;

async function movements(c: TestClient): Promise<Movement[]> {
  return readMovements((await c.command(Z, 'gam', {})).payload, me(c), clock.now());
}

const sentMovement = (c: TestClient, reply: ReplyFrame) => readSentMovement(reply.payload, me(c), clock.now());

async function targets(c: TestClient, castleId: number, kind?: string): Promise<NpcTarget[]> {
  const reply = await c.command(Z, 'gaa', kind ? { castleId, kind } : { castleId });
  expect(reply.result).toBe(RESULT.OK);
  return (reply.payload as { targets: NpcTarget[] }).targets;
}

/** The weakest baron in view: the starting army beats it reliably. */
async function easyBaron(c: TestClient, castleId: number): Promise<NpcTarget> {
  const barons = (await targets(c, castleId, 'baron')).filter((t) => t.cooldownUntil === 0).sort((a, b) => a.defence - b.defence);
  const baron = barons[0];
  if (!baron || baron.defence > START.troops) throw new Error('no beatable baron near the castle for this seed');
  return baron;
}

describe('gaa', () => {
  test('lists NPC targets near the castle, filterable by kind', async () => {
    const c = await TestClient.ready(sim.url, Z, { name: 'scout', password: 'pw' });
    const castle = await home(c);
    const all = await targets(c, castle.id);
    expect(all.length).toBeGreaterThan(5);
    for (const t of all) {
      expect(Math.hypot(t.x - castle.x, t.y - castle.y)).toBeLessThanOrEqual(80);
      expect(t.kingdom).toBe('green');
      expect(t.level).toBeGreaterThanOrEqual(1);
      expect(t.level).toBeLessThanOrEqual(70);
      expect(t.cooldownUntil).toBe(0);
    }
    // Defence grows with level.
    const byLevel = [...all].sort((a, b) => a.level - b.level);
    expect(byLevel[0]!.defence).toBeLessThan(byLevel[byLevel.length - 1]!.defence);
    const barons = await targets(c, castle.id, 'baron');
    expect(barons.length).toBeGreaterThan(0);
    expect(barons.every((t) => t.kind === 'baron')).toBe(true);
    expect((await c.command(Z, 'gaa', { castleId: castle.id, kind: 'dragon' })).result).toBe(RESULT.FAILED);
    c.close();
  });
});

describe('cra', () => {
  test('attack a baron: arrival, cooldown, return, loot added to the castle', async () => {
    const c = await TestClient.ready(sim.url, Z, { name: 'raider', password: 'pw' });
    const castle = await home(c);
    const baron = await easyBaron(c, castle.id);
    const sentAt = clock.now();

    const sent = await c.command(Z, 'cra', { castleId: castle.id, targetId: baron.id, troops: START.troops });
    expect(sent.result).toBe(RESULT.OK);
    const attack = sentMovement(c, sent);
    expect(attack).toMatchObject({ type: 'attack', castleId: castle.id, targetId: baron.id, troops: START.troops });
    expect(attack.arrivesAt).toBeGreaterThan(sentAt);
    expect((await home(c)).troops).toBe(0);

    // The target is claimed: a second attack is refused and the map shows the cooldown.
    const again = await c.command(Z, 'cra', { castleId: castle.id, targetId: baron.id, troops: 1 });
    expect(again.result).toBe(RESULT.FAILED);
    const listed = (await targets(c, castle.id)).find((t) => t.id === baron.id)!;
    expect(listed.cooldownUntil).toBeGreaterThan(attack.arrivesAt);

    clock.set(attack.arrivesAt);
    const afterFight = await movements(c);
    expect(afterFight).toHaveLength(1);
    const ret = afterFight[0]!;
    expect(ret).toMatchObject({ type: 'return', castleId: castle.id, targetId: baron.id });
    expect(ret.troops).toBeGreaterThan(0);
    expect(ret.troops).toBeLessThanOrEqual(START.troops);
    expect(ret.loot!.wood).toBeGreaterThan(0);
    expect(ret.arrivesAt).toBeGreaterThan(attack.arrivesAt);
    // The cooldown runs 30 game minutes from the fight.
    const cooldown = (await targets(c, castle.id)).find((t) => t.id === baron.id)!.cooldownUntil;
    expect(cooldown).toBe(attack.arrivesAt + 30_000);

    clock.set(ret.arrivesAt);
    const back = await home(c);
    const hours = (ret.arrivesAt - sentAt) / 60_000;
    expect(back.troops).toBe(ret.troops);
    expect(back.resources.wood).toBe(Math.floor(START.resources.wood + START.production.wood * hours + ret.loot!.wood));
    expect(await movements(c)).toEqual([]);

    clock.set(cooldown);
    expect((await targets(c, castle.id)).find((t) => t.id === baron.id)!.cooldownUntil).toBe(0);
    c.close();
  });

  test('refuses more troops than are at home, unknown targets and bad fields', async () => {
    const c = await TestClient.ready(sim.url, Z, { name: 'overreach', password: 'pw' });
    const castle = await home(c);
    const baron = await easyBaron(c, castle.id);
    const tooMany = await c.command(Z, 'cra', { castleId: castle.id, targetId: baron.id, troops: START.troops + 1 });
    expect(tooMany.payload).toEqual({ error: `not enough troops: ${START.troops} at home` });
    expect((await c.command(Z, 'cra', { castleId: castle.id, targetId: 99_999_999, troops: 1 })).result).toBe(RESULT.FAILED);
    expect((await c.command(Z, 'cra', { castleId: castle.id, targetId: baron.id, troops: 'all' })).payload).toEqual({
      error: 'troops must be an integer',
    });
    expect((await home(c)).troops).toBe(START.troops);
    c.close();
  });

  test('an attack far too weak loses most of the army and brings no loot', async () => {
    const c = await TestClient.ready(sim.url, Z, { name: 'reckless', password: 'pw' });
    const castle = await home(c);
    const strong = (await targets(c, castle.id)).filter((t) => t.cooldownUntil === 0).sort((a, b) => b.defence - a.defence)[0]!;
    expect(strong.defence).toBeGreaterThan(START.troops * 1.25);
    const sent = sentMovement(c, await c.command(Z, 'cra', { castleId: castle.id, targetId: strong.id, troops: START.troops }));
    clock.set(sent.arrivesAt);
    const [ret] = await movements(c);
    expect(ret!.troops).toBe(START.troops - Math.round(START.troops * 0.7));
    expect(ret!.loot).toBeNull();
    c.close();
  });
});

describe('msd', () => {
  test('a skip shortens the movement by its game minutes, never below now', async () => {
    const c = await TestClient.ready(sim.url, Z, { name: 'hasty', password: 'pw' });
    const castle = await home(c);
    const baron = await easyBaron(c, castle.id);
    const attack = sentMovement(c, await c.command(Z, 'cra', { castleId: castle.id, targetId: baron.id, troops: 10 }));

    const m1 = await c.command(Z, 'msd', { movementId: attack.id, skip: 'm1' });
    expect(sentMovement(c, m1).arrivesAt).toBe(attack.arrivesAt - 1_000);
    const m30 = await c.command(Z, 'msd', { movementId: attack.id, skip: 'm30' });
    const skipped = sentMovement(c, m30);
    expect(skipped.arrivesAt).toBe(Math.max(clock.now(), attack.arrivesAt - 31_000));
    expect((await state(c)).skips).toEqual({ m1: START.skips.m1 - 1, m5: START.skips.m5, m30: START.skips.m30 - 1 });
    expect((await c.command(Z, 'msd', { movementId: 424_242, skip: 'm5' })).result).toBe(RESULT.FAILED);
    expect((await c.command(Z, 'msd', { movementId: attack.id, skip: 'm2' })).result).toBe(RESULT.FAILED);
    c.close();
  });

  test('runs out of skip items', async () => {
    const c = await TestClient.ready(sim.url, Z, { name: 'spender', password: 'pw' });
    const castle = await home(c);
    const baron = await easyBaron(c, castle.id);
    const attack = sentMovement(c, await c.command(Z, 'cra', { castleId: castle.id, targetId: baron.id, troops: 10 }));
    sim.world.player(Z, 'spender')!.skips.m5 = 0;
    const reply = await c.command(Z, 'msd', { movementId: attack.id, skip: 'm5' });
    expect(reply.payload).toEqual({ error: 'no m5 skips left' });
    c.close();
  });
});
