/**
 * The events that keep a state of their own in the EmpireCore session (conformance/reads_event_systems.py):
 * the colossus, the Grand Tournament, the raid boss and the season league run beside the events the test
 * fixed; the ally has donated, scored, taken a quest, hit the boss, won medals and brought down a tower
 * on the battle ground; after the run each step's detail must name what the world keeps.
 */
import { expect } from 'bun:test';
import { EVENT_ID } from '@shared/game-wire/ids';
import { RAID_BOSS_CARD } from '@shared/game-wire/event-systems';
import { donatedPoints } from '../events/colossus';
import { runFights } from '../events/event-runs';
import { HIGHSCORE_PAGE } from '../events/rankings';
import type { PlayerRecord } from '../session/player-record';
import { allianceBoss, bossAfter } from '../events/raid-boss';
import { offeredQuest, SLOTS } from '../events/grand-tournament';
import { divisionOf, medalsOf, SEASON } from '../events/season-league';
import { BATTLE_GROUND_ZONE } from '../events/battle-ground';
import { TOWERS } from '../events/battle-ground-towers';
import { RESULT } from '@shared/game-wire/protocol';
import { EVENT_SCHEDULE } from '../core/rules';
import type { Simulator } from '../server';

const DAY_MS = 24 * 3_600_000;
const SYSTEMS = [EVENT_ID.COLOSSUS, EVENT_ID.GRAND_TOURNAMENT, EVENT_ID.ALLIANCE_RAIDBOSS, EVENT_ID.SEASON_LEAGUE];

/** Adds the four events to the fixed ones; the ally won 6 fights in each run (ours win more during the drive) and took slot 0's quest. */
export function setUpEventSystems(sim: Simulator, member: PlayerRecord): void {
  sim.world.setEvents([...sim.world.runningEvents().map((e) => e.id), ...SYSTEMS]);
  const endsAt = Date.now() + DAY_MS;
  member.eventFights = Object.fromEntries(SYSTEMS.map((id) => [id, { endsAt, fights: 6 }]));
  // A tower the ally brought down on the battle ground as the session starts (the drive reads its revival).
  sim.world.enterTempServer(BATTLE_GROUND_ZONE, member.name).towerFalls = [Date.now()];
  const slot0 = offeredQuest(sim.world.seed, member.zone, member.allianceId!, 0).questId;
  expect(sim.world.execute(member.zone, member.name, 'saq', { EID: EVENT_ID.GRAND_TOURNAMENT, S: 0, QID: slot0 }).result).toBe(RESULT.OK);
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
  expectTournament(detail('grand_tournament'), sim, me, member);
  // The boss took every member's fights of the run: the ally's six and the drive's own.
  const hits = zonePlayers.filter((p) => p.allianceId === me.allianceId).reduce((sum, p) => sum + runFights(p, EVENT_ID.ALLIANCE_RAIDBOSS, now), 0);
  expect(hits).toBeGreaterThanOrEqual(6);
  const boss = allianceBoss(sim.world.seed, me.zone, me.allianceId!);
  const { level, health } = bossAfter(hits);
  expect(detail('raid_boss')).toBe(`bse: boss ${boss} level ${level} health ${health} revived 0%; cards [(${boss}, ${RAID_BOSS_CARD.ONGOING}, ${level})]`);
  // The season: our medals and the alliance's as the world counts them; the payout at the fixed season's end.
  const medals = medalsOf(me, now);
  const division = divisionOf(medals);
  const inDivision = zonePlayers.filter((p) => divisionOf(medalsOf(p, now)) === division).length;
  const allianceMedals = zonePlayers.filter((p) => p.allianceId === me.allianceId).reduce((sum, p) => sum + medalsOf(p, now), 0);
  expectTowerTimers(detail('tower_timers'), sim, member);
  // Fixed events run their whole length from every moment: the payout is a season's length away.
  const payout = Math.round((EVENT_SCHEDULE[EVENT_ID.SEASON_LEAGUE]!.forHours * 3_600) / sim.world.timeScale);
  expect(detail('season')).toBe(
    `kli: division ${division} of ${inDivision}; medals [(${SEASON.medal}, ${medals})], alliance [(${SEASON.medal}, ${allianceMedals})]; promotion ${division} at ${medals}; payout in ${payout} s`,
  );
}

/** The slots as EmpireCore read them: the ally's quest in slot 0 (no fight since), then ours in slot 1 as saq left it; the contributions in rank order. */
function expectTournament(got: string, sim: Simulator, me: PlayerRecord, member: PlayerRecord): void {
  const GT = EVENT_ID.GRAND_TOURNAMENT;
  const now = Date.now();
  const quests = Array.from({ length: SLOTS }, (_, slot) => offeredQuest(sim.world.seed, me.zone, me.allianceId!, slot).questId);
  const held = (slot: number, who: PlayerRecord | null) =>
    who ? `(${slot}, ${quests[slot]}, ${who.playerId}, '${who.name}', [0], False)` : `(${slot}, ${quests[slot]}, -1, '', None, False)`;
  expect(me.tournamentQuest?.slot).toBe(1);
  const before = `[${held(0, member)}, ${held(1, null)}, ${held(2, null)}]`;
  const after = `[${held(0, member)}, ${held(1, me)}, ${held(2, null)}]`;
  const team = sim.world.allPlayers().filter((p) => p.zone === me.zone && p.allianceId === me.allianceId);
  const given = team
    .map((p) => ({ p, points: runFights(p, GT, now) }))
    .filter(({ points }) => points > 0)
    .sort((a, b) => b.points - a.points || a.p.playerId - b.p.playerId)
    .map(({ p, points }, i) => `(${i + 1}, '${p.name}', ${points})`);
  const participants = team.filter((p) => runFights(p, GT, now) > 0 || p === member).length;
  expect(got).toBe(`aqs: ${participants} participant(s), ${before}; saq 1: ${after}; aqpc: [${given.join(', ')}]`);
}

/** trt as the world answers it at the moment the drive asked (its wall clock, a second either way for the trip). */
function expectTowerTimers(got: string, sim: Simulator, member: PlayerRecord): void {
  const [at, relink, revival] = (/^trt at (\d+): relink in (\d+) s, revival in (\d+) s$/.exec(got) ?? []).slice(1).map(Number);
  expect(at, got).toBeGreaterThan(0);
  const cycleMs = (TOWERS.relinkHours * 3_600_000) / sim.world.timeScale;
  expect(Math.abs(relink! - Math.ceil((cycleMs - (at! % cycleMs)) / 1000))).toBeLessThanOrEqual(1);
  const fall = sim.world.player(BATTLE_GROUND_ZONE, member.name)!.towerFalls![0]!;
  const revives = fall + (TOWERS.reviveHours * 3_600_000) / sim.world.timeScale;
  expect(Math.abs(revival! - Math.max(0, Math.ceil((revives - at!) / 1000)))).toBeLessThanOrEqual(1);
}
