/**
 * The set-up and checks of EmpireCore's reads of resource isles and ruins (conformance/reads_isles.py): a
 * garrison in the Storm Islands castle for the conquest and a long-inactive account beside ours before the
 * run; after it, what each step read must be what the world holds, so a reply EmpireCore read as something
 * else fails here.
 */
import { expect } from 'bun:test';
import { ISLE_NPC_OWNER } from '@shared/game-wire/isles-and-ruins';
import { isleSiteAt, occupationMs } from '../map/isle-sites';
import type { PlayerRecord } from '../session/player-record';
import { ruinState } from '../map/ruins';
import { GAME_HOUR_MS, realMs } from '../core/rules';
import type { Simulator } from '../server';
import { LOGIN } from '../test-client';

/** reads_isles.py's CONQUEST_UNITS, and a margin. */
const STORM_GARRISON = 400;

/** Before the run: spearmen in our Storm Islands castle, and `${name}u` inactive past its ruin time, its castle beside ours. */
export function setUpIslesAndRuins(sim: Simulator, name: string, timeScale: number): { ruin: PlayerRecord; since: number } {
  const me = sim.world.player('EmpireEx', name)!;
  me.castles.find((c) => c.kingdom === 'storm')!.troops = STORM_GARRISON;
  sim.world.login('EmpireEx', LOGIN(`${name}u`, 'conformance-1'));
  // In the enemy's alliance (9), so no recruit list (sml) offers it.
  sim.world.joinAlliance('EmpireEx', `${name}u`, 9);
  const ruin = sim.world.player('EmpireEx', `${name}u`)!;
  // Farther than the enemy castle fec finds (20 fields west), inside the driver's 100-tile read.
  Object.assign(ruin.castles[0]!, { x: me.castles[0]!.x + 30, y: me.castles[0]!.y + 30 });
  // Inactive for its level + 1 game days and one game hour (ruins.ts): a ruin from now, for seven game days.
  const day = realMs(24 * GAME_HOUR_MS, timeScale);
  ruin.lastSeenAt = Date.now() - (ruin.level + 1) * day - realMs(GAME_HOUR_MS, timeScale);
  return { ruin, since: Date.now() };
}

export function expectIslesAndRuins(detail: (step: string) => string, me: PlayerRecord, ruin: PlayerRecord, since: number, timeScale: number): void {
  const isle =
    /^isle \((\d+),(\d+)\) id (\d+) object (\d+): owner (-?\d+) left (\d+); aii owner (-?\d+) isle (\d+); cra ATT 7 led by \d+; held by (\d+) for (\d+)s; aii held by (\d+) for (\d+)s, owners \[(\d+)\]$/.exec(
      detail('resource_isle'),
    );
  expect(isle, detail('resource_isle')).not.toBeNull();
  const [x, y, isleId, objectId, freeOwner, freeLeft, dialogOwner, dialogIsle, holder, left, dialogHolder, dialogLeft, owner] = isle!.slice(1).map(Number);
  const site = isleSiteAt(11, 'EmpireEx', x!, y!);
  expect(site).toMatchObject({ id: objectId, isleId });
  // Free when found, in the map and the dialog alike; then ours, for no longer than the isle's occupation.
  expect([freeOwner, freeLeft, dialogOwner, dialogIsle]).toEqual([ISLE_NPC_OWNER, 0, ISLE_NPC_OWNER, isleId]);
  expect([holder, dialogHolder, owner]).toEqual([me.playerId, me.playerId, me.playerId]);
  const occupation = Math.ceil(occupationMs(site!, timeScale) / 1000);
  for (const seconds of [left!, dialogLeft!]) expect(seconds > 0 && seconds <= occupation, `${seconds} s of ${occupation}`).toBe(true);
  expect(me.isleHolds?.map((h) => h.siteId)).toContain(site!.id);

  const { x: rx, y: ry } = ruin.castles[0]!;
  const state = ruinState(ruin, Date.now(), timeScale);
  expect(state).not.toBeNull();
  expect(state).not.toBe('freed');
  const freesAt = (state as { freesAt: number }).freesAt;
  const art = Number(/rui ART (\d+)$/.exec(detail('ruin'))?.[1]);
  expect(detail('ruin')).toStartWith(`ruin of ${ruin.playerId} at (${rx},${ry}); rui ART `);
  // Asked during the run: between the seconds left now and those left when it was set up.
  expect(art).toBeGreaterThanOrEqual(Math.floor((freesAt - Date.now()) / 1000));
  expect(art).toBeLessThanOrEqual(Math.ceil((freesAt - since) / 1000));
}
