/**
 * Spying, as the web client sends it and EmpireCore reads it (issue 36): the spy dialog's
 * pre-calculation (`ssi`), a spy mission sent (`csm`) and a spy report read by its message id (`bsd`).
 * Like client-reads.ts these are commands our bots never send, so they sit beside `Commands`;
 * `Answered` (commands.ts) joins them. Each shape cites the EmpireCore model that names the game client's
 * parser (paths inside EmpireCore 0.59.0's `empire_core/`); what no public source shows is said so in
 * simulator/army/spies.ts and simulator/README.md.
 */
import type { BattleLogArea } from './battle-logs';
import type { AreaRow, LiveCurrencies, LiveMovementWrapper, LiveOwner, UnitCount } from './live-shapes';

/** `ssi {TX, TY, KID}`: the target's position and kingdom (spy/models.py:205-240, C2SGetSpyInfo). */
export type SpyScreenRequest = { TX: number; TY: number; KID: number };

/**
 * `ssi`'s reply (spy/models.py:243-330, CastleSpyData.parse_SSI): spies free `AS`, the target's guards
 * `GC`, plague monks free and owned `APM`/`TPM`, the target's position, and its map rows with their owners
 * and one's own protection in `gaa`, read as a map area reply.
 */
export type SpyScreenInfo = {
  AS: number;
  GC: number;
  APM: number;
  TPM: number;
  TX: number;
  TY: number;
  gaa: { KID: number; uap: Record<string, unknown>; OI: LiveOwner[]; AI: AreaRow[] };
};

/**
 * `csm`, a spy mission (spy/models.py:40-110, C2SCreateSpyMovementVO, key order as the client's): from
 * one's castle `SID` to `TX`/`TY` in kingdom `KID`, `SC` spies of type `ST` (0 military, 1 economy,
 * 2 sabotage: enums/spy.py SpyType), `SE` the accuracy (50-100; sabotage's damage 10-50), a horse `HBW`
 * (-1 none), `PTT` 1 when paid with feathers, `SD` seconds of slowdown.
 */
export type SendSpyRequest = { SID: number; TX: number; TY: number; SC: number; ST: number; SE: number; HBW: number; KID: number; PTT: number; SD: number };

/** A spy movement's `S` (movements/models/movement.py:227-250, SpyMapmovementVO.parseSpyInfo): type, accuracy, spies, risk. */
export type MovementSpyInfo = { ST: number; SA: number; SC: number; SR: number };

/** `csm`'s reply (spy/models.py:113-200, CSMCommand): the new movement `A` (its `S` the mission), its owners, the currencies. */
export type SendSpyReply = { A: LiveMovementWrapper; O: LiveOwner[]; gcu: LiveCurrencies };

/** `bsd {MID}`: a spy log's message id (messages/models/mailbox.py:477-494, C2SGetSpyLog). */
export type SpyReportRequest = { MID: number };

/**
 * The spied area, a report's `AI` (mailbox.py:526-608, InteractiveMapobjectVO.parseAreaInfoBattleLog):
 * type, position, kingdom, name, owner `DP` (below 0 an NPC) with its level `DL`, building levels. The game
 * reads it with the battle log's own parser, so it is the battle log's area record (battle-logs.ts).
 */
export type SpyReportArea = BattleLogArea;

/**
 * `bsd`'s reply (mailbox.py:611-760, BSDCommand, CastleSpyLogVO.parseSpyLog): the message `MID`, the
 * area's object id `CID` (-1 none), the spies' owner `SID` and the area's `PID`, spies `SC`, guards `GC`,
 * accuracy `SA`, risk `SR`; a military mission that got through lists the defenders by position `S` (left,
 * middle, right wall, keep, stronghold, support: CastleSpyArmyInfoVO.parseArmyInfo) with their age `AS` in
 * seconds; an economy one the resources seen `R` (`[key, amount]` rows); `OI`/`SO` the owner records of
 * the area and of the spies, `AI` the area. A mission whose spies were caught carries neither `S` nor `R`.
 */
export type SpyReport = {
  MID: number;
  CID: number;
  SID: number;
  PID: number;
  SC: number;
  GC: number;
  SA: number;
  SR: number;
  S?: UnitCount[][];
  AS?: number;
  R?: Array<[key: 'W' | 'S' | 'F', amount: number]>;
  OI: LiveOwner;
  SO: LiveOwner;
  AI: SpyReportArea;
};

export type SpyReads = {
  /** The spy dialog's pre-calculation; another player's castle or an NPC target on the map now. */
  ssi: { req: SpyScreenRequest; res: SpyScreenInfo };
  /** Send spies; their report arrives in the mailbox (an `sne` push) when they reach the target. */
  csm: { req: SendSpyRequest; res: SendSpyReply };
  /** A spy report by its message id; one not in the mailbox is 66 NO_SUCH_MESSAGE (spy/service.py:280-302). */
  bsd: { req: SpyReportRequest; res: SpyReport };
};
