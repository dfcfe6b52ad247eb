/**
 * EmpireCore's reads of the events that keep a state of their own: the colossus's donors (`che`) and the
 * alliance raid boss (`bse`), with their live shapes, answered by the local game server
 * (simulator/colossus.ts, raid-boss.ts). Like event-reads.ts they sit beside commands.ts's `Commands`,
 * so the bots' client cannot send them; `Answered` joins them. Each shape cites its public source
 * (EmpireCore 0.59.0, whose models cite the game client's bundle lines).
 */

/** One donor (EmpireCore ranking/event_models.py ColossusHighscoreRow, the client's CastleSpecialEventData.parse_CHE): rank, name, points before the event's conversion, player id. */
export type ColossusDonor = { CR: number; PN: string; CP: number; PID: number };

/** A boss card (EmpireCore events/status_models.py RaidBossCard, AllianceRaidBossCardVO.parse): boss, status (enums/events.py RaidBossCardStatus), unlocked level. */
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

export type EventSystemReads = {
  /**
   * The running colossus's donors around `SV`: "-1" one's own place, a rank, or a name; `OP` one's own
   * points, `LR` the last rank (EmpireCore ranking/event_models.py GetColossusHighscoreRequest and
   * Response, the client's C2SColossusGetHighscoreVO and CastleSpecialEventData.parse_CHE).
   */
  che: { req: { SV: string }; res: { OP: number; LR: number; HS: ColossusDonor[] } };
  /** One's alliance's raid boss (EmpireCore events/status_models.py GetRaidBossStatusRequest and Response, the client's C2SGetAllianceRaidBossStatus and BSECommand). */
  bse: { req: Record<string, never>; res: RaidBossState };
};

export type EventSystemName = keyof EventSystemReads;

/** Every read above, for the simulator's registry and its tests. */
export const EVENT_SYSTEM_READS: readonly EventSystemName[] = ['che', 'bse'];
