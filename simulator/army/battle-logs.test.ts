/** Battle reports in the mailbox (`sne`, `bls`, `blm`, `bld`, `mmr`) and the weekly honour rank (`gwh`), over a real server. */
import { describe, expect, test } from 'bun:test';
import type { BattleLogReads } from '@shared/game-wire/battle-logs';
import type { MailRow } from '@shared/game-wire/client-reads';
import { UNIT } from '@shared/game-wire/ids';
import { decodeJsonText } from '@shared/game-wire/login';
import { RESULT } from '@shared/game-wire/protocol';
import { MAX_BATTLE_LOGS } from './battle-logs';
import { WEEK_GAME_MS } from './honour';
import { ownerOf } from '../map/live-views';
import { defenceOf, levelFor, npcsIn } from '../map/npcs';
import { BARON_COINS_PER_LEVEL, GAME_HOUR_MS, START, realMs } from '../core/rules';
import { manualClock } from '../test-client';
import { attackRequest, middleWave } from '@shared/game-wire/attack-request';
import { askIn, fileSimulator, pushedMail } from '../file-simulator';

const Z = 'EmpireEx_9';
const SEED = 44;
const TIME_SCALE = 60;
const clock = manualClock();
const { sim, login, record } = fileSimulator(Z, {
  seed: SEED,
  timeScale: TIME_SCALE,
  now: clock.now,
  maxRequestsPerSecond: 1000,
  raidChancePerHour: 0,
  attackSpacingMs: 0,
});

const gameHours = (h: number) => realMs(h * GAME_HOUR_MS, TIME_SCALE);
const ask = askIn<BattleLogReads>(Z);

/** The weakest robber baron camp near the player's main castle: the starting army beats it for sure. */
function easyBaron(name: string) {
  const home = record(name).castles[0]!;
  const near = npcsIn(SEED, Z, 'green', { x1: home.x - 60, y1: home.y - 60, x2: home.x + 60, y2: home.y + 60 }).filter((s) => s.kind === 'baron');
  const baron = near.sort((a, b) => defenceOf(a, 0) - defenceOf(b, 0))[0]!;
  expect(defenceOf(baron, 0)).toBeLessThanOrEqual(START.troops);
  return { home, baron };
}

const attack = (home: { x: number; y: number }, to: { x: number; y: number }, troops: number) =>
  attackRequest({ ...home, kingdomId: 0 }, to, 0, [middleWave([[UNIT.SPEARMAN, troops]])]);

describe('a won attack', () => {
  test('is pushed as a battle log, read whole by its id, and earns the camp’s level in honour and a weekly rank', async () => {
    const c = await login('bea');
    const { home, baron } = easyBaron('bea');
    const level = levelFor(baron, 0);
    expect((await c.command(Z, 'cra', attack(home, baron, START.troops))).result).toBe(RESULT.OK);
    clock.advance(gameHours(24));
    const [row] = await pushedMail(c, Z);
    const bea = record('bea');
    const fight = bea.reports.find((r) => r.fight)!.fight!;
    // Type 6 (BATTLE_LOG), its header "areaType+NPC attack+attacker won#kingdom+owner+name", from the camp's owner.
    expect(row).toEqual([fight.messageId, 6, `2+2+0#0+${ownerOf(baron)}+`, 'baron', ownerOf(baron), expect.any(Number), 0, 0, 0]);

    const short = await ask(c, 'bls', { MID: fight.messageId, IM: 0 });
    expect(short.result).toBe(RESULT.OK);
    expect(short.payload).toMatchObject({ MID: fight.messageId, LID: fight.messageId, MT: 6, DW: 0, MS: '2+2+0', H: level });
    expect(short.payload.AI).toMatchObject({ AT: 2, X: baron.x, Y: baron.y, K: 0, DP: ownerOf(baron), DL: level });
    const defence = defenceOf(baron, 0);
    expect(short.payload.PBI).toEqual([
      [
        bea.playerId,
        0,
        START.troops,
        -fight.attackersLost,
        [
          ['W', fight.loot!.wood],
          ['S', fight.loot!.stone],
          ['F', fight.loot!.food],
          ['C1', level * BARON_COINS_PER_LEVEL],
        ],
        0,
        0,
      ],
      [ownerOf(baron), 1, defence, -defence, [], 0, 0],
    ]);
    expect(short.payload.PI.map((o) => o.OID)).toEqual([bea.playerId, ownerOf(baron)]);
    expect(short.payload.blm).toBeUndefined();

    const middle = await ask(c, 'blm', { LID: fight.messageId });
    expect(middle.payload.W).toEqual([
      [
        [bea.playerId, [0, 0, 0], [START.troops, 0, -fight.attackersLost], [0, 0, 0]],
        [ownerOf(baron), [0, 0, 0], [defence, 0, -defence], [0, 0, 0]],
      ],
    ]);
    const detail = await ask(c, 'bld', { LID: fight.messageId });
    expect(detail.payload.W[0]![0][2]).toEqual([[[UNIT.SPEARMAN, START.troops, -fight.attackersLost]], []]);
    // IM 1 carries both in the short log's reply.
    const whole = await ask(c, 'bls', { MID: fight.messageId, IM: 1 });
    expect(whole.payload.blm).toEqual(middle.payload);
    expect(whole.payload.bld).toEqual(detail.payload);

    // Honour: the camp's level, ranked first this week among the zone's players; nothing last week.
    expect(bea.honour?.total).toBe(level);
    const week = await ask(c, 'gwh', {});
    expect(week.payload).toMatchObject({ LWR: 0, CWR: 1, LID: 1 });
    expect(week.payload.RT).toBeGreaterThan(0);
    expect(week.payload.RT).toBeLessThanOrEqual(realMs(WEEK_GAME_MS, TIME_SCALE) / 1000);
    // A game week later, this week's rank is last week's.
    clock.advance(realMs(WEEK_GAME_MS, TIME_SCALE));
    expect((await ask(c, 'gwh', {})).payload).toMatchObject({ LWR: 1, CWR: 0 });

    // mmr marks it read; the next login lists it read.
    expect((await c.command(Z, 'mmr', { MID: fight.messageId })).result).toBe(RESULT.OK);
    c.close();
    const again = await login('bea');
    const listed = (again.pushed.gbd!.payload as { sne: { MSG: MailRow[] } }).sne.MSG.find((r) => r[0] === fight.messageId)!;
    expect(listed[6]).toBe(1);
    again.close();
  });

  test('an id not in the mailbox is 66, an IM other than 0 or 1 is 2', async () => {
    const c = await login('bert');
    expect((await ask(c, 'bls', { MID: 4242, IM: 0 })).result).toBe(RESULT.NO_SUCH_MESSAGE);
    expect((await ask(c, 'blm', { LID: 4242 })).result).toBe(RESULT.NO_SUCH_MESSAGE);
    expect((await ask(c, 'bls', { MID: 1 } as never)).result).toBe(RESULT.INVALID_PARAMETER_VALUE);
    c.close();
  });
});

describe('raids on our castle', () => {
  test('a lost defence is a battle log the raider won; honour never drops below 0; a held one the defender won', async () => {
    const c = await login('cleo');
    const castle = record('cleo').castles[0]!;
    sim.world.launchRaid(Z, 'cleo', { castleId: castle.id, strength: 10_000, travelMinutes: 10 });
    clock.advance(gameHours(1));
    const [lost] = await pushedMail(c, Z);
    expect(decodeJsonText(lost![2])).toBe(`1+0+3#0+${record('cleo').playerId}+${castle.name}`);
    const short = (await ask(c, 'bls', { MID: lost![0], IM: 0 })).payload;
    expect(short).toMatchObject({ DW: 0, MS: '1+0+3', H: 0 });
    expect(short.PBI[0]!.slice(0, 4)).toEqual([lost![4], 0, 10_000, 0]);
    expect(record('cleo').honour?.total).toBe(0);

    sim.world.launchRaid(Z, 'cleo', { castleId: castle.id, strength: 1, travelMinutes: 10 });
    clock.advance(gameHours(1));
    const [held] = await pushedMail(c, Z);
    expect((await ask(c, 'bls', { MID: held![0], IM: 0 })).payload).toMatchObject({ DW: 1, MS: '1+0+1' });
    c.close();
  });

  test('the mailbox holds the newest 25 battle logs; an older one is 66', async () => {
    const c = await login('dana');
    const castle = record('dana').castles[0]!;
    for (let i = 0; i <= MAX_BATTLE_LOGS; i += 1) sim.world.launchRaid(Z, 'dana', { castleId: castle.id, strength: 1, travelMinutes: 10 + i });
    clock.advance(gameHours(2));
    const pushed = await pushedMail(c, Z);
    const ids = record('dana').reports.flatMap((r) => (r.fight ? [r.fight.messageId] : []));
    expect(ids).toHaveLength(MAX_BATTLE_LOGS + 1);
    expect(pushed.map((r) => r[0])).toEqual(ids.slice(1));
    expect((await ask(c, 'bls', { MID: ids[0]!, IM: 0 })).result).toBe(RESULT.NO_SUCH_MESSAGE);
    expect((await ask(c, 'bls', { MID: ids[1]!, IM: 0 })).result).toBe(RESULT.OK);
    c.close();
  });
});
