/**
 * Battle reports and the weekly honour rank, as the game's web client reads them and EmpireCore models
 * them (EmpireCore 0.59.0 messages/models/battle_logs.py, messages/models/mailbox.py, rewards/models.py,
 * each citing the game client's parsers). A battle report is a mailbox message of type BATTLE_LOG (6):
 * listed in `sne`, opened with `bls {MID}` (the short log), whose `LID` then names its middle (`blm`)
 * and detail (`bld`) logs. The local game server answers them (simulator/army/battle-logs.ts, honour.ts).
 */
import type { LiveOwner } from './live-shapes';

/** `[wodId, amount, lost]`, lost as 0 or a negative number (battle_logs.py:205-226, LogUnitVO.initByParams). */
export type LogUnit = [wodId: number, amount: number, lost: number];
/** A flank's totals `[soldiers, toolsUsed, soldiersLost]`, lost 0 or negative (battle_logs.py:299-330, FlankInfoVO). */
export type FlankTotals = [soldiers: number, toolsUsed: number, soldiersLost: number];
/**
 * Collectable rows `[[key, amount], ...]`: the loot under the resources' server keys W, S, F (gamedata/collectables.py:536-555),
 * and coins under C1 (enums/collectables.py COINS; a live report's row: CitadelOps Server/Reports/Parsers_test.go at 0f5b08e).
 */
export type LootRows = Array<[key: 'W' | 'S' | 'F' | 'C1', amount: number]>;

/**
 * A `PBI` row (battle_logs.py:565-647, BattleLogVO.loadFromParamArrayPBI): player id (below 0 an NPC),
 * front (0 attacking, 1 defending), soldiers brought, soldiers lost (0 or negative), loot, glory, XP.
 */
export type BattleParticipantRow = [playerId: number, front: 0 | 1, startArmy: number, lost: number, loot: LootRows, fame: number, xp: number];

/**
 * The area fought over, the short log's `AI` (mailbox.py:526-608 SpyReportArea, battle_logs.py:650-677):
 * type, position, kingdom, name, owner `DP` (below 0 an NPC) with its level `DL`, the castle's levels.
 */
export type BattleLogArea = {
  AT: number;
  X: number;
  Y: number;
  K: number;
  N: string;
  DP: number;
  DL?: number;
  KL: number;
  WL: number;
  GL: number;
  TL: number;
  ML: number;
};

/**
 * `bls`'s reply (battle_logs.py:735-930, BattleLogVO.fillFromParamObject): the message `MID`, the log
 * `LID`, the message type `MT` 6, whether the defender won `DW`, `MS` "areaType+attackType+result", the
 * area, the players `PBI` and their owner records `PI`, honour `H`, seconds since the battle `PS`.
 */
export type BattleLogShort = {
  MID: number;
  LID: number;
  MT: number;
  DW: 0 | 1;
  MS: string;
  AI: BattleLogArea;
  PBI: BattleParticipantRow[];
  PI: LiveOwner[];
  H: number;
  PS: number;
};

/** A middle log wave side `[playerId, left, middle, right]` (battle_logs.py:333-372, MediumPlayerBattleWaveVO). */
export type MiddleWaveSide = [playerId: number, left: FlankTotals, middle: FlankTotals, right: FlankTotals];

/**
 * `blm`'s reply (battle_logs.py:1213-1356, BattleLogVO.parseMiddle): the courtyard `Y` as `[[playerId,
 * troops, lost], [playerId, troops, lost]]`, the waves `W` as `[attacker, defender]`, seconds since `PS`.
 */
export type BattleLogMiddle = {
  LID: number;
  Y: Array<[playerId: number, troops: number, lost: number]>;
  W: Array<[MiddleWaveSide, MiddleWaveSide]>;
  PS: number;
};

/** A detail log flank `[soldiers, tools]` (battle_logs.py:409-442, FlankVO.initByParams; the defender's effects left out). */
export type DetailFlank = [soldiers: LogUnit[], tools: LogUnit[]];
/** A detail log wave side `[playerId, left, middle, right, courtyard]` (battle_logs.py:444-475, DetailPlayerWave). */
export type DetailWaveSide = [playerId: number, left: DetailFlank, middle: DetailFlank, right: DetailFlank, courtyard: DetailFlank];

/** `bld`'s reply (battle_logs.py:1359-1427, BattleLogVO.parseDetails): each side's courtyard `Y` as `[playerId, ...units]`, the waves `W`. */
export type BattleLogDetail = {
  LID: number;
  Y: [attacker: [number, ...LogUnit[]], defender: [number, ...LogUnit[]]];
  W: Array<[DetailWaveSide, DetailWaveSide]>;
};

/**
 * `gwh`'s reply (rewards/models.py:524-562, CastleHighscoreData.parseGWH): last week's rank `LWR` (0 none), this week's `CWR`, seconds to the week's end `RT`,
 * the league `LID`.
 */
export type WeeklyHonour = { LWR: number; CWR: number; RT: number; LID: number };

export type BattleLogReads = {
  /**
   * A battle report's short log by its message id; `IM` 1 adds the middle and detail logs (battle_logs.py:91-132, C2SBattleLogShortVO); 66 for an id not in the
   * mailbox.
   */
  bls: { req: { MID: number; IM: 0 | 1 }; res: BattleLogShort & { blm?: BattleLogMiddle; bld?: BattleLogDetail } };
  /** Its middle log by the short log's `LID` (battle_logs.py:135-157, C2SBattleLogMiddleVO). */
  blm: { req: { LID: number }; res: BattleLogMiddle };
  /** Its detail log by `LID` (battle_logs.py:160-181, C2SBattleLogDetailVO). */
  bld: { req: { LID: number }; res: BattleLogDetail };
  /** The weekly honour rank (rewards/models.py:511-526, C2SGetWeeklyHonorRankVO). */
  gwh: { req: Record<string, never>; res: WeeklyHonour };
};
