/** The account's live map from the replies the bots already get: no read of its own, verdicts kept, told at most once a period. */
import { expect, test } from 'bun:test';
import type { AccountMap } from '@shared/account-map';
import { RESULT, type ReplyFrame } from '@shared/game-wire/protocol';
import { MapWatch } from './map-watch';

const NOW = 1_700_000_000_000;
const PID = 4711;
const HOME = [1, 320, 410, 1001, PID, 12, 8, 8, 6, 4, 'Eagle Rock', 0, 0, -1, 0, -1, 0, 0];
const client = { known: { gpi: { PID, PN: 'Ermengarde' }, gcl: { PID, C: [{ KID: 0, AI: [{ AI: HOME }] }] } }, receivedAt: {} };
const reply = (command: string, payload: unknown, result: number = RESULT.OK): ReplyFrame => ({ command, requestId: 1, result, payload, params: [] });
const camps = (kid: number, rows: unknown[][]) => reply('gaa', { KID: kid, AI: rows, OI: [] });
const baronAt = (x: number, y: number, victories = 3, cooldownSeconds = 0) => [2, x, y, -1, victories, cooldownSeconds, 0];

function watched(everyMs = 20) {
  const told: AccountMap[] = [];
  const watch = new MapWatch(
    'acc1',
    (map) => told.push(map),
    () => NOW,
    everyMs,
  );
  return { watch, told, next: () => new Promise<AccountMap>((resolve) => setTimeout(() => resolve(told.at(-1)!), everyMs + 30)) };
}

test('a map read, its verdicts and the castle: camps by kind, level and cooldown; a read replaces the camps it covers', async () => {
  const { watch, told, next } = watched();
  watch.loggedIn(client);
  watch.heard(camps(0, [baronAt(300, 380), baronAt(305, 390, 10, 120), [11, 12, 13, 600, 44, 0, -1, 0]]), client);
  watch.judge([
    { kingdomId: 0, x: 300, y: 380, verdict: 'beatable' },
    { kingdomId: 0, x: 305, y: 390, verdict: 'tooStrong', needed: 85 },
  ]);
  const map = await next();
  expect(told).toHaveLength(1); // three changes within one period: told once
  expect(map.castles).toEqual([{ id: 1001, name: 'Eagle Rock', kingdomId: 0, x: 320, y: 410 }]);
  expect(map.readAt).toBe(NOW);
  expect(map.targets).toEqual([
    { id: '0:300:380', kingdomId: 0, x: 300, y: 380, kind: 'baron', level: 4, cooldownUntil: 0, verdict: 'beatable' },
    { id: '0:305:390', kingdomId: 0, x: 305, y: 390, kind: 'baron', level: 7, cooldownUntil: NOW + 120_000, verdict: 'tooStrong', needed: 85 },
    { id: '0:12:13', kingdomId: 0, x: 12, y: 13, kind: 'fortress', level: 44, cooldownUntil: 0, verdict: 'unknown' },
  ]);

  // A new read of the same rectangle: the camp gone from it is gone, the verdict of one still there stays.
  watch.heard(camps(0, [baronAt(300, 380), baronAt(12, 13)]), client, { KID: 0, AX1: 0, AY1: 0, AX2: 400, AY2: 400 });
  const again = await next();
  expect(again.targets.map((t) => [t.id, t.verdict])).toEqual([
    ['0:300:380', 'beatable'],
    ['0:12:13', 'unknown'],
  ]);
});

test('armies: our attack from its answer, then the movement list replaces them; an attack on us comes from its attacker to our castle', async () => {
  const { watch, next } = watched();
  watch.heard(camps(0, [baronAt(300, 380)]), client);
  const sent = {
    AAM: {
      M: { MID: 1, T: 0, PT: 0, TT: 90, D: 0, TID: -202, KID: 0, SID: PID, OID: PID, TA: [2, 300, 380, -1, 3, 0, 0], SA: HOME },
      GA: { L: [[602, 20]], M: [[602, 40]], R: [], RW: [] },
    },
  };
  watch.heard(reply('cra', sent), client);
  const out = await next();
  expect(out.armies).toEqual([
    {
      id: 1,
      kind: 'attack',
      kingdomId: 0,
      from: { x: 320, y: 410 },
      to: { x: 300, y: 380 },
      departedAt: NOW,
      arrivesAt: NOW + 90_000,
      troops: 60,
      targetId: '0:300:380',
    },
  ]);

  const gam = {
    M: [
      {
        M: { MID: 2, T: 2, PT: 10, TT: 40, D: 1, TID: PID, KID: 0, SID: -202, OID: PID, TA: HOME, SA: [2, 300, 380, -1, 3, 0, 0] },
        A: [[602, 55]],
        G: [['W', 500]],
      },
      { M: { MID: 3, T: 11, PT: 0, TT: 1200, D: 0, TID: PID, KID: 0, SID: -203, OID: -203, TA: HOME, SA: [2, 330, 420, -1, 0, 0, 0] }, GS: 240 },
    ],
    O: [
      { OID: PID, N: 'Ermengarde' },
      { OID: -203, N: 'Robber Baron Gunnar' },
    ],
  };
  watch.heard(reply('gam', gam), client);
  const moved = await next();
  expect(moved.armies.map((a) => [a.id, a.kind, a.from, a.to, a.troops])).toEqual([
    [2, 'return', { x: 300, y: 380 }, { x: 320, y: 410 }, 55],
    [3, 'incoming', { x: 330, y: 420 }, { x: 320, y: 410 }, 240],
  ]);
  expect(moved.armies[1]!.attacker).toBe('Robber Baron Gunnar');
});

test('refusals and other commands change nothing; a closed watch tells nothing more', async () => {
  const { watch, told, next } = watched();
  watch.heard(camps(0, [baronAt(1, 1)]), client);
  await next();
  watch.heard(reply('gaa', { KID: 0, AI: [baronAt(2, 2)] }, 114), client);
  watch.heard(reply('gbd', {}), client);
  watch.heard(reply('gaa', 'not a map'), client);
  await Bun.sleep(60);
  expect(told).toHaveLength(1);
  watch.heard(camps(0, [baronAt(3, 3)]), client);
  watch.close();
  await Bun.sleep(60);
  expect(told).toHaveLength(1);
});
