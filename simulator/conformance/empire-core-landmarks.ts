/**
 * The landmarks EmpireCore drives (conformance/reads_landmarks.py): the castles put beside a monument and the
 * Burning Sands' laboratory before the run, and the steps' details checked against the world after it, so a
 * row or reply EmpireCore read as something else fails here.
 */
import { expect } from 'bun:test';
import { LANDMARK, landmarkLevel, type LandmarkSite } from '../map/landmarks';
import type { PlayerRecord } from '../session/player-record';
import { gameDay } from '../core/rules';
import type { Simulator } from '../server';

export type PlacedLandmarks = { monument: LandmarkSite; laboratory: LandmarkSite; month: number };

const monthOf = (t: number, timeScale: number) => Math.floor(gameDay(t, timeScale) / LANDMARK.monthGameDays);

/** Moves the player's castles in the Great Empire and the Burning Sands 10 fields west of a monument and of the laboratory there. */
export function placeBesideLandmarks(sim: Simulator, zone: string, me: PlayerRecord, timeScale: number): PlacedLandmarks {
  const sites = sim.world.landmarks.sites(zone);
  const monument = sites.find((s) => s.kind === 'monument')!;
  const laboratory = sites.find((s) => s.kind === 'laboratory' && s.kingdom === 'sands')!;
  for (const site of [monument, laboratory]) Object.assign(me.castles.find((c) => c.kingdom === site.kingdom)!, { x: site.x - 10, y: site.y });
  return { monument, laboratory, month: monthOf(Date.now(), timeScale) };
}

export function expectLandmarks(
  detail: (step: string) => string,
  sim: Simulator,
  zone: string,
  me: PlayerRecord,
  placed: PlacedLandmarks,
  timeScale: number,
): void {
  const { monument, laboratory } = placed;
  expect(detail('monument')).toBe(`monument ${monument.id} at (${monument.x},${monument.y}) level 1 type ${monument.monumentType} owner -460; gmp CP 0`);
  expect(detail('landmark_conquest')).toBe(`ali: monument ${monument.id} owner -460; cra ATT 8 with 60: monument ${monument.id} owner ${me.playerId}`);
  expect(detail('landmark_gift')).toBe(`crm W 300 S 200 to ${monument.id}; gmp CP 500`);
  expect(detail('laboratory')).toBe(`laboratory ${laboratory.id} at (${laboratory.x},${laboratory.y}) level 1 owner -472; glp CP 0`);
  // The world holds it so after the run, unless a game month (72 min at this scale) turned meanwhile and cleared it.
  if (monthOf(Date.now(), timeScale) === placed.month) {
    const state = sim.world.landmarks.state(zone, monument.id, Date.now(), timeScale);
    expect(state).toMatchObject({ occupierId: me.playerId, points: 500 });
    expect(landmarkLevel(state.points)).toBe(1);
  }
}
