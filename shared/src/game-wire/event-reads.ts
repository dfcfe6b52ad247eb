/**
 * EmpireCore's reads of events, a boss dungeon's attack pre-calculation and the map searches, with their
 * live shapes, answered by the local game server (simulator/events/leaderboards.ts, map-searches.ts,
 * attack-info.ts). Like client-reads.ts they sit beside commands.ts's `Commands`, so the bots' client
 * cannot send them; `Answered` joins them. Each shape cites its public source (EmpireCore 0.59.0, whose
 * models cite the game client's bundle lines). The reads of events the local world does not run are
 * listed in simulator/README.md with why.
 */
import type { AttackInfo } from './client-reads';
import type { LiveMapArea } from './live-shapes';

/**
 * One row of an event leaderboard page (EmpireCore ranking/models.py LeaderboardScore, the client's
 * AGlobalLeaderBoardItem getters): rank, score, player name, alliance name, server instance (optional to
 * the reader), score id.
 */
export type LeaderboardRow = { R: number; S: number; P: string; A: string; I?: number; SI: string };

/** A leaderboard page: the list, the league it is in, its rows and how many scores the whole list holds (ranking/models.py GetRankingListResponse). */
export type LeaderboardPage = { LT: number; LID: number; L: LeaderboardRow[]; T: number };

/**
 * Where a map search found its object: the rows around it and its place (EmpireCore map/models/areas.py FindNextMapObjectResponse; the client's FNMCommand).
 */
export type FoundOnMap = { gaa: LiveMapArea; X: number; Y: number };

export type EventReads = {
  /**
   * A leaderboard page from rank `R`, `M` rows, in league `LID`; 145 while the list's event is not running (EmpireCore ranking/models.py GetRankingListRequest,
   * C2SListLeaderboardScoresPageVO).
   */
  llsp: { req: { LT: number; LID: number; M: number; R: number; SDI?: number; EID?: number }; res: LeaderboardPage };
  /**
   * The page around score id `SI` (chat-text encoded), or around one's own score when empty (ranking/models.py GetRankingWindowRequest,
   * C2SListLeaderboardScoresWindowVO).
   */
  llsw: { req: { LT: number; LID: number; M: number; SI: string; SDI?: number; EID?: number }; res: LeaderboardPage };
  /**
   * The score ids whose names match `SV` (chat-text encoded), grouped by league (ranking/models.py SearchRankingListRequest and SearchRankingListResponse,
   * C2SSearchLeaderboardScoresEventVO).
   */
  slse: { req: { LT: number; SV: string; SDI?: number; EID?: number }; res: { LT: number; LID: number; L: Array<{ LID: number; L: string[] }> } };
  /**
   * A player's points `AMT` and performance counters `PST` in a running event (EmpireCore events/board_models.py GetPlayerPerformanceRequest,
   * C2SGetPlayerPerformanceVO; PlayerPerformanceVO.parseData).
   */
  gpe: { req: { PID: number; EID: number }; res: { AMT: number; PST: Array<{ PSI: number; AMT: number }> } };
  /**
   * The attack pre-calculation for a boss dungeon, read as `aci`'s reply; key order KID, SX, SY, TX, TY (EmpireCore attack/models/target_info.py
   * GetBossDungeonAttackInfoRequest, C2SAttackInfoBossDungeonVO).
   */
  abi: { req: { KID: number; SX: number; SY: number; TX: number; TY: number }; res: AttackInfo };
  /**
   * The nearest map object of area type `T` in kingdom `KID`, levels `LMIN`-`LMAX` (-1 any), NPC owner `NID` (-1 any); none is 153 (EmpireCore
   * map/models/areas.py FindNextMapObjectRequest, C2SFindNextMapObjectVO).
   */
  fnm: { req: { T: number; KID: number; LMIN: number; LMAX: number; NID: number }; res: FoundOnMap };
  /**
   * The `N`-th (0-9) nearest enemy castle to `X`/`Y`, levels `LMIN`-`LMAX`; none is 153 (EmpireCore map/models/areas.py FindNextEnemyCastleRequest,
   * C2SFindNextEnemyCastleVO).
   */
  fec: { req: { X: number; Y: number; N: number; LMIN: number; LMAX: number }; res: FoundOnMap };
  /**
   * One's own points and ranks on the temporary server, today's (`DHS`, `DR`) and the whole run's (`HS`,
   * `R`); a rank below 1 is unranked (EmpireCore events/board_models.py GetTemporaryServerRanksRequest and
   * Response, the client's C2STemporaryServerHighscoreVO and TempServerEventVO.parseOwnRanks).
   */
  tsh: { req: Record<string, never>; res: { DHS: number; DR: number; HS: number; R: number } };
  /**
   * One's alliance's rank `R` on the alliance battle ground (EmpireCore events/board_models.py GetBattlegroundRankRequest and Response, the client's
   * C2SAllianceBattleGroundGetOwnRanksVO and AllianceBattleGroundEventVO.parseOwnRanks).
   */
  abgph: { req: { AID: number }; res: { R: number } };
};

export type EventReadName = keyof EventReads;

/** Every read above, for the simulator's registry and its tests. */
export const EVENT_READS: readonly EventReadName[] = ['llsp', 'llsw', 'slse', 'gpe', 'abi', 'fnm', 'fec', 'tsh', 'abgph'];
