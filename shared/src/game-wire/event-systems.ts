/**
 * EmpireCore's reads of the events that keep a state of their own: the colossus's donors (`che`), the
 * alliance raid boss (`bse`), the Grand Tournament's alliance quests (`aqs`, `saq`) and contributions
 * (`aqpc`), one's season league (`kli`) and the battle ground's tower timers (`trt`), with their live
 * shapes, answered by the local game server (simulator/events/colossus.ts, raid-boss.ts, grand-tournament.ts,
 * season-league.ts, battle-ground-towers.ts). Like event-reads.ts they sit beside commands.ts's `Commands`,
 * so the bots' client cannot send them; `Answered` joins them. Each shape cites its public source
 * (EmpireCore 0.59.0, whose models cite the game client's bundle lines).
 */

/**
 * One donor (EmpireCore ranking/event_models.py ColossusHighscoreRow, the client's CastleSpecialEventData.parse_CHE): rank, name, points before the event's
 * conversion, player id.
 */
export type ColossusDonor = { CR: number; PN: string; CP: number; PID: number };

/**
 * A boss card (EmpireCore events/status_models.py RaidBossCard, AllianceRaidBossCardVO.parse): boss, status (enums/events.py RaidBossCardStatus), unlocked
 * level.
 */
export type RaidBossCard = { BID: number; CST: number; ULV: number };

/**
 * The alliance's raid boss (EmpireCore events/status_models.py RaidBossStatus, the client's
 * AllianceRaidbossServerDataVO.parse_bse): boss `BID` and level `BLID` (both 0 or absent without one),
 * health `HP`, the share of units revived `RUP`, and the boss cards. Walls (`WI`) and the stage (`BS`)
 * are optional to the reader, which keeps its previous ones when they are absent.
 */
export type RaidBossState = { BID?: number; BLID?: number; HP?: number; RUP?: number; BCDS?: RaidBossCard[] };

/** The raid boss cards' statuses (EmpireCore enums/events.py RaidBossCardStatus, the client's AllianceRaidConst). */
export const RAID_BOSS_CARD = { AVAILABLE: 0, UNAVAILABLE: 1, ONGOING: 2, LOCKED_FINAL_DEFEATED: 3, LOCKED_ABORTED: 4 } as const;

/**
 * A quest's progress in a slot (EmpireCore events/status_models.py GrandTournamentQuestProgress, the
 * client's CastleQuestVO.fillFromParams): condition counters `P`, seconds left `RS`, and `S` once it ended
 * (1 completed, 0 failed; absent while it runs).
 */
export type AllianceQuestProgress = { P: number[]; RS: number; S?: 0 | 1 };

/**
 * An alliance quest slot (EmpireCore events/status_models.py GrandTournamentQuestSlot, the client's
 * AllianceQuestSlotVO.fillFromParams): the quest `QID`, the member who took it `PID` (nonpositive: none)
 * and their name, the quest's (or cooldown's) seconds `RS`, and its progress, a one-entry list `QL`.
 */
export type AllianceQuestSlot = { QID: number; PID: number; PN: string; RS: number; QL?: AllianceQuestProgress[] };

/** The alliance's quest slots (EmpireCore events/status_models.py GrandTournamentQuestUpdate, the client's AQSCommand). */
export type AllianceQuestSlots = { EID: number; AQS: AllianceQuestSlot[] };

/**
 * One member's contribution (EmpireCore events/status_models.py GrandTournamentContribution, AllianceMobilizationEventDialogContributionItem): rank, name,
 * points.
 */
export type TournamentContribution = { R: number; PN: string; OP: number };

/**
 * The season league as one player stands in it (EmpireCore ranking/event_models.py GetSeasonInfoResponse,
 * the client's SeasonLeagueServer.parseKLI): the division and its size `KLD`, one's medals and the
 * alliance's as `[medalId, amount]` (`KLM`, `KLAM`), the promotion and its medal points `KLR`, and the
 * seconds to the medal payout `RD`. Every section is optional to the reader; the passes (`KLSP`) and the
 * dialogs seen (`KLSE`, `KLS`) are not answered here.
 */
export type SeasonInfo = {
  KLD: { KLDID: number; KLDS: number };
  KLM: Array<[number, number]>;
  KLAM?: Array<[number, number]>;
  KLR: { KLRID: number; KLMP: number };
  RD: number;
};

export type EventSystemReads = {
  /**
   * The running colossus's donors around `SV`: "-1" one's own place, a rank, or a name; `OP` one's own
   * points, `LR` the last rank (EmpireCore ranking/event_models.py GetColossusHighscoreRequest and
   * Response, the client's C2SColossusGetHighscoreVO and CastleSpecialEventData.parse_CHE).
   */
  che: { req: { SV: string }; res: { OP: number; LR: number; HS: ColossusDonor[] } };
  /**
   * One's alliance's raid boss (EmpireCore events/status_models.py GetRaidBossStatusRequest and Response, the client's C2SGetAllianceRaidBossStatus and
   * BSECommand).
   */
  bse: { req: Record<string, never>; res: RaidBossState };
  /** One's place in the running season league (EmpireCore ranking/service.py get_season_info, C2SGetSeasonInfoEventVO). */
  kli: { req: Record<string, never>; res: SeasonInfo };
  /**
   * Seconds to the battle ground towers' next relink `STNL` and next revival `STNR` (EmpireCore events/board_models.py GetBattlegroundTimersRequest and
   * Response, C2SAllianceBattleGroundGetTimersVO and CastleAllianceBattleGroundData.parseTRT).
   */
  trt: { req: Record<string, never>; res: { STNL: number; STNR: number } };
  /**
   * The alliance's Grand Tournament quest slots and its participating members `APC` (EmpireCore events/status_models.py GetGrandTournamentStatusRequest and
   * GrandTournamentQuestStatus, C2SAllianceQuestStatusVO).
   */
  aqs: { req: { EID: number }; res: AllianceQuestSlots & { APC: number } };
  /**
   * The members' contributions, in rank order (EmpireCore events/status_models.py GetGrandTournamentContributionsRequest and Response,
   * C2SAllianceDivisionPlayerContributionVO and AQPCCommand).
   */
  aqpc: { req: { EID: number }; res: { AQPC: TournamentContribution[] } };
  /**
   * Takes slot `S`'s quest `QID`; key order EID, S, QID; answered with the slots (EmpireCore events/status_models.py StartGrandTournamentQuestRequest and
   * Response, C2SStartAllianceQuestVO and SAQCommand).
   */
  saq: { req: { EID: number; S: number; QID: number }; res: { aqs: AllianceQuestSlots } };
};

export type EventSystemName = keyof EventSystemReads;

/** Every read above, for the simulator's registry and its tests. */
export const EVENT_SYSTEM_READS: readonly EventSystemName[] = ['che', 'bse', 'aqs', 'aqpc', 'saq', 'kli', 'trt'];
