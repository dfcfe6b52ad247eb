/**
 * The events that keep a state of their own in the EmpireCore session (conformance/reads_event_systems.py):
 * the colossus and the raid boss run beside the events the test fixed, the ally has donated and hit the
 * boss, and after the run each step's detail must name what the world keeps.
 */
import { expect } from 'bun:test';
import { EVENT_ID } from '../shared/src/game-wire/ids';
import { RAID_BOSS_CARD } from '../shared/src/game-wire/event-systems';
import { donatedPoints } from './colossus';
import { runFights } from './event-runs';
import { HIGHSCORE_PAGE } from './rankings';
import type { PlayerRecord } from './players';
import { allianceBoss, bossAfter } from './raid-boss';
import type { Simulator } from './server';

const DAY_MS = 24 * 3_600_000;

/** Adds the colossus and the raid boss to the fixed events; the ally won 6 fights in each run (ours win more during the drive). */
export function setUpEventSystems(sim: Simulator, member: PlayerRecord): void {
  sim.world.setEvents([...sim.world.runningEvents().map((e) => e.id), EVENT_ID.COLOSSUS, EVENT_ID.ALLIANCE_RAIDBOSS]);
  const endsAt = Date.now() + DAY_MS;
  member.eventFights = { [EVENT_ID.COLOSSUS]: { endsAt, fights: 6 }, [EVENT_ID.ALLIANCE_RAIDBOSS]: { endsAt, fights: 6 } };
}

export function expectEventSystems(detail: (step: string) => string, sim: Simulator, me: PlayerRecord, member: PlayerRecord): void {
  const now = Date.now();
  const zonePlayers = sim.world.allPlayers().filter((p) => p.zone === me.zone);
  // The donors as the world ranks them (the drive's own won attack donated too); both pages hold all of them.
  const donors = zonePlayers
    .filter((p) => donatedPoints(p, now) > 0)
    .sort((a, b) => donatedPoints(b, now) - donatedPoints(a, now) || a.playerId - b.playerId)
    .map((p, i) => `(${i + 1}, '${p.name}', ${donatedPoints(p, now)}, ${p.playerId})`);
  expect(donors.length).toBeLessThanOrEqual(HIGHSCORE_PAGE);
  const page = `[${donors.join(', ')}]`;
  expect(detail('colossus')).toBe(`che own: ${donatedPoints(me, now)} point(s), last rank ${donors.length}: ${page}; che ${member.name}: ${page}`);
  // The boss took every member's fights of the run: the ally's six and the drive's own.
  const hits = zonePlayers.filter((p) => p.allianceId === me.allianceId).reduce((sum, p) => sum + runFights(p, EVENT_ID.ALLIANCE_RAIDBOSS, now), 0);
  expect(hits).toBeGreaterThanOrEqual(6);
  const boss = allianceBoss(sim.world.seed, me.zone, me.allianceId!);
  const { level, health } = bossAfter(hits);
  expect(detail('raid_boss')).toBe(`bse: boss ${boss} level ${level} health ${health} revived 0%; cards [(${boss}, ${RAID_BOSS_CARD.ONGOING}, ${level})]`);
}
