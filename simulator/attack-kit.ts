/**
 * What the map, attack and camp-skip tests share: one simulator per test file on a manual clock, a
 * player's state and castles as a client reads them, map reads, the live attack request and the
 * movements it starts.
 */
import { expect } from 'bun:test';
import type { AttackRequest, Wave } from '@shared/game-wire/commands';
import { AREA_TYPE, UNIT } from '@shared/game-wire/ids';
import { readMapTargets, type MapTarget } from '@shared/game-wire/live-map';
import { readMovements, readSentMovement, type Movement } from '@shared/game-wire/live-movements';
import { readState, type Castle, type PlayerState } from '@shared/game-wire/live-data';
import type { LiveMapArea, LiveMovementWrapper, UnitCount } from '@shared/game-wire/live-shapes';
import { RESULT, type ReplyFrame } from '@shared/game-wire/protocol';
import { START, npcDefence } from './core/rules';
import { startSimulator, type Simulator } from './server';
import { TestClient, manualClock } from './test-client';
import { attackRequest, flankOf, middleWave } from '@shared/game-wire/attack-request';
import { robberBaronCampDefence } from '@shared/combat/camp-defence';
import { sizeAttack } from '@shared/combat/attack-sizing';
import { waveCaps } from '@shared/game-wire/wave-caps';

export const Z = 'EmpireEx_21';
export const clock = manualClock();
/** The test file's simulator, between `openSim` (beforeAll) and `closeSim` (afterAll). */
export let sim: Simulator;
export async function openSim(): Promise<void> {
  // Spacing is tested on a simulator of its own; here attacks may follow each other at once.
  sim = await startSimulator({ seed: 21, now: clock.now, maxRequestsPerSecond: 1000, raidChancePerHour: 0, attackSpacingMs: 0 });
}
export const closeSim = () => sim.stop();

/** The player's id, from the login data the game pushed. */
export const me = (c: TestClient) => readState(c.pushed.gbd!.payload).playerId;

/** The pushed login data with fresh castle details (`dcl`), as a client knows the player. */
export async function state(c: TestClient, zone = Z): Promise<PlayerState> {
  const dcl = await c.command(zone, 'dcl', { CD: 1 });
  expect(dcl.result).toBe(RESULT.OK);
  return readState({ ...(c.pushed.gbd!.payload as object), dcl: dcl.payload }, clock.now());
}

export const green = async (c: TestClient) => (await state(c)).castles.find((castle) => castle.kingdom === 'green')!;
export const isle = async (c: TestClient) => (await state(c)).castles.find((castle) => castle.kingdom === 'storm')!;

/** A `gaa` rectangle of `radius` tiles around a castle (2 × radius + 1 a side). */
export const around = (castle: Castle, radius = 50) => ({
  KID: castle.kingdomId,
  AX1: castle.x - radius,
  AY1: castle.y - radius,
  AX2: castle.x + radius,
  AY2: castle.y + radius,
});

export async function mapRead(c: TestClient, castle: Castle): Promise<LiveMapArea> {
  const reply = await c.command(Z, 'gaa', around(castle));
  expect(reply.result).toBe(RESULT.OK);
  return reply.payload as LiveMapArea;
}

export async function targets(c: TestClient, castle: Castle): Promise<MapTarget[]> {
  return readMapTargets(await mapRead(c, castle), clock.now());
}

export const at = (list: MapTarget[], t: { x: number; y: number }) => list.find((x) => x.x === t.x && x.y === t.y)!;
/** How strong a camp is: the soldiers a sized attack needs (the game's own defenders: camp-fights.ts), or its worth in soldiers. */
export const defence = (t: MapTarget) => {
  const camp = t.areaType === AREA_TYPE.DUNGEON && t.victories !== null ? robberBaronCampDefence(t.victories, t.kingdomId) : undefined;
  if (!camp) return npcDefence(t.level!);
  const sized = sizeAttack({ camp, pool: [[UNIT.SPEARMAN, 100_000]], budget: 0, caps: { ...waveCaps(camp.level), waves: 4 }, margin: 1, minimum: 0 });
  return sized.kind === 'too-strong' ? (sized.needed ?? Number.POSITIVE_INFINITY) : sized.sent;
};

/** Free robber baron camps in view, weakest first. */
export async function barons(c: TestClient, castle: Castle): Promise<MapTarget[]> {
  return (await targets(c, castle))
    .filter((t) => t.areaType === AREA_TYPE.DUNGEON && t.cooldownUntil <= clock.now())
    .sort((a, b) => defence(a) - defence(b) || a.x - b.x || a.y - b.y);
}

/** The weakest free baron camp in view: the starting army beats it for sure. */
export async function easyBaron(c: TestClient, castle: Castle): Promise<MapTarget> {
  const baron = (await barons(c, castle))[0];
  if (!baron || defence(baron) > START.troops) throw new Error('no beatable baron near the castle for this seed');
  return baron;
}

export const NO_SLOTS = flankOf();

/** A live `cra`: one wave with the soldiers in the middle (or the waves given), no tools. */
export function attack(
  from: Castle,
  to: { x: number; y: number },
  troops: number,
  options: { lordId?: number; waves?: Wave[]; courtyard?: UnitCount[] } = {},
): AttackRequest {
  return attackRequest(from, to, options.lordId ?? 0, options.waves ?? [middleWave([[UNIT.SPEARMAN, troops]])], { courtyard: options.courtyard });
}

export async function movements(c: TestClient): Promise<Movement[]> {
  return readMovements((await c.command(Z, 'gam', {})).payload, me(c), clock.now());
}

export const sent = (c: TestClient, reply: ReplyFrame): Movement => {
  expect(reply.result).toBe(RESULT.OK);
  return readSentMovement((reply.payload as { AAM: LiveMovementWrapper }).AAM, me(c), clock.now())!;
};

/** The world's record of a movement: its exact arrival in ms (the wire rounds to whole seconds). */
export const record = (name: string, id: number) => sim.world.player(Z, name)!.movements.find((m) => m.id === id)!;

export const skipRequest = (t: { x: number; y: number }, skip: string, kid: unknown = '0') => ({ X: t.x, Y: t.y, MID: -1, NID: -1, MST: skip, KID: kid });
