/**
 * One look at an account for the strategy planner, in the live game's commands (shared/src/game-wire/
 * commands.ts): the castles' soldiers (`dcl`), the armies on the move (`gam`), the commanders (`gli`, when
 * the login data lacked them) and the map around the castles the caller asks for (`gaa`, one rectangle of
 * 101 tiles a side, the live maximum). The same look serves the Strategy Planner bot (every castle's map:
 * a castle with no soldiers to spare still needs it to tell a wait from a stall and to compute its advice)
 * and the plan screen's one-off login (only castles with soldiers to send: the others cannot attack).
 */
import { readMovements, type Movement } from '@shared/game-wire/live-movements';
import { readMapTargets, type MapTarget } from '@shared/game-wire/live-map';
import { readState, type Castle, type PlayerState } from '@shared/game-wire/live-data';
import { observationsOf, PLANNED_KINGDOM_IDS, snapshotOf } from '@shared/planner/snapshot';
import type { GameClient } from '../game/client';
import type { PlannerLook } from '../types';

/** Half the side of the rectangle read around a castle: 101 tiles a side, the live maximum. */
export const MAP_REACH = 50;

export type Look = { state: PlayerState; castles: Castle[]; movements: Movement[]; targets: MapTarget[] };

/** Reads the map around a castle; the bot passes one that keeps each read a minute, as public bots do. */
export type MapReader = (client: GameClient, castle: Castle) => Promise<MapTarget[]>;

export const mapReader =
  (now: () => number): MapReader =>
  async (client, castle) =>
    readMapTargets(
      await client.send('gaa', {
        KID: castle.kingdomId,
        AX1: Math.max(0, castle.x - MAP_REACH),
        AY1: Math.max(0, castle.y - MAP_REACH),
        AX2: castle.x + MAP_REACH,
        AY2: castle.y + MAP_REACH,
      }),
      now(),
    );

/** Which castles get their map read. */
export type MapsOf = (castle: Castle) => boolean;

/** Castles with more soldiers than `keepAtHome`: those that can send an attack now. */
export const withSoldiersAbove =
  (keepAtHome: number): MapsOf =>
  (castle) =>
    (castle.details?.troops ?? 0) > keepAtHome;

export async function lookAt(client: GameClient, now: () => number, mapsOf: MapsOf, readMap: MapReader = mapReader(now)): Promise<Look> {
  await client.send('dcl', { CD: 1 });
  const state = readState(client.known, now(), client.receivedAt);
  const castles = state.castles.filter((c) => PLANNED_KINGDOM_IDS.includes(c.kingdomId) && c.details);
  const movements = readMovements(await client.send('gam', {}), state.playerId, now());
  const commanders = state.commanders ?? readState({ ...client.known, gli: await client.send('gli', {}) }, now()).commanders ?? [];
  const targets: MapTarget[] = [];
  for (const castle of castles) if (mapsOf(castle)) targets.push(...(await readMap(client, castle)));
  return { state: { ...state, commanders }, castles, movements, targets };
}

/** The look as the plan screen gets it (a one-off login, session.ts): a snapshot, and what armies on the move measured. */
export async function plannerLook(client: GameClient, keepAtHome: number, signal: AbortSignal): Promise<PlannerLook> {
  const look = await lookAt(client, Date.now, withSoldiersAbove(keepAtHome));
  signal.throwIfAborted();
  const now = Date.now();
  return {
    snapshot: snapshotOf(look.state, look.castles, look.movements, look.targets, now),
    observations: observationsOf(look.castles, look.movements, look.targets),
    timeScale: look.state.timeScale,
  };
}
