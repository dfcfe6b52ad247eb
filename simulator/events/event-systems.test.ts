/**
 * The events that keep a state of their own, on the wire: the colossus's donors (`che`, colossus.ts), the
 * Grand Tournament's quests and contributions (`aqs`, `saq`, `aqpc`, grand-tournament.ts) and the alliance
 * raid boss (`bse`, raid-boss.ts), the season league (`kli`, season-league.ts) and the battle ground's
 * towers (`trt`, battle-ground-towers.ts), all moved by the fights won while they run. One server, its
 * clock moved by hand.
 */
import { expect, test } from 'bun:test';
import { EVENT_SYSTEM_READS, RAID_BOSS_CARD, type AllianceQuestSlot, type ColossusDonor, type EventSystemReads } from '@shared/game-wire/event-systems';
import { EVENT_ID } from '@shared/game-wire/ids';
import { RESULT } from '@shared/game-wire/protocol';
import { DONATION_PER_FIGHT } from './colossus';
import { isGameCommand } from '../session/commands';
import { npcsIn } from '../map/npcs';
import { offeredQuest, SLOTS } from './grand-tournament';
import { allianceBoss, RAID_BOSS } from './raid-boss';
import { SEASON } from './season-league';
import { BATTLE_GROUND_ZONE } from './battle-ground';
import { TOWERS } from './battle-ground-towers';
import { GAME_HOUR_MS, MAP_SIZE, realMs } from '../core/rules';
import { TestClient, manualClock } from '../test-client';
import { askIn, fileSimulator } from '../file-simulator';

const SEED = 61;
const TIME_SCALE = 60;
const Z = 'EmpireEx';
const clock = manualClock();
const { sim } = fileSimulator(Z, { seed: SEED, now: clock.now, timeScale: TIME_SCALE, maxRequestsPerSecond: 1000, raidChancePerHour: 0 });

const ask = askIn<EventSystemReads>(Z);

let movementId = 8_000_000;
/** Armies far stronger than the robber baron camps they reach now: fights the player wins as the world plays them. */
function winFights(name: string, fights: number, zone = Z): void {
  const player = sim.world.player(zone, name) ?? sim.world.enterTempServer(zone, name);
  const barons = npcsIn(SEED, zone, 'green', { x1: 0, y1: 0, x2: MAP_SIZE, y2: MAP_SIZE }).filter((s) => s.kind === 'baron');
  for (let i = 0; i < fights; i++) {
    player.movements.push({
      id: (movementId += 1),
      type: 'attack',
      castleId: player.castles[0]!.id,
      targetId: barons[i % barons.length]!.id,
      troops: 100_000,
      departedAt: clock.now(),
      arrivesAt: clock.now() + 1,
      loot: null,
      attacker: null,
    });
  }
  clock.advance(2);
  sim.world.player(zone, name);
}

const running = (id: number) => sim.world.runningEvents().some((e) => e.id === id);
/** Moves the clock a game hour at a time until the event's running state is `wanted`. */
function until(id: number, wanted: boolean): void {
  for (let h = 0; running(id) !== wanted; h++) {
    expect(h).toBeLessThan(24 * 30);
    clock.advance(realMs(GAME_HOUR_MS, TIME_SCALE));
  }
}

test("every read of the events' own systems is answered", () => {
  expect(EVENT_SYSTEM_READS.filter((command) => !isGameCommand(command))).toEqual([]);
});

test("che ranks the zone's donors of the running colossus by the fights they won in its run; 145 outside it", async () => {
  const [ada, bo, cy] = await Promise.all(['ada', 'bo', 'cy'].map((name) => TestClient.ready(sim.url, Z, { name, password: 'pw' })));
  sim.world.setEvents([]);
  expect((await ask(ada!, 'che', { SV: '-1' })).result).toBe(RESULT.NO_EVENT);
  // Fights won while no colossus runs donate nothing.
  winFights('ada', 2);
  sim.world.setEvents([EVENT_ID.COLOSSUS]);
  expect((await ask(ada!, 'che', { SV: '-1' })).payload).toEqual({ OP: 0, LR: 0, HS: [] });

  winFights('ada', 3);
  winFights('bo', 5);
  const id = (name: string) => sim.world.player(Z, name)!.playerId;
  const board: ColossusDonor[] = [
    { CR: 1, PN: 'bo', CP: 5 * DONATION_PER_FIGHT, PID: id('bo') },
    { CR: 2, PN: 'ada', CP: 3 * DONATION_PER_FIGHT, PID: id('ada') },
  ];
  expect((await ask(ada!, 'che', { SV: '-1' })).payload).toEqual({ OP: 3 * DONATION_PER_FIGHT, LR: 2, HS: board });
  // By name, by rank; a player with no donation reads the list from the top, with none of their own.
  expect((await ask(cy!, 'che', { SV: 'ada' })).payload.HS).toEqual(board);
  expect((await ask(cy!, 'che', { SV: '2' })).payload.HS).toEqual(board.slice(1));
  expect((await ask(cy!, 'che', { SV: 'nobody' })).payload).toEqual({ OP: 0, LR: 2, HS: [] });
  expect((await ask(cy!, 'che', { SV: '-1' })).payload).toEqual({ OP: 0, LR: 2, HS: board });
  // Bad input is refused, as any read's.
  expect((await cy!.command(Z, 'che', {})).result).toBe(RESULT.MISSING_PARAMETER);
  for (const c of [ada, bo, cy]) c!.close();
});

test('on the schedule, a colossus run starts from no donation; the donations survive a restart of the world', async () => {
  sim.world.setEvents(null);
  until(EVENT_ID.COLOSSUS, true);
  const c = await TestClient.ready(sim.url, Z, { name: 'dora', password: 'pw' });
  winFights('dora', 4);
  expect((await ask(c, 'che', { SV: '-1' })).payload.OP).toBe(4 * DONATION_PER_FIGHT);
  // A restart from the saved state keeps the run's donations.
  sim.world.restore(JSON.parse(JSON.stringify(sim.world.snapshot())));
  expect((await ask(c, 'che', { SV: '-1' })).payload.OP).toBe(4 * DONATION_PER_FIGHT);
  until(EVENT_ID.COLOSSUS, false);
  expect((await ask(c, 'che', { SV: '-1' })).result).toBe(RESULT.NO_EVENT);
  until(EVENT_ID.COLOSSUS, true);
  expect((await ask(c, 'che', { SV: '-1' })).payload.OP).toBe(0);
  winFights('dora', 1);
  expect((await ask(c, 'che', { SV: '-1' })).payload.OP).toBe(DONATION_PER_FIGHT);
  c.close();
});

test("bse: the alliance's boss loses health to the fights its members win in the run, level by level, until it is defeated; 145 outside it", async () => {
  const [eve, fay, gus] = await Promise.all(['eve', 'fay', 'gus'].map((name) => TestClient.ready(sim.url, Z, { name, password: 'pw' })));
  sim.world.setEvents([]);
  expect((await ask(eve!, 'bse', {})).result).toBe(RESULT.NO_EVENT);
  sim.world.setEvents([EVENT_ID.ALLIANCE_RAIDBOSS]);
  // No alliance, no boss.
  expect((await ask(eve!, 'bse', {})).payload).toEqual({});
  for (const name of ['eve', 'fay']) sim.world.joinAlliance(Z, name, 31);
  sim.world.joinAlliance(Z, 'gus', 32);
  const boss = allianceBoss(SEED, Z, 31);
  const card = (level: number, status: number = RAID_BOSS_CARD.ONGOING) => [{ BID: boss, CST: status, ULV: level }];
  expect((await ask(eve!, 'bse', {})).payload).toEqual({ BID: boss, BLID: 1, HP: 100, RUP: 0, BCDS: card(1) });

  // Both members' fights hit it; another alliance's do not.
  winFights('eve', 3);
  winFights('fay', 2);
  winFights('gus', 7);
  const hit = 5 * RAID_BOSS.damagePerFight;
  expect((await ask(fay!, 'bse', {})).payload).toEqual({ BID: boss, BLID: 1, HP: 100 - hit, RUP: 0, BCDS: card(1) });
  expect((await ask(gus!, 'bse', {})).payload.HP).toBe(100 - 7 * RAID_BOSS.damagePerFight);
  // A level's health gone, the next level starts whole.
  const perLevel = 100 / RAID_BOSS.damagePerFight;
  winFights('eve', perLevel);
  expect((await ask(eve!, 'bse', {})).payload).toEqual({ BID: boss, BLID: 2, HP: 100 - hit, RUP: 0, BCDS: card(2) });
  // Past the last level the boss is defeated: no boss fights on, its card says so.
  winFights('fay', perLevel * RAID_BOSS.levels);
  expect((await ask(fay!, 'bse', {})).payload).toEqual({ BCDS: card(RAID_BOSS.levels, RAID_BOSS_CARD.LOCKED_FINAL_DEFEATED) });
  for (const c of [eve, fay, gus]) c!.close();
  sim.world.setEvents(null);
});

test("the Grand Tournament: members score with the fights they win in the run (aqpc, pep), take the alliance's quests (saq) and move them by play (aqs)", async () => {
  const GT = EVENT_ID.GRAND_TOURNAMENT;
  const [hal, ivy, jon] = await Promise.all(['hal', 'ivy', 'jon'].map((name) => TestClient.ready(sim.url, Z, { name, password: 'pw' })));
  sim.world.setEvents([]);
  expect((await ask(hal!, 'aqs', { EID: GT })).result).toBe(RESULT.NO_EVENT);
  expect((await ask(hal!, 'aqpc', { EID: GT })).result).toBe(RESULT.NO_EVENT);
  sim.world.setEvents([GT]);
  // Its sei entry names the alliance's and one's own score, without which the client skips it.
  expect(sim.world.eventList().E).toEqual([{ EID: GT, RS: 96 * 60, A: { LID: 1 }, SP: { LID: 1 } }]);
  // In no alliance, none of it.
  expect((await ask(jon!, 'aqs', { EID: GT })).result).toBe(RESULT.ALLI_NOT_FOUND);
  for (const name of ['hal', 'ivy']) sim.world.joinAlliance(Z, name, 41);
  const offered = Array.from({ length: SLOTS }, (_, slot) => offeredQuest(SEED, Z, 41, slot));
  const free: AllianceQuestSlot[] = offered.map(({ questId }) => ({ QID: questId, PID: -1, PN: '', RS: 0 }));
  const [free0, , free2] = free as [AllianceQuestSlot, AllianceQuestSlot, AllianceQuestSlot];
  expect((await ask(hal!, 'aqs', { EID: GT })).payload).toEqual({ EID: GT, AQS: free, APC: 0 });
  expect((await ask(hal!, 'aqpc', { EID: GT })).payload).toEqual({ AQPC: [] });

  // Ivy wins 2 fights before taking slot 1's quest: they score, but the quest counts only the fights after.
  winFights('ivy', 2);
  const { questId, fights } = offered[1]!;
  expect((await ask(ivy!, 'saq', { EID: GT, S: 1, QID: offered[0]!.questId })).result).toBe(RESULT.GENERAL_ERROR);
  const taken = await ask(ivy!, 'saq', { EID: GT, S: 1, QID: questId });
  expect(taken.result).toBe(RESULT.OK);
  const ivyId = sim.world.player(Z, 'ivy')!.playerId;
  const seconds = 96 * 60; // the run's 96 game hours at 60×, from the moment the quest was taken
  const slot = (done: number): AllianceQuestSlot => ({
    QID: questId,
    PID: ivyId,
    PN: 'ivy',
    RS: seconds,
    QL: [{ P: [done], RS: seconds, ...(done >= fights ? { S: 1 as const } : {}) }],
  });
  expect(taken.payload.aqs).toEqual({ EID: GT, AQS: [free0, slot(0), free2] });
  // A slot holds one member, a member one quest.
  expect((await ask(hal!, 'saq', { EID: GT, S: 1, QID: questId })).result).toBe(RESULT.GENERAL_ERROR);
  expect((await ask(ivy!, 'saq', { EID: GT, S: 2, QID: offered[2]!.questId })).result).toBe(RESULT.GENERAL_ERROR);
  expect((await ivy!.command(Z, 'saq', { EID: GT, S: SLOTS, QID: questId })).result).toBe(RESULT.INVALID_PARAMETER_VALUE);

  winFights('ivy', 1);
  winFights('hal', 4);
  expect((await ask(hal!, 'aqs', { EID: GT })).payload).toEqual({ EID: GT, AQS: [free0, slot(1), free2], APC: 2 });
  expect((await ask(hal!, 'aqpc', { EID: GT })).payload).toEqual({
    AQPC: [
      { R: 1, PN: 'hal', OP: 4 },
      { R: 2, PN: 'ivy', OP: 3 },
    ],
  });
  expect(((await hal!.command(Z, 'pep', { EID: GT })).payload as { OP: number[] }).OP).toEqual([4, 7]);
  // Enough fights finish the quest; it stays in its slot, done, and survives a restart of the world.
  winFights('ivy', fights);
  sim.world.restore(JSON.parse(JSON.stringify(sim.world.snapshot())));
  expect((await ask(hal!, 'aqs', { EID: GT })).payload.AQS[1]).toEqual(slot(fights));
  for (const c of [hal, ivy, jon]) c!.close();
  sim.world.setEvents(null);
});

test('kli: medals for the fights won in the season, divisions by medals, the payout at its end; a new season starts from none; 145 between seasons', async () => {
  const LEAGUE = EVENT_ID.SEASON_LEAGUE;
  sim.world.setEvents(null);
  until(LEAGUE, true);
  const [kim, lou] = await Promise.all(['kim', 'lou'].map((name) => TestClient.ready(sim.url, Z, { name, password: 'pw' })));
  const seasonLeft = () => Math.round((sim.world.runningEvents().find((e) => e.id === LEAGUE)!.endsAt - clock.now()) / 1000);
  // Its sei entry says the game days left and the season's length, as the client reads the league.
  const entry = sim.world.eventList().E!.find((e) => e.EID === LEAGUE)!;
  expect(entry.KLRT).toBe(21);
  expect(entry.KLRD).toBe(Math.ceil((seasonLeft() * TIME_SCALE) / (24 * 3600)));
  const players = sim.world.allPlayers().filter((p) => p.zone === Z).length;
  expect((await ask(kim!, 'kli', {})).payload).toEqual({
    KLD: { KLDID: 1, KLDS: players },
    KLM: [[SEASON.medal, 0]],
    KLR: { KLRID: 1, KLMP: 0 },
    RD: seasonLeft(),
  });

  // Kim climbs a division; with Lou in her alliance she reads its medals too.
  sim.world.joinAlliance(Z, 'kim', 51);
  sim.world.joinAlliance(Z, 'lou', 51);
  winFights('kim', SEASON.divisionMedals + 2);
  winFights('lou', 3);
  expect((await ask(kim!, 'kli', {})).payload).toEqual({
    KLD: { KLDID: 2, KLDS: 1 },
    KLM: [[SEASON.medal, SEASON.divisionMedals + 2]],
    KLAM: [[SEASON.medal, SEASON.divisionMedals + 5]],
    KLR: { KLRID: 2, KLMP: SEASON.divisionMedals + 2 },
    RD: seasonLeft(),
  });
  expect((await ask(lou!, 'kli', {})).payload.KLD).toEqual({ KLDID: 1, KLDS: players - 1 });
  until(LEAGUE, false);
  expect((await ask(kim!, 'kli', {})).result).toBe(RESULT.NO_EVENT);
  until(LEAGUE, true);
  expect((await ask(kim!, 'kli', {})).payload.KLM).toEqual([[SEASON.medal, 0]]);
  for (const c of [kim, lou]) c!.close();
});

test("trt: the battle ground's towers relink on their cycle and a tower brought down by a fight won there revives hours later; 145 outside the event", async () => {
  const BG = EVENT_ID.ALLIANCE_BATTLE_GROUND;
  const c = await TestClient.ready(sim.url, Z, { name: 'max', password: 'pw' });
  sim.world.setEvents([]);
  expect((await ask(c, 'trt', {})).result).toBe(RESULT.NO_EVENT);
  sim.world.setEvents([BG]);
  // On a relink: the next is a whole cycle away; no tower is down.
  const hour = realMs(GAME_HOUR_MS, TIME_SCALE);
  clock.set(Math.ceil(clock.now() / (TOWERS.relinkHours * hour)) * TOWERS.relinkHours * hour);
  const cycle = (TOWERS.relinkHours * hour) / 1000;
  expect((await ask(c, 'trt', {})).payload).toEqual({ STNL: cycle, STNR: 0 });
  // A fight won on the main server brings no tower down; one on the battle ground does.
  winFights('max', 1);
  expect((await ask(c, 'trt', {})).payload.STNR).toBe(0);
  winFights('max', 1, BATTLE_GROUND_ZONE);
  const revive = (TOWERS.reviveHours * hour) / 1000;
  expect((await ask(c, 'trt', {})).payload).toEqual({ STNL: cycle, STNR: revive });
  // An hour later a second falls: the first still revives first; past its revival, the second is next.
  clock.advance(hour);
  winFights('nia', 1, BATTLE_GROUND_ZONE);
  const hourS = hour / 1000;
  expect((await ask(c, 'trt', {})).payload).toEqual({ STNL: cycle - hourS, STNR: revive - hourS });
  clock.advance(revive * 1000 - hour);
  expect((await ask(c, 'trt', {})).payload.STNR).toBe(hourS);
  c.close();
  sim.world.setEvents(null);
});
